import {
  canRemoveRsvpGuest,
  emptyRsvpGuest,
  invitationCalendarEvent,
  invitationEventUid,
  rsvpGuestErrors,
} from './invitation';
import { invitationGuestSchema, type Invitation } from './contract/invitations';
import { validationMessages } from './contract/validate';
import type { Venue } from './venue';

const guest = { ...emptyRsvpGuest(), name: 'Leo', email: 'leo.parent@example.com' };

test.each([
  { name: 'a name and an email', change: {}, errors: {} },
  { name: 'spaces round the name and email', change: { name: '  Leo ', email: ' leo@example.com ' }, errors: {} },
  { name: 'no name', change: { name: '' }, errors: { name: 'Guest name is required' } },
  { name: 'a name of spaces only', change: { name: '   ' }, errors: { name: 'Guest name is required' } },
  { name: 'no email', change: { email: '' }, errors: { email: 'Guest email is required' } },
  { name: 'an email of spaces only', change: { email: '  ' }, errors: { email: 'Guest email is required' } },
  { name: 'an email without @', change: { email: 'leo.example.com' }, errors: { email: 'Please enter a valid email address' } },
  { name: 'an email without a dot after the @', change: { email: 'leo@example' }, errors: { email: 'Please enter a valid email address' } },
  { name: 'an email with a space inside', change: { email: 'leo @example.com' }, errors: { email: 'Please enter a valid email address' } },
  { name: 'neither', change: { name: '', email: '' }, errors: { name: 'Guest name is required', email: 'Guest email is required' } },
])('an RSVP guest with $name', ({ change, errors }) => {
  const values = { ...guest, ...change };
  expect(rsvpGuestErrors(values)).toEqual(errors);
  // The page's rule and the API's schema say the same thing.
  expect(validationMessages(invitationGuestSchema, values)).toEqual(Object.values(errors));
});

test('phone, kids names and allergies are optional', () => {
  expect(rsvpGuestErrors({ ...emptyRsvpGuest(), name: 'Leo', email: 'leo@example.com' })).toEqual({});
});

test.each([
  { count: 1, removable: false },
  { count: 2, removable: true },
  { count: 5, removable: true },
])('with $count guest(s) on the form, a guest can be removed: $removable', ({ count, removable }) => {
  expect(canRemoveRsvpGuest(count)).toBe(removable);
});

const invitation: Invitation = {
  childfName: 'Mia',
  childAge: 7,
  date: '2031-06-20',
  startTime: '10:00',
  endTime: '12:00',
  roomName: 'Ocean Room',
  rsvpDate: '2031-06-15',
};

const venue: Venue = {
  name: 'Jellybeans North',
  phone: '(02) 9555 0999',
  email: 'north@jellybeans.example',
  address: '3 North Road, Hornsby NSW 2077',
  openingHours: [{ days: 'Mon-Sun', hours: '9:30am-5:30pm' }],
  timeZone: 'Australia/Sydney',
};

test("the guest's calendar event is the party at 10:00 Sydney time for 2 hours, at the venue", () => {
  expect(invitationCalendarEvent(invitation, venue)).toEqual({
    title: "Mia's Birthday Party at Jellybeans North",
    description: 'Party in the Ocean Room at Jellybeans North. Questions? Call (02) 9555 0999 or email north@jellybeans.example.',
    location: 'Jellybeans North, 3 North Road, Hornsby NSW 2077',
    start: new Date('2031-06-20T00:00:00Z'),
    end: new Date('2031-06-20T02:00:00Z'),
  });
});

test("the guest's .ics event id comes from the invitation id and the venue's email domain", () => {
  expect(invitationEventUid('inv_1', venue)).toBe('invitation-inv_1@jellybeans.example');
});
