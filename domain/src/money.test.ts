import { clampCents, percentOfCents, priceCents, toCents, toDollars } from './money';

test.each([
  { name: 'whole dollars become cents', dollars: 12, cents: 1200 },
  { name: 'dollars and cents become cents', dollars: 12.34, cents: 1234 },
  { name: 'binary noise is removed before rounding (1.005 -> 101)', dollars: 1.005, cents: 101 },
  { name: '0.1 + 0.2 is exactly 30 cents', dollars: 0.1 + 0.2, cents: 30 },
  { name: 'half a cent rounds away from zero', dollars: 0.125, cents: 13 },
  { name: 'negative amounts round away from zero too', dollars: -0.125, cents: -13 },
  { name: 'zero is zero (never -0)', dollars: -0, cents: 0 },
])('toCents: $name', ({ dollars, cents }) => {
  expect(toCents(dollars)).toBe(cents);
});

test.each([
  { name: 'NaN', value: Number.NaN },
  { name: 'Infinity', value: Number.POSITIVE_INFINITY },
])('toCents refuses $name', ({ value }) => {
  expect(() => toCents(value)).toThrow(RangeError);
});

test('toDollars turns cents back into dollars', () => {
  expect(toDollars(123456)).toBe(1234.56);
});

test.each([
  { name: 'a price counts as its cents', value: 19.99, cents: 1999 },
  { name: 'a missing price counts as 0', value: undefined, cents: 0 },
  { name: 'a null price counts as 0', value: null, cents: 0 },
  { name: 'an unreadable price counts as 0', value: Number.NaN, cents: 0 },
  { name: 'a negative price counts as 0', value: -5, cents: 0 },
])('priceCents: $name', ({ value, cents }) => {
  expect(priceCents(value)).toBe(cents);
});

test.each([
  { name: '10 % of $100.00 is $10.00', cents: 10000, percent: 10, expected: 1000 },
  { name: '15 % of $0.99 rounds half up to 15 cents', cents: 99, percent: 15, expected: 15 },
  { name: '12.5 % of $19.99 is $2.50', cents: 1999, percent: 12.5, expected: 250 },
  { name: '50 % of $0.01 rounds half up to 1 cent', cents: 1, percent: 50, expected: 1 },
])('percentOfCents: $name', ({ cents, percent, expected }) => {
  expect(percentOfCents(cents, percent)).toBe(expected);
});

test.each([
  { name: 'an amount inside the range is kept', cents: 500, max: 1000, expected: 500 },
  { name: 'an amount above the maximum is capped', cents: 1500, max: 1000, expected: 1000 },
  { name: 'an amount below 0 becomes 0', cents: -1, max: 1000, expected: 0 },
])('clampCents: $name', ({ cents, max, expected }) => {
  expect(clampCents(cents, max)).toBe(expected);
});
