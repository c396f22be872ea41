import {
  balanceDueOnDay,
  depositDue,
  editFlowAmountDueNow,
  finalPrice,
  mainBookingTotals,
  mainFlowAmountDueNow,
  nextStepAfterEdit,
  offersDepositPayment,
  paymentOptionsFor,
} from './payment';

test.each([
  { name: 'the total less the discount', total: 480, discount: 48, final: 432 },
  { name: 'the total when there is no discount', total: 480, discount: 0, final: 480 },
  { name: 'never below 0 when the discount exceeds the total', total: 80, discount: 100, final: 0 },
  { name: 'never above the total for a negative discount', total: 80, discount: -10, final: 80 },
  { name: 'exact to the cent', total: 0.3, discount: 0.1, final: 0.2 },
])('final price: $name', ({ total, discount, final }) => {
  expect(finalPrice(total, discount)).toBe(final);
});

test.each([
  { name: 'the deposit is $100', final: 480, deposit: 100 },
  { name: 'a final price under $100 is the whole deposit', final: 60, deposit: 60 },
  { name: 'a free party needs no deposit', final: 0, deposit: 0 },
])('main-flow deposit: $name', ({ final, deposit }) => {
  expect(depositDue(final)).toBe(deposit);
});

test.each([
  { name: 'the balance due on the day is the final price minus 100', final: 480.5, balance: 380.5 },
  { name: 'the balance is 0 when the final price is exactly 100', final: 100, balance: 0 },
  { name: 'the balance is never below 0', final: 60, balance: 0 },
])('$name', ({ final, balance }) => {
  expect(balanceDueOnDay(final)).toBe(balance);
});

test('the deposit amount comes from the venue and can be given', () => {
  expect([depositDue(480, 150), balanceDueOnDay(480, 150)]).toEqual([150, 330]);
});

test.each([
  { name: 'deposit pays the $100 deposit now', option: 'deposit', due: 100 },
  { name: 'full pays the final price now', option: 'full', due: 480 },
  { name: 'later is not a main-flow option and pays nothing', option: 'later', due: 0 },
] as const)('main flow amount due now: $name', ({ option, due }) => {
  expect(mainFlowAmountDueNow(480, option)).toBe(due);
});

test.each([
  { name: 'deposit with nothing paid is the $100 deposit', final: 480, paid: 0, option: 'deposit', due: 100 },
  { name: 'deposit with nothing paid is the final price when less than $100', final: 60, paid: 0, option: 'deposit', due: 60 },
  { name: 'deposit once paid in part is treated as full (final less paid)', final: 480, paid: 100, option: 'deposit', due: 380 },
  { name: 'full is the final price less paid', final: 480, paid: 100, option: 'full', due: 380 },
  { name: 'full with nothing paid is the final price', final: 480, paid: 0, option: 'full', due: 480 },
  { name: 'later is nothing now', final: 480, paid: 100, option: 'later', due: 0 },
] as const)('edit and pay-now flows: $name', ({ final, paid, option, due }) => {
  expect(editFlowAmountDueNow(final, paid, option)).toBe(due);
});

test('mainBookingTotals gives the money fields of a new booking', () => {
  expect(mainBookingTotals(480, 48)).toEqual({
    totalPrice: 480,
    appliedDiscountAmount: 48,
    finalPrice: 432,
    depositAmount: 100,
    balanceDueOnDay: 332,
  });
});

test('mainBookingTotals caps the discount so the numbers add up', () => {
  expect(mainBookingTotals(80, 100)).toMatchObject({ appliedDiscountAmount: 80, finalPrice: 0, depositAmount: 0, balanceDueOnDay: 0 });
});

test.each([
  { name: 'a pending booking offers deposit and full', status: 'pending', options: ['deposit', 'full'] },
  { name: "a confirmed booking offers full and later ('Pay on Event Day')", status: 'confirmed', options: ['full', 'later'] },
  { name: 'a canceled booking offers nothing to pay', status: 'canceled', options: [] },
])('payment options: $name', ({ status, options }) => {
  expect(paymentOptionsFor(status)).toEqual(options);
});

test.each([
  { name: "'Pay Party Deposit' shows when depositAmount is 0 on a pending booking", deposit: 0, status: 'pending', offered: true },
  { name: "'Pay Party Deposit' hides once a deposit is recorded", deposit: 100, status: 'confirmed', offered: false },
  { name: "'Pay Party Deposit' hides on a booking paid in full (depositAmount 0, confirmed)", deposit: 0, status: 'confirmed', offered: false },
  { name: "'Pay Party Deposit' hides on a canceled booking", deposit: 0, status: 'canceled', offered: false },
])('$name', ({ deposit, status, offered }) => {
  expect(offersDepositPayment({ depositAmount: deposit, status })).toBe(offered);
});

test.each([
  { name: 'confirmed with full goes to the full-payment checkout', status: 'confirmed', option: 'full', next: 'full-checkout' },
  { name: 'confirmed with later goes to the confirmation page', status: 'confirmed', option: 'later', next: 'booking-success' },
  { name: 'pending with deposit goes to checkout', status: 'pending', option: 'deposit', next: 'checkout' },
  { name: 'pending with full goes to checkout', status: 'pending', option: 'full', next: 'checkout' },
  { name: 'anything else has no payment step', status: 'canceled', option: 'full', next: undefined },
] as const)('edit update outcome: $name', ({ status, option, next }) => {
  expect(nextStepAfterEdit(status, option)).toBe(next);
});
