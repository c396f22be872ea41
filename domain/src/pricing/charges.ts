import type { BookingStatus, MainPaymentOption } from '../contract/bookings';
import type { CanceledReason } from '../contract/booking-answers';

// The rules of taking money for a booking, in integer cents: what a checkout may charge now, and
// what a payment that has arrived does to its booking. The API applies them to the booking as
// stored; the browser's dollar figures (payment.ts) are worked out by the same functions.

/** What a checkout pays: the deposit, the whole price, or what is left after earlier payments. */
export type ChargeKind = 'deposit' | 'full' | 'balance';

/** Why a booking cannot be charged now (PAYMENT_MESSAGES words each one for the parent). */
export type ChargeRefusal = 'canceled' | 'deposit-paid' | 'deposit-not-due' | 'nothing-due';

/** A checkout the booking can have now, or why not. */
export type Charge = { ok: true; kind: ChargeKind; amountCents: number } | { ok: false; reason: ChargeRefusal };

export interface PayableBooking {
  status: BookingStatus;
  finalCents: number;
  /** What the payments that count toward the booking add up to (see paymentCounts). */
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
 * pending and nothing has been paid; full pays the final price less what is already paid. A
 * deposit asked for later is refused with what is true: paid in full, deposit paid, or paid in
 * part without a deposit (a full payment, then an edit that added to the price).
 */
export function partyCharge(booking: PayableBooking & { depositPaidCents: number }, wanted: MainPaymentOption, depositCents: number): Charge {
  if (booking.status === 'canceled') return refuse('canceled');
  if (wanted === 'full') return remaining(booking);
  const depositDue = booking.status === 'pending' && booking.paidCents === 0;
  const amountCents = depositDue ? depositDueCents(booking.finalCents, depositCents) : 0;
  if (amountCents > 0) return { ok: true, kind: 'deposit', amountCents };
  if (remainingCents(booking.finalCents, booking.paidCents) === 0) return refuse('nothing-due');
  return refuse(booking.depositPaidCents > 0 ? 'deposit-paid' : 'deposit-not-due');
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

/**
 * Whether a payment that has arrived counts toward its booking. A deposit counts only while one is
 * due (the booking is pending and nothing has been paid): a second deposit, from a replaced or
 * repeated checkout, is owed back whole. A full or balance payment counts; what it pays beyond the
 * final price is owed back (bookingMoney). Nothing counts toward a canceled booking.
 */
export function paymentCounts(kind: ChargeKind, booking: Pick<PayableBooking, 'status' | 'paidCents'>): boolean {
  if (booking.status === 'canceled') return false;
  if (kind === 'deposit') return booking.status === 'pending' && booking.paidCents === 0;
  return true;
}

/** A booking's state once a payment has arrived: its status, and why it is canceled if it is. */
export interface Settlement {
  status: BookingStatus;
  canceledReason?: CanceledReason;
}

/**
 * What a payment that has arrived does to its booking. A pending booking is confirmed when it
 * still has (or gets back) its room, and canceled when its room was taken meanwhile; a confirmed
 * booking stays confirmed and a canceled one canceled. Money received is always recorded: the
 * provider has taken it (what is owed back is bookingMoney's).
 */
export function settlePayment(booking: { status: BookingStatus; roomKept: boolean }): Settlement {
  if (booking.status === 'canceled') return { status: 'canceled' };
  if (booking.status === 'pending' && !booking.roomKept) return { status: 'canceled', canceledReason: 'room-taken' };
  return { status: 'confirmed' };
}

export interface BookingMoney {
  /** What the parent still owes: the final price less what counts, never below 0; 0 once canceled. */
  remainingCents: number;
  /** What the venue must give back: payments that count for nothing, and any paid beyond the final price; all of it once canceled. */
  owedBackCents: number;
}

/**
 * A booking's money from its status, final price and payments: `receivedCents` is everything
 * received, `paidCents` what of it counts toward the booking (paymentCounts). A canceled booking
 * owes nothing and is owed back everything it received but what the venue keeps by its terms
 * (`keptCents`: the deposit and final platters of a party the customer canceled, decision 052).
 */
export function bookingMoney(booking: PayableBooking & { receivedCents: number; keptCents?: number }): BookingMoney {
  if (booking.status === 'canceled') return { remainingCents: 0, owedBackCents: Math.max(0, booking.receivedCents - (booking.keptCents ?? 0)) };
  const notCounted = booking.receivedCents - booking.paidCents;
  return {
    remainingCents: remainingCents(booking.finalCents, booking.paidCents),
    owedBackCents: notCounted + Math.max(0, booking.paidCents - booking.finalCents),
  };
}

/** What a booking's payments add up to: everything received, what of it counts, and the deposit that counts. */
export interface PaymentTotals {
  receivedCents: number;
  paidCents: number;
  depositPaidCents: number;
}

/**
 * A booking's payments once the refunds the venue has made are taken off, so every rule above
 * (what remains, what is owed back, what a checkout may charge) works on the money the venue still
 * holds. A refund gives back first what counted for nothing (a second deposit, money for a
 * canceled booking), then what counted; the deposit that counts is never more than what counts.
 * Paid $669.50 on a $300 booking, $369.50 refunded: received and paid $300, nothing owed back; an
 * edit to $365 then leaves $65 to pay, not $304.50 owed back again.
 */
export function netOfRefunds(totals: PaymentTotals, refundedCents: number): PaymentTotals {
  const notCounted = totals.receivedCents - totals.paidCents;
  const paidCents = totals.paidCents - Math.max(0, refundedCents - notCounted);
  return {
    receivedCents: totals.receivedCents - refundedCents,
    paidCents,
    depositPaidCents: Math.min(totals.depositPaidCents, paidCents),
  };
}
