import { LIMITS } from '@party/domain';
import { chosenItemsSchema, chosenSchema, guestsSchema, money, publicIdSchema, text } from './common';

// Bodies and answers of the main booking routes.

const contactInfoSchema = {
  type: 'object',
  properties: {
    parentName: text(LIMITS.name),
    email: text(LIMITS.email),
    phone: text(LIMITS.phone),
    address: text(LIMITS.address),
  },
} as const;

/** POST /api/booking-initiate: the booking draft (SPEC.md §3) plus acceptTerms. */
export const bookingCreateBody = {
  type: 'object',
  properties: {
    childfName: text(LIMITS.name),
    childlName: text(LIMITS.name),
    childAge: { type: 'integer' },
    numberOfKids: { type: 'integer' },
    date: text(32),
    timeSlot: { ...chosenSchema, properties: { ...chosenSchema.properties, time: text(16) } },
    room: chosenSchema,
    selectedPackage: chosenSchema,
    kidsFood: chosenItemsSchema,
    adultsFood: chosenItemsSchema,
    addons: chosenItemsSchema,
    contactInfo: contactInfoSchema,
    acceptTerms: { type: 'boolean' },
    coupon: text(LIMITS.coupon),
    paymentOption: text(16),
    guestNames: guestsSchema,
    totalPrice: { ...money, description: 'Ignored: the server prices the booking' },
    finalPrice: { ...money, description: 'Ignored: the server prices the booking' },
    depositAmount: { ...money, description: 'Ignored: the server prices the booking' },
    appliedDiscountAmount: { ...money, description: 'Ignored: the server prices the booking' },
    replacesBookingId: {
      ...publicIdSchema,
      description:
        'An unpaid pending booking made from an earlier version of this draft: it is canceled in the same transaction, so the new booking can take its room',
    },
  },
} as const;

/** PUT /api/bookings/{id} and POST /api/bookings/{id}/quote. */
export const bookingUpdateBody = {
  type: 'object',
  properties: {
    kidsFood: chosenItemsSchema,
    adultsFood: chosenItemsSchema,
    addons: chosenItemsSchema,
    guestNames: guestsSchema,
    paymentOption: text(16),
    acceptTerms: { type: 'boolean', description: 'Must be true to save an edit, as for a new booking (a quote does not need it)' },
    numberOfKids: { type: 'integer', description: 'Ignored: the server counts the kids from the guest list (SPEC.md §5, Edit booking)' },
    totalPrice: { ...money, description: 'Ignored: the server prices the booking' },
    finalPrice: { ...money, description: 'Ignored: the server prices the booking' },
    appliedDiscountAmount: { ...money, description: 'Ignored: the server prices the booking' },
  },
} as const;

export const bookingCreatedSchema = {
  type: 'object',
  properties: {
    bookingId: { type: 'string' },
    reference: { type: 'string' },
    invitationId: { type: 'string' },
    status: { type: 'string' },
    paymentOption: { type: 'string' },
    totalPrice: money,
    appliedDiscountAmount: money,
    finalPrice: money,
    depositAmount: { ...money, description: 'The deposit due now: $100, or the final price when less' },
    balanceDueOnDay: money,
  },
} as const;

/** What an edit costs and does to the booking's money: PUT's answer and the quote's. */
const editMoney = {
  numberOfKids: { type: 'integer', description: 'Counted by the server from the guest list' },
  totalPrice: money,
  appliedDiscountAmount: money,
  finalPrice: money,
  totalPaidAmount: { ...money, description: 'Everything received so far' },
  remainingAmount: { ...money, description: 'What will still be owed once the edit is saved' },
  amountOwedBack: { ...money, description: 'What the venue will owe back once the edit is saved' },
  amountDueNow: { ...money, description: 'What the chosen payment option pays now (0 for later)' },
} as const;

export const editQuoteSchema = {
  type: 'object',
  description: 'Exactly what PUT /api/bookings/{id} would save and charge for the same body; nothing is saved',
  properties: editMoney,
} as const;

export const bookingUpdatedSchema = {
  type: 'object',
  properties: {
    bookingId: { type: 'string' },
    status: { type: 'string' },
    paymentOption: { type: 'string' },
    ...editMoney,
  },
} as const;

const namedItem = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    imageUrl: { type: 'string' },
    quantity: { type: 'integer' },
  },
} as const;

const pricedItem = {
  type: 'object',
  properties: { ...namedItem.properties, price: money, priceType: { type: 'string' } },
} as const;

export const bookingRecordSchema = {
  $id: 'BookingRecord',
  type: 'object',
  properties: {
    id: { type: 'string' },
    bookingId: { type: 'string' },
    reference: { type: 'string', description: 'Shown to people: prefix + (1000 + internal number + 1)' },
    invitationId: { type: 'string', description: 'For the invitation link; reads only guest-safe fields' },
    status: { type: 'string', enum: ['pending', 'confirmed', 'canceled'] },
    canceledReason: {
      type: ['string', 'null'],
      enum: ['room-taken', 'hold-expired', 'replaced', null],
      description: "Why a canceled booking is over (null otherwise, or when not known): its room was taken after its hold ran out, its hold ran out for good, or a newer booking replaced it",
    },
    holdExpiresAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When a pending booking stops holding its room (pay before then); null once it is not pending',
    },
    paymentOption: { type: 'string', enum: ['deposit', 'full', 'later'] },
    childfName: { type: 'string' },
    childlName: { type: 'string' },
    childAge: { type: 'integer' },
    numberOfKids: { type: 'integer' },
    date: { type: 'string' },
    startTime: { type: 'string' },
    endTime: { type: 'string' },
    timeSlot: { type: 'object', properties: { id: { type: 'string' }, time: { type: 'string' } } },
    room: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, maxCapacity: { type: 'integer' } } },
    rsvpDate: { type: 'string' },
    selectedPackage: { $ref: 'Package#' },
    kidsFood: { type: 'array', items: { ...namedItem, properties: { ...namedItem.properties, maxChildComplementory: { type: 'integer' } } } },
    adultsFood: { type: 'array', items: pricedItem },
    addons: { type: 'array', items: pricedItem },
    guestNames: guestsSchema,
    coupon: { type: 'string' },
    couponTerms: {
      type: ['object', 'null'],
      description: "The coupon's rule, for pricing an edit as the server will: type, amount (dollars or percent), minCartValue",
      properties: { type: { type: 'string', enum: ['fixed', 'percentage'] }, amount: { type: 'number' }, minCartValue: money },
    },
    droppedCoupon: {
      type: ['object', 'null'],
      description: "A coupon taken off at the first payment, and why ('used-up': its last use went to another booking)",
      properties: { code: { type: 'string' }, reason: { type: 'string', enum: ['used-up'] } },
    },
    appliedDiscountAmount: money,
    totalPrice: money,
    finalPrice: money,
    totalPaidAmount: { ...money, description: 'Sum of the payments received' },
    depositAmount: { ...money, description: 'The deposit paid (0 when none; a second deposit does not count)' },
    remainingAmount: { ...money, description: 'Final price less what has been paid, never below 0; 0 once canceled' },
    amountOwedBack: { ...money, description: 'Money received that the booking does not owe, which the venue must refund' },
    refundDue: { type: 'boolean', description: 'amountOwedBack is above 0' },
    confirmationEmailTo: {
      type: ['string', 'null'],
      description: "The address the booking's confirmation email was queued to, in the transaction that confirmed it; null until then",
    },
    contactInfo: {
      type: 'object',
      properties: { parentName: { type: 'string' }, email: { type: 'string' }, phone: { type: 'string' } },
    },
  },
} as const;
