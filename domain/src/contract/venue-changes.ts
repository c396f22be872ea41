import { BOOKING_REFERENCE_PREFIX } from '../venue';
import { VENUE_CHANGE_DECISIONS } from '../venue-changes';
import { bookingStatusSchema } from './bookings';
import { dollars } from './fields';
import { described, z } from './zod';

// A closure, or a change of the opening hours, that touches booked parties and hires (decision
// 059): the staff see the live bookings it touches before saving it (a preview that saves nothing),
// and the save names what becomes of each one: canceled by the venue, its customer asked to move
// it (free, or cancel with everything refunded), or kept as it is. A save that leaves one
// undecided is refused ('bookings-undecided', with the bookings it touches as they now are).

/** The most bookings one save decides: a year of Mondays closed is a few hundred. */
export const MAX_VENUE_CHANGE_DECISIONS = 1000;

/** A live booking (a pending one holding its room, or confirmed) that a closure or an hours change touches. */
export const touchedBookingSchema = z.object({
  kind: z.enum(['party', 'hire']),
  reference: z.string(),
  status: bookingStatusSchema,
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  room: described(z.string(), "The party's room; 'The whole centre' for a hire."),
  what: described(z.string(), "The party's child and age ('Mia, turning 6'), or 'After-hours hire'."),
  customer: z.object({ name: z.string(), mobile: z.string(), email: z.string() }),
  paid: described(dollars, "The customer's money the venue holds: what canceling it refunds."),
  onlineChangesOpen: described(z.boolean(), 'Whether its customer can still move or cancel it online; asked to move once they cannot, they are asked to call.'),
  started: described(z.boolean(), 'It has started: it can be kept or canceled, no longer moved.'),
  askedToMove: described(z.boolean(), 'Its customer has been asked to move it already (an earlier closure or hours change).'),
});

/** What the staff decide for one touched booking, by its reference. */
export const venueChangeDecisionSchema = z.object({
  reference: z.string().check(z.regex(new RegExp(`^${BOOKING_REFERENCE_PREFIX}\\d{4,15}$`), `Must be a booking reference such as ${BOOKING_REFERENCE_PREFIX}1002`)),
  decision: z.enum(VENUE_CHANGE_DECISIONS, { error: 'Choose Cancel, Ask to move or Keep for each booking' }),
});

/** The decisions a save carries: one per booking it touches (none when it touches none). */
export const venueChangeDecisions = z._default(
  z.array(venueChangeDecisionSchema).check(z.maxLength(MAX_VENUE_CHANGE_DECISIONS, `At most ${MAX_VENUE_CHANGE_DECISIONS} bookings can be decided at once`)),
  [],
);

/** The preview's answer: the live bookings the change would touch, by date and start time. Nothing is saved. */
export const venueChangePreviewAnswer = z.object({ bookings: z.array(touchedBookingSchema) });

export type TouchedBooking = z.output<typeof touchedBookingSchema>;
export type VenueChangeDecisionInput = z.input<typeof venueChangeDecisionSchema>;
export type VenueChangePreview = z.output<typeof venueChangePreviewAnswer>;
