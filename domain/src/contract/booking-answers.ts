import { packageSchema } from './catalogue';
import { billFeeSchema } from './changes-of-plan';
import { bookingStatusSchema, paymentOptionSchema } from './bookings';
import { dollars } from './fields';
import { described, z } from './zod';

// A party booking as the API answers it: the answer to creating one, and the booking as read back
// (GET /api/bookings/{id}, GET /api/bookings/session/{sessionId}).

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

/**
 * Why a booking is over: its room taken after its hold ran out, its renewed hold run out, replaced
 * by a newer booking, or its start passed while it was still unpaid (decisions 007 and 026); or it
 * was canceled, at the customer's request (online, or by the staff for them) or by the venue
 * (decision 052).
 */
export const canceledReasonSchema = z.enum(['room-taken', 'hold-expired', 'replaced', 'event-passed', 'customer-canceled', 'venue-canceled']);

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
    canceledReason: described(z.nullable(canceledReasonSchema), "Why a canceled booking is over ('room-taken', 'hold-expired', 'replaced', 'event-passed': its start passed unpaid; 'customer-canceled', 'venue-canceled'); null otherwise (or when it was canceled before reasons were recorded)."),
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
    fees: described(z.array(billFeeSchema), 'Lines of the bill beyond the order (a rebooking fee, decision 052): the final price is the total less the discount plus these.'),
    venueAskedToMove: described(
      z.nullable(z.object({ cause: z.enum(['closure', 'hours']), at: z.string() })),
      "The venue asked the parent to move the party (a closure of its time, or opening hours that no longer hold it; decision 059), until it moves: its move has no rebooking fee and its cancellation refunds everything. Null otherwise.",
    ),
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

export type BookingCreated = z.output<typeof bookingCreatedAnswer>;
export type CanceledReason = z.output<typeof canceledReasonSchema>;
export type CouponTerms = z.output<typeof couponTermsSchema>;
export type DroppedCoupon = NonNullable<BookingRecord['droppedCoupon']>;
export type SelectedKidsFood = z.output<typeof selectedKidsFoodSchema>;
export type BookedItem = z.output<typeof bookedItemSchema>;
export type Guest = z.output<typeof guestSchema>;
export type BookingRecord = z.output<typeof bookingRecordSchema>;
