import { PAYMENT_MESSAGES, type ApiErrorCode, type Charge, type ChargeRefusal, type MainPaymentOption, type PendingPaymentType } from '@party/domain';
import { apiError } from '../http-errors';

// How the API applies the domain's charge rules (domain/src/pricing/charges.ts): the checkout
// calls' paymentType, the HTTP answer to a refused charge, and the life of a checkout session.

/** The error answer of each refused charge. */
const REFUSAL_CODES: Record<ChargeRefusal, ApiErrorCode> = {
  canceled: 'booking-canceled',
  'deposit-paid': 'deposit-paid',
  'deposit-not-due': 'deposit-not-due',
  'nothing-due': 'nothing-due',
};

/** A refused charge is a clash with the booking's state, in the domain's words. */
export function refuseUnless(charge: Charge): asserts charge is Extract<Charge, { ok: true }> {
  if (!charge.ok) throw apiError(REFUSAL_CODES[charge.reason], PAYMENT_MESSAGES[charge.reason]);
}

/**
 * `-full-pending-payment`'s paymentType: 'full' pays what remains, 'deposit' the deposit (while it
 * is still due), and 'later' is paid at the venue, so it is no checkout at all.
 */
export function parsePaymentType(paymentType: PendingPaymentType): MainPaymentOption {
  if (paymentType === 'later') throw apiError('pay-later-at-venue', PAYMENT_MESSAGES.payLater);
  return paymentType;
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
