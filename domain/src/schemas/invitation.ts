import { array, object, type InferType } from 'yup';
import { LIMITS, emailField, optionalText, requiredText } from './fields';

// The invitation page's RSVP form. The page does not show field messages; the API answers with them.

export const INVITATION_MESSAGES = {
  nameRequired: 'Guest name is required',
  emailRequired: 'Guest email is required',
  emailInvalid: 'Please enter a valid email address',
  guestsRequired: 'Add at least one guest',
} as const;

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
