import { attendanceFormBody } from './attendance-forms';
import { publicIdField, wholeNumber } from './fields';
import { invitationPartyFields } from './invitation-answers';
import { described, z } from './zod';

// A family's attendance form as its own link reads and saves it (decision 062): the request with the
// version it was made from, and the answer. The form's fields and the conditions of entry are in
// attendance-forms.ts, shared with the door's walk-in form.

export const attendanceFormIdParams = z.object({ formId: publicIdField });

/** Why a form can no longer be changed: its party started, or was canceled, or its details were erased. */
export type AttendanceFormClosed = 'started' | 'canceled' | 'erased';

/** The family's words for each refusal, and for a form that is not there. */
export const ATTENDANCE_FORM_ANSWERS = {
  notFound: "We couldn't find this attendance form. Please use the link in your RSVP email, or contact us for assistance.",
  changedMeanwhile: 'This form was saved from somewhere else meanwhile. Please reload it to see what was saved, then make your change again.',
  closed: {
    started: 'This form closed when the party started: it can no longer be changed.',
    canceled: 'This party has been canceled, so no attendance form is needed.',
    erased: "This form's details were erased after the party: the venue keeps them only for a while.",
  } satisfies Record<AttendanceFormClosed, string>,
} as const;

/**
 * PUT: the whole form, and the version it was made from (0 for a form never saved): a form saved
 * meanwhile from another phone is not overwritten unseen ('changed-meanwhile').
 */
export const attendanceFormSaveBody = z.extend(attendanceFormBody, {
  version: wholeNumber(0, undefined, { type: { error: 'The form version is missing' } }),
});

export type AttendanceFormSaveRequest = z.input<typeof attendanceFormSaveBody>;

const childAnswer = z.object({
  name: z.string(),
  age: described(z.nullable(z.number().check(z.int())), 'null for a child named by the RSVP whose age nobody gave yet.'),
  allergies: z.string(),
  medicalNotes: z.string(),
});

/** GET and PUT /api/attendance-forms/{formId}, and the guest of honour's family's form by the booking's id. */
export const attendanceFormAnswer = z.object({
  formId: described(z.nullable(z.string()), "The form's own id: its page's link (SITE_ROUTES.attendanceForm). null only for a form not made yet."),
  family: described(z.enum(['guest', 'host']), "'guest': a family that answered yes; 'host': the guest of honour's family."),
  party: described(z.object(invitationPartyFields), 'The party as its invitation shows it: never the parent, the booking or a price.'),
  form: described(
    z.object({
      guardianName: z.string(),
      guardianMobile: z.string(),
      emergencyName: z.string(),
      emergencyPhone: z.string(),
      children: z.array(childAnswer),
      agreedName: z.string(),
    }),
    'The form as last saved; never saved, its children as the RSVP (or the booking) names them.',
  ),
  conditions: described(z.array(z.string()), 'The conditions of entry to agree to, word for word.'),
  agreedAt: described(z.nullable(z.string()), 'When the guardian last agreed (saved the form), ISO 8601; null while never saved.'),
  open: described(z.boolean(), 'Whether it can still be changed: until the party starts (venue time).'),
  closed: described(z.nullable(z.enum(['started', 'canceled', 'erased'])), 'Why it can no longer be changed, or null while open.'),
  version: described(z.number().check(z.int()), 'Sent back with a correction; 0 for a form never saved.'),
});

export type AttendanceForm = z.output<typeof attendanceFormAnswer>;
