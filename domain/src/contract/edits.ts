import { LIMITS } from '../limits';
import { PAYMENT_TYPE_REQUIRED } from '../messages';
import { acceptTermsField, bookingStatusSchema, paymentOptionSchema } from './bookings';
import { dollars, guestList, itemList, moneyField, numberOfKidsField, optionalText } from './fields';
import { described, z } from './zod';

// The edit flow: step 2 (guest list, payment option, terms), an edit as POST /api/bookings/{id}/quote
// prices it, the whole PUT /api/bookings/{id} body, and what both answer.

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
 * An edit as the API prices it (POST /api/bookings/{id}/quote): food, add-ons, guests and payment
 * option. numberOfKids and the totals may be sent but are not used: the server counts the kids
 * from the guest list (SPEC.md §5, Edit booking) and prices the booking itself.
 */
export const bookingEditBody = z.object({
  kidsFood: itemList(0),
  adultsFood: itemList(1),
  addons: itemList(1),
  guestNames: guestListField,
  paymentOption: paymentOptionField,
  numberOfKids: z.optional(numberOfKidsField).check(z.describe('Ignored: the server counts the kids from the guest list')),
  totalPrice: ignored('the server prices the booking'),
  finalPrice: ignored('the server prices the booking'),
  appliedDiscountAmount: ignored('the server prices the booking'),
});

/** PUT /api/bookings/{id}: an edit whose terms are accepted, as for a new booking. */
export const bookingUpdateBody = z.extend(bookingEditBody, { acceptTerms: acceptTermsField });

/** What an edit costs and does to the booking's money: the quote's answer, and PUT's beside the booking's state. */
export const editQuoteSchema = z.object({
  numberOfKids: described(z.number().check(z.int()), 'Counted by the server from the guest list.'),
  totalPrice: dollars,
  appliedDiscountAmount: dollars,
  finalPrice: dollars,
  totalPaidAmount: described(dollars, 'Everything received so far.'),
  remainingAmount: described(dollars, 'What will still be owed once the edit is saved.'),
  amountOwedBack: described(dollars, 'What the venue will owe back once the edit is saved.'),
  amountDueNow: described(dollars, "What the chosen payment option pays now (0 for 'later')."),
});

/** PUT /api/bookings/{id}'s answer: the edit as saved, with the same figures as its quote. */
export const bookingUpdatedAnswer = z.extend(editQuoteSchema, {
  bookingId: z.string(),
  status: bookingStatusSchema,
  paymentOption: paymentOptionSchema,
});

export type EditStep2Values = z.output<typeof editStep2Schema>;
/** The body of POST /api/bookings/{id}/quote as the browser sends it. */
export type BookingEditRequest = z.input<typeof bookingEditBody>;
export type BookingEditPayload = z.output<typeof bookingEditBody>;
/** The body of PUT /api/bookings/{id} as the browser sends it. */
export type BookingUpdateRequest = z.input<typeof bookingUpdateBody>;
export type EditQuote = z.output<typeof editQuoteSchema>;
export type BookingUpdated = z.output<typeof bookingUpdatedAnswer>;
