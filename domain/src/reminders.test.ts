import { arrivalTime, isReminderDue, reminderDueAt, reminderFactKey, reminderPartyDates, type ReminderKind } from './reminders';

const SYDNEY = 'Australia/Sydney';
const party = { date: '2031-06-20', startTime: '14:00', bookedAt: '2031-06-01T00:00:00Z' };

test.each([
  { name: 'the week before is due at 10:00 Sydney time 7 days before (UTC+10 in June)', kind: 'parent-week', date: '2031-06-20', zone: SYDNEY, due: '2031-06-13T00:00:00.000Z' },
  { name: 'the day before is due at 10:00 the day before', kind: 'parent-day', date: '2031-06-20', zone: SYDNEY, due: '2031-06-19T00:00:00.000Z' },
  { name: "the thank-you is due at 10:00 the day after", kind: 'thank-you', date: '2031-06-20', zone: SYDNEY, due: '2031-06-21T00:00:00.000Z' },
  { name: 'in Auckland (UTC+12), 10:00 is 22:00 UTC the day before', kind: 'parent-week', date: '2031-06-20', zone: 'Pacific/Auckland', due: '2031-06-12T22:00:00.000Z' },
  { name: 'in Honolulu (UTC-10), 10:00 is 20:00 UTC the same day', kind: 'parent-day', date: '2031-06-20', zone: 'Pacific/Honolulu', due: '2031-06-19T20:00:00.000Z' },
  { name: 'on the day Sydney clocks go back (6 April 2031), 10:00 is UTC+10', kind: 'parent-week', date: '2031-04-13', zone: SYDNEY, due: '2031-04-06T00:00:00.000Z' },
  { name: 'the day before it, still UTC+11', kind: 'parent-week', date: '2031-04-12', zone: SYDNEY, due: '2031-04-04T23:00:00.000Z' },
  { name: 'on the day Sydney clocks go forward (5 October 2031), 10:00 is UTC+11', kind: 'parent-week', date: '2031-10-12', zone: SYDNEY, due: '2031-10-04T23:00:00.000Z' },
] as const)('$name', ({ kind, date, zone, due }) => {
  expect(reminderDueAt(kind, date, zone).toISOString()).toBe(due);
});

test.each([
  { name: 'a second before its time: not yet', kind: 'parent-week', now: '2031-06-12T23:59:59Z', due: false },
  { name: 'at its time: due', kind: 'parent-week', now: '2031-06-13T00:00:00Z', due: true },
  { name: 'later that day: due (a planner that was down)', kind: 'parent-week', now: '2031-06-13T12:00:00Z', due: true },
  { name: "a day late: not sent late", kind: 'parent-week', now: '2031-06-14T00:00:00Z', due: false },
  { name: 'the day before, until the party starts: due', kind: 'parent-day', now: '2031-06-20T03:59:00Z', due: true },
  { name: 'the day before, once the party has started: not sent', kind: 'guest-day', now: '2031-06-20T04:00:00Z', due: false },
  { name: 'the thank-you within its day', kind: 'thank-you', now: '2031-06-21T05:00:00Z', due: true },
] as const)('$name', ({ kind, now, due }) => {
  expect(isReminderDue(kind, party, now, SYDNEY)).toBe(due);
});

test.each([
  { name: 'a party booked after its week reminder was due gets none', kind: 'parent-week', due: false },
  { name: '...but still gets its day-before reminders, until it starts', kind: 'parent-day', due: true },
] as const)('$name', ({ kind, due }) => {
  const lateBooking = { ...party, bookedAt: '2031-06-16T02:00:00Z' };
  const at = kind === 'parent-week' ? '2031-06-16T02:00:00Z' : '2031-06-19T02:00:00Z';
  expect(isReminderDue(kind, lateBooking, at, SYDNEY)).toBe(due);
});

test.each(['parent-week', 'parent-day', 'guest-day', 'thank-you'] as ReminderKind[])('the dates asked for a %s reminder include every party whose reminder is due now', (kind) => {
  // Every hour of a fortnight: a party due at that hour is on one of the dates asked.
  for (let hour = 0; hour < 24 * 14; hour += 1) {
    const now = Date.parse('2031-06-10T00:30:00Z') + hour * 3_600_000;
    const asked = reminderPartyDates(kind, now, SYDNEY);
    for (let offset = -10; offset <= 10; offset += 1) {
      const date = new Date(Date.parse('2031-06-17T00:00:00Z') + offset * 86_400_000).toISOString().slice(0, 10);
      if (isReminderDue(kind, { date, startTime: '14:00', bookedAt: '2031-01-01T00:00:00Z' }, now, SYDNEY)) expect(asked).toContain(date);
    }
  }
});

test('the key names the booking, the reminder and the date (and the family for a guest)', () => {
  expect(reminderFactKey('parent-week', 42, '2026-12-05')).toBe('reminder:parent-week:party:42:2026-12-05');
  expect(reminderFactKey('guest-day', 42, '2026-12-05', 'abc')).toBe('reminder:guest-day:party:42:2026-12-05:abc');
});

test.each([
  { start: '10:00', arrive: '09:30' },
  { start: '14:15', arrive: '13:45' },
  { start: '00:10', arrive: '23:40' },
])('arrive 30 minutes early: $start → $arrive', ({ start, arrive }) => {
  expect(arrivalTime(start)).toBe(arrive);
});
