import { areOnlineChangesOpen, daysUntilEvent } from './cutoff';

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
