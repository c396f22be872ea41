import {
  birthdayParty,
  canAddRsvpKid,
  canRemoveRsvpKid,
  directionsUrl,
  emptyRsvpDraft,
  hostFirstName,
  invitationCalendarEvent,
  invitationDescription,
  invitationEventUid,
  invitationTitle,
  isRsvpOpen,
  ordinal,
  rsvpErrors,
  rsvpRequest,
  rsvpTotals,
  type RsvpDraft,
} from './invitation';
import type { Invitation } from './contract/invitation-answers';
import { rsvpBody } from './contract/invitations';
import { validationMessages } from './contract/validate';
import type { Venue } from './contract/venue';

const answer: RsvpDraft = { coming: 'yes', name: 'Sam Lee', phone: '', email: 'sam.parent@example.com', kids: [{ name: 'Leo', allergies: 'Peanuts' }] };

test.each([
  { name: 'a yes with a named kid', change: {}, errors: {} },
  { name: "a can't-come (its kids, left from a yes, are not checked)", change: { coming: 'no', kids: [{ name: '', allergies: '' }] }, errors: {} },
  { name: 'spaces round the name and email', change: { name: '  Sam ', email: ' sam@example.com ' }, errors: {} },
  { name: 'Coming? not answered', change: { coming: '' }, errors: { coming: 'Please say whether you are coming' } },
  { name: 'no name', change: { name: '' }, errors: { name: 'Guest name is required' } },
  { name: 'a name of spaces only', change: { name: '   ' }, errors: { name: 'Guest name is required' } },
  { name: 'no email', change: { email: '' }, errors: { email: 'Guest email is required' } },
  { name: 'an email of spaces only', change: { email: '  ' }, errors: { email: 'Guest email is required' } },
  { name: 'an email without @', change: { email: 'sam.example.com' }, errors: { email: 'Please enter a valid email address' } },
  { name: 'an email without a dot after the @', change: { email: 'sam@example' }, errors: { email: 'Please enter a valid email address' } },
  { name: 'an email with a space inside', change: { email: 'sam @example.com' }, errors: { email: 'Please enter a valid email address' } },
  {
    name: 'the second kid without a name',
    change: { kids: [{ name: 'Leo', allergies: '' }, { name: ' ', allergies: 'Eggs' }] },
    errors: { kids: [{}, { name: "Kid's name is required" }] },
  },
  {
    name: 'nothing filled in',
    change: emptyRsvpDraft(),
    errors: { coming: 'Please say whether you are coming', name: 'Guest name is required', email: 'Guest email is required' },
  },
])('an RSVP with $name', ({ change, errors }) => {
  const draft = { ...answer, ...change } as RsvpDraft;
  expect(rsvpErrors(draft)).toEqual(errors);
  // The page's rule and the API's schema say the same thing (a Coming? not answered is sent as nothing).
  const body = { ...rsvpRequest(draft), coming: draft.coming === '' ? undefined : draft.coming === 'yes' };
  const pageMessages = [errors.coming, errors.name, errors.email, ...(errors.kids ?? []).map((kid) => kid.name)].filter(Boolean);
  expect(new Set(validationMessages(rsvpBody, body))).toEqual(new Set(pageMessages));
});

test("a yes sends its kids; a can't-come sends none, whatever the form still holds", () => {
  expect(rsvpRequest(answer).kids).toEqual([{ name: 'Leo', allergies: 'Peanuts' }]);
  expect(rsvpRequest({ ...answer, coming: 'no' })).toEqual({ coming: false, name: 'Sam Lee', phone: '', email: 'sam.parent@example.com', kids: [] });
});

test.each([
  { count: 1, removable: false, addable: true },
  { count: 2, removable: true, addable: true },
  { count: 9, removable: true, addable: true },
  { count: 10, removable: true, addable: false },
])('with $count kid(s) on a yes, one can be removed: $removable; another added: $addable', ({ count, removable, addable }) => {
  expect(canRemoveRsvpKid(count)).toBe(removable);
  expect(canAddRsvpKid(count)).toBe(addable);
});

const kid = { name: 'Leo', allergies: '' };
test.each([
  { name: 'no answers', answers: [], totals: { familiesComing: 0, kidsComing: 0, cantCome: 0 } },
  { name: 'a family of two coming', answers: [{ coming: true, kids: [kid, kid] }], totals: { familiesComing: 1, kidsComing: 2, cantCome: 0 } },
  {
    name: "two families coming and one who can't",
    answers: [{ coming: true, kids: [kid, kid] }, { coming: false, kids: [] }, { coming: true, kids: [kid] }],
    totals: { familiesComing: 2, kidsComing: 3, cantCome: 1 },
  },
])('the totals of $name', ({ answers, totals }) => {
  expect(rsvpTotals(answers)).toEqual(totals);
});

test.each([
  // 10:00 in Sydney on 20 June 2031 (winter, UTC+10) is 00:00 UTC.
  { now: '2031-06-19T23:59:59Z', open: true },
  { now: '2031-06-20T00:00:00Z', open: false },
  { now: '2031-06-20T05:00:00Z', open: false },
])('RSVPs for a party at 10:00 Sydney time on 20 June are open at $now: $open', ({ now, open }) => {
  expect(isRsvpOpen({ date: '2031-06-20', startTime: '10:00' }, new Date(now), 'Australia/Sydney')).toBe(open);
});

test.each([
  { parentName: 'Alex Nguyen', host: 'Alex' },
  { parentName: '  Linh   Thi Nguyen ', host: 'Linh' },
  { parentName: 'Zoë', host: 'Zoë' },
  { parentName: 'Mrs Smith', host: '' },
  { parentName: 'Dr. Alex Smith', host: '' },
  { parentName: '', host: '' },
])("the invitation of '$parentName' is signed '$host'", ({ parentName, host }) => {
  expect(hostFirstName(parentName)).toBe(host);
});

test.each([
  [1, '1st'],
  [2, '2nd'],
  [3, '3rd'],
  [4, '4th'],
  [11, '11th'],
  [12, '12th'],
  [13, '13th'],
  [21, '21st'],
  [22, '22nd'],
])('%i is the %s', (n, text) => {
  expect(ordinal(n)).toBe(text);
});

const invitation: Invitation = {
  childfName: 'Mia',
  childAge: 7,
  date: '2031-06-20',
  startTime: '10:00',
  endTime: '12:30',
  roomName: 'Ocean Room',
  rsvpDate: '2031-06-15',
  hostFirstName: 'Alex',
  rsvpOpen: true,
  canceled: false,
};

const venue: Venue = {
  name: 'Jellybeans North',
  phone: '(02) 9555 0999',
  email: 'north@jellybeans.example',
  address: '3 North Road, Hornsby NSW 2077',
  openingHours: [{ days: 'Mon-Sun', hours: '9:30am-5:30pm' }],
  timeZone: 'Australia/Sydney',
};

test('the title and description a link preview shows name the party, when and where it is, and who invites', () => {
  expect(birthdayParty('Mia', 7)).toBe("Mia's 7th birthday party");
  expect(birthdayParty(' ', 3)).toBe('a 3rd birthday party');
  expect(invitationTitle(invitation)).toBe("You're invited to Mia's 7th birthday party");
  expect(invitationDescription(invitation, venue.name)).toBe(
    'Fri, June 20th, 2031, 10:00 AM - 12:30 PM at Jellybeans North. An invitation from Alex: please RSVP by Sun, June 15th, 2031.',
  );
  expect(invitationDescription({ ...invitation, hostFirstName: '' }, venue.name)).toContain('. An invitation: please RSVP by');
});

test.each([
  // June is winter in Sydney (UTC+10); January is daylight saving (UTC+11).
  { date: '2031-06-20', start: '2031-06-20T00:00:00.000Z', end: '2031-06-20T02:30:00.000Z' },
  { date: '2031-01-15', start: '2031-01-14T23:00:00.000Z', end: '2031-01-15T01:30:00.000Z' },
])("the guest's calendar event on $date runs from the party's start to its end, Sydney time, at the venue's address", ({ date, start, end }) => {
  expect(invitationCalendarEvent({ ...invitation, date }, venue, 'https://site.test/booking-invitation/inv_1')).toEqual({
    title: "Mia's 7th birthday party at Jellybeans North",
    description:
      'In the Ocean Room at Jellybeans North: an invitation from Alex. Details and RSVP: https://site.test/booking-invitation/inv_1 ' +
      'Questions? Call (02) 9555 0999 or email north@jellybeans.example.',
    location: 'Jellybeans North, 3 North Road, Hornsby NSW 2077',
    start: new Date(start),
    end: new Date(end),
  });
});

test("the guest's .ics event id comes from the invitation id and the venue's email domain", () => {
  expect(invitationEventUid('inv_1', venue)).toBe('invitation-inv_1@jellybeans.example');
});

test("directions lead to the venue's street address in Google Maps, from wherever the guest is", () => {
  expect(directionsUrl('7 Test Avenue, Parramatta NSW 2150 & Co')).toBe(
    'https://www.google.com/maps/dir/?api=1&destination=7%20Test%20Avenue%2C%20Parramatta%20NSW%202150%20%26%20Co',
  );
});
