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
  signedOut: 'You have signed out.',
  sessionEnded: 'Your session has ended: please sign in again.',
  notAllowed: 'Your role does not allow this.',
  otherOrigin: 'Staff changes are made from the staff site only.',
} as const;
