import {
  afterHoursCharge,
  isSessionPayable,
  MESSAGES,
  partyCharge,
  pendingPaymentCharge,
  sessionMinutes,
  settlePayment,
} from './payment-rules';

const DEPOSIT = 10_000;
const pending = { status: 'pending' as const, finalCents: 56_000, paidCents: 0 };
const confirmedByDeposit = { status: 'confirmed' as const, finalCents: 56_000, paidCents: 10_000 };

test.each([
  { name: 'a pending booking with nothing paid pays the $100 deposit', booking: pending, wanted: 'deposit' as const, charge: { ok: true, kind: 'deposit', amountCents: 10_000 } },
  { name: 'the deposit is the final price when that is less than $100', booking: { ...pending, finalCents: 8_000 }, wanted: 'deposit' as const, charge: { ok: true, kind: 'deposit', amountCents: 8_000 } },
  { name: 'full on a booking with nothing paid is the whole final price', booking: pending, wanted: 'full' as const, charge: { ok: true, kind: 'full', amountCents: 56_000 } },
  { name: 'full after the deposit is the balance: final price minus what is paid', booking: confirmedByDeposit, wanted: 'full' as const, charge: { ok: true, kind: 'balance', amountCents: 46_000 } },
  { name: 'no deposit once one is paid', booking: confirmedByDeposit, wanted: 'deposit' as const, charge: { ok: false, status: 409, message: MESSAGES.depositPaid } },
  { name: 'nothing to pay once the final price is paid', booking: { ...confirmedByDeposit, paidCents: 56_000 }, wanted: 'full' as const, charge: { ok: false, status: 409, message: MESSAGES.nothingDue } },
  { name: 'nothing to pay when more than the final price is paid', booking: { ...confirmedByDeposit, paidCents: 60_000 }, wanted: 'full' as const, charge: { ok: false, status: 409, message: MESSAGES.nothingDue } },
  { name: 'no deposit on a free booking', booking: { ...pending, finalCents: 0 }, wanted: 'deposit' as const, charge: { ok: false, status: 409, message: MESSAGES.nothingDue } },
  { name: 'a canceled booking cannot be paid', booking: { ...pending, status: 'canceled' as const }, wanted: 'full' as const, charge: { ok: false, status: 409, message: MESSAGES.canceled } },
])('partyCharge: $name', ({ booking, wanted, charge }) => {
  expect(partyCharge(booking, wanted, DEPOSIT)).toEqual(charge);
});

test.each([
  { name: "'full' pays what remains", booking: confirmedByDeposit, paymentType: 'full', charge: { ok: true, kind: 'balance', amountCents: 46_000 } },
  { name: "'deposit' pays the deposit while pending with nothing paid", booking: pending, paymentType: 'deposit', charge: { ok: true, kind: 'deposit', amountCents: 10_000 } },
  { name: "'deposit' is refused once the deposit is paid", booking: confirmedByDeposit, paymentType: 'deposit', charge: { ok: false, status: 409, message: MESSAGES.depositPaid } },
  { name: "'later' is paid at the venue: no checkout (400)", booking: confirmedByDeposit, paymentType: 'later', charge: { ok: false, status: 400, message: MESSAGES.payLater } },
  { name: 'anything else is a bad request', booking: pending, paymentType: 'half', charge: { ok: false, status: 400, message: MESSAGES.unknownPaymentType } },
])('pendingPaymentCharge: $name', ({ booking, paymentType, charge }) => {
  expect(pendingPaymentCharge(booking, paymentType, DEPOSIT)).toEqual(charge);
});

const event = { status: 'pending' as const, finalCents: 80_000, paidCents: 0, depositCents: 40_000 };
test.each([
  { name: 'paying by deposit, the first payment is the 50 % deposit', booking: { ...event, paymentOption: 'deposit' as const }, charge: { ok: true, kind: 'deposit', amountCents: 40_000 } },
  { name: 'paying by deposit, once it is paid the rest is the balance', booking: { ...event, status: 'confirmed' as const, paidCents: 40_000, paymentOption: 'deposit' as const }, charge: { ok: true, kind: 'balance', amountCents: 40_000 } },
  { name: 'paying in full, the whole total', booking: { ...event, paymentOption: 'full' as const }, charge: { ok: true, kind: 'full', amountCents: 80_000 } },
  { name: 'nothing left once the total is paid', booking: { ...event, status: 'confirmed' as const, paidCents: 80_000, paymentOption: 'full' as const }, charge: { ok: false, status: 409, message: MESSAGES.nothingDue } },
  { name: 'a canceled event cannot be paid', booking: { ...event, status: 'canceled' as const, paymentOption: 'deposit' as const }, charge: { ok: false, status: 409, message: MESSAGES.canceled } },
])('afterHoursCharge: $name', ({ booking, charge }) => {
  expect(afterHoursCharge(booking)).toEqual(charge);
});

test.each([
  { name: 'the hold, within the limits', hold: 30, limits: { min: 1, max: 1440 }, minutes: 30 },
  { name: "stretched to the provider's shortest session (Stripe's 30 minutes and a margin)", hold: 30, limits: { min: 31, max: 1439 }, minutes: 31 },
  { name: "cut to the provider's longest session", hold: 3000, limits: { min: 31, max: 1439 }, minutes: 1439 },
  { name: 'a hold of 0 still gives the shortest session', hold: 0, limits: { min: 1, max: 1440 }, minutes: 1 },
])('sessionMinutes: $name', ({ hold, limits, minutes }) => {
  expect(sessionMinutes(hold, limits)).toBe(minutes);
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

test.each([
  { name: 'open and before its expiry', status: 'open', at: '2031-06-02T09:29:59+10:00', payable: true },
  { name: 'open but at its expiry', status: 'open', at: '2031-06-02T09:30:00+10:00', payable: false },
  { name: 'completed', status: 'completed', at: '2031-06-02T09:10:00+10:00', payable: false },
  { name: 'expired (canceled)', status: 'expired', at: '2031-06-02T09:10:00+10:00', payable: false },
])('isSessionPayable: $name', ({ status, at, payable }) => {
  expect(isSessionPayable({ status, expiresAt: new Date('2031-06-02T09:30:00+10:00') }, new Date(at))).toBe(payable);
});
