import { bookingStatusSchema, paymentOptionSchema } from './bookings';
import { dollars } from './fields';
import { described, z } from './zod';

// What an edit answers: its quote (POST /api/bookings/{id}/quote) and the edit as saved
// (PUT /api/bookings/{id}), with the same figures.

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
});

/** PUT /api/bookings/{id}'s answer: the edit as saved, with the same figures as its quote. */
export const bookingUpdatedAnswer = z.extend(editQuoteSchema, {
  bookingId: z.string(),
  status: bookingStatusSchema,
  paymentOption: paymentOptionSchema,
});

export type EditQuote = z.output<typeof editQuoteSchema>;
export type BookingUpdated = z.output<typeof bookingUpdatedAnswer>;
