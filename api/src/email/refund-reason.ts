import type { BookingStatus, CanceledReason, Settlement } from '@party/domain';

// Why money is owed back, in the venue's email (decision 009 lists the cases).

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
};

export function refundReasonForPayment({ statusBefore, canceledReasonBefore, settlement, counts }: PaymentOutcome): string {
  const canceledReason = settlement.canceledReason ?? (statusBefore === 'canceled' ? canceledReasonBefore : undefined);
  if (canceledReason) return `${CANCELED_BECAUSE[canceledReason]}: the booking is canceled and everything it received is owed back.`;
  if (statusBefore === 'canceled') return 'The payment arrived for a booking that was already canceled: everything it received is owed back.';
  if (!counts) return 'The payment pays nothing the booking owes: its deposit had already been paid (a second deposit, from a replaced or repeated checkout).';
  return 'The payment was more than the booking still owed.';
}

export const REFUND_REASON_FOR_EDIT = 'An edit lowered the price below what has been paid.';
