import { CHILD_AGE_MIN, LIMITS, PHONE_CHILD_AGE_MAX } from '../limits';
import { STEP1_MESSAGES } from '../booking-form-messages';
import { PHONE_BOOKING_MESSAGES } from '../staff/staff-messages';
import { kidsQuery } from './availability';
import { contactInfoSchema } from './bookings';
import { addonSchema, adultFoodItemSchema, kidsFoodItemSchema, packageSchema } from './catalogue';
import { moveSlotSchema } from './changes-of-plan';
import { clockTimeField, integerField, isoDateField, itemList, numberOfKidsField, optionalText, requiredText } from './fields';
import { described, z } from './zod';

// A party the staff book for a parent on the phone or at the counter (decision 054): the same
// booking as one made online (the same checks, prices, hold and locks), for a child of any age up
// to 17 and any package the venue sells, hidden ones included; the parent is emailed the link to
// pay at once, or pays at the counter.

/** GET /api/staff/booking-choices: what a phone booking can choose: every package, and the food and add-ons on offer. */
export const phoneBookingChoicesAnswer = z.object({
  packages: z.array(
    z.object({
      ...packageSchema.shape,
      shownOnline: described(z.boolean(), 'False for a package the venue keeps off the public pages: it is sold by phone only.'),
    }),
  ),
  kidsFood: z.array(kidsFoodItemSchema),
  adultsFood: z.array(adultFoodItemSchema),
  addons: z.array(addonSchema),
});

/** GET /api/staff/availability?date=&packageId=&kids=: the day a phone booking would go to. */
export const phoneAvailabilityQuery = z.object({
  date: isoDateField(STEP1_MESSAGES.dateRequired),
  packageId: requiredText(STEP1_MESSAGES.packageRequired, 64),
  kids: kidsQuery,
});

/** Each start time the public calendar would offer the package's length that day, with each room free then and big enough. */
export const phoneAvailabilityAnswer = z.object({
  date: z.string(),
  packageId: z.string(),
  kids: z.number().check(z.int()),
  slots: z.array(moveSlotSchema),
});

/** POST /api/staff/bookings: the party, the parent's details and how they will pay online. */
export const phoneBookingBody = z.object({
  packageId: requiredText(STEP1_MESSAGES.packageRequired, 64),
  childfName: requiredText(STEP1_MESSAGES.childFirstNameRequired, LIMITS.name),
  childlName: optionalText(LIMITS.name),
  childAge: integerField(STEP1_MESSAGES.childAgeRequired, CHILD_AGE_MIN, PHONE_CHILD_AGE_MAX, STEP1_MESSAGES.childAgeRequired, PHONE_BOOKING_MESSAGES.childAgeMax),
  numberOfKids: numberOfKidsField,
  date: isoDateField(STEP1_MESSAGES.dateRequired),
  startTime: clockTimeField(STEP1_MESSAGES.timeSlotRequired),
  roomId: requiredText(STEP1_MESSAGES.roomRequired, 64),
  kidsFood: itemList(0),
  adultsFood: itemList(1),
  addons: itemList(1),
  // Left out, its fields are each missing, with their own messages.
  contactInfo: z.prefault(contactInfoSchema, {} as z.input<typeof contactInfoSchema>),
  paymentOption: described(z.enum(['deposit', 'full'], { error: PHONE_BOOKING_MESSAGES.paymentOptionRequired }), 'What the emailed link asks the parent to pay online.'),
});

/** The booking made: its reference (its staff page), its ids, its price and until when its room is held. */
export const phoneBookingAnswer = z.object({
  reference: z.string(),
  bookingId: z.string(),
  status: z.enum(['pending', 'confirmed']),
  finalPrice: z.number(),
  depositAmount: z.number(),
  holdUntil: described(z.nullable(z.string()), 'ISO 8601: until when the room is held unpaid; null once confirmed (it cost $0).'),
  emailedTo: described(z.string(), 'The parent\'s address the pay link (or, at $0, the confirmation) went to.'),
});

export type PhoneBookingChoices = z.output<typeof phoneBookingChoicesAnswer>;
export type PhoneBookingPackage = PhoneBookingChoices['packages'][number];
export type PhoneAvailability = z.output<typeof phoneAvailabilityAnswer>;
export type PhoneBookingRequest = z.input<typeof phoneBookingBody>;
export type PhoneBookingPayload = z.output<typeof phoneBookingBody>;
export type PhoneBookingMade = z.output<typeof phoneBookingAnswer>;
