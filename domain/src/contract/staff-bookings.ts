import { LIMITS } from '../limits';
import { canceledReasonSchema } from './booking-answers';
import { bookingStatusSchema } from './bookings';
import { billFeeSchema } from './changes-of-plan';
import { dollars, moneyField, requestIdField, requiredText } from './fields';
import { rsvpListAnswer } from './invitation-answers';
import { refundStatusSchema } from './provider-refunds';
import { refundParams } from './refunds';
import { staffArrivalSchema, staffCountedItemSchema, staffMoneySchema, staffNoteSchema } from './staff-day';
import { described, z } from './zod';

// One booking as the staff find it and work on it (decision 032): the search, the booking's whole
// page, and what the front desk does on the day (arrival, a note, a balance taken at the counter)
// and a manager after it (a refund). Every change is audited in its own transaction.

/** A booking by the reference its emails show (JJ1002), party or after-hours hire. */
export const staffBookingParams = refundParams;

/** GET /api/staff/bookings?q=: a reference, a child's or parent's name, an email or a mobile. */
export const staffBookingSearchQuery = z.object({
  q: z._default(z.string().check(z.trim(), z.maxLength(100, 'Search for at most 100 characters')), ''),
});

export const staffBookingFoundSchema = z.object({
  kind: z.enum(['party', 'hire']),
  reference: z.string(),
  status: bookingStatusSchema,
  date: z.string(),
  startTime: z.string(),
  /** The child's name for a party; 'After-hours hire' for a hire. */
  what: z.string(),
  name: described(z.string(), "The parent's or customer's name."),
  email: z.string(),
  mobile: z.string(),
  createdAt: z.string(),
});

/** The bookings found, newest first (at most 50). */
export const staffBookingSearchAnswer = z.object({ q: z.string(), results: z.array(staffBookingFoundSchema) });

/** Every payment and refund of a booking, as recorded. */
export const staffMoneyRecordSchema = z.object({
  at: z.string(),
  kind: described(z.string(), "'deposit', 'full', 'balance' or 'refund'."),
  method: described(z.string(), "'online' (the provider's checkout), 'card' or 'cash' at the counter, or '' for a refund."),
  amount: dollars,
  provider: z.string(),
  reference: z.string(),
  note: z.string(),
  by: described(z.nullable(z.string()), 'The staff member who recorded it at the counter or as a refund; null for an online payment.'),
  status: described(z.optional(refundStatusSchema), "A refund's: 'pending' until the provider settles it, 'succeeded', or 'failed' (it no longer counts: still owed back). A refund recorded by hand is 'succeeded'; a payment has none."),
  failure: described(z.optional(z.string()), "Why a failed refund failed, in words; absent otherwise."),
});

/** An email the booking caused, sent or waiting in the outbox. */
export const staffEmailSchema = z.object({
  at: z.string(),
  to: z.string(),
  subject: z.string(),
  /** What the email is, when its subject alone does not say: a reminder's name (decision 065). */
  name: z.optional(z.string()),
  status: z.enum(['queued', 'sent', 'failed', 'dropped']),
});

/** An entry of the audit log: who changed what, when, with the values before and after. */
export const staffAuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({
    kind: z.enum(['staff', 'customer', 'system', 'venue-token']),
    name: z.string(),
  }),
  action: described(z.string(), "What was done: 'staff.sign-in', 'booking.edit', 'payment.counter', 'refund.record'..."),
  target: z.nullable(z.object({ kind: z.string(), reference: z.string() })),
  before: z.unknown(),
  after: z.unknown(),
});

/** GET /api/staff/bookings/{reference}: everything of one booking. */
export const staffBookingAnswer = z.object({
  kind: z.enum(['party', 'hire']),
  reference: z.string(),
  status: bookingStatusSchema,
  canceledReason: z.nullable(canceledReasonSchema),
  createdAt: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** The party's order; null for a hire. */
  party: z.nullable(
    z.object({
      room: z.string(),
      child: z.object({ firstName: z.string(), lastName: z.string(), turning: z.number().check(z.int()) }),
      packageName: z.string(),
      kidsBooked: z.number().check(z.int()),
      kidsFood: z.array(staffCountedItemSchema),
      adultsFood: z.array(staffCountedItemSchema),
      addons: z.array(staffCountedItemSchema),
      coupon: z.string(),
      guests: z.number().check(z.int()),
    }),
  ),
  /** The hire's order; null for a party. */
  hire: z.nullable(
    z.object({
      expectedKids: z.number().check(z.int()),
      expectedAdults: z.number().check(z.int()),
      addons: z.array(staffCountedItemSchema),
      customerNotes: z.string(),
    }),
  ),
  customer: z.optional(z.object({ name: z.string(), email: z.string(), mobile: z.string(), address: z.string() })),
  money: z.optional(
    z.object({
      ...staffMoneySchema.shape,
      totalPrice: dollars,
      discount: dollars,
      refundableOnline: described(dollars, "What Refund can send back through the payment provider now: what is owed back, up to what the booking's online payments have left after their refunds."),
      records: z.array(staffMoneyRecordSchema),
      fees: described(z.array(billFeeSchema), "The bill's lines beyond the order: each rebooking fee (decision 052), in the price."),
      kept: described(dollars, 'What the venue keeps of what was paid once canceled (the deposit, platters once final); 0 otherwise.'),
    }),
  ),
  rsvps: z.nullable(rsvpListAnswer),
  emails: z.array(staffEmailSchema),
  notes: z.array(staffNoteSchema),
  arrival: staffArrivalSchema,
  history: z.array(staffAuditEntrySchema),
});

/** PUT /api/staff/bookings/{reference}/arrival: Mark arrived, a no-show, or back to expected; answers the arrival (staffArrivalSchema). */
export const staffArrivalBody = z.object({ state: z.enum(['expected', 'arrived', 'no-show']) });

/** POST /api/staff/bookings/{reference}/notes: answers 201 with the note (staffNoteSchema). */
export const staffNoteBody = z.object({ text: requiredText('Write the note', LIMITS.notes) });

/**
 * POST /api/staff/bookings/{reference}/payments: Take payment, a balance taken at the counter (at
 * most what is due). `requestId` names this payment: sent again (a double tap, a retry), it
 * answers the payment on record and records nothing.
 */
export const staffCounterPaymentBody = z.object({
  amount: moneyField.check(z.gte(0.01, 'Must be at least 0.01')),
  method: z.enum(['card', 'cash'], { error: 'Choose Card or Cash' }),
  requestId: requestIdField,
});

export const staffCounterPaymentAnswer = z.object({
  reference: z.string(),
  alreadyRecorded: z.boolean(),
  amount: dollars,
  method: z.enum(['card', 'cash']),
  money: staffMoneySchema,
});

/**
 * POST /api/staff/bookings/{reference}/refunds takes the venue call's body and answers its answer
 * (refundMadeBody, refundRecordedAnswer in refunds.ts): the same rules, recorded once by its reference.
 */

export type StaffBookingFound = z.output<typeof staffBookingFoundSchema>;
export type StaffBooking = z.output<typeof staffBookingAnswer>;
export type StaffAuditEntry = z.output<typeof staffAuditEntrySchema>;
export type StaffArrivalState = z.output<typeof staffArrivalBody>['state'];
export type StaffCounterPayment = z.input<typeof staffCounterPaymentBody>;
export type StaffMoneyRecord = z.output<typeof staffMoneyRecordSchema>;
export type StaffEmail = z.output<typeof staffEmailSchema>;
export type StaffBookingSearch = z.output<typeof staffBookingSearchAnswer>;
export type StaffCounterPaid = z.output<typeof staffCounterPaymentAnswer>;
