import { hasEventStarted, isPartyStartBookable, partyEndTime } from './party-start';

const SYDNEY = 'Australia/Sydney';
const NOW = new Date('2031-06-02T09:00:00+10:00');

test.each([
  { name: 'a party later today is bookable', date: '2031-06-02', time: '10:00', unavailable: [], bookable: true },
  { name: 'a party starting now is not', date: '2031-06-02', time: '09:00', unavailable: [], bookable: false },
  { name: 'a party earlier today is not', date: '2031-06-02', time: '08:30', unavailable: [], bookable: false },
  { name: 'a party yesterday is not', date: '2031-06-01', time: '16:00', unavailable: [], bookable: false },
  { name: 'a future day is bookable', date: '2031-06-20', time: '10:00', unavailable: ['2031-06-21'], bookable: true },
  { name: 'an unavailable day is not', date: '2031-06-20', time: '10:00', unavailable: ['2031-06-20'], bookable: false },
  { name: 'an unavailable day given as a Sydney instant is not', date: '2031-06-20', time: '10:00', unavailable: ['2031-06-19T14:00:00Z'], bookable: false },
])('a party can be booked online while it starts after now on an available day: $name', ({ date, time, unavailable, bookable }) => {
  expect(isPartyStartBookable(date, time, NOW, unavailable, SYDNEY)).toBe(bookable);
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
