import { bookingStatusSchema, paymentOptionSchema } from './bookings';
import { dollars } from './fields';
import { described, z } from './zod';

// What an edit answers: its quote (POST /api/bookings/{id}/quote) and the edit as saved
// (PUT /api/bookings/{id}), with the same figures.

/**
 * An adult food platter or add-on of the edit as priced (decision 040): at the price the booking was
 * sold at ('booked': it has the item), or, for an item the booking did not have, at today's
 * catalogue price ('today'), which the edit page says.
 */
export const editQuoteLineSchema = z.object({
  kind: z.enum(['adult-food', 'addon']),
  id: z.string(),
  name: z.string(),
  quantity: described(z.number().check(z.int()), 'Units charged: the quantity, or the kids counted for a per-child add-on.'),
  unitPrice: dollars,
  cost: dollars,
  priced: described(z.enum(['booked', 'today']), "'booked': the price the booking was sold at; 'today': an item added now, at today's price."),
});

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
  lines: z.optional(described(z.array(editQuoteLineSchema), 'Each adult food platter and add-on as priced, and whether at the booked price or at today\'s.')),
});

/** PUT /api/bookings/{id}'s answer: the edit as saved, with the same figures as its quote. */
export const bookingUpdatedAnswer = z.extend(editQuoteSchema, {
  bookingId: z.string(),
  status: bookingStatusSchema,
  paymentOption: paymentOptionSchema,
});

export type EditQuote = z.output<typeof editQuoteSchema>;
export type EditQuoteLine = z.output<typeof editQuoteLineSchema>;
export type BookingUpdated = z.output<typeof bookingUpdatedAnswer>;
