// @party/domain: pure business rules shared by the browser remotes and the API.
// This is the package's only barrel; everything public is exported here.

export type * from './types';

export * from './limits';
export { BOOKING_REFERENCE_PREFIX, buildTerms, DEPOSIT_AMOUNT, TERMS } from './venue';
export type { Venue, VenueTerms, OpeningHours } from './venue';
export {
  dayjs,
  isIsoDate,
  isClockTime,
  minutesOfDay,
  clockTime,
  venueDate,
  venueWallClock,
  zonedInstant,
  addDays,
  daysBetween,
  toVenueDate,
  isTimeZone,
} from './dates';
export type { Instant } from './dates';
export { toCents, toDollars, priceCents, percentOfCents, clampCents } from './money';
export * from './messages';
export * from './format';

export * from './booking-draft';
export * from './kids-food';
export * from './coupon';
export * from './cutoff';
export * from './party-start';
export * from './rooms';
export * from './holds';
export { minChildrenOf } from './pricing/line-items';
export type { PriceListEntry, PricedLine } from './pricing/line-items';
export * from './pricing/main-flow';
export * from './pricing/edit-flow';
export * from './pricing/payment';
export * from './pricing/charges';

export * from './after-hours/time-rules';
export * from './after-hours/pricing';
export * from './after-hours/sample-data';

export * from './calendar';
export * from './invitation';
export * from './site-paths';

export * from './schemas/fields';
export * from './schemas/booking';
export * from './schemas/edit';
export * from './schemas/contact';
export * from './schemas/invitation';
export * from './schemas/after-hours';
export * from './schemas/validate';
