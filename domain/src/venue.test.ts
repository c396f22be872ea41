import { BOOKING_REFERENCE_PREFIX, buildTerms, DEPOSIT_AMOUNT, TERMS } from './venue';

// The venue's rules, the same for every deployment (its details come from the API: GET /api/venue).
test.each([
  { name: 'booking references start with JJ', value: BOOKING_REFERENCE_PREFIX, expected: 'JJ' },
  { name: 'the main-flow deposit is $100', value: DEPOSIT_AMOUNT, expected: 100 },
])('$name', ({ value, expected }) => {
  expect(value).toBe(expected);
});

test.each([
  { name: 'the $100 non-refundable deposit', text: '$100 non-refundable deposit' },
  { name: 'the guest attendance form', text: 'guest attendance form' },
  { name: 'the $15 no-show fee', text: 'no-show fee of $15 per person' },
  { name: 'socks', text: 'Socks are required' },
  { name: 'adult supervision', text: 'supervised by an adult' },
  { name: 'final platter orders', text: 'Platter orders are final once confirmed' },
  { name: 'no poppers, piñatas, confetti or sparklers', text: 'No party poppers, piñatas, confetti or sparkler candles' },
  { name: 'no outside food except a nut-free cake', text: 'No outside food or drink, except a nut-free cake' },
  { name: 'arriving 30 minutes early', text: 'arrive 30 minutes early' },
  { name: 'the $100 rebooking fee', text: '$100 rebooking fee' },
  { name: 'pre-approved decorations, Blu-Tack and the repair fee', text: 'only the supplied Blu-Tack' },
  { name: 'one hour of party room time', text: 'Party room time is 1 hour' },
  { name: 'the table ratio', text: '15 kids 3 tables, 20 kids 4 tables, 25 kids 5 tables' },
])('both flows show the term on $name', ({ text }) => {
  expect(TERMS.booking.some((t) => t.includes(text))).toBe(true);
  expect(TERMS.edit.some((t) => t.includes(text))).toBe(true);
});

test.each([
  { name: 'the booking flow applies the no-show fee to parties of 8 or more', flow: 'booking', text: 'parties of 8 or more attendees' },
  { name: 'the edit flow applies the no-show fee to parties of 9 or more', flow: 'edit', text: 'parties of 9 or more attendees' },
] as const)('$name', ({ flow, text }) => {
  expect(TERMS[flow].filter((t) => t.includes(text))).toHaveLength(1);
});

test.each([
  { name: 'a whole-dollar deposit', deposit: 150, text: 'A $150 non-refundable deposit' },
  { name: 'a deposit with cents', deposit: 99.5, text: 'A $99.50 non-refundable deposit' },
])('the deposit term names $name', ({ deposit, text }) => {
  expect(buildTerms(deposit, 8)[0]).toContain(text);
});

test('the terms cannot be changed', () => {
  expect(Object.isFrozen(TERMS)).toBe(true);
  expect(Object.isFrozen(TERMS.booking)).toBe(true);
  expect(Object.isFrozen(TERMS.edit)).toBe(true);
});
