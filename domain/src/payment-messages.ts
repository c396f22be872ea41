// What a visitor and the staff read about paying: the payment options' names, why a checkout
// cannot be opened, and money owed back.

import { formatAud } from './format';

/** Why a checkout cannot be opened (the API's 409s and 400s), keyed by the domain's ChargeRefusal. */
export const PAYMENT_MESSAGES = {
  canceled: 'This booking has been canceled and cannot be paid. Please call us if you think this is wrong.',
  'deposit-paid': 'The deposit for this booking has already been paid. Choose Pay Full Amount to pay the rest.',
  'deposit-not-due':
    'No deposit is due: this booking has already been paid for in part. Choose Pay Full Amount to pay the rest.',
  'nothing-due': 'This booking is paid in full: there is nothing left to pay.',
  'event-started': 'This booking can no longer be paid online: its event has started. Please pay at the venue.',
  superseded:
    'Another payment page was opened for this booking a moment later (a second tab or click), so this one was closed. Please use the newest one, or try again.',
  payLater: 'Pay on Event Day is paid at the venue, not online: choose the deposit or the full amount to pay now.',
} as const;

/** Said on a payment button until its page is live (issue 41): a tap on it before then is not kept. */
export const PAYMENT_GETTING_READY = 'getting ready…';

/** Money the venue owes the parent back (a lower price after paying, or a payment it cannot keep). */
export function amountOwedBackMessage(amount: number, phone: string): string {
  return `We owe you ${formatAud(amount)} back. The venue will refund it to your card; call us on ${phone} with any questions.`;
}

/** Each payment option as the edit and pay-now pages offer it (SPEC.md §2 and §4). */
export const PAYMENT_OPTION_LABELS = { deposit: 'Pay Party Deposit', full: 'Pay Full Amount', later: 'Pay on Event Day' } as const;
/** The booking wizard's step 3 offers the deposit as 'Pay Deposit'. */
export const BOOKING_DEPOSIT_LABEL = 'Pay Deposit';
/** A booking's payment option, or a payment, as summaries, emails and refusals name it. */
export const PAYMENT_OPTION_NAMES = { deposit: 'Deposit', full: 'Full payment', later: 'Pay on Event Day', balance: 'Remaining balance' } as const;
/**
 * How a booking stands to be paid, as its confirmation page says it (decision 031): its money
 * first (paid in full, whatever option it was booked with), then its status and option.
 */
export function paymentStateName(booking: { status: string; paymentOption: keyof typeof PAYMENT_OPTION_LABELS; totalPaidAmount: number; remainingAmount: number }): string {
  if (booking.status === 'canceled') return 'Canceled';
  if (booking.totalPaidAmount > 0 && booking.remainingAmount <= 0) return 'Paid in full';
  if (booking.status === 'pending') return 'Awaiting payment';
  if (booking.paymentOption === 'later') return PAYMENT_OPTION_NAMES.later;
  return booking.paymentOption === 'deposit' ? 'Deposit paid' : 'Paid in part';
}

/** A refund recorded without its reference (docs/decisions/031). */
export const REFUND_REFERENCE_REQUIRED =
  "Give the refund's reference: the provider's refund id (re_...), or your receipt number for a cash refund";
