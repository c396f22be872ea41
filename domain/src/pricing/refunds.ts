// Refunds sent through the payment provider (docs/decisions/053): which payments a refund goes
// back against, how a refund's status may change as the provider reports it, and what a failure
// means in words. Amounts in integer cents.

/** A refund's status as the booking's money counts it: pending and succeeded are given back; failed is not. */
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/** Why a refund failed when the provider never took it (down, or it refused the request). */
export const REFUND_NOT_SENT = 'not-sent';

/** A refund counts as given back unless it failed: a pending one already stops the same money being sent twice. */
export function refundCounts(status: RefundStatus): boolean {
  return status !== 'failed';
}

/** An online payment a refund can go back against, with what remains of it after its earlier refunds that did not fail. */
export interface RefundablePayment {
  paymentId: number;
  remainingCents: number;
}

export interface RefundAllocation {
  /** What goes back against each payment, in the order given. */
  parts: Array<{ paymentId: number; amountCents: number }>;
  /** What no payment given can take: left owed back, for a refund by hand. */
  leftCents: number;
}

/**
 * Splits a refund over the booking's online payments, in the order given (newest first), each up
 * to what remains of it: a refund never gives back more than a payment took.
 */
export function allocateRefund(amountCents: number, payments: readonly RefundablePayment[]): RefundAllocation {
  const parts: RefundAllocation['parts'] = [];
  let leftCents = amountCents;
  for (const payment of payments) {
    if (leftCents === 0) break;
    const amount = Math.min(leftCents, Math.max(0, payment.remainingCents));
    if (amount === 0) continue;
    parts.push({ paymentId: payment.paymentId, amountCents: amount });
    leftCents -= amount;
  }
  return { parts, leftCents };
}

/** A refund's state on record: its status, and why it failed when it did. */
export interface RefundState {
  status: RefundStatus;
  failureReason: string;
}

/**
 * The state a refund takes when the provider reports `reported`, whatever order its reports come
 * in (a webhook is retried and may arrive late). Pending may become anything; succeeded may still
 * fail (a card closed meanwhile) but not go back to pending; a failure the provider reported is
 * final. A refund recorded as not sent that the provider does report (the request timed out after
 * it was made) takes the provider's word.
 */
export function refundStateAfter(current: RefundState, reported: RefundState): RefundState {
  if (current.status === 'failed' && current.failureReason !== REFUND_NOT_SENT) return current;
  if (current.status === 'succeeded' && reported.status !== 'failed') return current;
  return reported;
}

const FAILURE_WORDS: Record<string, string> = {
  [REFUND_NOT_SENT]: 'it could not be sent: the payment provider did not take it',
  canceled: 'it was canceled at the payment provider',
  lost_or_stolen_card: 'the card was reported lost or stolen',
  expired_or_canceled_card: 'the card has expired or was canceled',
  declined: 'the card issuer declined it',
  charge_for_pending_refund_disputed: 'the customer disputed the payment while the refund was pending',
  insufficient_funds: "the venue's provider balance could not cover it",
  merchant_request: 'it was stopped at the payment provider',
};

/** Why a refund failed, in words for the venue's staff ('the card has expired or was canceled'). */
export function refundFailureWords(reason: string): string {
  return FAILURE_WORDS[reason] ?? 'the payment provider did not say why';
}
