// The venue's rules, the same for every deployment: the main flow's deposit, the booking
// reference's prefix and the terms and conditions (SPEC.md §9). Its details (name, phone, email,
// address, opening hours, time zone) are the deployment's: the API reads them from its
// environment and answers them at GET /api/venue; nothing here names a venue.

/** The main flow's deposit, in dollars: $100, or the final price when that is less. */
export const DEPOSIT_AMOUNT = 100;

/** Booking references are this prefix followed by (1000 + id + 1). */
export const BOOKING_REFERENCE_PREFIX = 'JJ';

function dollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** The terms' rebooking fee, as the terms say it and the edit page repeats it where a party is moved. */
export const REBOOKING_TERM = 'A $100 rebooking fee applies if the party is rebooked within two weeks; more than one change also costs $100.';

/** The terms of SPEC.md §9; only the no-show threshold differs between the booking and edit flows. */
export function buildTerms(depositAmount: number, noShowThreshold: number): string[] {
  return [
    `A ${dollars(depositAmount)} non-refundable deposit is required to secure your booking.`,
    'A guest attendance form is needed for every party.',
    `A no-show fee of $15 per person applies to parties of ${noShowThreshold} or more attendees.`,
    'Socks are required in the play area.',
    'Children must be supervised by an adult at all times.',
    'Platter orders are final once confirmed.',
    'No party poppers, piñatas, confetti or sparkler candles.',
    'No outside food or drink, except a nut-free cake.',
    'Please arrive 30 minutes early.',
    REBOOKING_TERM,
    'Decorations must be pre-approved, and only the supplied Blu-Tack may be used; a $100 repair fee applies to any damage.',
    'Party room time is 1 hour.',
    'Table ratio: 15 kids 3 tables, 20 kids 4 tables, 25 kids 5 tables.',
  ];
}

/** The terms and conditions as displayed; the two flows word the no-show rule differently. */
export interface VenueTerms {
  booking: readonly string[];
  edit: readonly string[];
}

export const TERMS: VenueTerms = Object.freeze({
  booking: Object.freeze(buildTerms(DEPOSIT_AMOUNT, 8)),
  edit: Object.freeze(buildTerms(DEPOSIT_AMOUNT, 9)),
});
