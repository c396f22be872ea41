import { array, object, type InferType } from 'yup';
import { INVITATION_MESSAGES } from '../invitation';
import { LIMITS, emailField, optionalText, requiredText } from './fields';

// The invitation page's RSVP form, as the API checks it. The page checks the same two required
// fields without Yup (rsvpGuestErrors in ../invitation.ts), with the same messages.

/** Guest name and email are required; phone, kids' names and allergies are optional. */
export const invitationGuestSchema = object({
  name: requiredText(INVITATION_MESSAGES.nameRequired, LIMITS.name),
  phone: optionalText(LIMITS.phone),
  email: emailField(INVITATION_MESSAGES.emailRequired, INVITATION_MESSAGES.emailInvalid),
  kidsNames: optionalText(LIMITS.notes),
  allergies: optionalText(LIMITS.notes),
});

/** The whole RSVP: one guest or more. */
export const rsvpSchema = object({
  guests: array(invitationGuestSchema)
    .required(INVITATION_MESSAGES.guestsRequired)
    .min(1, INVITATION_MESSAGES.guestsRequired)
    .max(LIMITS.listItems, `At most ${LIMITS.listItems} guests`),
});

export type InvitationGuestPayload = InferType<typeof invitationGuestSchema>;
export type RsvpPayload = InferType<typeof rsvpSchema>;
