import { described, z } from './zod';

/** POST /api/find-my-booking's answer (202): the same body whatever address was asked about. */
export const findBookingAnswer = z.object({
  message: described(z.string(), "The page's words for it: if the address has upcoming bookings, their links have been emailed to it."),
});

export type FindBookingAnswer = z.output<typeof findBookingAnswer>;
