import { FIND_BOOKING_MESSAGES } from '../find-booking-messages';
import { emailField } from './fields';
import { z } from './zod';

// Find My Booking (POST /api/find-my-booking): the address a parent booked with. The page checks it
// with this schema too; the answer (find-booking-answers.ts) is the same whatever the address.

export const findBookingRequest = z.object({
  email: emailField(FIND_BOOKING_MESSAGES.emailRequired, FIND_BOOKING_MESSAGES.emailInvalid),
});

/** The request as the form holds it and sends it. */
export type FindBookingRequest = z.input<typeof findBookingRequest>;
