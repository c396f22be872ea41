import { areOnlineChangesOpen, daysUntilEvent, lastOnlineChangeDate, rsvpByDate } from './cutoff';

const SYDNEY = 'Australia/Sydney';

test.each([
  { name: '5 days before the event changes are open', now: '2024-03-10T01:00:00Z', event: '2024-03-15', days: 5, open: true },
  { name: 'exactly 4 days before the event changes are closed', now: '2024-03-11T01:00:00Z', event: '2024-03-15', days: 4, open: false },
  { name: '3 days before the event changes are closed', now: '2024-03-12T01:00:00Z', event: '2024-03-15', days: 3, open: false },
  { name: 'on the day of the event changes are closed', now: '2024-03-15T01:00:00Z', event: '2024-03-15', days: 0, open: false },
  { name: 'after the event changes are closed', now: '2024-03-20T01:00:00Z', event: '2024-03-15', days: -5, open: false },
  {
    name: 'a minute before Sydney midnight 5 days before, changes are still open',
    now: '2024-03-10T12:59:00Z',
    event: '2024-03-15',
    days: 5,
    open: true,
  },
  {
    name: 'from Sydney midnight 4 days before, changes are closed although UTC is still 5 days before',
    now: '2024-03-10T13:00:00Z',
    event: '2024-03-15',
    days: 4,
    open: false,
  },
  {
    name: 'across the end of summer time (7 April): 5 Sydney days before is open',
    now: '2024-04-04T13:30:00Z',
    event: '2024-04-10',
    days: 5,
    open: true,
  },
  {
    name: 'across the end of summer time (7 April): from Sydney midnight 4 days before it is closed',
    now: '2024-04-05T13:00:00Z',
    event: '2024-04-10',
    days: 4,
    open: false,
  },
  {
    name: 'across the start of summer time (6 October): 5 Sydney days before is open',
    now: '2024-10-04T14:00:00Z',
    event: '2024-10-10',
    days: 5,
    open: true,
  },
  {
    name: 'across the start of summer time (6 October): from Sydney midnight 4 days before it is closed',
    now: '2024-10-05T14:00:00Z',
    event: '2024-10-10',
    days: 4,
    open: false,
  },
])('online changes close when the event is 4 days or less away: $name', ({ now, event, days, open }) => {
  expect(daysUntilEvent(event, Date.parse(now), SYDNEY)).toBe(days);
  expect(areOnlineChangesOpen(event, new Date(now), SYDNEY)).toBe(open);
});

test('a malformed event date is refused', () => {
  expect(() => areOnlineChangesOpen('15/03/2024', 0, SYDNEY)).toThrow(RangeError);
});

test.each([
  { name: 'five days before the event', event: '2031-06-20', rsvpBy: '2031-06-15' },
  { name: 'across a month end', event: '2031-07-03', rsvpBy: '2031-06-28' },
  { name: 'across a leap day', event: '2032-03-04', rsvpBy: '2032-02-28' },
])('the RSVP-by date is the last day online changes are open: $name', ({ event, rsvpBy }) => {
  expect(rsvpByDate(event, Date.parse('2031-06-01T00:00:00Z'), SYDNEY)).toBe(rsvpBy);
  expect(lastOnlineChangeDate(event)).toBe(rsvpBy);
  // Open on that day's evening in Sydney (12:00 UTC) and closed on the next day's.
  const evening = Date.parse(`${rsvpBy}T12:00:00Z`);
  expect(areOnlineChangesOpen(event, evening, SYDNEY)).toBe(true);
  expect(areOnlineChangesOpen(event, evening + 86_400_000, SYDNEY)).toBe(false);
});

test.each([
  { name: 'booked weeks ahead: the last open day', today: '2031-06-01', rsvpBy: '2031-06-15' },
  { name: 'booked on the last open day: that day', today: '2031-06-15', rsvpBy: '2031-06-15' },
  { name: 'booked 3 days ahead: the day before the party', today: '2031-06-17', rsvpBy: '2031-06-19' },
  { name: 'booked the day before: that day', today: '2031-06-19', rsvpBy: '2031-06-19' },
  { name: 'on the day: that day', today: '2031-06-20', rsvpBy: '2031-06-20' },
  { name: 'after the party: the planned day (nothing to answer)', today: '2031-06-25', rsvpBy: '2031-06-15' },
])('the RSVP-by date of a party on 2031-06-20 is never before today: $name', ({ today, rsvpBy }) => {
  // Noon in Sydney on `today`.
  expect(rsvpByDate('2031-06-20', Date.parse(`${today}T02:00:00Z`), SYDNEY)).toBe(rsvpBy);
});
