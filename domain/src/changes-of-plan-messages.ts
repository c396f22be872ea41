import { STEP1_MESSAGES } from './booking-form-messages';
import { formatAud, formatDisplayDate } from './format';

/**
 * Changes of plan (decision 052): moving a party or canceling it, as the edit page and the staff
 * console word them. The buttons, titles and refusals; the fee's and the kept money's reasons.
 */
export const CHANGE_OF_PLAN_MESSAGES = {
  moveTitle: 'Change Date or Time',
  moveButton: 'Change date or time',
  confirmMove: 'Confirm Move',
  moved: 'Your party has been moved.',
  cancelTitle: 'Cancel This Booking',
  cancelButton: 'Cancel booking',
  confirmCancel: 'Yes, Cancel the Booking',
  keepBooking: 'Keep the Booking',
  canceled: 'This booking has been canceled.',
  // The staff console's booking page (its buttons in the console's sentence case).
  staffMoveButton: 'Move',
  staffMoveDescription: 'Choose a date, a start time and a room. Quote shows the rebooking fee before anything is changed.',
  staffQuote: 'Quote',
  staffConfirmMove: 'Confirm move',
  staffChooseAgain: 'Choose another time',
  staffMoved: 'Booking moved',
  staffCancelDescription: 'Say who asked for it and why. The quote shows what is kept and what is refunded before anything is changed.',
  staffWhoAsked: 'Who asked to cancel?',
  staffByCustomer: 'The customer',
  staffByCustomerDetail: "The venue's terms apply: a party's deposit is kept, and its platters once online changes have closed.",
  staffByVenue: 'The venue',
  staffByVenueDetail: 'The venue cannot hold the party: everything paid is refunded.',
  staffReason: 'Reason',
  staffReasonHint: "Kept in the booking's history and the venue's email; the customer is not shown it.",
  staffConfirmCancel: 'Yes, cancel',
  staffKeepBooking: 'Keep the booking',
  staffBackToBooking: 'Back to the booking',
  staffCanceled: 'Booking canceled',
  /** Why the booking page says a booking was canceled: 'Canceled because the customer asked to cancel it.' */
  staffCanceledByCustomer: 'the customer asked to cancel it',
  staffCanceledByVenue: 'the venue canceled it',
  staffNothingChanged: 'Nothing was changed: the staff system did not answer. Please try again.',
  dateRequired: STEP1_MESSAGES.dateRequired,
  timeRequired: STEP1_MESSAGES.timeSlotRequired,
  roomRequired: STEP1_MESSAGES.roomRequired,
  byRequired: 'Choose who asked for the cancellation',
  reasonRequired: 'Say why the booking is canceled',
  sameTime: 'That is the date and time the booking has now. Choose another date or time.',
  notAvailable: 'That date and time cannot be chosen for this booking. Please choose another.',
  feeChanged: 'The rebooking fee for this move has changed since it was shown. Please look at the new fee and confirm again.',
  refundChanged: 'What would be refunded has changed since it was shown (a payment arrived meanwhile). Please look again and confirm.',
  startedMove: 'This party has started: it can no longer be moved.',
  startedCancel: 'This party has started: it can no longer be canceled.',
  // The parent's side (the edit pages): where the party is, moving it, canceling it.
  whenTitle: 'Date, Time and Room',
  /** The confirmation page's title for a party its parent or the venue called off. */
  notGoingAheadTitle: 'Your Party Is Not Going Ahead',
  moveIntro: 'Choose a new date, then a start time and a room. You will see any rebooking fee before you confirm.',
  moveChoicesTitle: 'Where would you like to move it?',
  noTimesThatDay: 'No start time is free for your party that day. Please choose another date.',
  slotTaken: 'Not free',
  currentPlace: 'Your party is here now',
  guestsTold: 'Every guest who answered your invitation has been told the new date and time by email.',
  reviewMove: 'Review the Move',
  reviewTitle: 'Check the Move',
  keepDate: 'Keep the Current Date',
  back: 'Back',
  free: 'Free',
  cancelIntro: {
    party: 'Canceling cannot be undone. The room is freed for others, and every guest who answered your invitation is told the party is not going ahead.',
    event: 'Canceling cannot be undone. The centre is freed for others.',
  },
  quoteFailed: 'We could not work this out just now. Please try again, or call us.',
  tryAgain: 'Try again',
  canceling: 'Canceling…',
  moving: 'Moving…',
  checking: 'Checking…',
} as const;

/** A start time the party could move to that its room count rules out: the room it would need. */
export function roomTooSmallForParty(kids: number): string {
  return `Too small for ${kids} kids`;
}

/** After a move: the fee it added to the bill, if any. */
export function movedFeeLine(fee: number): string {
  return fee > 0 ? `A ${formatAud(fee)} rebooking fee has been added to your bill.` : 'There was no fee for this move.';
}

/** After a cancellation: what is refunded, and how. */
export function canceledRefundLine(refund: number): string {
  return refund > 0
    ? `${formatAud(refund)} will be refunded to you: to the card you paid with for a card payment (it takes a few business days to show), or by the venue for money paid at the counter.`
    : 'Nothing is left to refund.';
}

/**
 * The staff's word on a cancellation's money once made: what went back to the card through the
 * payment provider (decision 053), and what is still owed back to refund by hand.
 */
export function canceledRefundSentWords(refundSent: { online: number; byHand: number; pending: boolean } | undefined): string {
  if (!refundSent || (refundSent.online === 0 && refundSent.byHand === 0)) return 'Nothing is owed back.';
  const parts: string[] = [];
  if (refundSent.online > 0) parts.push(`${formatAud(refundSent.online)} went back to the customer's card through the payment provider${refundSent.pending ? ' (pending until the provider settles it)' : ''}.`);
  if (refundSent.byHand > 0) parts.push(`${formatAud(refundSent.byHand)} is still owed back: refund it by hand and record it with Record refund.`);
  return parts.join(' ');
}

/** Why a move costs what it costs, in the terms' words. */
export function moveFeeWords(reason: 'free' | 'within-two-weeks' | 'not-the-first' | 'venue' | 'hire'): string {
  return {
    free: 'Free: the first change, made 14 or more days before the party.',
    'within-two-weeks': 'A $100 rebooking fee applies: the party is rebooked within two weeks of its date.',
    'not-the-first': 'A $100 rebooking fee applies: more than one change also costs $100.',
    venue: 'No rebooking fee: the venue asked for this change.',
    hire: 'Free: an after-hours event is moved without a rebooking fee.',
  }[reason];
}

/** The bill's line for a rebooking fee: which date the party was moved from. */
export function rebookingFeeLabel(fromDate: string): string {
  return `Rebooking fee (moved from ${formatDisplayDate(fromDate)})`;
}

/** What a cancellation keeps, in the terms' words, and whether anything is left to refund. */
export function cancellationKeptWords(kept: { depositCents: number; feesCents: number; plattersCents: number }, by: 'customer' | 'venue', refundCents: number): string {
  if (by === 'venue') return 'The venue is canceling: everything paid is refunded.';
  const parts: string[] = [];
  if (kept.depositCents > 0) parts.push(`the ${formatAud(kept.depositCents / 100)} non-refundable deposit`);
  if (kept.feesCents > 0) parts.push(`${formatAud(kept.feesCents / 100)} of rebooking fees already charged`);
  if (kept.plattersCents > 0) parts.push(`${formatAud(kept.plattersCents / 100)} of platters (platter orders are final once confirmed)`);
  if (parts.length === 0) return refundCents > 0 ? 'Nothing paid is kept: everything paid is refunded.' : 'Nothing has been paid, so nothing is kept or refunded.';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `The venue keeps ${list}${refundCents > 0 ? '; the rest of what was paid is refunded.' : '. Nothing else was paid, so there is nothing to refund.'}`;
}
