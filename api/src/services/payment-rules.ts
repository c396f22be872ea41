import { PAYMENT_MESSAGES, type Charge, type MainPaymentOption } from '@party/domain';
import { badRequest, conflict } from '../http-errors';

// How the API applies the domain's charge rules (domain/src/pricing/charges.ts): the checkout
// calls' paymentType, the HTTP answer to a refused charge, and the life of a checkout session.

export const UNKNOWN_PAYMENT_TYPE_MESSAGE = "paymentType must be 'deposit', 'full' or 'later'";

/** A refused charge is a clash with the booking's state (409), in the domain's words. */
export function refuseUnless(charge: Charge): asserts charge is Extract<Charge, { ok: true }> {
  if (!charge.ok) throw conflict(PAYMENT_MESSAGES[charge.reason]);
}

/**
 * `-full-pending-payment`'s paymentType: 'full' pays what remains, 'deposit' the deposit (while it
 * is still due), and 'later' is paid at the venue, so it is no checkout at all (400).
 */
export function parsePaymentType(paymentType: string): MainPaymentOption {
  if (paymentType === 'full' || paymentType === 'deposit') return paymentType;
  throw badRequest(paymentType === 'later' ? PAYMENT_MESSAGES.payLater : UNKNOWN_PAYMENT_TYPE_MESSAGE);
}

/**
 * How long a checkout session lives: the booking hold, stretched to the provider's shortest
 * session and cut to its longest. A pending booking's hold is renewed to the same instant, so the
 * session never outlives it.
 */
export function sessionMinutes(holdMinutes: number, limits: { min: number; max: number }): number {
  return Math.min(limits.max, Math.max(limits.min, holdMinutes));
}

/** Whether a session can still be paid at `now`: open, and before its expiry. */
export function isSessionPayable(session: { status: string; expiresAt: Date }, now: Date): boolean {
  return session.status === 'open' && now.getTime() < session.expiresAt.getTime();
}
