import { CHILD_AGE_MAX, CHILD_AGE_MIN, LIMITS } from '../limits';
import { PAYMENT_TYPE_REQUIRED, STEP1_MESSAGES, STEP3_MESSAGES } from '../messages';
import { packageSchema } from './catalogue';
import {
  chosenObject,
  clockTimeField,
  dollars,
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
import { described, z } from './zod';

// The main booking flow: step 1 and step 3 of the wizard, the whole POST /api/booking-initiate
// body, and a booking as GET /api/bookings/{id} reads it back. Fields are declared in the spec's
// order, which is the order in which their messages are listed.

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

/** POST /api/booking-initiate's answer: the booking's ids and the server's totals. */
export const bookingCreatedAnswer = z.object({
  bookingId: z.string(),
  reference: z.string(),
  invitationId: z.string(),
  status: described(bookingStatusSchema, '`confirmed` at once when the booking costs $0 (a 100 % coupon): it needs no checkout.'),
  paymentOption: z.enum(['deposit', 'full']),
  totalPrice: dollars,
  appliedDiscountAmount: dollars,
  finalPrice: dollars,
  depositAmount: described(dollars, 'The deposit due now: $100, or the final price when less.'),
  balanceDueOnDay: dollars,
});

/** A booking's id in an address. */
export const bookingIdParams = z.object({ id: publicIdField });

const storedItem = {
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  quantity: z.number().check(z.int()),
};

/** A kids' food item as a booking holds it: complimentary, so no price. */
export const selectedKidsFoodSchema = z.object({ ...storedItem, maxChildComplementory: z.number().check(z.int()) });

/** An adult food item or add-on as a booking holds it, priced by the server when it was last saved. */
export const bookedItemSchema = z.object({ ...storedItem, price: dollars, priceType: z.optional(z.string()) });

export const guestSchema = z.object({ name: z.string(), email: z.string(), phone: z.string() });

export const couponTermsSchema = z.object({ type: z.enum(['fixed', 'percentage']), amount: z.number(), minCartValue: dollars });

export const canceledReasonSchema = z.enum(['room-taken', 'hold-expired', 'replaced']);

/**
 * A party booking as the API reads it back (GET /api/bookings/{id}, GET /api/bookings/session/{sessionId}):
 * the spec's record plus what the API adds. Money is what the payments recorded: `totalPaidAmount`
 * is all received, `depositAmount` the deposit that counts, `remainingAmount` what is still owed
 * (0 once canceled), `amountOwedBack` what the venue must refund (`refundDue` when above 0).
 */
export const bookingRecordSchema = z
  .object({
    id: z.string(),
    bookingId: z.string(),
    reference: described(z.string(), "Shown to people: the venue's prefix + (1000 + internal number + 1)."),
    invitationId: described(z.string(), "The invitation page's own id: it reads only what a guest needs."),
    status: bookingStatusSchema,
    canceledReason: described(z.nullable(canceledReasonSchema), 'Why a canceled booking is over; null otherwise (or when it was canceled before reasons were recorded).'),
    holdExpiresAt: described(z.nullable(z.string()), 'ISO 8601: until when a pending booking holds its room; null once paid, free or canceled.'),
    paymentOption: paymentOptionSchema,
    childfName: z.string(),
    childlName: z.string(),
    childAge: z.number().check(z.int()),
    numberOfKids: z.number().check(z.int()),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    timeSlot: z.object({ id: z.string(), time: z.string() }),
    room: z.object({ id: z.string(), name: z.string(), maxCapacity: z.number().check(z.int()) }),
    rsvpDate: z.string(),
    selectedPackage: packageSchema,
    kidsFood: z.array(selectedKidsFoodSchema),
    adultsFood: z.array(bookedItemSchema),
    addons: z.array(bookedItemSchema),
    guestNames: z.array(guestSchema),
    coupon: z.string(),
    couponTerms: described(z.nullable(couponTermsSchema), "The coupon's rule (null without one), for pricing an edit as the server will."),
    droppedCoupon: described(z.nullable(z.object({ code: z.string(), reason: z.literal('used-up') })), "A coupon taken off at the first payment ('used-up': its last use went to another booking first)."),
    appliedDiscountAmount: dollars,
    totalPrice: dollars,
    finalPrice: dollars,
    totalPaidAmount: dollars,
    depositAmount: dollars,
    remainingAmount: dollars,
    amountOwedBack: dollars,
    refundDue: z.boolean(),
    confirmationEmailTo: described(z.nullable(z.string()), "The address the booking's confirmation email was queued to; null until it is confirmed and the email queued."),
    contactInfo: z.object({ parentName: z.string(), email: z.string(), phone: z.string() }),
  })
  .check(z.meta({ id: 'BookingRecord', description: 'A party booking as read back, with its money as the payments recorded it' }));

/** GET /api/total-paid/{id}: everything received. */
export const totalPaidAnswer = z.object({ totalPaid: dollars });

export type BookingStep1Values = z.output<typeof bookingStep1Schema>;
export type BookingStep3Values = z.output<typeof bookingStep3Schema>;
/** The body of POST /api/booking-initiate as the browser sends it. */
export type BookingCreateRequest = z.input<typeof bookingCreateBody>;
/** The same body as the server reads it: trimmed, defaults filled. */
export type BookingCreatePayload = z.output<typeof bookingCreateBody>;
export type BookingCreated = z.output<typeof bookingCreatedAnswer>;
export type BookingStatus = z.output<typeof bookingStatusSchema>;
export type PaymentOption = z.output<typeof paymentOptionSchema>;
export type MainPaymentOption = Exclude<PaymentOption, 'later'>;
export type CanceledReason = z.output<typeof canceledReasonSchema>;
export type CouponTerms = z.output<typeof couponTermsSchema>;
export type DroppedCoupon = NonNullable<BookingRecord['droppedCoupon']>;
export type SelectedKidsFood = z.output<typeof selectedKidsFoodSchema>;
export type BookedItem = z.output<typeof bookedItemSchema>;
export type Guest = z.output<typeof guestSchema>;
export type BookingRecord = z.output<typeof bookingRecordSchema>;
export type ContactInfo = z.output<typeof contactInfoSchema>;
