import { isPartyStartBookable } from './party-start';

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
