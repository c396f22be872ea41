import { bookingStatusSchema } from './bookings';
import { dollars, isoDateField } from './fields';
import { staffDoorCountsSchema } from './staff-door';
import { described, z } from './zod';

// A day at the venue as its staff run it (decision 032): the run sheet (every party and hire of a
// day by room and start time) and the kitchen sheet (what to cook per start time, and who is
// allergic to what). One query a day, whatever the number of bookings. A role without
// `bookings.contacts` gets no parent's name or mobile; one without `money.read` no money.

/** A day in an address (the run sheet's and the kitchen sheet's), yyyy-MM-dd. */
export const staffDayParams = z.object({ date: isoDateField('Send the day, written yyyy-MM-dd') });

/** A booking's money as the staff see it; absent for a role without `money.read`. */
export const staffMoneySchema = z.object({
  finalPrice: dollars,
  paid: described(dollars, "The customer's money the venue holds: payments less refunds."),
  due: described(dollars, 'What is still to pay (on the day, or now while unpaid).'),
  owedBack: described(dollars, 'What the venue must refund.'),
  holdUntil: described(z.nullable(z.string()), 'ISO 8601: until when an unpaid booking holds its room; null once paid.'),
});

/** Whether the party or hire has come: arrived, a no-show, or still expected. */
export const staffArrivalSchema = z.object({
  state: z.enum(['expected', 'arrived', 'no-show']),
  at: described(z.nullable(z.string()), 'ISO 8601: when it was marked; null while expected.'),
  by: z.nullable(z.string()),
});

export const staffNoteSchema = z.object({ id: z.string(), at: z.string(), by: z.string(), text: z.string() });

export const staffCountedItemSchema = z.object({ name: z.string(), quantity: z.number().check(z.int()) });

/** A child's allergies as the family wrote them on the invitation or its attendance form. */
export const staffAllergySchema = z.object({ kid: z.string(), allergies: z.string(), family: z.string() });

/**
 * Why a live booking is an exception to its day (decision 059): a closure of its time (kept by the
 * staff in spite of it, or waiting for its customer to move it), or a time outside the hours.
 */
export const staffDayExceptionSchema = z.object({
  kind: z.enum(['closed', 'outside-hours']),
  closure: described(
    z.nullable(z.object({ room: z.nullable(z.string()), start: z.nullable(z.string()), end: z.nullable(z.string()), reason: z.string() })),
    "A closed time's: the room it blocks (null: the whole centre), its times (null: the whole day) and the staff's reason; null outside the hours.",
  ),
  hours: described(z.nullable(z.object({ opens: z.string(), closes: z.string() })), "Outside the hours: the day's hours (a hire's: the after-hours window); null when the venue does not open that day, or for a closure."),
});

/** The venue asked the customer to move the booking (decision 059), and it has not moved yet. */
export const staffAskedToMoveSchema = z.object({ cause: z.enum(['closure', 'hours']), at: described(z.string(), 'ISO 8601: when it was asked.') });

const dayBookingFields = {
  reference: z.string(),
  status: bookingStatusSchema,
  startTime: described(z.string(), 'HH:mm, venue time.'),
  endTime: z.string(),
  arrival: staffArrivalSchema,
  staffNotes: z.array(staffNoteSchema),
  money: z.optional(staffMoneySchema),
  exceptions: described(z.array(staffDayExceptionSchema), 'Why it goes ahead against its day: a closed time, outside the hours. Empty for a booking within them.'),
  askedToMove: z.nullable(staffAskedToMoveSchema),
};

export const staffPartySheetSchema = z.object({
  ...dayBookingFields,
  kind: z.literal('party'),
  room: z.object({ id: z.string(), name: z.string() }),
  child: z.object({ firstName: z.string(), turning: described(z.number().check(z.int()), 'The age the child is turning.') }),
  parent: z.optional(z.object({ name: z.string(), mobile: z.string() })),
  packageName: z.string(),
  kidsBooked: z.number().check(z.int()),
  kidsComing: described(z.number().check(z.int()), 'Kids whose families answered yes on the invitation.'),
  familiesComing: z.number().check(z.int()),
  door: described(staffDoorCountsSchema, 'The children at the door (decision 063): checked in against booked and expected.'),
  allergies: described(z.array(staffAllergySchema), "Each child with allergies on the door list: as their family's form names them once filled, as the RSVP did before."),
  kidsFood: z.array(staffCountedItemSchema),
  adultsFood: z.array(staffCountedItemSchema),
  addons: z.array(staffCountedItemSchema),
});

export const staffHireSheetSchema = z.object({
  ...dayBookingFields,
  kind: z.literal('hire'),
  customer: z.optional(z.object({ name: z.string(), mobile: z.string() })),
  expectedKids: z.number().check(z.int()),
  expectedAdults: z.number().check(z.int()),
  addons: z.array(staffCountedItemSchema),
  customerNotes: described(z.string(), "What the customer wrote for the venue on the after-hours form."),
});

/** A canceled booking of the day, kept apart from the live ones. */
export const staffCanceledSchema = z.object({
  kind: z.enum(['party', 'hire']),
  reference: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  what: described(z.string(), "The child's first name and room, or 'After-hours hire'."),
});

/** GET /api/staff/day/{date}: the run sheet, by start time then room. */
export const staffRunSheetAnswer = z.object({
  date: z.string(),
  parties: z.array(staffPartySheetSchema),
  hires: z.array(staffHireSheetSchema),
  canceled: z.array(staffCanceledSchema),
});

/** GET /api/staff/kitchen/{date}: per start time, the food to make across parties and each party's allergies. */
export const staffKitchenSheetAnswer = z.object({
  date: z.string(),
  startTimes: z.array(
    z.object({
      time: z.string(),
      kidsFood: z.array(staffCountedItemSchema),
      adultsFood: z.array(staffCountedItemSchema),
      parties: z.array(
        z.object({
          reference: z.string(),
          room: z.string(),
          childFirstName: z.string(),
          kidsBooked: z.number().check(z.int()),
          kidsComing: z.number().check(z.int()),
          door: staffDoorCountsSchema,
          allergies: z.array(staffAllergySchema),
        }),
      ),
    }),
  ),
});

export type StaffMoney = z.output<typeof staffMoneySchema>;
export type StaffArrival = z.output<typeof staffArrivalSchema>;
export type StaffNote = z.output<typeof staffNoteSchema>;
export type StaffPartySheet = z.output<typeof staffPartySheetSchema>;
export type StaffHireSheet = z.output<typeof staffHireSheetSchema>;
export type StaffRunSheet = z.output<typeof staffRunSheetAnswer>;
export type StaffKitchenSheet = z.output<typeof staffKitchenSheetAnswer>;
export type StaffAllergy = z.output<typeof staffAllergySchema>;
export type StaffCountedItem = z.output<typeof staffCountedItemSchema>;
export type StaffCanceled = z.output<typeof staffCanceledSchema>;
export type StaffDayException = z.output<typeof staffDayExceptionSchema>;
export type StaffAskedToMove = z.output<typeof staffAskedToMoveSchema>;
