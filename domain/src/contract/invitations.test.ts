import { invitationGuestSchema, rsvpBody } from './invitations';
import { firstValidationMessage, validationMessages } from './validate';

const guest = { name: 'Leo', phone: '', email: 'leo.parent@example.com', kidsNames: 'Leo, Ava', allergies: 'Peanuts' };

test.each([
  { name: 'no guest name', change: { name: '' }, error: 'Guest name is required' },
  { name: 'no email', change: { email: undefined }, error: 'Guest email is required' },
  { name: 'an invalid email', change: { email: 'leo' }, error: 'Please enter a valid email address' },
])('an invitation guest needs a name and an email: $name', ({ change, error }) => {
  expect(firstValidationMessage(invitationGuestSchema, { ...guest, ...change })).toBe(error);
});

test.each([
  { name: 'a complete guest', change: {} },
  { name: 'no phone, kids names or allergies (optional)', change: { phone: undefined, kidsNames: undefined, allergies: undefined } },
])('an invitation guest accepts $name', ({ change }) => {
  expect(validationMessages(invitationGuestSchema, { ...guest, ...change })).toEqual([]);
});

test.each([
  { name: 'one guest', body: { guests: [guest] }, errors: [] },
  { name: 'no guests', body: { guests: [] }, errors: ['Add at least one guest'] },
  { name: 'a second guest without a name', body: { guests: [guest, { ...guest, name: '' }] }, errors: ['Guest name is required'] },
])('an RSVP: $name', ({ body, errors }) => {
  expect(validationMessages(rsvpBody, body)).toEqual(errors);
});
