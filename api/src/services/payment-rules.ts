import type { BookingStatus } from '@party/domain';

// The rules of taking money, as pure functions of a booking's state (amounts in cents).

/** What a checkout pays: the deposit, the whole price, or what is left after earlier payments. */
export type ChargeKind = 'deposit' | 'full' | 'balance';

/** A checkout the booking can have now, or why not (an HTTP status and a clear message). */
export type Charge = { ok: true; kind: ChargeKind; amountCents: number } | { ok: false; status: 400 | 409; message: string };

export interface PayableBooking {
  status: BookingStatus;
  finalCents: number;
  paidCents: number;
}

export const MESSAGES = {
  canceled: 'This booking has been canceled and cannot be paid. Please call us if you think this is wrong.',
  depositPaid: 'The deposit for this booking has already been paid. Choose Pay Full Amount to pay the rest.',
  nothingDue: 'This booking is paid in full: there is nothing left to pay.',
  payLater: 'Pay on Event Day is paid at the venue, not online: choose the deposit or the full amount to pay now.',
  unknownPaymentType: "paymentType must be 'deposit', 'full' or 'later'",
} as const;

const refuse = (status: 400 | 409, message: string): Charge => ({ ok: false, status, message });

/** The whole price, or what is left of it once something has been paid. */
function remaining(booking: PayableBooking): Charge {
  const amountCents = booking.finalCents - booking.paidCents;
  if (amountCents <= 0) return refuse(409, MESSAGES.nothingDue);
  return { ok: true, kind: booking.paidCents > 0 ? 'balance' : 'full', amountCents };
}

/**
 * Main flow: the deposit ($100, or the final price when less) is paid only while the booking is
 * pending and nothing has been paid; full pays the final price less what is already paid.
 */
export function partyCharge(booking: PayableBooking, wanted: 'deposit' | 'full', depositCents: number): Charge {
  if (booking.status === 'canceled') return refuse(409, MESSAGES.canceled);
  if (wanted === 'full') return remaining(booking);
  if (booking.status !== 'pending' || booking.paidCents > 0) return refuse(409, MESSAGES.depositPaid);
  const amountCents = Math.min(depositCents, booking.finalCents);
  if (amountCents <= 0) return refuse(409, MESSAGES.nothingDue);
  return { ok: true, kind: 'deposit', amountCents };
}

/**
 * `-full-pending-payment`'s paymentType: 'full' pays what remains, 'deposit' the deposit (while it
 * is still due), and 'later' is paid at the venue, so it is no checkout at all.
 */
export function pendingPaymentCharge(booking: PayableBooking, paymentType: string, depositCents: number): Charge {
  if (paymentType === 'later') return refuse(400, MESSAGES.payLater);
  if (paymentType !== 'full' && paymentType !== 'deposit') return refuse(400, MESSAGES.unknownPaymentType);
  return partyCharge(booking, paymentType, depositCents);
}

/**
 * After-hours: a booking paying by deposit pays its 50 % deposit first (while pending and nothing
 * paid), then the rest; a booking paying in full pays everything still owed.
 */
export function afterHoursCharge(booking: PayableBooking & { paymentOption: 'deposit' | 'full'; depositCents: number }): Charge {
  if (booking.status === 'canceled') return refuse(409, MESSAGES.canceled);
  const depositDue = booking.paymentOption === 'deposit' && booking.status === 'pending' && booking.paidCents === 0;
  if (!depositDue) return remaining(booking);
  const amountCents = Math.min(booking.depositCents, booking.finalCents);
  if (amountCents <= 0) return remaining(booking);
  return { ok: true, kind: 'deposit', amountCents };
}

/**
 * How long a checkout session lives: the booking hold, stretched to the provider's shortest
 * session and cut to its longest. A pending booking's hold is renewed to the same instant, so the
 * session never outlives it.
 */
export function sessionMinutes(holdMinutes: number, limits: { min: number; max: number }): number {
  return Math.min(limits.max, Math.max(limits.min, holdMinutes));
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

/** Whether a session can still be paid at `now`: open, and before its expiry. */
export function isSessionPayable(session: { status: string; expiresAt: Date }, now: Date): boolean {
  return session.status === 'open' && now.getTime() < session.expiresAt.getTime();
}
