import type { BookingStatus, CanceledReason, Settlement } from '@party/domain';
import { aud } from './booking-view';

// Why what the venue owes back changed, in its email (decisions 009 and 026 list the cases).

export interface PaymentOutcome {
  /** The booking's status when the payment arrived, and why it was canceled if it was. */
  statusBefore: BookingStatus;
  canceledReasonBefore?: CanceledReason | null;
  settlement: Settlement;
  /** Whether the payment counted toward the booking (paymentCounts). */
  counts: boolean;
}

const CANCELED_BECAUSE: Record<CanceledReason, string> = {
  'room-taken': "The payment arrived after the booking's hold had run out and another booking had taken its room",
  'hold-expired': "The payment arrived after the booking's hold had run out for good",
  replaced: 'The payment arrived for a booking the parent had replaced with a newer one',
  'event-passed': "The payment arrived after the party's start time had passed while it was still unpaid",
  'customer-canceled': 'The payment arrived for a booking canceled at the customer\'s request',
  'venue-canceled': 'The payment arrived for a booking the venue had canceled',
};

export function refundReasonForPayment({ statusBefore, canceledReasonBefore, settlement, counts }: PaymentOutcome): string {
  const canceledReason = settlement.canceledReason ?? (statusBefore === 'canceled' ? canceledReasonBefore : undefined);
  if (canceledReason) return `${CANCELED_BECAUSE[canceledReason]}: the booking is canceled and the payment is owed back.`;
  if (statusBefore === 'canceled') return 'The payment arrived for a booking that was already canceled: everything it received is owed back.';
  if (!counts) return 'The payment pays nothing the booking owes: its deposit had already been paid (a second deposit, from a replaced or repeated checkout).';
  return 'The payment was more than the booking still owed.';
}

/** Why an edit changed what is owed back: it lowered the price below what was paid, or raised it again. */
export function refundReasonForEdit({ beforeCents, afterCents }: { beforeCents: number; afterCents: number }): string {
  if (afterCents > beforeCents) return 'An edit lowered the price below what has been paid.';
  if (afterCents > 0) return 'An edit raised the price, so less of what has been paid is owed back.';
  return 'An edit raised the price to what has been paid or more, so nothing is owed back now.';
}

/** Why a refund recorded changed what is owed back. */
export function refundReasonForRefund(amountCents: number): string {
  return `A refund of ${aud(amountCents)} was recorded as made.`;
}

/** Why a cancellation changed what is owed back (decision 052). */
export function refundReasonForCancel(by: 'customer' | 'venue', keptCents: number): string {
  if (by === 'venue') return 'The venue canceled the booking: everything it received is owed back.';
  return keptCents > 0
    ? `The booking was canceled at the customer's request: the venue keeps ${aud(keptCents)} by its terms, the rest is owed back.`
    : "The booking was canceled at the customer's request: everything it received is owed back.";
}

/** Why a move changed what is owed back: its rebooking fee took some of what was paid beyond the price. */
export function refundReasonForMove(feeCents: number): string {
  return `The booking was moved with a rebooking fee of ${aud(feeCents)}, so less of what has been paid is owed back.`;
}

/** Why a refund sent through the provider changed what is owed back: it counts as given back at once. */
export function refundReasonForSent(amountCents: number, provider: string): string {
  return `A refund of ${aud(amountCents)} was sent through ${provider}: it counts as given back while ${provider} settles it, and is owed back again if it fails.`;
}

/** Why a refund sent through the provider that failed (or was never taken) is owed back again. */
export function refundReasonForFailed(amountCents: number, provider: string, failure: string): string {
  return `A refund of ${aud(amountCents)} sent through ${provider} failed (${failure}): it is owed back again.`;
}

/** Why a refund recorded as not sent counts again: the provider reports it made (its answer had not arrived). */
export function refundReasonForMadeAfterAll(amountCents: number, provider: string): string {
  return `${provider} reports the refund of ${aud(amountCents)} that was recorded as not sent: it was made after all.`;
}

/** Why the party's final bill changed what is owed back (decision 064): closed, it charged more; a line waived, less. */
export function refundReasonForBill(why: 'close' | 'waive', { afterCents }: { afterCents: number }): string {
  if (why === 'waive') return 'A line of the final bill was waived, lowering the price below what has been paid.';
  return afterCents > 0
    ? "The party's final bill raised the price, so less of what has been paid is owed back."
    : "The party's final bill raised the price to what has been paid or more, so nothing is owed back now.";
}
