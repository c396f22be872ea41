import { PHONE_CHILD_AGE_MAX } from '../limits';
import { STAFF_PASSWORD_MIN_LENGTH } from './password-rules';

// Every message of the staff console's sign-in, in one place.

export const STAFF_MESSAGES = {
  /** The one answer to any failed sign-in: it never tells which part was wrong, nor whether the email is staff's. */
  signInFailed: 'The email, password or code is not right.',
  emailRequired: 'Enter your email address',
  /** An invitation's address: one a link can reach. */
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Enter your password',
  passwordTooShort: `Choose a password of at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: 'Choose a password of at most 256 characters',
  passwordCommon: 'That password is on a list of passwords people use often: choose another',
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeWrong: 'That code is not right: enter the code your app shows now',
  invitationOver: 'This link has been used or has run out. Ask the venue owner for a new invitation.',
  /**
   * Too many failed sign-ins to the account typed (decision 057): said the same whether the email
   * is a member's or not, with how long to wait.
   */
  accountLimited: (wait: string) =>
    `Too many failed sign-ins to this account: try again in ${wait}. If it is a staff member's account, a link to sign in now has been emailed to it. Owners and managers can still sign in with their password and code.`,
  /** Too many failed sign-ins from this connection, whichever accounts they named. */
  clientLimited: (wait: string) => `Too many failed sign-ins from this connection: try again in ${wait}.`,
  /** The sign-in page opened from the emailed link. */
  signInLinkNotice: 'Sign in with your password (and code) as usual: this link lets you in past the limit on failed sign-ins, once.',
  signedOut: 'You have signed out.',
  sessionEnded: 'Your session has ended: please sign in again.',
  notAllowed: 'Your role does not allow this.',
  otherOrigin: 'Staff changes are made from the staff site only.',
} as const;

/** What the catalogue page (/catalogue) says. */
export const CATALOGUE_MESSAGES = {
  /** A second manager's save of an item changed since they opened it (409 'changed-meanwhile'). */
  changedMeanwhile: 'Changed by someone else since you opened it.',
  changedMeanwhileDetail: 'Here it is as it now is. What you typed is kept below: save again to put yours in its place, or cancel to keep theirs.',
  hiddenNote: 'Hidden: not on the public pages or new bookings; still on the bookings that have it.',
  /** A package is sold by phone even while hidden (decision 054). */
  hiddenPackageNote: 'Hidden: not on the public pages or online bookings, but still booked by phone; still on the bookings that have it.',
  saveFailed: 'The change was not saved: the staff system did not answer. Please try again.',
} as const;

/**
 * What the availability and hours pages say of the live bookings a closure or an hours change
 * touches, and the run sheet of a booking that goes ahead against its day (decision 059).
 */
export const VENUE_CHANGE_STAFF_MESSAGES = {
  decisionLabels: { cancel: 'Cancel it', 'ask-to-move': 'Ask to move', keep: 'Keep it' },
  /** The choice made for every booking at once. */
  allLegend: 'The same for every booking',
  allLabels: { cancel: 'Cancel all', 'ask-to-move': 'Ask all to move', keep: 'Keep all' },
  intro: 'Already booked then. Choose what happens to each booking: nothing is saved until each has a choice.',
  cancelHint: (paid: string | null) =>
    `Canceled by the venue: nothing is kept${paid ? `, the ${paid} paid is refunded` : ''}, and the customer (and every family that answered the invitation) is emailed.`,
  askHint: "The customer is emailed to move it from their booking's page, with no rebooking fee, or to cancel it with everything refunded.",
  askHintByPhone: 'Online changes have closed for it: the customer is emailed to call you to move it (no fee) or cancel it (everything refunded).',
  askStarted: 'It has started: keep it or cancel it.',
  keepHint: 'It goes ahead as booked: the run sheet shows it as an exception.',
  askedAlready: 'The customer has been asked to move it already.',
  undecided: (left: number) => (left === 1 ? 'Choose Cancel, Ask to move or Keep for the booking left.' : `Choose Cancel, Ask to move or Keep for the ${left} bookings left.`),
  /** The save refused with a new list ('bookings-undecided'): a booking was made or changed since it was shown. */
  changedMeanwhile: 'The bookings changed since they were shown (one was made or changed meanwhile). Nothing was saved: choose for each booking below, then save again.',
  previewFailed: 'The bookings then could not be checked: the staff system did not answer. Nothing was saved. Please try again.',
  /** The run sheet's heading of a booking's exceptions. */
  exceptionsLabel: 'Goes ahead against its day',
  askedToMove: (cause: 'closure' | 'hours', on: string) => `Waiting for the customer to move it: asked on ${on} (${cause === 'closure' ? 'a closure' : 'the opening hours changed'}).`,
} as const;

/** What a party booked by phone says: the new booking page (/bookings/new), the API's refusals, and the booking's page after (decision 054). */
export const PHONE_BOOKING_MESSAGES = {
  title: 'New booking',
  /** The link to the page, where the front desk finds it. */
  link: 'New booking',
  intro: 'Book a party for a parent on the phone or at the counter. It is held unpaid like an online booking, and the parent is emailed a link to pay.',
  childAgeMax: `A party booked by phone is for a child of ${PHONE_CHILD_AGE_MAX} or younger`,
  paymentOptionRequired: 'Choose what the parent pays online: the deposit or the full amount',
  /** Under the payment choice: how the parent pays. */
  payNote: "The parent is emailed a link to pay this online at once. Paying at the counter instead? Take the payment on the booking's page once it is made.",
  hiddenPackage: 'Not shown online',
  chooseKidsFirst: 'Choose the package and the number of kids first.',
  chooseDate: 'Choose the date to see the start times free.',
  noTimes: 'No start time is free that day for this package and number of kids. Choose another day.',
  submit: 'Book and email the pay link',
  submitting: 'Booking…',
  saveFailed: 'The booking was not made: the staff system did not answer. Please try again.',
  slotGone: 'That start time or room has just been taken. Choose another: the times shown are up to date.',
} as const;

/** The new booking's page says where the pay link went, and until when the room is held. */
export function phoneBookedMessage(email: string, heldUntil: string): string {
  return `An email with the link to pay the deposit or the full amount online went to ${email}. The room is held until ${heldUntil}; if the parent pays at the counter, take the payment here.`;
}
