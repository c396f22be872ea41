import type { BookingStatus, MainPaymentOption } from '../types';

// The rules of taking money for a booking, in integer cents: what a checkout may charge now, and
// what a payment that has arrived does to its booking. The API applies them to the booking as
// stored; the browser's dollar figures (payment.ts) are worked out by the same functions.

/** What a checkout pays: the deposit, the whole price, or what is left after earlier payments. */
export type ChargeKind = 'deposit' | 'full' | 'balance';

/** Why a booking cannot be charged now (PAYMENT_MESSAGES words each one for the parent). */
export type ChargeRefusal = 'canceled' | 'deposit-paid' | 'nothing-due';

/** A checkout the booking can have now, or why not. */
export type Charge = { ok: true; kind: ChargeKind; amountCents: number } | { ok: false; reason: ChargeRefusal };

export interface PayableBooking {
  status: BookingStatus;
  finalCents: number;
  paidCents: number;
}

/** The main flow's deposit is the venue's deposit ($100), or the final price when that is less. */
export function depositDueCents(finalCents: number, depositCents: number): number {
  return Math.max(0, Math.min(depositCents, finalCents));
}

/** What remains to pay: the final price less what has been paid, never below 0. */
export function remainingCents(finalCents: number, paidCents: number): number {
  return Math.max(0, finalCents - paidCents);
}

const refuse = (reason: ChargeRefusal): Charge => ({ ok: false, reason });

/** The whole price, or what is left of it once something has been paid. */
function remaining(booking: PayableBooking): Charge {
  const amountCents = remainingCents(booking.finalCents, booking.paidCents);
  if (amountCents === 0) return refuse('nothing-due');
  return { ok: true, kind: booking.paidCents > 0 ? 'balance' : 'full', amountCents };
}

/**
 * Main flow: the deposit ($100, or the final price when less) is paid only while the booking is
 * pending and nothing has been paid; full pays the final price less what is already paid.
 */
export function partyCharge(booking: PayableBooking, wanted: MainPaymentOption, depositCents: number): Charge {
  if (booking.status === 'canceled') return refuse('canceled');
  if (wanted === 'full') return remaining(booking);
  if (booking.status !== 'pending' || booking.paidCents > 0) return refuse('deposit-paid');
  const amountCents = depositDueCents(booking.finalCents, depositCents);
  if (amountCents === 0) return refuse('nothing-due');
  return { ok: true, kind: 'deposit', amountCents };
}

/**
 * After-hours: a booking paying by deposit pays its 50 % deposit first (while pending and nothing
 * paid), then the rest; a booking paying in full pays everything still owed.
 */
export function afterHoursCharge(booking: PayableBooking & { paymentOption: MainPaymentOption; depositCents: number }): Charge {
  if (booking.status === 'canceled') return refuse('canceled');
  const depositDue = booking.paymentOption === 'deposit' && booking.status === 'pending' && booking.paidCents === 0;
  if (!depositDue) return remaining(booking);
  const amountCents = depositDueCents(booking.finalCents, booking.depositCents);
  if (amountCents === 0) return remaining(booking);
  return { ok: true, kind: 'deposit', amountCents };
}

export interface Settlement {
  status: BookingStatus;
  refundDue: boolean;
}

/**
 * What a payment that has arrived does to its booking. A pending booking is confirmed when it
 * still has (or gets back) its room; one whose room was taken meanwhile, or a canceled one, is
 * canceled with the money owed back. Paying more than the final price also owes the excess back.
 * Money received is always recorded: the provider has taken it.
 */
export function settlePayment(input: { status: BookingStatus; roomKept: boolean; paidCents: number; finalCents: number }): Settlement {
  if (input.status === 'canceled' || (input.status === 'pending' && !input.roomKept)) return { status: 'canceled', refundDue: true };
  return { status: 'confirmed', refundDue: input.paidCents > input.finalCents };
}
