import {
  bookingIdOfReference,
  bookingReference,
  formatAud,
  phoneDigits,
  formatDisplayDate,
  formatHours,
  formatPriceType,
  formatTime12h,
  formatTimeRange,
  phoneHref,
} from './format';

test.each([
  { name: 'dollars and cents with a thousands separator', dollars: 1234.5, text: '$1,234.50' },
  { name: 'whole dollars still show cents', dollars: 100, text: '$100.00' },
  { name: 'zero', dollars: 0, text: '$0.00' },
  { name: 'a negative amount', dollars: -5, text: '-$5.00' },
])('formatAud shows AUD for en-AU: $name', ({ dollars, text }) => {
  expect(formatAud(dollars)).toBe(text);
});

test.each([
  { name: "3rd: 'Sun, March 3rd, 2024'", date: '2024-03-03', text: 'Sun, March 3rd, 2024' },
  { name: '1st', date: '2024-02-01', text: 'Thu, February 1st, 2024' },
  { name: '2nd', date: '2024-06-02', text: 'Sun, June 2nd, 2024' },
  { name: '11th, not 11st', date: '2024-11-11', text: 'Mon, November 11th, 2024' },
  { name: '22nd', date: '2024-12-22', text: 'Sun, December 22nd, 2024' },
  { name: 'the day Sydney summer time starts is still that day', date: '2024-10-06', text: 'Sun, October 6th, 2024' },
  { name: 'not a date shows nothing', date: 'someday', text: '' },
])('formatDisplayDate: $name', ({ date, text }) => {
  expect(formatDisplayDate(date)).toBe(text);
});

test.each([
  { name: "afternoon: '14:30' -> '2:30 PM'", time: '14:30', text: '2:30 PM' },
  { name: 'morning', time: '09:05', text: '9:05 AM' },
  { name: 'noon is 12 PM', time: '12:00', text: '12:00 PM' },
  { name: 'midnight is 12 AM', time: '00:00', text: '12:00 AM' },
  { name: 'a minute before midnight', time: '23:59', text: '11:59 PM' },
  { name: 'seconds are dropped', time: '16:30:00', text: '4:30 PM' },
  { name: 'not a time shows nothing', time: 'lunch', text: '' },
])('formatTime12h shows 12-hour times with AM/PM: $name', ({ time, text }) => {
  expect(formatTime12h(time)).toBe(text);
});

test('formatTimeRange joins two 12-hour times', () => {
  expect(formatTimeRange('14:30', '16:30')).toBe('2:30 PM - 4:30 PM');
});

test.each([
  { name: 'the first booking (id 0) is JJ1001', id: 0, text: 'JJ1001' },
  { name: 'id 42 is JJ1043', id: 42, text: 'JJ1043' },
  { name: 'a numeric string id works too', id: '42', text: 'JJ1043' },
  { name: 'another prefix can be given', id: 42, prefix: 'PC-', text: 'PC-1043' },
])('bookingReference is the prefix followed by (1000 + id + 1): $name', ({ id, prefix, text }) => {
  expect(bookingReference(id, prefix)).toBe(text);
});

test.each([
  { name: 'a negative id', id: -1 },
  { name: 'a fractional id', id: 1.5 },
  { name: 'a random string id', id: 'a1b2c3' },
])('bookingReference refuses $name', ({ id }) => {
  expect(() => bookingReference(id)).toThrow(RangeError);
});

test.each([
  { name: "'per_child' -> 'per child'", type: 'per_child', text: 'per child' },
  { name: 'every underscore becomes a space', type: 'per_adult_per_hour', text: 'per adult per hour' },
  { name: 'a type without underscores is unchanged', type: 'fixed', text: 'fixed' },
])('formatPriceType shows underscores as spaces: $name', ({ type, text }) => {
  expect(formatPriceType(type)).toBe(text);
});

test.each([
  { name: 'one hour', hours: 1, text: '1 hour' },
  { name: 'two hours', hours: 2, text: '2 hours' },
  { name: 'two and a half hours', hours: 2.5, text: '2.5 hours' },
])('formatHours: $name', ({ hours, text }) => {
  expect(formatHours(hours)).toBe(text);
});

test('phoneHref keeps only the digits of the displayed number', () => {
  expect(phoneHref('(02) 9555 0123')).toBe('tel:0295550123');
});

test.each([
  { phone: '0412 345 678', digits: '0412345678' },
  { phone: '+61 412 345 678', digits: '0412345678' },
  { phone: '+61412345678', digits: '0412345678' },
  { phone: '0412-345-678', digits: '0412345678' },
  { phone: '(02) 9555.0199', digits: '0295550199' },
  { phone: '+44 7911 123456', digits: '+447911123456' },
])("phoneDigits: '$phone' -> '$digits'", ({ phone, digits }) => {
  expect(phoneDigits(phone)).toBe(digits);
});

test.each([
  { name: 'a reference names its internal id', reference: 'JJ1043', id: 42 },
  { name: 'the first booking', reference: 'JJ1001', id: 0 },
  { name: 'below the first', reference: 'JJ1000', id: undefined },
  { name: 'another prefix', reference: 'XX1043', id: undefined },
  { name: 'no digits', reference: 'JJ', id: undefined },
  { name: 'more than digits', reference: 'JJ10 43', id: undefined },
  { name: 'too many digits to be an id', reference: `JJ${'9'.repeat(16)}`, id: undefined },
  { name: 'the largest id the database holds', reference: 'JJ2147484648', id: 2_147_483_647 },
  { name: 'one past the largest id the database holds', reference: 'JJ2147484649', id: undefined },
])('bookingIdOfReference reads a reference back: $name', ({ reference, id }) => {
  expect(bookingIdOfReference(reference)).toBe(id);
});
