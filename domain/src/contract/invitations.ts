import { INVITATION_MESSAGES } from '../messages';
import { LIMITS } from '../limits';
import { emailField, optionalText, publicIdField, requiredText } from './fields';
import { z } from './zod';

// The invitation a guest opens from the parent's link, by its own id: it reads only what a guest
// needs and takes RSVPs; it can never read, edit or pay the booking.

export const invitationIdParams = z.object({ invitationId: publicIdField });

/**
 * GET /api/invitations/{invitationId}: only what a guest needs. Never the parent's details, the
 * booking id, the guest list or a price. The venue's details are the page's, as on every page
 * (GET /api/venue).
 */
export const invitationSchema = z.object({
  childfName: z.string(),
  childAge: z.number().check(z.int()),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  roomName: z.string(),
  rsvpDate: z.string(),
});

/** Guest name and email are required; phone, kids' names and allergies are optional. */
export const invitationGuestSchema = z.object({
  name: requiredText(INVITATION_MESSAGES.nameRequired, LIMITS.name),
  phone: optionalText(LIMITS.phone),
  email: emailField(INVITATION_MESSAGES.emailRequired, INVITATION_MESSAGES.emailInvalid),
  kidsNames: optionalText(LIMITS.notes),
  allergies: optionalText(LIMITS.notes),
});

/** POST /api/invitations/{invitationId}/rsvps: one guest or more. */
export const rsvpBody = z.object({
  guests: z
    .array(invitationGuestSchema, { error: INVITATION_MESSAGES.guestsRequired })
    .check(z.minLength(1, INVITATION_MESSAGES.guestsRequired), z.maxLength(LIMITS.listItems, `At most ${LIMITS.listItems} guests`)),
});

/** The RSVP's own random id (never a serial number). */
export const rsvpSentAnswer = z.object({ id: z.string() });

/** One guest's answer to a booking's invitation, as the parent reads it (GET /api/bookings/{id}/rsvps). */
export const rsvpRecordSchema = z.object({
  rsvpId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  kidsNames: z.string(),
  allergies: z.string(),
  /** ISO 8601. */
  respondedAt: z.string(),
});

export const rsvpListAnswer = z.array(rsvpRecordSchema);

export type Invitation = z.output<typeof invitationSchema>;
/** A guest on the RSVP form, as the page holds it and sends it. */
export type InvitationGuest = z.output<typeof invitationGuestSchema>;
export type RsvpRequest = z.input<typeof rsvpBody>;
export type RsvpSent = z.output<typeof rsvpSentAnswer>;
export type Rsvp = z.output<typeof rsvpRecordSchema>;
