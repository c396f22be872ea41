import { LIMITS } from '../limits';
import { mobileField, optionalText, requiredText, wholeNumber } from './fields';
import { z } from './zod';

// A family's attendance form (decision 061): the guardian, an emergency contact, each child and the
// conditions of entry agreed to with a typed name. Filled from the family's own link (an RSVP's),
// by the guest of honour's family from the edit page, or on the door's tablet for a child not on the
// list: one request shape for all three.

/** At most this many children on one family's form. */
export const FORM_CHILDREN_MAX = 10;

/** The oldest a child on a form may be: the venue's parties are for children (a phone booking's oldest is 17). */
export const FORM_CHILD_AGE_MAX = 17;

/**
 * The conditions of entry a guardian agrees to, word for word from the venue's terms (SPEC.md §9)
 * and kept with each form as agreed.
 */
export const CONDITIONS_OF_ENTRY: readonly string[] = Object.freeze([
  'Children must be supervised by an adult at all times.',
  'Socks are required in the play area.',
  'No outside food or drink, except a nut-free cake.',
  'Please arrive 30 minutes early.',
  'No party poppers, piñatas, confetti or sparkler candles.',
]);

export const ATTENDANCE_FORM_MESSAGES = {
  guardianNameRequired: "Please enter the guardian's name",
  guardianMobileInvalid: 'Please enter a valid 10-digit mobile number',
  emergencyNameRequired: 'Please enter an emergency contact',
  emergencyPhoneInvalid: "Please enter the emergency contact's 10-digit number",
  childNameRequired: "Please enter the child's name",
  childAgeInvalid: `Age must be a whole number from 0 to ${FORM_CHILD_AGE_MAX}`,
  childrenRequired: 'Please add at least one child',
  childrenMax: `At most ${FORM_CHILDREN_MAX} children on one form`,
  agreedNameRequired: 'Please type your full name to agree to the conditions of entry',
  agreeRequired: 'Please agree to the conditions of entry',
} as const;

const M = ATTENDANCE_FORM_MESSAGES;

export const attendanceFormChildSchema = z.object({
  name: requiredText(M.childNameRequired, LIMITS.name),
  age: wholeNumber(0, FORM_CHILD_AGE_MAX, { type: { error: M.childAgeInvalid }, whole: M.childAgeInvalid, min: M.childAgeInvalid, max: M.childAgeInvalid }),
  allergies: optionalText(LIMITS.notes),
  medicalNotes: optionalText(LIMITS.notes),
});

/** What a family sends: the whole form, each time (a correction replaces it). */
export const attendanceFormBody = z.object({
  guardianName: requiredText(M.guardianNameRequired, LIMITS.name),
  guardianMobile: mobileField(M.guardianMobileInvalid),
  emergencyName: requiredText(M.emergencyNameRequired, LIMITS.name),
  emergencyPhone: mobileField(M.emergencyPhoneInvalid),
  children: z.array(attendanceFormChildSchema, { error: M.childrenRequired }).check(z.minLength(1, M.childrenRequired), z.maxLength(FORM_CHILDREN_MAX, M.childrenMax)),
  agreedName: requiredText(M.agreedNameRequired, LIMITS.name),
  agree: z.literal(true, { error: M.agreeRequired }),
});

export type AttendanceFormChild = z.output<typeof attendanceFormChildSchema>;
export type AttendanceFormBody = z.output<typeof attendanceFormBody>;
export type AttendanceFormInput = z.input<typeof attendanceFormBody>;
