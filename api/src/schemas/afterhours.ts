import { LIMITS } from '@party/domain';
import { catalogueIdSchema, chosenSchema, money, publicIdSchema, text } from './common';

// Bodies and answers of the after-hours routes.

/** POST /api/bookings-afterhours/save and PUT /api/bookings-afterhours/{id}: the after-hours booking. */
export const afterHoursBody = {
  type: 'object',
  properties: {
    date: text(32),
    startTime: text(16),
    endTime: text(16),
    duration: { type: 'number', description: 'Ignored: worked out from the times' },
    firstName: text(LIMITS.name),
    lastName: text(LIMITS.name),
    email: text(LIMITS.email),
    mobile: text(LIMITS.phone),
    address: text(LIMITS.address),
    notes: text(LIMITS.notes),
    expectedKids: { type: 'integer' },
    expectedAdults: { type: 'integer' },
    addons: {
      type: 'array',
      maxItems: LIMITS.listItems,
      items: {
        type: 'object',
        properties: {
          id: catalogueIdSchema,
          name: text(LIMITS.name),
          quantity: { type: 'integer' },
          price: { type: ['number', 'null'] },
        },
      },
    },
    selectedPackage: chosenSchema,
    paymentOption: text(16),
    replacesBookingId: {
      ...publicIdSchema,
      description:
        'New hires only: an unpaid pending hire made from an earlier version of this draft. It is canceled in the same transaction, so the new hire can take its time',
    },
  },
} as const;

const pricingSchema = {
  type: 'object',
  properties: {
    basePrice: money,
    addonCosts: money,
    guestFee: money,
    additionalDurationCost: money,
    subtotal: money,
    gst: money,
    total: money,
    deposit: money,
  },
} as const;

export const afterHoursBookingSchema = {
  $id: 'AfterHoursBooking',
  type: 'object',
  properties: {
    uniqueBookingId: { type: 'string', description: 'The booking id used in URLs' },
    reference: { type: 'string', description: 'Shown to people: prefix + (1000 + internal number + 1)' },
    status: { type: 'string', enum: ['pending', 'confirmed', 'canceled'] },
    date: { type: 'string' },
    startTime: { type: 'string' },
    endTime: { type: 'string' },
    duration: { type: 'number', description: 'Hours' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    mobile: { type: 'string' },
    address: { type: 'string' },
    notes: { type: 'string' },
    expectedKids: { type: 'integer' },
    expectedAdults: { type: 'integer' },
    addons: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, name: { type: 'string' }, quantity: { type: 'integer' }, price: money },
      },
    },
    selectedPackage: { $ref: 'Package#' },
    paymentOption: { type: 'string', enum: ['deposit', 'full'] },
    pricing: pricingSchema,
    totalPaidAmount: { ...money, description: 'Sum of the payments received' },
    depositAmount: { ...money, description: 'The deposit paid (0 when none); pricing.deposit keeps it once paid' },
    remainingAmount: { ...money, description: 'The total less what has been paid, never below 0; 0 once canceled' },
    amountOwedBack: { ...money, description: 'Money received that the booking does not owe, which the venue must refund' },
    refundDue: { type: 'boolean', description: 'amountOwedBack is above 0' },
    createdDate: { type: 'string', format: 'date-time' },
    updatedDate: { type: 'string', format: 'date-time' },
  },
} as const;

export const afterHoursSavedSchema = {
  type: 'object',
  properties: { booking: { $ref: 'AfterHoursBooking#' } },
} as const;
