import { INVITATION_MESSAGES as M } from '../invitation-messages';
import { LIMITS, RSVP_KIDS_MAX } from '../limits';
import { emailField, optionalText, publicIdField, requiredText } from './fields';
import { z } from './zod';

// The invitation a guest opens from the parent's link, by its own id: it reads only what a guest
// needs and takes RSVPs; it can never read, edit or pay the booking. What the API answers is in
// invitation-answers.ts.

export const invitationIdParams = z.object({ invitationId: publicIdField });

/** A kid coming to the party: a name, and any allergies or dietary needs for the host. */
export const rsvpKidSchema = z.object({
  name: requiredText(M.kidNameRequired, LIMITS.name),
  allergies: optionalText(LIMITS.notes),
});

/** A yes names its kids (one or more); a can't-come names none. Checked once both are readable. */
const kidsMatchTheAnswer = z.superRefine<{ coming: boolean; kids: unknown[] }>(
  ({ coming, kids }, ctx) => {
    if (coming && kids.length === 0) ctx.addIssue({ code: 'custom', path: ['kids'], message: M.kidsRequired });
    if (!coming && kids.length > 0) ctx.addIssue({ code: 'custom', path: ['kids'], message: M.kidsWhenNotComing });
  },
  {
    when: ({ value }) =>
      typeof value === 'object' && value !== null && typeof (value as { coming?: unknown }).coming === 'boolean' && Array.isArray((value as { kids?: unknown }).kids),
  },
);

/**
 * POST /api/invitations/{invitationId}/rsvps: one family's answer. Guest name and email are
 * required, the phone is optional; a yes names each kid coming (how many is how many are named)
 * with their allergies. A second answer from the same email replaces the first.
 */
export const rsvpBody = z
  .object({
    coming: z.boolean({ error: M.comingRequired }),
    name: requiredText(M.nameRequired, LIMITS.name),
    phone: optionalText(LIMITS.phone),
    email: emailField(M.emailRequired, M.emailInvalid),
    kids: z._default(z.array(rsvpKidSchema, { error: 'Kids must be a list' }).check(z.maxLength(RSVP_KIDS_MAX, M.kidsMax)), []),
  })
  .check(kidsMatchTheAnswer);

/** The RSVP as the page sends it. */
export type RsvpRequest = z.input<typeof rsvpBody>;
/** The RSVP as the API reads it (trimmed, defaults filled). */
export type RsvpAnswer = z.output<typeof rsvpBody>;
export type RsvpKid = z.output<typeof rsvpKidSchema>;
