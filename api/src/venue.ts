import { isTimeZone, openingHoursLines, type AfterHoursWindow, type Venue, type WeeklyHours } from '@party/domain';

// The venue's details are the deployment's: VENUE_NAME, VENUE_PHONE, VENUE_EMAIL, VENUE_ADDRESS and
// VENUE_TIME_ZONE over the sample venue's below. GET /api/venue answers them to every page and every
// email shows them; no bundle carries a venue of its own (docs/decisions/023).

/** Settings for createVenue; an undefined value keeps the sample venue's (an unset variable). */
export type VenueOverrides = { [K in keyof Venue]?: Venue[K] | undefined };

const WEEKDAY_HOURS = { opens: '09:30', closes: '17:30' };
const WEEKEND_HOURS = { opens: '09:30', closes: '18:00' };

/**
 * The sample venue's hours (SPEC.md §9): the one home of its opening hours, from which the party
 * slots are offered and refused and the footer's and emails' lines are written (decision 031).
 */
export const SAMPLE_WEEKLY_HOURS: WeeklyHours = {
  days: {
    mon: WEEKDAY_HOURS,
    tue: WEEKDAY_HOURS,
    wed: WEEKDAY_HOURS,
    thu: WEEKDAY_HOURS,
    fri: { opens: '09:30', closes: '19:30' },
    sat: WEEKEND_HOURS,
    sun: WEEKEND_HOURS,
  },
  publicHolidays: { opens: '10:00', closes: '17:00' },
};

/**
 * The after-hours hire's window a new database is seeded with (SPEC.md §9: 09:00 to 22:00); the
 * venue changes it from the console with its hours (decision 042).
 */
export const SAMPLE_AFTER_HOURS_WINDOW: AfterHoursWindow = { opens: '09:00', closes: '22:00' };

/** The sample venue: what a deployment that sets nothing shows. */
export const SAMPLE_VENUE: Venue = {
  name: 'Jumping Jellybeans Play Centre',
  phone: '(02) 9555 0123',
  email: 'parties@jumpingjellybeans.com.au',
  address: '12 Playful Lane, Parramatta NSW 2150',
  openingHours: openingHoursLines(SAMPLE_WEEKLY_HOURS),
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
