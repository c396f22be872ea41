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
  saveFailed: 'The change was not saved: the staff system did not answer. Please try again.',
} as const;
