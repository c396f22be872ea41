import { bookingStatusSchema } from './bookings';
import { packageSchema } from './catalogue';
import { dollars } from './fields';
import { described, z } from './zod';

// An after-hours booking as the API answers it (SPEC.md §3), with its money as recorded.

export const afterHoursPricingSchema = z.object({
  basePrice: dollars,
  addonCosts: dollars,
  guestFee: dollars,
  additionalDurationCost: dollars,
  subtotal: dollars,
  gst: dollars,
  total: dollars,
  deposit: dollars,
});

/** When the centre can be hired, venue wall clock (HH:mm): start times from `opens`, ends up to `closes`. */
export const afterHoursWindowSchema = z.object({ opens: z.string(), closes: z.string() }).check(z.meta({ id: 'AfterHoursWindow' }));

/** The after-hours hire's rates (SPEC.md §9) as the venue sets them (decision 040); GST is 0. */
export const afterHoursRatesSchema = z
  .object({
    basePrice: described(dollars, 'The hire of its first baseHours.'),
    baseHours: z.number(),
    halfHourPrice: described(dollars, 'Each 30 minutes (a started half hour counting whole) beyond baseHours.'),
    guestFee: dollars,
    guestFeeAbove: described(z.number().check(z.int()), 'The guest fee applies when kids plus adults exceed this.'),
    depositPercent: described(z.number().check(z.int()), 'A deposit pays this percentage of the total.'),
  })
  .check(z.meta({ id: 'AfterHoursRates' }));

/** GET /api/after-hours-terms: when the centre can be hired and what it costs, today (the venue changes them from its console). */
export const afterHoursTermsAnswer = z.object({ window: afterHoursWindowSchema, rates: afterHoursRatesSchema });

/** An after-hours booking as the API answers it (SPEC.md §3), with its money as recorded. */
export const afterHoursBookingSchema = z
  .object({
    uniqueBookingId: described(z.string(), "The booking's id in addresses."),
    reference: described(z.string(), "Shown to people: the venue's prefix + (1000 + internal number + 1)."),
    status: bookingStatusSchema,
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    duration: described(z.number(), 'In hours.'),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    mobile: z.string(),
    address: z.string(),
    notes: z.string(),
    expectedKids: z.number().check(z.int()),
    expectedAdults: z.number().check(z.int()),
    addons: z.array(z.object({ id: z.string(), name: z.string(), quantity: z.number().check(z.int()), price: dollars })),
    selectedPackage: packageSchema,
    paymentOption: z.enum(['deposit', 'full']),
    pricing: afterHoursPricingSchema,
    /** The rates the hire was sold at: an edit is priced with them (decision 040), and its add-ons at their booked prices. */
    rates: z.optional(afterHoursRatesSchema),
    totalPaidAmount: described(dollars, 'Everything received.'),
    depositAmount: described(dollars, 'The deposit actually paid (0 when none); `pricing.deposit` keeps it too once paid.'),
    remainingAmount: described(dollars, 'The total less what counts of what was paid, never below 0; 0 once canceled.'),
    amountOwedBack: described(dollars, 'Money received that the booking does not owe, which the venue must refund.'),
    refundDue: z.boolean(),
    createdDate: z.string(),
    updatedDate: z.string(),
  })
  .check(z.meta({ id: 'AfterHoursBooking' }));

/** What save and update answer: the booking as stored, priced by the server. */
export const afterHoursSavedAnswer = z.object({ booking: afterHoursBookingSchema });

export type AfterHoursPricing = z.output<typeof afterHoursPricingSchema>;
export type AfterHoursBooking = z.output<typeof afterHoursBookingSchema>;
export type AfterHoursSaved = z.output<typeof afterHoursSavedAnswer>;
export type AfterHoursRates = z.output<typeof afterHoursRatesSchema>;
export type AfterHoursTerms = z.output<typeof afterHoursTermsAnswer>;
