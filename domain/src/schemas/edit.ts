import { mixed, object, type InferType } from 'yup';
import { PAYMENT_TYPE_REQUIRED } from '../messages';
import type { PaymentOption } from '../types';
import { acceptTermsField } from './booking';
import { LIMITS, guestList, itemList, moneyField, numberOfKidsField, optionalText } from './fields';

// The edit flow: step 2 (guest list, payment option, terms) and the whole PUT /api/bookings/{id} body.

/** A guest on the edit flow's list: name, email and phone are all optional. */
export const editGuestSchema = object({
  name: optionalText(LIMITS.name),
  email: optionalText(LIMITS.email),
  phone: optionalText(LIMITS.phone),
});

export const guestListField = guestList(editGuestSchema);

export const paymentOptionField = mixed<PaymentOption>()
  .oneOf(['deposit', 'full', 'later'], PAYMENT_TYPE_REQUIRED)
  .required(PAYMENT_TYPE_REQUIRED);

/** Step 2 requires the terms checkbox ('Data Required' toast). */
export const editStep2Schema = object({
  acceptTerms: acceptTermsField,
  guestNames: guestListField,
  paymentOption: paymentOptionField,
});

/**
 * An edit as the API prices it (POST /api/bookings/{id}/quote): food, add-ons, guests and payment
 * option. numberOfKids and the totals may be sent but are not used: the server counts the kids
 * from the guest list and prices the booking itself.
 */
export const bookingEditSchema = object({
  kidsFood: itemList(0),
  adultsFood: itemList(1),
  addons: itemList(1),
  guestNames: guestListField,
  paymentOption: paymentOptionField,
  numberOfKids: numberOfKidsField.optional(),
  totalPrice: moneyField.optional(),
  finalPrice: moneyField.optional(),
  appliedDiscountAmount: moneyField.optional(),
});

/** The whole PUT /api/bookings/{id} body: an edit whose terms are accepted, as for a new booking. */
export const bookingUpdateSchema = bookingEditSchema.shape({ acceptTerms: acceptTermsField });

export type EditStep2Values = InferType<typeof editStep2Schema>;
export type BookingEditPayload = InferType<typeof bookingEditSchema>;
export type BookingUpdatePayload = InferType<typeof bookingUpdateSchema>;
