// Every message a visitor can read, worded exactly as SPEC.md §4, §5 and §8 give them. Messages the
// spec does not word (range errors the browser never lets happen) are written for the API's 400s.

import { areOnlineChangesOpen, lastOnlineChangeDate } from './cutoff';
import { clockTime, venueWallClock, type Instant } from './dates';
import { formatAud, formatDisplayDate, formatTime12h } from './format';
import { portionsCount } from './order';
import { BOOKING_HORIZON_DAYS, ONLINE_CHANGE_CUTOFF_DAYS, RSVP_KIDS_MAX } from './limits';
import type { CanceledReason } from './contract/booking-answers';
import type { PartyStartProblem } from './party-start';

export const STEP1_MESSAGES = {
  childFirstNameRequired: "Child's First name is required",
  childAgeRequired: "Child's age is required",
  childAgeMax: "Children over 11 must book by phone",
  dateRequired: 'Please select a date',
  timeSlotRequired: 'Please select a time slot',
  roomRequired: 'Please select a room',
  packageRequired: 'Please select a package',
  numberOfKidsRequired: 'Number of kids is required',
  numberOfKidsMin: 'Minimum number of Children is 1',
  numberOfKidsMax: 'Maximum 50 Kids',
} as const;

export const STEP3_MESSAGES = {
  parentNameRequired: 'Parent/Guardian name is required',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  mobileInvalid: 'Mobile number must be 10 digits',
  addressRequired: 'Address is required',
  termsRequired: 'You must accept the terms and conditions',
} as const;

/** The invitation's RSVP form (the page shows them beside the fields; the API answers them too). */
export const INVITATION_MESSAGES = {
  comingRequired: 'Please say whether you are coming',
  nameRequired: 'Guest name is required',
  emailRequired: 'Guest email is required',
  emailInvalid: 'Please enter a valid email address',
  kidNameRequired: "Kid's name is required",
  /** The API's words: the form always holds one kid or more while the answer is yes. */
  kidsRequired: 'Name at least one kid who is coming',
  kidsWhenNotComing: "An answer that can't come names no kids",
  kidsMax: `At most ${RSVP_KIDS_MAX} kids in one answer: each family answers for its own`,
  rsvpsClosed: 'RSVPs for this party closed when it started.',
  partyCanceledTitle: 'This Party Is Not Going Ahead',
  partyCanceled: 'Sorry: this party has been canceled, so it is not going ahead. No RSVP is needed.',
} as const;

export const COUPON_MESSAGES = {
  invalidCode: 'Invalid coupon code',
  notValid: 'Coupon is not valid',
  maxUsageExceeded: 'Coupon has exceeded maximum usage',
  minimumCartValueNotMet: 'Minimum cart value not met',
  added: 'Coupon added successfully',
} as const;

export const AFTER_HOURS_MESSAGES = {
  dateRequired: 'Please select a date.',
  startTimeRequired: 'Please select a start time.',
  endTimeRequired: 'Please select an end time.',
  endTimeAfterStart: 'End time must be after start time.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  emailInvalid: 'A valid email is required.',
  mobileRequired: 'Mobile number is required.',
  addressRequired: 'Address is required.',
  expectedKidsRequired: 'Expected kids count is required.',
  expectedAdultsRequired: 'Expected adults count is required.',
  packageRequired: 'Please select a package.',
} as const;

/** What the after-hours page says about times already taken (a hire, or parties). */
/** A party date none of whose time slots is left (taken, or today passed): its name in the calendar ends with this. */
export const NO_TIMES_LEFT = 'no times left';

export const TAKEN_TIMES_MESSAGES = {
  /** A fully taken day's name in the calendar ends with this. */
  fullyBooked: 'fully booked',
  calendarHint: 'Events are booked from 48 hours to 12 months ahead. Crossed-out days cannot be booked; shaded ones are fully booked.',
  /** Continue or Update Booking found the times taken meanwhile (or the list says they are now). */
  timesTaken: 'Sorry, these times have just been booked. Please choose other times: everything else you entered is kept.',
} as const;

/** 'Already booked that day: 9:30 AM - 4:00 PM. Only times that fit are offered.' (the ranges as formatTimeRange writes them) */
export function takenTimesHint(ranges: readonly string[]): string {
  return `Already booked that day: ${ranges.join(', ')}. Only times that fit are offered.`;
}

/** The Find My Booking page: a parent who lost the email asks for the links of their upcoming bookings. */
export const FIND_BOOKING_MESSAGES = {
  emailRequired: 'Please enter the email address you booked with',
  emailInvalid: 'Please enter a valid email address',
  /** The answer, whatever address was entered: it never tells who has booked. */
  sent: "If this address has upcoming bookings, we've emailed their links to it.",
} as const;

/**
 * Why a party's date and time cannot be booked online (the API's 'date-not-bookable'): already
 * started or on an unavailable day, or further ahead than parties are booked.
 */
export function partyDateNotBookableMessage(problem: PartyStartProblem, phone: string): string {
  if (problem === 'too-far') {
    return `Parties are booked online up to ${BOOKING_HORIZON_DAYS / 30} months ahead. Please choose an earlier date, or call us on ${phone}.`;
  }
  if (problem === 'outside-hours') {
    return 'That party would run outside our opening hours that day. Please choose an earlier time or another date.';
  }
  return 'That date and time cannot be booked online. Please choose a later date or time.';
}

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

/**
 * Why a canceled booking is over, for its pages and for a checkout it can no longer have. Each
 * ends by offering to book again.
 */
export function bookingOverMessage(reason: CanceledReason, phone: string): string {
  const why = {
    'room-taken': 'This booking was not paid before its hold on the room ran out, and the room has since been booked by someone else, so the booking has been canceled.',
    'hold-expired': 'This booking was not paid in time to keep its room, so it has been canceled.',
    replaced: 'This booking was replaced by a newer one made from the same details, so it has been canceled.',
    'event-passed': 'This party has started (its start time has passed) and it was never paid, so the booking is over.',
    'customer-canceled': 'This booking was canceled at your request, so the party is not going ahead.',
    'venue-canceled': 'We have had to cancel this booking, so the party is not going ahead. Everything you paid will be refunded.',
  }[reason];
  return `${why} Please make a new booking, or call us on ${phone}.`;
}

/** An edit that would take the total below its coupon's minimum cart value (it is refused). */
export function couponMinimumMessage(code: string, minCartValue: number, total: number): string {
  return `This change brings the total to ${formatAud(total)}, below the ${formatAud(minCartValue)} your coupon ${code} needs, so it cannot be saved. Keep the total at ${formatAud(minCartValue)} or more, or call us.`;
}

/** A coupon taken off at payment because its last use went to another booking first. */
export function couponDroppedMessage(code: string): string {
  return `The coupon ${code} ran out before your payment arrived (its last use went to another booking), so the full price applies.`;
}

/** Money the venue owes the parent back (a lower price after paying, or a payment it cannot keep). */
export function amountOwedBackMessage(amount: number, phone: string): string {
  return `We owe you ${formatAud(amount)} back. The venue will refund it to your card; call us on ${phone} with any questions.`;
}

/** The headings of what a booking's pages say about its end and its money, and the way to book again. */
export const BOOKING_NOTICE_TITLES = {
  over: 'This Booking Has Been Canceled',
  owedBack: 'A refund is owed to you',
  couponDropped: 'Your coupon no longer applies',
  editRefused: 'This change cannot be saved',
} as const;
export const BOOK_AGAIN = 'Make a New Booking';

export const PAYMENT_TYPE_REQUIRED = 'Please Select Payment Type';

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
export const TIME_SLOTS_FETCH_FAILED = 'Failed to fetch time slots';
export const BOOKING_NOT_FOUND_TITLE = 'Booking Not Found';
export const BOOKING_NOT_FOUND_MESSAGE = "We couldn't find your booking information. Please contact us for assistance.";
export const ONLINE_CHANGES_CLOSED_TITLE = 'Online Changes Are Closed';

/**
 * Beside an edit's adult food or add-on line the booking did not have before: it costs today's
 * catalogue price, not the price the booking was sold at (decisions 041 and 043).
 */
export const AT_TODAYS_PRICE = "at today's price";

/** A closed day or blocked time, as the public pages and the booking API say it (the staff's reason is theirs). */
export const VENUE_CLOSED_MESSAGE = 'Sorry, the centre is closed then. Please choose another date or time.';

/** Why a booking or a change to it was refused (the API's 409s). */
export const BOOKING_CLASH_MESSAGES = {
  roomTaken: 'Sorry, that room has just been booked for an overlapping time. Please choose another room or time.',
  changedMeanwhile: 'This booking was changed by someone else meanwhile. Please reload it and try again.',
  canceled: 'This booking has been canceled and can no longer be changed.',
  /** A hire or a party at a time an after-hours hire holds the whole centre. */
  centreHired: 'Sorry, the whole centre has been hired for a private event at an overlapping time. Please choose another time or date.',
  /** A hire at a time parties are booked. */
  partiesBooked: 'Sorry, parties are booked at the centre at an overlapping time, so it cannot be hired then. Please choose another time or date.',
} as const;

/** The edit loader's failure after its title: 'Error loading booking: {message}'. */
export function editLoadFailedDetail(error: string): string {
  return `Error loading booking: ${error}`;
}

/** The edit loader's failure: 'Booking Not Found. Error loading booking: {message}'. */
export function editLoadFailedMessage(error: string): string {
  return `${BOOKING_NOT_FOUND_TITLE}. ${editLoadFailedDetail(error)}`;
}

export const TOAST_TITLES = {
  dataRequired: 'Data Required',
  invalidData: 'Invalid Data',
  couponError: 'Coupon Error',
  bookingFailed: 'Booking Failed',
  sendMessageFailed: 'Send message Failed',
  paymentType: 'Payment Type',
  updateFailed: 'Update Failed',
  validationError: 'Validation Error',
  error: 'Error',
  bookingError: 'Booking Error',
  updateError: 'Update Error',
  bookingInitiate: 'Booking Initiate',
  messageSent: 'Message Sent',
  bookingUpdated: 'Booking Updated!',
} as const;

export const TOAST_MESSAGES = {
  bookingFailed: 'There was a problem creating your booking. Please try again.',
  checkoutFailed: 'Error initiating dynamic checkout:',
  sendMessageFailed: 'There was a problem to send message. Please try again.',
  paymentType: PAYMENT_TYPE_REQUIRED,
  updateFailed: 'There was a problem updating your booking. Please try again.',
  validationError: 'Please fix the highlighted errors in the form.',
  afterHoursLoadFailed: 'Could not load booking details for editing.',
  afterHoursSaveFailed: 'There was a problem saving your booking. Please try again.',
  afterHoursUpdateFailed: 'There was a problem updating the booking. Please try again.',
  bookingInitiate: 'Booking Initiate. Pay Now',
  messageSent: "Thank you for your message. We'll get back to you soon!",
  bookingUpdated: 'Your party details have been updated successfully.',
} as const;

export interface ToastText {
  title: string;
  message: string;
}

/** 'Booking Failed': the creation message followed by the error, when no bookingId comes back or the call fails. */
export function bookingFailedToast(error: string): ToastText {
  return { title: TOAST_TITLES.bookingFailed, message: `${TOAST_MESSAGES.bookingFailed} ${error}`.trim() };
}

/** 'Booking Failed': 'Error initiating dynamic checkout:' followed by the error, when checkout creation fails. */
export function checkoutFailedToast(error: string): ToastText {
  return { title: TOAST_TITLES.bookingFailed, message: `${TOAST_MESSAGES.checkoutFailed} ${error}`.trim() };
}

/** After-hours save succeeded: 'Booking Initiate' with a message carrying the reference ID. */
export function afterHoursSavedToast(referenceId: string): ToastText {
  return { title: TOAST_TITLES.bookingInitiate, message: `Booking Initiate. Your reference ID is ${referenceId}.` };
}

/** After-hours update succeeded: 'Booking Updated!' with 'Booking {id} has been successfully updated.'. */
export function afterHoursUpdatedToast(id: string): ToastText {
  return { title: TOAST_TITLES.bookingUpdated, message: `Booking ${id} has been successfully updated.` };
}

/**
 * The toast title of a main-flow validation message: the mobile rule's is 'Invalid Data', every
 * other step 1 and step 3 message (and the edit flow's terms message) is 'Data Required'.
 */
export function validationToastTitle(message: string): string {
  return message === STEP3_MESSAGES.mobileInvalid ? TOAST_TITLES.invalidData : TOAST_TITLES.dataRequired;
}

/** The 'Minimum Party Size' alert: 'Minimum number of Children is 1. Please call {phone} for smaller parties.' */
export function minimumPartySizeAlert(phone: string): ToastText {
  return {
    title: 'Minimum Party Size',
    message: `Minimum number of Children is 1. Please call ${phone} for smaller parties.`,
  };
}

/** The 'Age Restriction' alert, telling the user to phone the venue for children over 11. */
export function ageRestrictionAlert(phone: string): ToastText {
  return {
    title: 'Age Restriction',
    message: `For children over 11 years, please call ${phone} to book a party.`,
  };
}

/** Coupon success: 'Coupon added successfully' with the discount amount (already formatted). */
export function couponAddedToast(formattedDiscount: string): ToastText {
  return { title: COUPON_MESSAGES.added, message: `Discount: ${formattedDiscount}` };
}

/** Whose plans are meant: a party (main flow) or an after-hours event. */
export type EventKind = 'party' | 'event';

/**
 * Why online changes are refused: 'Your party is 4 days or less away, so it can no longer be
 * changed online.', or once it has begun, 'Your party has started, so...'.
 */
export function onlineChangesClosedReason(kind: EventKind = 'party', started = false): string {
  const when = started ? 'has started' : `is ${ONLINE_CHANGE_CUTOFF_DAYS} days or less away`;
  return `Your ${kind} ${when}, so it can no longer be changed online.`;
}

/**
 * Until when a booking can be changed online, said on every page and email of it: until the last
 * open day, or not any more. A party's food, add-ons and guests; an after-hours event as a whole.
 */
export function onlineChangesLine(eventDate: string, now: Instant, timeZone: string, kind: EventKind = 'party'): string {
  if (!areOnlineChangesOpen(eventDate, now, timeZone)) return onlineChangesClosedReason(kind);
  const what = kind === 'party' ? 'Food, add-ons and guests' : 'Your event';
  return `${what} can be changed online until ${formatDisplayDate(lastOnlineChangeDate(eventDate))}.`;
}

/** Step 2 of a party 4 days or less away: what is chosen now cannot be changed online afterwards. */
export function shortNoticeFoodMessage(phone: string): string {
  return `Your party is ${ONLINE_CHANGE_CUTOFF_DAYS} days or less away, so food and add-ons cannot be changed online after you book. Choose them now, or call us on ${phone}.`;
}

/** An instant as the venue's clock and calendar show it: '3:45 PM on Sat, June 20th, 2031'. */
export function venueTimeAndDate(instant: Instant | string, timeZone: string): string {
  const { date, secondsOfDay } = venueWallClock(typeof instant === 'string' ? Date.parse(instant) : instant, timeZone);
  return `${formatTime12h(clockTime(Math.floor(secondsOfDay / 60)))} on ${formatDisplayDate(date)}`;
}

/** An unpaid booking: the room is held until its deadline, and nothing is booked until it is paid. */
export function heldUnpaidMessage(roomName: string, holdExpiresAt: Instant | string, timeZone: string): string {
  return `We are holding the ${roomName} for you until ${venueTimeAndDate(holdExpiresAt, timeZone)}. Your party is not booked until it is paid: pay before then to keep the room.`;
}

/** An unpaid booking whose hold has run out: the room may still be free, but it is not kept. */
export function holdRunOutMessage(roomName: string): string {
  return `The hold on the ${roomName} has run out and your party is not booked. Pay now to book it, while the room is still free.`;
}

/** 'Online Changes Are Closed' in one sentence with the venue's phone and email (the API's 409, emails). */
export function onlineChangesClosedMessage(contact: { phone: string; email: string }, kind: EventKind = 'party', started = false): string {
  return `${onlineChangesClosedReason(kind, started)} Please call us on ${contact.phone} or email ${contact.email} and we will be happy to help.`;
}

/**
 * A room too small for the party: 'The Ocean Room holds up to 25 kids.' and what to do, which
 * differs between a new booking (choose another room) and an edit (the room is fixed: call us).
 */
export function roomTooSmallMessage(room: { name: string; maxCapacity: number }, when: 'booking' | 'edit'): string {
  const remedy = when === 'booking' ? 'Please choose a bigger room.' : 'Please call us to change rooms.';
  return `The ${room.name} holds up to ${room.maxCapacity} kids. ${remedy}`;
}

/** The free kids' food hint: 'The Basic Fun package includes 2 kids' food choices at no extra cost.' */
export function includedKidsFoodMessage(packageName: string | undefined, limit: number): string {
  const whose = packageName ? `The ${packageName} package` : 'Your package';
  return `${whose} includes ${limit} kids' food ${limit === 1 ? 'choice' : 'choices'} at no extra cost.`;
}

/** A kids' food item's portions: 'Included · 3 portions, each for 5 kids' ('one per child' when a portion serves one). */
export function kidsFoodPortionsLine(portions: number, kidsPerPortion: number): string {
  return `Included · ${portionsCount(portions)}, ${kidsPerPortion > 1 ? `each for ${kidsPerPortion} kids` : 'one per child'}`;
}

/** An add-on the chosen package already includes (lolly bags in Super Party): it is not sold again. */
export function includedInPackageLine(packageName: string): string {
  return `Included in ${packageName}`;
}

/**
 * What the guest list and the RSVPs say beside the parent's number of kids, which they inform and
 * never change (decision 031): '12 named on your guest list, 9 coming by RSVP.'
 */
export function editKidsSentence(named: number, comingByRsvp: number | undefined): string {
  const informs = [`${named} named on your guest list`, ...(comingByRsvp === undefined ? [] : [`${comingByRsvp} coming by RSVP`])];
  return `${informs.join(', ')}.`;
}

/** The room's limit beside the edit page's number of kids: 'The Jungle Room holds up to 15 kids.' */
export function roomCapacityLine(room: { name: string; maxCapacity: number }): string {
  return `The ${room.name} holds up to ${room.maxCapacity} kids.`;
}

/** Shown once every free kids' food choice is taken. */
export const KIDS_FOOD_ALL_CHOSEN = 'You have chosen them all: untick one to choose another.';

/** An adult platter's or a counted add-on's price line: '$65.00 each'. */
export function eachPriceLine(price: number): string {
  return `${formatAud(price)} each`;
}

/** A refund recorded without its reference (docs/decisions/031). */
export const REFUND_REFERENCE_REQUIRED =
  "Give the refund's reference: the provider's refund id (re_...), or your receipt number for a cash refund";

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
/** A request body larger than the API takes: the API's refusal, and the site's server's before it. */
export const BODY_TOO_LARGE_MESSAGE = 'The request body is too large';

/** What the site's server answers for the API when the API does not (decision 055). */
export const API_GATEWAY_MESSAGES = {
  /** The API did not begin to answer by the request's deadline. */
  timedOut: 'The booking service took too long to answer. Please try again in a moment.',
  /** The API could not be reached. */
  unreachable: 'The booking service is not answering right now. Please try again in a moment.',
} as const;

/**
 * A booking the venue asked its customer to move (decision 059): a closure of its time, or opening
 * hours that no longer hold it. The customer reads why in these words, never the staff's reason.
 */
export const VENUE_CHANGE_MESSAGES = {
  askedTitle: 'We Need to Move Your Booking',
  /** Canceling a booking the venue asked to move keeps nothing. */
  cancelKept: 'The venue asked to move this booking: canceling it keeps nothing, and everything paid is refunded.',
} as const;

/** Why the venue cannot hold the booking as it is, as its customer reads it. */
export function venueAskedWhy(cause: 'closure' | 'hours', kind: EventKind = 'party'): string {
  const what = kind === 'party' ? 'your party' : 'your event';
  return cause === 'closure'
    ? `The centre is closed at the time of ${what}, so it cannot go ahead as booked. We are sorry.`
    : `Our opening hours have changed and ${what} is now outside them, so it cannot go ahead as booked. We are sorry.`;
}

/** The customer's choices, online while changes are open, else by phone. */
export function venueAskedChoices(contact: { phone: string }, online: boolean): string {
  return online
    ? 'Change its date or time on this page, with no rebooking fee, or cancel it and everything you paid is refunded.'
    : `Online changes have closed for this booking, so please call us on ${contact.phone} to choose a new date or time, with no rebooking fee, or to cancel it with everything you paid refunded.`;
}
