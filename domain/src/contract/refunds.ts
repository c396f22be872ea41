import { LIMITS } from '../limits';
import { REFUND_REFERENCE_REQUIRED } from '../payment-messages';
import { BOOKING_REFERENCE_PREFIX } from '../venue';
import { bookingStatusSchema } from './bookings';
import { dollars, moneyField, optionalText, requiredText } from './fields';
import { described, z } from './zod';

// The venue's own call: a refund it has made by hand, recorded against the booking, so the money
// owed back on record follows (decision 026). Authenticated with VENUE_ADMIN_TOKEN as a bearer token.

/** The venue's token, as `Authorization: Bearer <VENUE_ADMIN_TOKEN>`. */
export const venueAdminHeaders = z.object({ authorization: z.optional(z.string().check(z.maxLength(1024))) });

/** The booking by the reference its emails and `money_owed_back` show (JJ1002), party or after-hours. */
export const refundParams = z.object({
  reference: z.string().check(
    z.regex(new RegExp(`^${BOOKING_REFERENCE_PREFIX}\\d{4,15}$`), `Must be a booking reference such as ${BOOKING_REFERENCE_PREFIX}1002`),
  ),
});

/** POST /api/venue/bookings/{reference}/refunds. */
export const refundMadeBody = z.object({
  /** Dollars refunded to the customer. */
  amount: moneyField.check(z.gte(0.01, 'Must be at least 0.01')),
  /**
   * The refund's reference: the provider's (Stripe's re_...), or the venue's own receipt number for
   * cash. It names the refund within its booking, so the same refund sent twice is recorded once
   * (docs/decisions/031).
   */
  providerReference: requiredText(REFUND_REFERENCE_REQUIRED, 255),
  note: optionalText(LIMITS.notes),
  /**
   * A refund larger than what is owed back (refunded from an earlier notice, before an edit raised
   * the price again) is recorded only when this says so: the customer then owes the difference.
   */
  beyondOwedBack: z._default(z.boolean(), false),
});

export const refundRecordedAnswer = z.object({
  reference: z.string(),
  providerReference: described(z.string(), "The refund's own reference, as recorded."),
  alreadyRecorded: described(z.boolean(), 'True when this refund was on record already (the same reference and amount sent again): nothing new is recorded.'),
  bookingType: z.enum(['party', 'after-hours']),
  status: bookingStatusSchema,
  refunded: described(dollars, 'This refund.'),
  totalPaidAmount: described(dollars, "The customer's money the venue still holds: payments less every refund recorded."),
  remainingAmount: described(dollars, 'What the customer still owes.'),
  amountOwedBack: described(dollars, 'What the venue still owes back: 0 once the refund covers it.'),
});

export type RefundMade = z.input<typeof refundMadeBody>;
export type RefundRecorded = z.output<typeof refundRecordedAnswer>;
