import { LIMITS } from '../limits';
import { CHANGE_OF_PLAN_MESSAGES } from '../changes-of-plan-messages';
import { clockTimeField, dollars, isoDateField, moneyField, requiredText } from './fields';
import { described, z } from './zod';

// Changes of plan (decision 052): a booking moved to another date, start time and room, or
// canceled, by the parent online (until online changes close) or by the staff in the console (at
// any time), under the venue's terms. Each is asked for twice: a quote that changes nothing and
// says what it would cost, then the change itself with the figure the person was shown, refused
// when it no longer holds (a fee that changed at midnight, money that arrived meanwhile).

/**
 * A line of a booking's bill that is not an item of its order: a rebooking fee (decision 052), or a
 * line of the party's final bill (decision 064: children beyond those booked, no-show fees; a waived
 * one at no charge, its label saying so).
 */
export const billFeeSchema = z.object({
  kind: z.enum(['rebooking', 'extra-child', 'no-show']),
  label: described(z.string(), "As the bill says it: 'Rebooking fee (moved from Sat, March 7th, 2026)', 'No-show fee (1 × $15.00)', 'No-show fee (1 × $15.00), waived'."),
  amount: dollars,
  at: described(z.string(), 'ISO 8601: when it was charged.'),
});

/** GET .../move-options?date=: the day a move would go to. */
export const moveOptionsQuery = z.object({ date: isoDateField(CHANGE_OF_PLAN_MESSAGES.dateRequired) });

/** A room a party could move to at a start time. */
export const moveRoomSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  maxCapacity: z.number().check(z.int()),
  isAvailable: described(z.boolean(), 'Free then, and big enough for the party.'),
});

/** A start time of the day a move would go to, and the rooms then (none for a hire: it takes the whole centre). */
export const moveSlotSchema = z.object({
  time: z.string(),
  isAvailable: described(z.boolean(), 'The public calendar would offer it for this booking: within the hours, not closed, a room (or the centre) free.'),
  rooms: z.array(moveRoomSchema),
});

export const moveOptionsAnswer = z.object({
  date: z.string(),
  kind: z.enum(['party', 'hire']),
  /** The booking's own time, as it is now: not offered again. */
  current: z.object({ date: z.string(), startTime: z.string() }),
  slots: z.array(moveSlotSchema),
});

/** A move asked for, to be quoted: the new date, start time and (for a party) room. */
export const moveRequestBody = z.object({
  date: isoDateField(CHANGE_OF_PLAN_MESSAGES.dateRequired),
  startTime: clockTimeField(CHANGE_OF_PLAN_MESSAGES.timeRequired),
  roomId: z.optional(requiredText(CHANGE_OF_PLAN_MESSAGES.roomRequired, 64)),
});

/**
 * A move made: what was quoted, with the rebooking fee the person was shown. A move whose fee is no
 * longer that (a day passed since the quote) is refused ('move-fee-changed') instead of charging
 * what they did not see.
 */
export const moveBody = z.extend(moveRequestBody, { fee: moneyField });

/** Where a booking is, or would be: its date, times and room (a hire's: the whole centre). */
export const bookingPlaceSchema = z.object({ date: z.string(), startTime: z.string(), endTime: z.string(), room: z.string() });

/** What a move costs and does to the booking's money: the quote's answer, and the move's once saved. */
export const moveQuoteAnswer = z.object({
  reference: z.string(),
  from: bookingPlaceSchema,
  to: bookingPlaceSchema,
  fee: described(dollars, 'The rebooking fee this move adds to the bill (0 when free).'),
  feeReason: z.enum(['free', 'within-two-weeks', 'not-the-first', 'venue', 'hire']),
  feeWords: described(z.string(), 'Why the move costs what it costs, in the terms\' words.'),
  finalPrice: described(dollars, 'The price once moved, the fee included.'),
  totalPaidAmount: dollars,
  remainingAmount: described(dollars, 'What will be owed once moved.'),
  amountOwedBack: described(dollars, 'What the venue will owe back once moved.'),
  moved: described(z.boolean(), 'True in the answer of the move itself.'),
});

/** POST .../cancel/quote from the parent's page: nothing to say but the request itself (a JSON body, as every change's). */
export const cancelQuoteBody = z.object({});

/** The cancellation the parent confirms: `refund` is what they were shown they get back (refused when it changed meanwhile). */
export const cancelRequestBody = z.object({ refund: moneyField });

/** Who asked for a cancellation the staff make: the customer (the terms apply) or the venue (everything is refunded). */
export const planChangedBySchema = z.enum(['customer', 'venue'], { error: CHANGE_OF_PLAN_MESSAGES.byRequired });

/** POST /api/staff/bookings/{reference}/cancel/quote. */
export const staffCancelQuoteBody = z.object({ by: planChangedBySchema });

/** POST /api/staff/bookings/{reference}/cancel: who asked, why (kept in the history), and the refund shown. */
export const staffCancelBody = z.object({
  by: planChangedBySchema,
  reason: requiredText(CHANGE_OF_PLAN_MESSAGES.reasonRequired, LIMITS.notes),
  refund: moneyField,
});

/** What a cancellation keeps and gives back: the quote's answer, and the cancellation's once saved. */
export const cancelQuoteAnswer = z.object({
  reference: z.string(),
  totalPaidAmount: described(dollars, "The customer's money the venue holds now."),
  kept: z.object({
    deposit: described(dollars, 'The non-refundable deposit kept.'),
    fees: described(dollars, 'The rebooking fees kept: the price of changes already made.'),
    platters: described(dollars, 'The platters kept charged: final once online changes have closed.'),
    total: dollars,
  }),
  refund: described(dollars, 'What is owed back once canceled: refunded through the provider for online payments, by hand for the rest.'),
  keptWords: described(z.string(), "What is kept and why, in the terms' words."),
  canceled: described(z.boolean(), 'True in the answer of the cancellation itself.'),
  /** The cancellation's answer only: what went back through the payment provider, and what is left to refund by hand (paid at the counter, or the provider did not take it). */
  refundSent: z.optional(
    z.object({
      online: described(dollars, 'Sent back through the payment provider to the card paid with.'),
      byHand: described(dollars, 'Still owed back: to refund in cash or at the counter, or to send again.'),
      pending: described(z.boolean(), 'The provider has not settled it yet.'),
    }),
  ),
});

export type BillFee = z.output<typeof billFeeSchema>;
export type MoveOptions = z.output<typeof moveOptionsAnswer>;
export type MoveSlot = z.output<typeof moveSlotSchema>;
export type MoveRequest = z.input<typeof moveRequestBody>;
export type MovePayload = z.output<typeof moveRequestBody>;
export type MoveMade = z.input<typeof moveBody>;
export type MoveQuote = z.output<typeof moveQuoteAnswer>;
export type BookingPlace = z.output<typeof bookingPlaceSchema>;
export type CancelRequest = z.input<typeof cancelRequestBody>;
export type StaffCancelRequest = z.input<typeof staffCancelBody>;
export type CancelQuote = z.output<typeof cancelQuoteAnswer>;
