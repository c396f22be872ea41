import { daysBetween, isIsoDate } from '../dates';
import { KIDS_MAX, KIDS_MIN } from '../limits';
import { STEP1_MESSAGES } from '../booking-form-messages';
import { timeSlotSchema, roomSchema } from './catalogue';
import { clockTimeField, publicIdField } from './fields';
import { described, z } from './zod';

// What the party pages ask about a date: its time slots and, for a slot, the rooms. A query string
// is text, so numbers arrive as digits and are read here.

const DATE_MESSAGE = 'Date must be a real date written yyyy-MM-dd';
const DURATION_MESSAGE = 'Duration must be more than 0 and at most 12 hours';

const dateQuery = z
  .string({ error: 'Send the date, written yyyy-MM-dd' })
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE), z.refine(isIsoDate, DATE_MESSAGE));

/** A party's length in hours as a query gives it ('2', '1.5'), read as minutes: more than 0, at most 12 hours. */
const hoursQuery = z.pipe(
  z.string({ error: DURATION_MESSAGE }).check(z.regex(/^\d{1,2}(\.\d{1,2})?$/, DURATION_MESSAGE)),
  z.transform((hours: string) => Math.round(Number(hours) * 60)).check(z.minimum(1, DURATION_MESSAGE), z.maximum(12 * 60, DURATION_MESSAGE)),
);

/** A number of kids as a query gives it ('12'): 1 to 50. */
export const kidsQuery = z.pipe(
  z.string({ error: STEP1_MESSAGES.numberOfKidsRequired }).check(z.regex(/^\d{1,3}$/, 'The number of kids must be written in digits')),
  z.transform((digits: string) => Number(digits)).check(z.minimum(KIDS_MIN, STEP1_MESSAGES.numberOfKidsMin), z.maximum(KIDS_MAX, STEP1_MESSAGES.numberOfKidsMax)),
);

/** GET /api/get-time-slots: a date, and the party's length in hours (the shortest package's when left out). */
export const timeSlotsQuery = z.object({
  date: dateQuery,
  duration: z.optional(hoursQuery),
});

/** GET /api/roomss3: the start time, the number of kids, the date and the party's length in hours. */
export const roomsQuery = z.object({
  timeSlots: clockTimeField('Send the start time (timeSlots), written HH:mm'),
  numberOfKids: kidsQuery,
  date: dateQuery,
  duration: hoursQuery,
});

/** GET /api/availability: optionally a date. */
export const availabilityQuery = z.object({ date: z.optional(dateQuery) });

export const timeSlotsAnswer = z.array(timeSlotSchema);

/**
 * GET /api/full-party-dates: the dates from today to the booking horizon on which no party can
 * start any more: every time slot taken (or, today, passed). yyyy-MM-dd, venue time, in order.
 */
export const fullPartyDatesAnswer = z.array(z.string());
export const roomsAnswer = z.array(roomSchema);

/** GET /api/availability: the unavailable dates, and for the date asked about its time slots (the shortest package's). */
export const availabilityAnswer = z.object({
  unavailableDates: z.array(z.string()),
  date: z.nullable(z.string()),
  timeSlots: z.array(timeSlotSchema),
});

/** The most days GET /api/afterhours-availability answers for at once: the after-hours booking window (12 x 30 days) and some. */
export const AFTER_HOURS_AVAILABILITY_MAX_DAYS = 400;

const SPAN_MESSAGE = `Ask for at most ${AFTER_HOURS_AVAILABILITY_MAX_DAYS} days, from a date to the same or a later one`;

/**
 * GET /api/afterhours-availability: the days from `from` to `to` (at most 400 of them), and
 * optionally the after-hours booking being changed (`except`), whose own time is not taken for it.
 */
export const afterHoursAvailabilityQuery = z
  .object({
    from: dateQuery,
    to: dateQuery,
    except: z.optional(publicIdField),
  })
  .check(
    z.refine(({ from, to }) => !isIsoDate(from) || !isIsoDate(to) || (daysBetween(from, to) >= 0 && daysBetween(from, to) < AFTER_HOURS_AVAILABILITY_MAX_DAYS), {
      error: SPAN_MESSAGE,
      path: ['to'],
    }),
  );

const takenTimeSchema = z.object({
  start: described(z.string(), 'HH:mm, venue time, included.'),
  end: described(z.string(), 'HH:mm, venue time, excluded: a hire may start then.'),
});

/** GET /api/afterhours-availability: each day of the range on which something is taken. */
export const afterHoursAvailabilityAnswer = z.object({
  from: z.string(),
  to: z.string(),
  days: described(
    z.array(
      z.object({
        date: z.string(),
        taken: described(
          z.array(takenTimeSchema),
          'When the centre is taken (active hires and parties, unpaid ones while their hold lasts), between 09:00 and 22:00, in order, joined where they touch.',
        ),
        fullyTaken: described(z.boolean(), 'No after-hours start time leaves 2 hours free.'),
      }),
    ),
    'Only the days on which something is taken, in order.',
  ),
});

export type AfterHoursAvailabilityQuery = z.input<typeof afterHoursAvailabilityQuery>;
export type AfterHoursAvailability = z.output<typeof afterHoursAvailabilityAnswer>;

export type TimeSlotsQuery = z.input<typeof timeSlotsQuery>;
export type RoomsQuery = z.input<typeof roomsQuery>;
