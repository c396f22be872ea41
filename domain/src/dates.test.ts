import {
  addDays,
  clockTime,
  daysBetween,
  isClockTime,
  isIsoDate,
  isTimeZone,
  minutesOfDay,
  toVenueDate,
  venueDate,
  venueWallClock,
  zonedInstant,
} from './dates';

const SYDNEY = 'Australia/Sydney';

test.each([
  { name: 'a real yyyy-MM-dd date', value: '2024-03-03', expected: true },
  { name: 'a leap day', value: '2024-02-29', expected: true },
  { name: 'not a leap day in 2023', value: '2023-02-29', expected: false },
  { name: 'not 30 February', value: '2024-02-30', expected: false },
  { name: 'not dd/MM/yyyy', value: '03/03/2024', expected: false },
  { name: 'not a timestamp', value: '2024-03-03T10:00:00Z', expected: false },
  { name: 'not a number', value: 20240303, expected: false },
])('isIsoDate: $name', ({ value, expected }) => {
  expect(isIsoDate(value)).toBe(expected);
});

test.each([
  { name: 'midnight', value: '00:00', expected: true },
  { name: 'a minute before midnight', value: '23:59', expected: true },
  { name: 'not 24:00', value: '24:00', expected: false },
  { name: 'not a single-digit hour', value: '9:00', expected: false },
  { name: 'not 12-hour form', value: '2:30 PM', expected: false },
])('isClockTime: $name', ({ value, expected }) => {
  expect(isClockTime(value)).toBe(expected);
});

test.each([
  { name: 'HH:mm', time: '14:30', minutes: 870 },
  { name: 'HH:mm:ss ignores seconds', time: '09:15:59', minutes: 555 },
  { name: 'an impossible time is NaN', time: '25:00', minutes: Number.NaN },
])('minutesOfDay: $name', ({ time, minutes }) => {
  expect(minutesOfDay(time)).toBe(minutes);
});

test('clockTime writes minutes since midnight as HH:mm', () => {
  expect([clockTime(0), clockTime(555), clockTime(1439)]).toEqual(['00:00', '09:15', '23:59']);
  expect(() => clockTime(1440)).toThrow(RangeError);
});

test.each([
  { name: 'a UTC afternoon is already the next day in Sydney', instant: '2024-03-03T14:30:00Z', date: '2024-03-04' },
  { name: 'just before Sydney midnight stays on the same day', instant: '2024-03-03T12:59:59Z', date: '2024-03-03' },
  { name: 'in winter (AEST, +10) midnight falls at 14:00 UTC', instant: '2024-07-01T14:00:00Z', date: '2024-07-02' },
  { name: 'in summer (AEDT, +11) midnight falls at 13:00 UTC', instant: '2024-01-01T13:00:00Z', date: '2024-01-02' },
])('venueDate: $name', ({ instant, date }) => {
  expect(venueDate(new Date(instant), SYDNEY)).toBe(date);
  expect(venueDate(Date.parse(instant), SYDNEY)).toBe(date);
});

test('venueWallClock gives the Sydney date and seconds since midnight', () => {
  expect(venueWallClock(Date.parse('2024-07-01T00:30:15Z'), SYDNEY)).toEqual({ date: '2024-07-01', secondsOfDay: 10 * 3600 + 30 * 60 + 15 });
});

test.each([
  { name: 'summer time is UTC+11', date: '2024-03-03', time: '10:00', iso: '2024-03-02T23:00:00.000Z' },
  { name: 'winter time is UTC+10', date: '2024-07-01', time: '10:00', iso: '2024-07-01T00:00:00.000Z' },
  { name: 'the day summer time ends (first Sunday of April): morning already +10', date: '2024-04-07', time: '10:00', iso: '2024-04-07T00:00:00.000Z' },
  { name: 'the day summer time starts (first Sunday of October): morning already +11', date: '2024-10-06', time: '10:00', iso: '2024-10-05T23:00:00.000Z' },
  { name: 'the day before summer time starts is still +10', date: '2024-10-05', time: '10:00', iso: '2024-10-05T00:00:00.000Z' },
  { name: 'a repeated time (02:30 when summer time ends) takes its first occurrence', date: '2024-04-07', time: '02:30', iso: '2024-04-06T15:30:00.000Z' },
  { name: 'a skipped time (02:30 when summer time starts) moves forward an hour', date: '2024-10-06', time: '02:30', iso: '2024-10-05T16:30:00.000Z' },
])('zonedInstant: $name', ({ date, time, iso }) => {
  expect(zonedInstant(date, time, SYDNEY).toISOString()).toBe(iso);
});

test('zonedInstant refuses a malformed date or time', () => {
  expect(() => zonedInstant('2024-02-30', '10:00', SYDNEY)).toThrow(RangeError);
  expect(() => zonedInstant('2024-03-03', '10am', SYDNEY)).toThrow(RangeError);
});

test.each([
  { name: 'adds days across a month end', date: '2024-01-30', days: 3, expected: '2024-02-02' },
  { name: 'adds days across the day summer time starts without losing one', date: '2024-10-05', days: 1, expected: '2024-10-06' },
  { name: 'adds days across the day summer time ends without gaining one', date: '2024-04-06', days: 2, expected: '2024-04-08' },
  { name: 'subtracts days', date: '2024-03-01', days: -1, expected: '2024-02-29' },
])('addDays: $name', ({ date, days, expected }) => {
  expect(addDays(date, days)).toBe(expected);
});

test.each([
  { name: 'counts calendar days', from: '2024-03-01', to: '2024-03-05', days: 4 },
  { name: 'counts calendar days across summer time starting', from: '2024-10-04', to: '2024-10-08', days: 4 },
  { name: 'counts calendar days across summer time ending', from: '2024-04-05', to: '2024-04-09', days: 4 },
  { name: 'is negative backwards', from: '2024-03-05', to: '2024-03-01', days: -4 },
])('daysBetween: $name', ({ from, to, days }) => {
  expect(daysBetween(from, to)).toBe(days);
});

test.each([
  { name: 'a plain date is its own venue date', value: '2024-03-03', expected: '2024-03-03' },
  { name: 'a timestamp without a zone is venue wall-clock time', value: '2024-03-03T23:30:00', expected: '2024-03-03' },
  { name: 'a UTC timestamp is converted to the venue date', value: '2024-03-03T14:00:00.000Z', expected: '2024-03-04' },
  { name: 'an offset timestamp is converted to the venue date', value: '2024-03-03T23:30:00+11:00', expected: '2024-03-03' },
  { name: 'rubbish is undefined', value: 'soon', expected: undefined },
])('toVenueDate: $name', ({ value, expected }) => {
  expect(toVenueDate(value, SYDNEY)).toBe(expected);
});

test.each([
  { name: 'Australia/Sydney is a time zone', value: 'Australia/Sydney', expected: true },
  { name: 'Mars/Olympus_Mons is not', value: 'Mars/Olympus_Mons', expected: false },
  { name: 'an empty name is not', value: '', expected: false },
])('isTimeZone: $name', ({ value, expected }) => {
  expect(isTimeZone(value)).toBe(expected);
});
