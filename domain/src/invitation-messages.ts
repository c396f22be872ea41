// The invitation's words (SPEC.md §8): its RSVP form's messages and the party's end.

import { RSVP_KIDS_MAX } from './limits';

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
