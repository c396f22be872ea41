import { afterHoursCharge, depositDueCents, partyCharge, remainingCents, settlePayment } from './charges';

const DEPOSIT = 10_000;
const pending = { status: 'pending' as const, finalCents: 56_000, paidCents: 0 };
const confirmedByDeposit = { status: 'confirmed' as const, finalCents: 56_000, paidCents: 10_000 };

test.each([
  { name: 'the deposit is $100', finalCents: 56_000, depositCents: 10_000, due: 10_000 },
  { name: 'a final price under $100 is the whole deposit', finalCents: 8_000, depositCents: 10_000, due: 8_000 },
  { name: 'a free party needs no deposit', finalCents: 0, depositCents: 10_000, due: 0 },
  { name: 'exact to the cent', finalCents: 9_999, depositCents: 10_000, due: 9_999 },
])('depositDueCents: $name', ({ finalCents, depositCents, due }) => {
  expect(depositDueCents(finalCents, depositCents)).toBe(due);
});

test.each([
  { name: 'the final price less what is paid', finalCents: 56_000, paidCents: 10_000, remaining: 46_000 },
  { name: 'the whole final price when nothing is paid', finalCents: 56_001, paidCents: 0, remaining: 56_001 },
  { name: 'never below 0 when more has been paid', finalCents: 36_500, paidCents: 64_500, remaining: 0 },
])('remainingCents: $name', ({ finalCents, paidCents, remaining }) => {
  expect(remainingCents(finalCents, paidCents)).toBe(remaining);
});

test.each([
  { name: 'a pending booking with nothing paid pays the $100 deposit', booking: pending, wanted: 'deposit' as const, charge: { ok: true, kind: 'deposit', amountCents: 10_000 } },
  { name: 'the deposit is the final price when that is less than $100', booking: { ...pending, finalCents: 8_000 }, wanted: 'deposit' as const, charge: { ok: true, kind: 'deposit', amountCents: 8_000 } },
  { name: 'full on a booking with nothing paid is the whole final price', booking: pending, wanted: 'full' as const, charge: { ok: true, kind: 'full', amountCents: 56_000 } },
  { name: 'full after the deposit is the balance: final price minus what is paid', booking: confirmedByDeposit, wanted: 'full' as const, charge: { ok: true, kind: 'balance', amountCents: 46_000 } },
  { name: 'no deposit once one is paid', booking: confirmedByDeposit, wanted: 'deposit' as const, charge: { ok: false, reason: 'deposit-paid' } },
  { name: 'nothing to pay once the final price is paid', booking: { ...confirmedByDeposit, paidCents: 56_000 }, wanted: 'full' as const, charge: { ok: false, reason: 'nothing-due' } },
  { name: 'nothing to pay when more than the final price is paid', booking: { ...confirmedByDeposit, paidCents: 60_000 }, wanted: 'full' as const, charge: { ok: false, reason: 'nothing-due' } },
  { name: 'no deposit on a free booking', booking: { ...pending, finalCents: 0 }, wanted: 'deposit' as const, charge: { ok: false, reason: 'nothing-due' } },
  { name: 'a canceled booking cannot be paid', booking: { ...pending, status: 'canceled' as const }, wanted: 'full' as const, charge: { ok: false, reason: 'canceled' } },
])('partyCharge: $name', ({ booking, wanted, charge }) => {
  expect(partyCharge(booking, wanted, DEPOSIT)).toEqual(charge);
});

const event = { status: 'pending' as const, finalCents: 80_000, paidCents: 0, depositCents: 40_000 };
test.each([
  { name: 'paying by deposit, the first payment is the 50 % deposit', booking: { ...event, paymentOption: 'deposit' as const }, charge: { ok: true, kind: 'deposit', amountCents: 40_000 } },
  { name: 'paying by deposit, once it is paid the rest is the balance', booking: { ...event, status: 'confirmed' as const, paidCents: 40_000, paymentOption: 'deposit' as const }, charge: { ok: true, kind: 'balance', amountCents: 40_000 } },
  { name: 'paying in full, the whole total', booking: { ...event, paymentOption: 'full' as const }, charge: { ok: true, kind: 'full', amountCents: 80_000 } },
  { name: 'nothing left once the total is paid', booking: { ...event, status: 'confirmed' as const, paidCents: 80_000, paymentOption: 'full' as const }, charge: { ok: false, reason: 'nothing-due' } },
  { name: 'a canceled event cannot be paid', booking: { ...event, status: 'canceled' as const, paymentOption: 'deposit' as const }, charge: { ok: false, reason: 'canceled' } },
])('afterHoursCharge: $name', ({ booking, charge }) => {
  expect(afterHoursCharge(booking)).toEqual(charge);
});

test.each([
  { name: 'a pending booking that kept its room is confirmed', input: { status: 'pending' as const, roomKept: true, paidCents: 10_000, finalCents: 56_000 }, settlement: { status: 'confirmed', refundDue: false } },
  { name: 'a pending booking whose room was taken is canceled with a refund due', input: { status: 'pending' as const, roomKept: false, paidCents: 10_000, finalCents: 56_000 }, settlement: { status: 'canceled', refundDue: true } },
  { name: 'a confirmed booking paying its balance stays confirmed', input: { status: 'confirmed' as const, roomKept: true, paidCents: 56_000, finalCents: 56_000 }, settlement: { status: 'confirmed', refundDue: false } },
  { name: 'paying more than the final price owes the excess back', input: { status: 'confirmed' as const, roomKept: true, paidCents: 66_000, finalCents: 56_000 }, settlement: { status: 'confirmed', refundDue: true } },
  { name: 'money for a canceled booking is owed back', input: { status: 'canceled' as const, roomKept: true, paidCents: 10_000, finalCents: 56_000 }, settlement: { status: 'canceled', refundDue: true } },
])('settlePayment: $name', ({ input, settlement }) => {
  expect(settlePayment(input)).toEqual(settlement);
});
