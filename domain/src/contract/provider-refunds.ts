import { LIMITS } from '../limits';
import { dollars, moneyField, optionalText, requestIdField } from './fields';
import { described, z } from './zod';

// Refund, sent back to the customer through the payment provider (Stripe, or the built-in test
// checkout) against the booking's online payments (docs/decisions/053). A cash refund is still
// recorded by hand (refunds.ts).

/** A refund's status: pending until the provider settles it; a failed one no longer counts, so its money is owed back again. */
export const refundStatusSchema = z.enum(['pending', 'succeeded', 'failed']);

/**
 * POST /api/staff/bookings/{reference}/provider-refunds. `requestId` names this refund: sent again
 * (a double tap, a retry after a lost answer), it answers what was sent and sends nothing more.
 */
export const staffProviderRefundBody = z.object({
  /** Dollars to give back; what is owed back when left out. */
  amount: z.optional(moneyField.check(z.gte(0.01, 'Must be at least 0.01'))),
  requestId: requestIdField,
  note: optionalText(LIMITS.notes),
});

export const providerRefundSchema = z.object({
  amount: dollars,
  status: refundStatusSchema,
  provider: described(z.string(), "'stripe' or 'test'."),
  providerReference: described(z.string(), "The provider's id of the refund (Stripe's re_...); '' while it is being sent or when it could not be."),
  failure: described(z.string(), "Why it failed, in words ('the card has expired or was canceled'); '' unless it failed."),
});

export const staffProviderRefundAnswer = z.object({
  reference: z.string(),
  alreadySent: described(z.boolean(), 'True when this request id was sent before: nothing more was sent.'),
  refunds: described(z.array(providerRefundSchema), 'One refund per online payment it went back against, newest payment first.'),
  notSentOnline: described(dollars, "What no online payment could take (paid at the counter): still owed back, to refund in cash and record with Record refund."),
  amountOwedBack: described(dollars, 'What the venue still owes back now (a pending refund counts as given back; a failed one does not).'),
});

export type StaffProviderRefund = z.input<typeof staffProviderRefundBody>;
export type StaffProviderRefundSent = z.output<typeof staffProviderRefundAnswer>;
