import { LIMITS } from '../limits';
import { requiredText } from './fields';
import { described, z } from './zod';

// The door (decision 061, 063): each live party of a venue day with its children expected, each
// checked in with one tap, and a child not on the list taken with the attendance form on the
// tablet. Children's allergies and medical notes for every role with `forms.read`; the guardians'
// and emergency contacts' names and numbers only with `bookings.contacts`.

export const DOOR_MESSAGES = {
  familyKeyRequired: "Send the child's family on the door list",
  childKeyRequired: 'Send the child on the door list',
  checkedInRequired: 'Send checkedIn: true to check the child in, false to undo it',
  /** 422 'child-not-on-list'. */
  notOnList: 'That child is not on this party\'s door list. Use "A child not on the list" to add them.',
  /** 404 'booking-not-found' for a hire: the door lists parties' children. */
  notAParty: 'Only a party has a door list: this booking is an after-hours hire.',
  /** 409 'door-closed'. */
  billClosed: "This party's bill is closed: its check-ins can no longer be changed.",
  /** 409 'booking-canceled'. */
  canceled: 'This party has been canceled: nobody can be checked in to it.',
} as const;

/** PUT /api/staff/bookings/{reference}/check-ins: a child on the list checked in, or undone. */
export const staffCheckInBody = z.object({
  familyKey: requiredText(DOOR_MESSAGES.familyKeyRequired, 200),
  childKey: requiredText(DOOR_MESSAGES.childKeyRequired, LIMITS.name),
  checkedIn: z.boolean({ error: DOOR_MESSAGES.checkedInRequired }),
});

const count = z.number().check(z.int());

/** A family's contacts from its form: only for a role with `bookings.contacts`, null while none was filled. */
export const staffDoorContactsSchema = z.object({
  guardian: z.object({ name: z.string(), mobile: z.string() }),
  emergency: z.object({ name: z.string(), phone: z.string() }),
});

export const staffDoorChildSchema = z.object({
  familyKey: z.string(),
  childKey: z.string(),
  name: z.string(),
  age: z.nullable(count),
  allergies: z.string(),
  medicalNotes: z.string(),
  family: z.enum(['host', 'guest', 'walk-in']),
  familyName: described(z.string(), "Whose child: the RSVP's name, the walk-in form's guardian, or the party's parent."),
  formFilled: z.boolean(),
  checkedIn: z.nullable(z.object({ at: described(z.string(), 'ISO 8601.'), by: z.string() })),
  contacts: described(z.optional(z.nullable(staffDoorContactsSchema)), "The family's form's guardian and emergency contact; absent for a role without bookings.contacts, null when the form is not filled."),
});

/** A party's children at the door, counted as the run sheet counts them. */
export const staffDoorCountsSchema = z.object({
  booked: described(count, 'Kids the booking is for.'),
  expected: described(count, "Children on the list before the door: the guest of honour's family and every yes."),
  checkedIn: described(count, 'Children checked in, those not on the list included.'),
  allergies: described(z.boolean(), 'Whether any child on the list has allergies.'),
});

export const staffDoorPartySchema = z.object({
  reference: z.string(),
  status: z.enum(['pending', 'confirmed']),
  startTime: described(z.string(), 'HH:mm, venue time.'),
  endTime: z.string(),
  room: z.object({ id: z.string(), name: z.string() }),
  child: z.object({ firstName: z.string(), turning: count }),
  counts: staffDoorCountsSchema,
  billClosed: described(z.boolean(), 'Once the bill is closed at the counter, check-ins can no longer change.'),
  children: z.array(staffDoorChildSchema),
});

/** GET /api/staff/door/{date}: each live party of the day by start time then room. */
export const staffDoorAnswer = z.object({ date: z.string(), parties: z.array(staffDoorPartySchema) });

export type StaffCheckInBody = z.output<typeof staffCheckInBody>;
export type StaffDoorChild = z.output<typeof staffDoorChildSchema>;
export type StaffDoorCounts = z.output<typeof staffDoorCountsSchema>;
export type StaffDoorParty = z.output<typeof staffDoorPartySchema>;
export type StaffDoor = z.output<typeof staffDoorAnswer>;
