import type { WeeklyHours } from './opening-hours';
import { addDays } from './dates';
import { bookableStartsOn, hasEventStarted, isPartyStartBookable, partyDateWindow, partyEndTime, partyStartProblem } from './party-start';

const SYDNEY = 'Australia/Sydney';
const NOW = new Date('2031-06-02T09:00:00+10:00');
/** Open 08:00 to 20:00 every day but the public holidays, 10:00 to 17:00. */
const allDay = { opens: '08:00', closes: '20:00' };
const HOURS: WeeklyHours = {
  days: { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay },
  publicHolidays: { opens: '10:00', closes: '17:00' },
};
const rules = (unavailableDates: string[]) => ({ now: NOW, unavailableDates, timeZone: SYDNEY, hours: HOURS });

test.each([
  { name: 'a party later today is bookable', date: '2031-06-02', time: '10:00', unavailable: [], bookable: true },
  { name: 'a party starting now is not', date: '2031-06-02', time: '09:00', unavailable: [], bookable: false },
  { name: 'a party earlier today is not', date: '2031-06-02', time: '08:30', unavailable: [], bookable: false },
  { name: 'a party yesterday is not', date: '2031-06-01', time: '16:00', unavailable: [], bookable: false },
  { name: 'a future day is bookable', date: '2031-06-20', time: '10:00', unavailable: ['2031-06-21'], bookable: true },
  { name: 'an unavailable day is not', date: '2031-06-20', time: '10:00', unavailable: ['2031-06-20'], bookable: false },
  { name: 'an unavailable day given as a Sydney instant is not', date: '2031-06-20', time: '10:00', unavailable: ['2031-06-19T14:00:00Z'], bookable: false },
  { name: 'the day 12 x 30 days ahead is bookable', date: '2032-05-27', time: '16:00', unavailable: [], bookable: true },
  { name: 'the day after it is not', date: '2032-05-28', time: '09:30', unavailable: [], bookable: false },
  { name: 'a day in the year 9999 is not', date: '9999-12-31', time: '10:00', unavailable: [], bookable: false },
])('a party can be booked online while it starts after now on an available day: $name', ({ date, time, unavailable, bookable }) => {
  expect(isPartyStartBookable({ date, time, minutes: 120 }, rules(unavailable))).toBe(bookable);
});

test.each([
  { name: 'started', date: '2031-06-01', problem: 'started' },
  { name: 'too far ahead', date: '2032-05-28', problem: 'too-far' },
  { name: 'unavailable', date: '2031-12-25', problem: 'unavailable' },
  { name: 'none', date: '2031-12-24', problem: undefined },
  { name: 'ending after closing', date: '2031-12-24', time: '18:30', problem: 'outside-hours' },
  { name: 'starting before opening', date: '2031-12-24', time: '07:30', problem: 'outside-hours' },
  { name: "before a public holiday's later opening (Boxing Day)", date: '2031-12-26', time: '09:00', problem: 'outside-hours' },
  { name: "ending at a public holiday's earlier closing", date: '2031-12-26', time: '15:00', problem: undefined },
])('why a party cannot be booked online: $name', ({ date, time, problem }) => {
  expect(partyStartProblem({ date, time: time ?? '10:00', minutes: 120 }, rules(['2031-12-25']))).toBe(problem);
});

test.each([
  { name: 'from today in Sydney', now: NOW, first: '2031-06-02', last: '2032-05-27' },
  { name: 'at 23:30 UTC it is already the next day in Sydney', now: new Date('2031-06-01T23:30:00Z'), first: '2031-06-02', last: '2032-05-27' },
])('parties are booked from today to 12 x 30 days ahead, venue time, as after-hours hires: $name', ({ now, first, last }) => {
  expect(partyDateWindow(now, SYDNEY)).toEqual({ first, last });
});

test.each([
  { name: 'a minute before its start it has not started', now: '2031-06-20T09:59:00+10:00', started: false },
  { name: 'at its start it has', now: '2031-06-20T10:00:00+10:00', started: true },
  { name: 'the day after it has', now: '2031-06-21T08:00:00+10:00', started: true },
  { name: 'at 09:30 in Sydney (still the day before in UTC) it has not', now: '2031-06-19T23:30:00Z', started: false },
])('an event has started once its start time is reached, venue time: $name', ({ now, started }) => {
  expect(hasEventStarted('2031-06-20', '10:00', new Date(now), SYDNEY)).toBe(started);
});

test.each([
  { start: '10:00', hours: 2, end: '12:00' },
  { start: '11:30', hours: 2.5, end: '14:00' },
  { start: '09:45', hours: 1.5, end: '11:15' },
  { start: '22:30', hours: 2, end: '23:59' },
])('partyEndTime: a $hours-hour party from $start ends at $end (never past midnight)', ({ start, hours, end }) => {
  expect(partyEndTime(start, hours)).toBe(end);
});

test('bookableStartsOn gives, for every day from the day before to past the horizon, the times isPartyStartBookable allows', () => {
  const times = ['07:30', '08:00', '08:59', '09:00', '09:30', '15:00', '18:30', '19:00'];
  const { first, last } = partyDateWindow(NOW, SYDNEY);
  const unavailable = ['2031-06-09', '2031-12-25'];
  const days = [addDays(first, -1), first, addDays(first, 1), '2031-06-09', '2031-06-10', '2031-12-25', '2032-01-26', last, addDays(last, 1)];
  for (const date of days) {
    for (const minutes of [90, 150]) {
      const expected = times.filter((time) => isPartyStartBookable({ date, time, minutes }, rules(unavailable)));
      expect([date, minutes, bookableStartsOn(date, times, minutes, rules(unavailable))]).toEqual([date, minutes, expected]);
    }
  }
});
