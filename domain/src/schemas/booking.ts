import { boolean, mixed, object, string, type InferType } from 'yup';
import { CHILD_AGE_MAX, CHILD_AGE_MIN } from '../limits';
import { PAYMENT_TYPE_REQUIRED, STEP1_MESSAGES, STEP3_MESSAGES } from '../messages';
import type { MainPaymentOption } from '../types';
import {
  LIMITS,
  chosenObject,
  clockTimeField,
  emailField,
  guestList,
  integerField,
  isoDateField,
  itemList,
  moneyField,
  numberOfKidsField,
  optionalText,
  requiredText,
} from './fields';

// The main booking flow: step 1 and step 3 of the wizard, and the whole POST /api/booking-initiate
// body. Fields are declared in the spec's order, which is the order in which errors are listed.

const MOBILE = /^\d{10}$/;

/** Step 1: each failure is shown in a 'Data Required' toast. Last name is optional. */
export const bookingStep1Schema = object({
  childfName: requiredText(STEP1_MESSAGES.childFirstNameRequired, LIMITS.name),
  childlName: optionalText(LIMITS.name),
  childAge: integerField(
    STEP1_MESSAGES.childAgeRequired,
    CHILD_AGE_MIN,
    CHILD_AGE_MAX,
    STEP1_MESSAGES.childAgeRequired,
    STEP1_MESSAGES.childAgeMax,
  ),
  date: isoDateField(STEP1_MESSAGES.dateRequired),
  timeSlot: chosenObject(STEP1_MESSAGES.timeSlotRequired).shape({
    time: clockTimeField(STEP1_MESSAGES.timeSlotRequired),
  }),
  room: chosenObject(STEP1_MESSAGES.roomRequired),
  selectedPackage: chosenObject(STEP1_MESSAGES.packageRequired),
  numberOfKids: numberOfKidsField,
});

/** A mobile number is required and exactly 10 digits (spaces are ignored); one message for both. */
export const mobileField = string()
  .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
  .required(STEP3_MESSAGES.mobileInvalid)
  .matches(MOBILE, { message: STEP3_MESSAGES.mobileInvalid, excludeEmptyString: true });

export const contactInfoSchema = object({
  parentName: requiredText(STEP3_MESSAGES.parentNameRequired, LIMITS.name),
  email: emailField(STEP3_MESSAGES.emailRequired, STEP3_MESSAGES.emailInvalid),
  phone: mobileField,
  address: requiredText(STEP3_MESSAGES.addressRequired, LIMITS.address),
});

/** The terms checkbox must be ticked. */
export const acceptTermsField = boolean()
  .required(STEP3_MESSAGES.termsRequired)
  .oneOf([true], STEP3_MESSAGES.termsRequired);

/** Deposit or full; deposit when not given, as the draft starts. */
export const mainPaymentOptionField = mixed<MainPaymentOption>()
  .oneOf(['deposit', 'full'], PAYMENT_TYPE_REQUIRED)
  .default('deposit')
  .required(PAYMENT_TYPE_REQUIRED);

/** Step 3: contact details, terms, and the coupon and payment option held beside them. */
export const bookingStep3Schema = object({
  contactInfo: contactInfoSchema,
  acceptTerms: acceptTermsField,
  coupon: optionalText(LIMITS.coupon),
  paymentOption: mainPaymentOptionField,
});

/**
 * The whole POST /api/booking-initiate body: step 1 and step 3, the chosen food and add-ons, and the
 * browser's own totals (bounded but not trusted: the server prices the booking itself).
 */
export const bookingCreateSchema = bookingStep1Schema.shape({
  ...bookingStep3Schema.fields,
  kidsFood: itemList(0),
  adultsFood: itemList(1),
  addons: itemList(1),
  guestNames: guestList(object({ name: optionalText(LIMITS.name) })),
  totalPrice: moneyField.optional(),
  finalPrice: moneyField.optional(),
  depositAmount: moneyField.optional(),
  appliedDiscountAmount: moneyField.optional(),
  // The parent's own unpaid booking made from an earlier version of this draft (they came back
  // from the checkout and changed it): the new booking takes its place and its hold on the room.
  replacesBookingId: optionalText(64),
});

export type BookingStep1Values = InferType<typeof bookingStep1Schema>;
export type BookingStep3Values = InferType<typeof bookingStep3Schema>;
export type BookingCreatePayload = InferType<typeof bookingCreateSchema>;
