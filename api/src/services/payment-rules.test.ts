import { PAYMENT_MESSAGES } from '@party/domain';
import { isSessionPayable, parsePaymentType, sessionExpiry } from './payment-rules';

// The charge rules themselves are the domain's (domain/src/pricing/charges.test.ts).

test.each([
  { name: "'full' pays what remains", paymentType: 'full' as const, wanted: 'full' },
  { name: "'deposit' pays the deposit", paymentType: 'deposit' as const, wanted: 'deposit' },
])('parsePaymentType: $name', ({ paymentType, wanted }) => {
  expect(parsePaymentType(paymentType)).toBe(wanted);
});

test("parsePaymentType refuses 'later' (paid at the venue: no checkout) with a 400 'pay-later-at-venue'", () => {
  expect(() => parsePaymentType('later')).toThrow(expect.objectContaining({ statusCode: 400, code: 'pay-later-at-venue', message: PAYMENT_MESSAGES.payLater }));
});

const NOW = new Date('2031-06-02T09:10:00+10:00');
const at = (time: string, day = '2031-06-02') => new Date(`${day}T${time}:00+10:00`);
const PARTY = at('10:00', '2031-06-20');
const TEST = { min: 1, max: 1440 };
const STRIPE = { min: 31, max: 1439 };

test.each([
  { name: "a pending booking's session ends with its hold", timing: { holdExpiresAt: at('09:30'), eventStart: PARTY, limits: TEST }, expires: at('09:30') },
  { name: "Stripe's shortest session outlives the hold", timing: { holdExpiresAt: at('09:30'), eventStart: PARTY, limits: STRIPE }, expires: at('09:41') },
  { name: 'a confirmed booking gets a hold\'s length from now', timing: { eventStart: PARTY, limits: TEST }, expires: at('09:40') },
  { name: 'never after the event starts', timing: { eventStart: at('09:25'), limits: TEST }, expires: at('09:25') },
  { name: "but never shorter than the provider's shortest", timing: { eventStart: new Date(NOW.getTime() + 30_000), limits: TEST }, expires: at('09:11') },
  { name: "and never longer than the provider's longest", timing: { holdExpiresAt: at('09:30', '2031-06-04'), eventStart: PARTY, limits: STRIPE }, expires: new Date(NOW.getTime() + 1439 * 60_000) },
])('sessionExpiry: $name', ({ timing, expires }) => {
  expect(sessionExpiry({ now: NOW, holdMinutes: 30, ...timing })).toEqual(expires);
});

test.each([
  { name: 'open and before its expiry', status: 'open', at: '2031-06-02T09:29:59+10:00', payable: true },
  { name: 'open but at its expiry', status: 'open', at: '2031-06-02T09:30:00+10:00', payable: false },
  { name: 'completed', status: 'completed', at: '2031-06-02T09:10:00+10:00', payable: false },
  { name: 'expired (canceled)', status: 'expired', at: '2031-06-02T09:10:00+10:00', payable: false },
])('isSessionPayable: $name', ({ status, at, payable }) => {
  expect(isSessionPayable({ status, expiresAt: new Date('2031-06-02T09:30:00+10:00') }, new Date(at))).toBe(payable);
});
