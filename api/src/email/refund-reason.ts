import type { BookingStatus, Settlement } from '@party/domain';

// Why money is owed back, in the venue's email (decision 009 lists the cases).

export interface PaymentOutcome {
  /** The booking's status when the payment arrived. */
  statusBefore: BookingStatus;
  settlement: Settlement;
  /** Whether the payment counted toward the booking (paymentCounts). */
  counts: boolean;
}

export function refundReasonForPayment({ statusBefore, settlement, counts }: PaymentOutcome): string {
  if (settlement.canceledReason === 'room-taken') {
    return "The payment arrived after the booking's hold had run out and another booking had taken its room: the booking is canceled and everything it received is owed back.";
  }
  if (statusBefore === 'canceled') return 'The payment arrived for a booking that was already canceled: everything it received is owed back.';
  if (!counts) return 'The payment pays nothing the booking owes: its deposit had already been paid (a second deposit, from a replaced or repeated checkout).';
  return 'The payment was more than the booking still owed.';
}

export const REFUND_REASON_FOR_EDIT = 'An edit lowered the price below what has been paid.';
