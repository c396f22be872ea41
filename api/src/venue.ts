import { isTimeZone, type OpeningHours, type Venue } from '@party/domain';

// The venue's details are the deployment's: VENUE_NAME, VENUE_PHONE, VENUE_EMAIL, VENUE_ADDRESS and
// VENUE_TIME_ZONE over the sample venue's below. GET /api/venue answers them to every page and every
// email shows them; no bundle carries a venue of its own (docs/decisions/023).

/** Settings for createVenue; an undefined value keeps the sample venue's (an unset variable). */
export type VenueOverrides = { [K in keyof Venue]?: Venue[K] | undefined };

export const SAMPLE_OPENING_HOURS: OpeningHours[] = [
  { days: 'Mon-Thu', hours: '9:30am-5:30pm' },
  { days: 'Fri', hours: '9:30am-7:30pm' },
  { days: 'Sat-Sun', hours: '9:30am-6:00pm' },
  { days: 'Public holidays', hours: '10:00am-5:00pm' },
];

/** The sample venue: what a deployment that sets nothing shows. */
export const SAMPLE_VENUE: Venue = {
  name: 'Jumping Jellybeans Play Centre',
  phone: '(02) 9555 0123',
  email: 'parties@jumpingjellybeans.com.au',
  address: '12 Playful Lane, Parramatta NSW 2150',
  openingHours: SAMPLE_OPENING_HOURS,
  timeZone: 'Australia/Sydney',
};

function fail(key: string, reason: string): never {
  throw new Error(`Invalid venue setting ${key}: ${reason}`);
}

function checked(venue: Venue): Venue {
  for (const key of ['name', 'phone', 'email', 'address'] as const) {
    if (typeof venue[key] !== 'string' || venue[key].trim() === '') fail(key, 'must not be empty');
  }
  if (!isTimeZone(venue.timeZone)) fail('timeZone', `unknown time zone '${venue.timeZone}'`);
  if (venue.openingHours.length === 0) fail('openingHours', 'must not be empty');
  return venue;
}

/** The venue with the given settings over the sample venue's; throws on a setting that cannot be right. */
export function createVenue(overrides: VenueOverrides = {}): Venue {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, value]) => value !== undefined));
  const details = checked({ ...SAMPLE_VENUE, ...defined });
  // Frozen: the one venue of the process, read by every request, changes only with a restart.
  return Object.freeze({ ...details, openingHours: Object.freeze(details.openingHours.map((line) => Object.freeze({ ...line }))) }) as Venue;
}
