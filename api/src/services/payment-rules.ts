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

export interface SessionTiming {
  now: Date;
  /** BOOKING_HOLD_MINUTES. */
  holdMinutes: number;
  /** A pending booking's hold deadline; none once the booking is confirmed (or for an after-hours event). */
  holdExpiresAt?: Date;
  eventStart: Date;
  /** The provider's shortest and longest session, in minutes. */
  limits: { min: number; max: number };
}

/**
 * When a new checkout session expires: with the pending booking's hold (a checkout never moves
 * it), or a hold's length from now for a booking already confirmed; never after the event starts;
 * and within the provider's shortest and longest session. Stripe's shortest (30 minutes, 31 with
 * a margin) can outlive the hold: when the room is taken meanwhile, the session is expired at
 * Stripe with the booking (decision 007).
 */
export function sessionExpiry({ now, holdMinutes, holdExpiresAt, eventStart, limits }: SessionTiming): Date {
  const minute = 60_000;
  const end = Math.min(holdExpiresAt?.getTime() ?? now.getTime() + holdMinutes * minute, eventStart.getTime());
  return new Date(Math.min(now.getTime() + limits.max * minute, Math.max(now.getTime() + limits.min * minute, end)));
}

/** Whether a session can still be paid at `now`: open, and before its expiry. */
export function isSessionPayable(session: { status: string; expiresAt: Date }, now: Date): boolean {
  return session.status === 'open' && now.getTime() < session.expiresAt.getTime();
}
