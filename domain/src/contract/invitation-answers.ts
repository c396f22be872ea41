import { described, z } from './zod';

// What the API answers about an invitation: the invitation as a guest reads it, the answer to an
// RSVP, and the RSVPs as the parent reads them. Pages import only types from here.

/** The party as its invitation shows it: never the parent, the booking or a price. */
export const invitationPartyFields = {
  childfName: z.string(),
  childAge: z.number().check(z.int()),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  roomName: z.string(),
};

/**
 * GET /api/invitations/{invitationId}: only what a guest needs. Never the parent's contact
 * details, the booking id, the guest list or a price. The venue's details are the page's, as on
 * every page (GET /api/venue).
 */
export const invitationSchema = z.object({
  ...invitationPartyFields,
  rsvpDate: described(z.string(), 'The date the family asks for answers by (yyyy-MM-dd); answers are taken until the party starts.'),
  hostFirstName: described(z.string(), "The first word of the parent's name, as the invitation is signed ('from Alex'); '' when there is none to show."),
  rsvpOpen: described(z.boolean(), 'Whether RSVPs are taken: until the party starts, venue time; never once it is canceled.'),
  canceled: described(z.boolean(), 'The party is not going ahead: canceled at the parent\'s request or by the venue (decision 052). Its page says so and takes no RSVP.'),
});

/**
 * POST /api/invitations/{invitationId}/rsvps's answer: 201 for a first answer, 200 when it replaced one from the same email,
 * and whether the guest's copy of it was emailed.
 */
export const rsvpSentAnswer = z.object({
  id: described(z.string(), "The answer's own random id (never a serial number)."),
  replaced: described(z.boolean(), 'An answer from the same email was there already, and this one replaced it.'),
  copySent: described(
    z.boolean(),
    'A copy of this answer was queued to the email it gives, with the answer; false when the same answer was sent again (nothing changed, nothing is sent).',
  ),
  formId: described(
    z.nullable(z.string()),
    "For a yes: the id of the family's attendance form (its link, decision 062), the same for every answer from one email; null for a can't-come.",
  ),
});

export const rsvpKidAnswer = z.object({ name: z.string(), allergies: z.string() });

/** One family's answer to a booking's invitation, as the parent reads it. */
export const rsvpRecordSchema = z.object({
  rsvpId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  coming: z.boolean(),
  kids: described(z.array(rsvpKidAnswer), 'The kids coming, each with allergies (empty when the family cannot come).'),
  /** ISO 8601: the family's latest answer. */
  respondedAt: z.string(),
});

export const rsvpTotalsSchema = z.object({
  familiesComing: z.number().check(z.int()),
  kidsComing: z.number().check(z.int()),
  cantCome: described(z.number().check(z.int()), "Families who answered that they can't come."),
});

/** GET /api/bookings/{id}/rsvps: every family's answer, first answered first, and the totals. */
export const rsvpListAnswer = z.object({ answers: z.array(rsvpRecordSchema), totals: rsvpTotalsSchema });

export type Invitation = z.output<typeof invitationSchema>;
export type RsvpSent = z.output<typeof rsvpSentAnswer>;
export type Rsvp = z.output<typeof rsvpRecordSchema>;
export type RsvpTotals = z.output<typeof rsvpTotalsSchema>;
export type RsvpList = z.output<typeof rsvpListAnswer>;
