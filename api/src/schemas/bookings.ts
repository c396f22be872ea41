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

/** PUT /api/bookings/{id}. */
export const bookingUpdateBody = {
  type: 'object',
  properties: {
    kidsFood: chosenItemsSchema,
    adultsFood: chosenItemsSchema,
    addons: chosenItemsSchema,
    guestNames: guestsSchema,
    paymentOption: text(16),
    numberOfKids: { type: 'integer' },
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

export const bookingUpdatedSchema = {
  type: 'object',
  properties: {
    bookingId: { type: 'string' },
    status: { type: 'string' },
    paymentOption: { type: 'string' },
    totalPrice: money,
    appliedDiscountAmount: money,
    finalPrice: money,
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
    appliedDiscountAmount: money,
    totalPrice: money,
    finalPrice: money,
    totalPaidAmount: { ...money, description: 'Sum of the payments recorded' },
    depositAmount: { ...money, description: 'Deposit paid so far (0 when none)' },
    remainingAmount: { ...money, description: 'Final price less what has been paid, never below 0' },
    refundDue: { type: 'boolean', description: 'Money was received that the booking does not owe (its room was taken after its hold ran out, it was canceled, or it was overpaid)' },
    contactInfo: {
      type: 'object',
      properties: { parentName: { type: 'string' }, email: { type: 'string' }, phone: { type: 'string' } },
    },
  },
} as const;
