import { isTimeZone } from './time-zone';

// Everything that names or describes the venue lives here, with defaults for the browser. The API
// builds its own with createVenue(values read from its environment); unset values keep the defaults.

export interface OpeningHours {
  days: string;
  hours: string;
}

/** The terms and conditions as displayed; the two flows word the no-show rule differently. */
export interface VenueTerms {
  booking: readonly string[];
  edit: readonly string[];
}

export interface Venue {
  name: string;
  phone: string;
  email: string;
  address: string;
  openingHours: readonly OpeningHours[];
  /** IANA time zone in which every date and time of a booking is read. */
  timeZone: string;
  /** Booking references are this prefix followed by (1000 + id + 1). */
  referencePrefix: string;
  /** The main flow's deposit, in dollars. */
  depositAmount: number;
  terms: VenueTerms;
}

/** Overrides for createVenue; an undefined value keeps the default (handy for unset variables). */
export type VenueOverrides = {
  [K in Exclude<keyof Venue, 'terms'>]?: Venue[K] | undefined;
} & { terms?: Partial<VenueTerms> | undefined };

export const DEFAULT_OPENING_HOURS: readonly OpeningHours[] = [
  { days: 'Mon-Thu', hours: '9:30am-5:30pm' },
  { days: 'Fri', hours: '9:30am-7:30pm' },
  { days: 'Sat-Sun', hours: '9:30am-6:00pm' },
  { days: 'Public holidays', hours: '10:00am-5:00pm' },
];

function dollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

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
    'A $100 rebooking fee applies if the party is rebooked within two weeks; more than one change also costs $100.',
    'Decorations must be pre-approved, and only the supplied Blu-Tack may be used; a $100 repair fee applies to any damage.',
    'Party room time is 1 hour.',
    'Table ratio: 15 kids 3 tables, 20 kids 4 tables, 25 kids 5 tables.',
  ];
}

const DEFAULTS: Omit<Venue, 'terms'> = {
  name: 'Jumping Jellybeans Play Centre',
  phone: '(02) 9555 0123',
  email: 'parties@jumpingjellybeans.com.au',
  address: '12 Playful Lane, Parramatta NSW 2150',
  openingHours: DEFAULT_OPENING_HOURS,
  timeZone: 'Australia/Sydney',
  referencePrefix: 'JJ',
  depositAmount: 100,
};

function fail(key: string, reason: string): never {
  throw new Error(`Invalid venue setting ${key}: ${reason}`);
}

function checked(venue: Omit<Venue, 'terms'>): Omit<Venue, 'terms'> {
  for (const key of ['name', 'phone', 'email', 'address'] as const) {
    if (typeof venue[key] !== 'string' || venue[key].trim() === '') fail(key, 'must not be empty');
  }
  if (!isTimeZone(venue.timeZone)) fail('timeZone', `unknown time zone '${venue.timeZone}'`);
  if (!/^[A-Za-z0-9-]{0,10}$/.test(venue.referencePrefix)) {
    fail('referencePrefix', 'up to 10 letters, digits or hyphens');
  }
  const deposit = venue.depositAmount;
  if (!Number.isFinite(deposit) || deposit < 0 || Math.round(deposit * 100) !== Number((deposit * 100).toFixed(6))) {
    fail('depositAmount', 'a non-negative amount in dollars and cents');
  }
  if (venue.openingHours.length === 0) fail('openingHours', 'must not be empty');
  return venue;
}

/** The venue with the given settings over the defaults; throws on a setting that cannot be right. */
export function createVenue(overrides: VenueOverrides = {}): Venue {
  const { terms, ...settings } = overrides;
  const defined = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
  const base = checked({ ...DEFAULTS, ...defined });
  return Object.freeze({
    ...base,
    openingHours: Object.freeze([...base.openingHours]),
    terms: Object.freeze({
      booking: Object.freeze([...(terms?.booking ?? buildTerms(base.depositAmount, 8))]),
      edit: Object.freeze([...(terms?.edit ?? buildTerms(base.depositAmount, 9))]),
    }),
  });
}

/** The default venue, used by the browser. */
export const venue: Venue = createVenue();
