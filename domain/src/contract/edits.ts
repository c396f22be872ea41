import { LIMITS } from '../limits';
import { PAYMENT_TYPE_REQUIRED } from '../booking-form-messages';
import { acceptTermsField, paymentOptionSchema } from './bookings';
import { guestList, itemList, moneyField, numberOfKidsField, optionalText } from './fields';
import { z } from './zod';

// The edit flow: step 2 (guest list, payment option, terms), an edit as POST /api/bookings/{id}/quote
// prices it and the whole PUT /api/bookings/{id} body. What both answer is in edit-answers.ts.

/** A guest on the edit flow's list: name, email and phone are all optional. */
export const editGuestSchema = z.object({
  name: optionalText(LIMITS.name),
  email: optionalText(LIMITS.email),
  phone: optionalText(LIMITS.phone),
});

export const guestListField = guestList(editGuestSchema);

export const paymentOptionField = z.enum(paymentOptionSchema.options, { error: PAYMENT_TYPE_REQUIRED });

/** Step 2 requires the terms checkbox ('Data Required' toast). */
export const editStep2Schema = z.object({
  acceptTerms: acceptTermsField,
  guestNames: guestListField,
  paymentOption: paymentOptionField,
});

const ignored = (what: string) => z.optional(moneyField).check(z.describe(`Ignored: ${what}`));

/**
 * An edit as the API prices it (POST /api/bookings/{id}/quote): food, add-ons, guests, the number
 * of kids and payment option. The number of kids is the parent's (decision 031): left out, the
 * booked number stays. The totals may be sent but are not used: the server prices the booking.
 */
export const bookingEditBody = z.object({
  kidsFood: itemList(0),
  adultsFood: itemList(1),
  addons: itemList(1),
  guestNames: guestListField,
  paymentOption: paymentOptionField,
  numberOfKids: z.optional(numberOfKidsField).check(z.describe("The party's number of kids (1-50, within its room); left out, the booked number stays")),
  totalPrice: ignored('the server prices the booking'),
  finalPrice: ignored('the server prices the booking'),
  appliedDiscountAmount: ignored('the server prices the booking'),
});

/** PUT /api/bookings/{id}: an edit whose terms are accepted, as for a new booking. */
export const bookingUpdateBody = z.extend(bookingEditBody, { acceptTerms: acceptTermsField });

export type EditStep2Values = z.output<typeof editStep2Schema>;
/** The body of POST /api/bookings/{id}/quote as the browser sends it. */
export type BookingEditRequest = z.input<typeof bookingEditBody>;
export type BookingEditPayload = z.output<typeof bookingEditBody>;
/** The body of PUT /api/bookings/{id} as the browser sends it. */
export type BookingUpdateRequest = z.input<typeof bookingUpdateBody>;
