import { PAYMENT_MESSAGES } from '@party/domain';
import { isSessionPayable, sessionMinutes, parsePaymentType, UNKNOWN_PAYMENT_TYPE_MESSAGE } from './payment-rules';

// The charge rules themselves are the domain's (domain/src/pricing/charges.test.ts).

test.each([
  { name: "'full' pays what remains", paymentType: 'full', wanted: 'full' },
  { name: "'deposit' pays the deposit", paymentType: 'deposit', wanted: 'deposit' },
])('parsePaymentType: $name', ({ paymentType, wanted }) => {
  expect(parsePaymentType(paymentType)).toBe(wanted);
});

test.each([
  { name: "'later' is paid at the venue: no checkout", paymentType: 'later', message: PAYMENT_MESSAGES.payLater },
  { name: 'anything else is a bad request', paymentType: 'half', message: UNKNOWN_PAYMENT_TYPE_MESSAGE },
])('parsePaymentType refuses with a 400: $name', ({ paymentType, message }) => {
  expect(() => parsePaymentType(paymentType)).toThrow(expect.objectContaining({ statusCode: 400, message }));
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
  { name: 'open and before its expiry', status: 'open', at: '2031-06-02T09:29:59+10:00', payable: true },
  { name: 'open but at its expiry', status: 'open', at: '2031-06-02T09:30:00+10:00', payable: false },
  { name: 'completed', status: 'completed', at: '2031-06-02T09:10:00+10:00', payable: false },
  { name: 'expired (canceled)', status: 'expired', at: '2031-06-02T09:10:00+10:00', payable: false },
])('isSessionPayable: $name', ({ status, at, payable }) => {
  expect(isSessionPayable({ status, expiresAt: new Date('2031-06-02T09:30:00+10:00') }, new Date(at))).toBe(payable);
});
