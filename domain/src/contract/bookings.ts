import { CHILD_AGE_MAX, CHILD_AGE_MIN, LIMITS } from '../limits';
import { PAYMENT_TYPE_REQUIRED, STEP1_MESSAGES, STEP3_MESSAGES } from '../booking-form-messages';
import {
  chosenObject,
  clockTimeField,
  emailField,
  guestList,
  integerField,
  isoDateField,
  itemList,
  mobileField,
  moneyField,
  numberOfKidsField,
  optionalText,
  publicIdField,
  requiredText,
} from './fields';
import { z } from './zod';

// The main booking flow: step 1 and step 3 of the wizard and the whole POST /api/booking-initiate
// body. Fields are declared in the spec's order, which is the order in which their messages are
// listed. What the API answers is in booking-answers.ts: the pages import only its types, so no
// page carries those schemas.

/** Step 1: each failure is shown in a 'Data Required' toast. Last name is optional. */
export const bookingStep1Schema = z.object({
  childfName: requiredText(STEP1_MESSAGES.childFirstNameRequired, LIMITS.name),
  childlName: optionalText(LIMITS.name),
  childAge: integerField(STEP1_MESSAGES.childAgeRequired, CHILD_AGE_MIN, CHILD_AGE_MAX, STEP1_MESSAGES.childAgeRequired, STEP1_MESSAGES.childAgeMax),
  date: isoDateField(STEP1_MESSAGES.dateRequired),
  timeSlot: z.extend(chosenObject(STEP1_MESSAGES.timeSlotRequired), { time: clockTimeField(STEP1_MESSAGES.timeSlotRequired) }),
  room: chosenObject(STEP1_MESSAGES.roomRequired),
  selectedPackage: chosenObject(STEP1_MESSAGES.packageRequired),
  numberOfKids: numberOfKidsField,
});

export const contactInfoSchema = z.object({
  parentName: requiredText(STEP3_MESSAGES.parentNameRequired, LIMITS.name),
  email: emailField(STEP3_MESSAGES.emailRequired, STEP3_MESSAGES.emailInvalid),
  phone: mobileField(STEP3_MESSAGES.mobileInvalid),
  address: requiredText(STEP3_MESSAGES.addressRequired, LIMITS.address),
});

/** The terms checkbox must be ticked. */
export const acceptTermsField = z.literal(true, { error: STEP3_MESSAGES.termsRequired });

/** Deposit or full; deposit when not given, as the draft starts. */
export const mainPaymentOptionField = z._default(z.enum(['deposit', 'full'], { error: PAYMENT_TYPE_REQUIRED }), 'deposit');

/** Step 3: contact details, terms, and the coupon and payment option held beside them. */
export const bookingStep3Schema = z.object({
  // Left out, its fields are each missing, with their own messages.
  contactInfo: z.prefault(contactInfoSchema, {} as z.input<typeof contactInfoSchema>),
  acceptTerms: acceptTermsField,
  coupon: optionalText(LIMITS.coupon),
  paymentOption: mainPaymentOptionField,
});

const ignoredTotal = z.optional(moneyField).check(z.describe('Ignored: the server prices the booking'));

/**
 * POST /api/booking-initiate: step 1 and step 3, the chosen food and add-ons, and the browser's own
 * totals (bounded, never trusted: the server prices the booking itself).
 */
export const bookingCreateBody = z.extend(bookingStep1Schema, {
  ...bookingStep3Schema.shape,
  kidsFood: itemList(0),
  adultsFood: itemList(1),
  addons: itemList(1),
  guestNames: guestList(z.object({ name: optionalText(LIMITS.name) })),
  totalPrice: ignoredTotal,
  finalPrice: ignoredTotal,
  depositAmount: ignoredTotal,
  appliedDiscountAmount: ignoredTotal,
  // The parent's own unpaid booking made from an earlier version of this draft (they came back
  // from the checkout and changed it): the new booking takes its place and its hold on the room.
  replacesBookingId: z.optional(z.union([publicIdField, z.literal('')])).check(
    z.describe('An unpaid pending booking made from an earlier version of this draft: it is canceled in the same transaction, so the new booking can take its room'),
  ),
});

export const bookingStatusSchema = z.enum(['pending', 'confirmed', 'canceled']);
export const paymentOptionSchema = z.enum(['deposit', 'full', 'later']);

/** A booking's id in an address. */
export const bookingIdParams = z.object({ id: publicIdField });

export type BookingStep1Values = z.output<typeof bookingStep1Schema>;
export type BookingStep3Values = z.output<typeof bookingStep3Schema>;
/** The body of POST /api/booking-initiate as the browser sends it. */
export type BookingCreateRequest = z.input<typeof bookingCreateBody>;
/** The same body as the server reads it: trimmed, defaults filled. */
export type BookingCreatePayload = z.output<typeof bookingCreateBody>;
export type BookingStatus = z.output<typeof bookingStatusSchema>;
export type PaymentOption = z.output<typeof paymentOptionSchema>;
export type MainPaymentOption = Exclude<PaymentOption, 'later'>;
export type ContactInfo = z.output<typeof contactInfoSchema>;
