import { areOnlineChangesOpen, daysUntilEvent } from './cutoff';
import type { Instant } from './dates';
import { toCents, toDollars } from './money';
import { depositDueCents } from './pricing/charges';
import type { CanceledReason } from './contract/booking-answers';
import type { IsoDate } from './types';
import { DEPOSIT_AMOUNT } from './venue';

// The venue's terms as rules (decision 052): what moving a party costs, and what the venue keeps
// when a party is canceled. Each is worked out on the booking as stored and the server's clock, in
// the venue's time zone, and priced as a line of the booking's bill by the existing money path.

/** Terms: "$100 rebooking fee if rebooked within two weeks; more than one change also costs $100". */
export const REBOOKING_FEE = 100;

/** A move made this many days or more before the party's date is free, if it is the party's first. */
export const FREE_MOVE_NOTICE_DAYS = 14;

/** Who changes the plan: the customer (online, or the staff on their behalf) or the venue itself. */
export type PlanChangedBy = 'customer' | 'venue';

/** Why a move costs what it costs. */
export type MoveFeeReason = 'free' | 'within-two-weeks' | 'not-the-first' | 'venue' | 'hire';

export interface MoveFeeInput {
  kind: 'party' | 'hire';
  /** The party's date before the move (the date the terms count the two weeks to). */
  eventDate: IsoDate;
  /** How many times the booking has been moved before. */
  earlierMoves: number;
  by: PlanChangedBy;
  now: Instant;
  timeZone: string;
}

/**
 * What a move costs. The first move made 14 or more days before the party's date is free; one made
 * less than 14 days before it costs $100, and so does every move after the first (one fee a move,
 * never two). The venue moving a party of its own accord (a closure) charges nothing, and neither
 * does moving an after-hours hire: its page shows no terms, so its customer never agreed to a fee.
 */
export function moveFee(input: MoveFeeInput): { feeCents: number; reason: MoveFeeReason } {
  if (input.by === 'venue') return { feeCents: 0, reason: 'venue' };
  if (input.kind === 'hire') return { feeCents: 0, reason: 'hire' };
  if (input.earlierMoves > 0) return { feeCents: toCents(REBOOKING_FEE), reason: 'not-the-first' };
  if (daysUntilEvent(input.eventDate, input.now, input.timeZone) < FREE_MOVE_NOTICE_DAYS) return { feeCents: toCents(REBOOKING_FEE), reason: 'within-two-weeks' };
  return { feeCents: 0, reason: 'free' };
}

export interface CancellationInput {
  kind: 'party' | 'hire';
  by: PlanChangedBy;
  /** The booking's final price, and what of the money received counts toward it (paymentCounts). */
  finalCents: number;
  paidCents: number;
  /** What the party's adult food platters cost (their lines on the bill). */
  plattersCents: number;
  /** The rebooking fees on its bill: the price of changes already made. */
  feesCents: number;
  /** The party's date: its platters are final once online changes have closed. */
  eventDate: IsoDate;
  now: Instant;
  timeZone: string;
}

export interface CancellationKept {
  /** The deposit the venue keeps. */
  depositCents: number;
  /** The rebooking fees the venue keeps. */
  feesCents: number;
  /** The platters the venue keeps charging. */
  plattersCents: number;
  /** Both together: never more than what was paid toward the booking. */
  keptCents: number;
}

/**
 * What the venue keeps of what was paid when a booking is canceled. Terms: "$100 non-refundable
 * deposit" (the deposit is $100, or the price when less) and "Platter orders are final once
 * confirmed": the platter order is confirmed when online changes close (4 days before), until
 * then the parent may take platters off online, so canceled earlier they cost nothing. A rebooking
 * fee is the price of a change already made, which a cancellation does not undo: it stays charged
 * too. Only money paid is kept, in that order, nothing more is asked for, and the rest is owed
 * back. The venue canceling of its own accord keeps nothing, and neither does a hire (its page
 * shows no terms).
 */
export function cancellationKept(input: CancellationInput): CancellationKept {
  if (input.by === 'venue' || input.kind === 'hire') return { depositCents: 0, feesCents: 0, plattersCents: 0, keptCents: 0 };
  const deposit = Math.min(depositDueCents(input.finalCents - input.feesCents, toCents(DEPOSIT_AMOUNT)), input.paidCents);
  const fees = Math.min(input.feesCents, input.paidCents - deposit);
  const plattersFinal = !areOnlineChangesOpen(input.eventDate, input.now, input.timeZone);
  const platters = plattersFinal ? Math.min(input.plattersCents, input.paidCents - deposit - fees) : 0;
  return { depositCents: deposit, feesCents: fees, plattersCents: platters, keptCents: deposit + fees + platters };
}

/** Why a booking was called off: its parent (or the staff for them) or the venue canceled a party that was on. */
export const CALLED_OFF_REASONS: readonly CanceledReason[] = ['customer-canceled', 'venue-canceled'];

/**
 * A party called off (decision 052): canceled by its parent or the venue, not one that was never
 * booked (its hold run out, replaced). Its pages say it is not going ahead, and offer no calendar.
 */
export function isCalledOff(booking: { status: string; canceledReason: CanceledReason | null }): boolean {
  return booking.status === 'canceled' && booking.canceledReason !== null && CALLED_OFF_REASONS.includes(booking.canceledReason);
}

/** The bill's fees (rebooking fees) together, in dollars: what the final price adds after the discount. */
export function feesTotal(fees: ReadonlyArray<{ amount: number }>): number {
  return toDollars(fees.reduce((sum, fee) => sum + toCents(fee.amount), 0));
}
