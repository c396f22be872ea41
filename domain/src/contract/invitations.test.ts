import { RSVP_KIDS_MAX } from '../limits';
import { rsvpBody } from './invitations';
import { validationMessages, validationProblems } from './validate';
import { z } from './zod';

const kid = { name: 'Leo', allergies: 'Peanuts' };
const yes = { coming: true, name: 'Sam Lee', phone: '', email: 'sam.parent@example.com', kids: [kid, { name: 'Ava', allergies: '' }] };
const no = { coming: false, name: 'Noah Brown', email: 'noah@example.com' };

test.each([
  { name: 'a yes with two kids', body: yes },
  { name: "a can't-come without kids (kids and phone left out)", body: no },
  { name: 'a yes with the most kids one answer names', body: { ...yes, kids: Array.from({ length: RSVP_KIDS_MAX }, () => kid) } },
  { name: 'a kid without allergies given', body: { ...yes, kids: [{ name: 'Leo' }] } },
  { name: 'names in any script, emoji included', body: { ...yes, name: 'Zoë 🎈 陈', kids: [{ name: 'Mía 🦄', allergies: '🥜 peanuts' }] } },
])('an RSVP is accepted: $name', ({ body }) => {
  expect(validationMessages(rsvpBody, body)).toEqual([]);
});

test.each([
  { name: 'no answer to Coming?', body: { ...yes, coming: undefined }, problems: [['coming', 'Please say whether you are coming']] },
  { name: "'yes' as text for Coming?", body: { ...yes, coming: 'yes' }, problems: [['coming', 'Please say whether you are coming']] },
  { name: 'no guest name', body: { ...yes, name: ' ' }, problems: [['name', 'Guest name is required']] },
  { name: 'no email', body: { ...yes, email: undefined }, problems: [['email', 'Guest email is required']] },
  { name: 'an invalid email', body: { ...yes, email: 'sam' }, problems: [['email', 'Please enter a valid email address']] },
  { name: 'a yes naming no kids', body: { ...yes, kids: [] }, problems: [['kids', 'Name at least one kid who is coming']] },
  { name: 'a yes leaving kids out', body: { ...yes, kids: undefined }, problems: [['kids', 'Name at least one kid who is coming']] },
  { name: "a can't-come naming kids", body: { ...no, kids: [kid] }, problems: [['kids', "An answer that can't come names no kids"]] },
  { name: 'a kid without a name', body: { ...yes, kids: [kid, { name: '  ', allergies: 'Eggs' }] }, problems: [['kids.1.name', "Kid's name is required"]] },
  {
    name: `more than ${RSVP_KIDS_MAX} kids`,
    body: { ...yes, kids: Array.from({ length: RSVP_KIDS_MAX + 1 }, () => kid) },
    problems: [['kids', 'At most 10 kids in one answer: each family answers for its own']],
  },
  { name: 'a number of kids instead of their names', body: { ...yes, kids: 2 }, problems: [['kids', 'Kids must be a list']] },
])('an RSVP is refused: $name', ({ body, problems }) => {
  expect(validationProblems(rsvpBody, body).map(({ path, message }) => [path, message])).toEqual(problems);
});

test('an RSVP is read trimmed, with the phone and allergies left out as empty', () => {
  expect(z.parse(rsvpBody, { coming: true, name: ' Sam ', email: ' sam@example.com ', kids: [{ name: ' Leo ' }] })).toEqual({
    coming: true,
    name: 'Sam',
    phone: '',
    email: 'sam@example.com',
    kids: [{ name: 'Leo', allergies: '' }],
  });
});
