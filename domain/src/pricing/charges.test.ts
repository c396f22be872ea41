import { afterHoursCharge, bookingMoney, depositDueCents, netOfRefunds, partyCharge, paymentCounts, remainingCents, settlePayment } from './charges';

const DEPOSIT = 10_000;
const pending = { status: 'pending' as const, finalCents: 56_000, paidCents: 0, depositPaidCents: 0 };
const confirmedByDeposit = { status: 'confirmed' as const, finalCents: 56_000, paidCents: 10_000, depositPaidCents: 10_000 };
const paidInFull = { status: 'confirmed' as const, finalCents: 56_000, paidCents: 56_000, depositPaidCents: 0 };

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
  { name: 'a deposit asked of a booking paid in full: it is paid in full', booking: paidInFull, wanted: 'deposit' as const, charge: { ok: false, reason: 'nothing-due' } },
  { name: 'a deposit asked once the deposit and the rest are paid: paid in full', booking: { ...confirmedByDeposit, paidCents: 56_000 }, wanted: 'deposit' as const, charge: { ok: false, reason: 'nothing-due' } },
  { name: 'a deposit asked of a booking paid in full and then added to: no deposit is due', booking: { ...paidInFull, finalCents: 60_000 }, wanted: 'deposit' as const, charge: { ok: false, reason: 'deposit-not-due' } },
  { name: 'a free booking confirmed without payment owes nothing', booking: { ...paidInFull, paidCents: 0, finalCents: 0 }, wanted: 'full' as const, charge: { ok: false, reason: 'nothing-due' } },
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
  { name: 'a pending booking that kept its room is confirmed', input: { status: 'pending' as const, roomKept: true }, settlement: { status: 'confirmed' } },
  { name: 'a pending booking whose room was taken is canceled: it lost its room', input: { status: 'pending' as const, roomKept: false }, settlement: { status: 'canceled', canceledReason: 'room-taken' } },
  { name: 'a confirmed booking paying its balance stays confirmed', input: { status: 'confirmed' as const, roomKept: true }, settlement: { status: 'confirmed' } },
  { name: 'a canceled booking stays canceled', input: { status: 'canceled' as const, roomKept: true }, settlement: { status: 'canceled' } },
])('settlePayment: $name', ({ input, settlement }) => {
  expect(settlePayment(input)).toEqual(settlement);
});

test.each([
  { name: 'the deposit of a pending booking with nothing paid counts', kind: 'deposit' as const, booking: { status: 'pending' as const, paidCents: 0 }, counts: true },
  { name: 'a second deposit (a replaced or repeated checkout) does not', kind: 'deposit' as const, booking: { status: 'confirmed' as const, paidCents: 10_000 }, counts: false },
  { name: 'a deposit after a full payment does not', kind: 'deposit' as const, booking: { status: 'confirmed' as const, paidCents: 56_000 }, counts: false },
  { name: 'a full payment counts', kind: 'full' as const, booking: { status: 'pending' as const, paidCents: 0 }, counts: true },
  { name: 'a balance counts, even beyond the price (the excess is owed back)', kind: 'balance' as const, booking: { status: 'confirmed' as const, paidCents: 56_000 }, counts: true },
  { name: 'nothing counts toward a canceled booking', kind: 'full' as const, booking: { status: 'canceled' as const, paidCents: 0 }, counts: false },
])('paymentCounts: $name', ({ kind, booking, counts }) => {
  expect(paymentCounts(kind, booking)).toBe(counts);
});

test.each([
  { name: 'nothing paid: the whole price remains', booking: { status: 'pending' as const, finalCents: 56_000, paidCents: 0, receivedCents: 0 }, money: { remainingCents: 56_000, owedBackCents: 0 } },
  { name: 'a deposit paid: the rest remains', booking: { status: 'confirmed' as const, finalCents: 56_000, paidCents: 10_000, receivedCents: 10_000 }, money: { remainingCents: 46_000, owedBackCents: 0 } },
  { name: 'paid in full, then edited down: the difference is owed back', booking: { status: 'confirmed' as const, finalCents: 36_500, paidCents: 64_500, receivedCents: 64_500 }, money: { remainingCents: 0, owedBackCents: 28_000 } },
  { name: 'three second deposits are owed back whole', booking: { status: 'confirmed' as const, finalCents: 56_000, paidCents: 10_000, receivedCents: 40_000 }, money: { remainingCents: 46_000, owedBackCents: 30_000 } },
  { name: 'a second deposit and paid beyond the price: both owed back', booking: { status: 'confirmed' as const, finalCents: 30_000, paidCents: 35_000, receivedCents: 45_000 }, money: { remainingCents: 0, owedBackCents: 15_000 } },
  { name: 'a canceled booking owes nothing and is owed back all it received', booking: { status: 'canceled' as const, finalCents: 56_000, paidCents: 0, receivedCents: 10_000 }, money: { remainingCents: 0, owedBackCents: 10_000 } },
  { name: 'a canceled booking that received nothing: nothing either way', booking: { status: 'canceled' as const, finalCents: 56_000, paidCents: 0, receivedCents: 0 }, money: { remainingCents: 0, owedBackCents: 0 } },
])('bookingMoney: $name', ({ booking, money }) => {
  expect(bookingMoney(booking)).toEqual(money);
});

test.each([
  { name: 'no refund: the payments as they are', totals: { receivedCents: 66_950, paidCents: 66_950, depositPaidCents: 0 }, refunded: 0, net: { receivedCents: 66_950, paidCents: 66_950, depositPaidCents: 0 } },
  { name: 'an overpayment refunded: what counts goes down by it', totals: { receivedCents: 66_950, paidCents: 66_950, depositPaidCents: 0 }, refunded: 36_950, net: { receivedCents: 30_000, paidCents: 30_000, depositPaidCents: 0 } },
  { name: 'a second deposit refunded: what counts is untouched', totals: { receivedCents: 20_000, paidCents: 10_000, depositPaidCents: 10_000 }, refunded: 10_000, net: { receivedCents: 10_000, paidCents: 10_000, depositPaidCents: 10_000 } },
  { name: 'more than what counted for nothing: the rest comes off what counts', totals: { receivedCents: 20_000, paidCents: 10_000, depositPaidCents: 10_000 }, refunded: 15_000, net: { receivedCents: 5_000, paidCents: 5_000, depositPaidCents: 5_000 } },
  { name: 'all of a canceled booking refunded: nothing left', totals: { receivedCents: 10_000, paidCents: 0, depositPaidCents: 0 }, refunded: 10_000, net: { receivedCents: 0, paidCents: 0, depositPaidCents: 0 } },
])('netOfRefunds: $name', ({ totals, refunded, net }) => {
  expect(netOfRefunds(totals, refunded)).toEqual(net);
});

test.each([
  // Paid in full $669.50, edited down to $300 ($369.50 owed back), refunded, then edited up to $365.
  { name: 'refunded in full: nothing owed back', finalCents: 30_000, refunded: 36_950, money: { remainingCents: 0, owedBackCents: 0 } },
  { name: 'refunded, then a platter added: $65 to pay, nothing owed back', finalCents: 36_500, refunded: 36_950, money: { remainingCents: 6_500, owedBackCents: 0 } },
  { name: 'edited up before the refund: $304.50 owed back', finalCents: 36_500, refunded: 0, money: { remainingCents: 0, owedBackCents: 30_450 } },
  { name: 'part of it refunded: the rest still owed back', finalCents: 30_000, refunded: 30_000, money: { remainingCents: 0, owedBackCents: 6_950 } },
])('bookingMoney after refunds: $name', ({ finalCents, refunded, money }) => {
  const net = netOfRefunds({ receivedCents: 66_950, paidCents: 66_950, depositPaidCents: 0 }, refunded);
  expect(bookingMoney({ status: 'confirmed', finalCents, paidCents: net.paidCents, receivedCents: net.receivedCents })).toEqual(money);
});
