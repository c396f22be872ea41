// Business constants and limits of SPEC.md §9 that do not vary by venue.

/** Number of kids runs 1 to 50 and starts at 8. */
export const KIDS_MIN = 1;
export const KIDS_MAX = 50;
export const DEFAULT_NUMBER_OF_KIDS = 8;

/** A package covers 8 kids when it names no minimum. */
export const DEFAULT_MIN_CHILDREN = 8;

/** Child age choices run 1 to 11; older children book by phone. */
export const CHILD_AGE_MIN = 1;
export const CHILD_AGE_MAX = 11;
export const CHILD_AGE_OPTIONS: readonly number[] = Array.from(
  { length: CHILD_AGE_MAX - CHILD_AGE_MIN + 1 },
  (_, i) => CHILD_AGE_MIN + i,
);

/**
 * A party the staff book for a parent on the phone or at the counter may be for an older child
 * (decision 054): the public page sends the over-11s to the phone, and the venue's parties are
 * children's parties, so the bound is the last year of childhood.
 */
export const PHONE_CHILD_AGE_MAX = 17;

/** The 'Age Restriction' alert shows above this age (its text speaks of over 11). */
export const AGE_ALERT_ABOVE = 10;
/** The 'Minimum Party Size' alert shows below this number of kids. */
export const MINIMUM_PARTY_ALERT_BELOW = 8;

/** The smallest quantity of an adult food platter or a counted add-on, and the one it starts at. */
export const MIN_ITEM_QUANTITY = 1;

/** A mobile number is exactly 10 digits. */
export const MOBILE_DIGITS = 10;

export const MAIN_WIZARD_STEPS = 3;

/** A party's calendar event lasts 2 hours from its start time. */
export const CALENDAR_EVENT_HOURS = 2;

/**
 * Parties and after-hours hires are booked online up to this many calendar days ahead (12 x 30,
 * SPEC.md §5 and §9 for after-hours; parties the same, so nothing can be booked for the year 9999).
 */
export const BOOKING_HORIZON_DAYS = 12 * 30;

/** Online changes close when the event is this many calendar days away or fewer. */
export const ONLINE_CHANGE_CUTOFF_DAYS = 4;

/** The invitation page shows its RSVP confirmation this long before the form resets. */
export const RSVP_CONFIRMATION_MS = 4000;

/**
 * The most kids one RSVP names: one family answers for its own kids (another family answers
 * with its own email), and a party has at most 50 kids.
 */
export const RSVP_KIDS_MAX = 10;

/** The spec's simple {email} pattern: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The largest whole number a database `integer` column holds (PostgreSQL's, 32 bits): every whole
 * number a request carries is bounded by it, so none can reach a query and fail there (a version
 * of 2147483648 once answered 500).
 */
export const DATABASE_INTEGER_MAX = 2_147_483_647;

/**
 * Bounds that keep a request sane (lengths, list sizes, amounts) even where the browser never sends
 * nonsense: text lengths in characters, list lengths in items, quantities, dollars.
 */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  address: 200,
  coupon: 50,
  subject: 150,
  message: 5000,
  notes: 2000,
  listItems: 50,
  quantity: 100,
  money: 1_000_000,
} as const;
