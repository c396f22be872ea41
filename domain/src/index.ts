// @party/domain: pure business rules shared by the browser remotes and the API.
// This is the package's only barrel; everything public is exported here.

export type * from './types';
export type * from './selections';

export * from './limits';
export { BOOKING_REFERENCE_PREFIX, buildTerms, DEPOSIT_AMOUNT, REBOOKING_TERM, TERMS } from './venue';
export type { VenueTerms } from './venue';
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
export * from './booking-form-messages';
export * from './booking-messages';
export * from './order-messages';
export * from './online-changes-messages';
export * from './coupon-messages';
export * from './toast-messages';
export * from './invitation-messages';
export * from './find-booking-messages';
export * from './changes-of-plan-messages';
export * from './venue-change-messages';
export * from './gateway-messages';
export * from './payment-messages';
export * from './after-hours/after-hours-messages';
export * from './format';

export * from './booking-draft';
export * from './kids-food';
export * from './coupon';
export * from './cutoff';
export * from './party-start';
export * from './opening-hours';
export * from './public-holidays';
export * from './rooms';
export * from './holds';
export { minChildrenOf } from './pricing/line-items';
export type { PriceListEntry, PricedLine } from './pricing/line-items';
export * from './pricing/main-flow';
export * from './pricing/edit-flow';
export * from './pricing/payment';
export * from './pricing/charges';
export * from './pricing/refunds';

export * from './after-hours/time-rules';
export * from './pricing/after-hours';
export * from './after-hours-sample-data';

export * from './calendar';
export * from './invitation';
export * from './invitation-share';
export * from './order';
export * from './booking-changes';
export * from './changes-of-plan';
export * from './venue-changes';
export * from './site-paths';

// The API's contract: every request and answer, its paths and its error codes (decision 024).
export { z, type Schema } from './contract/zod';
export * from './contract/fields';
export * from './contract/errors';
export * from './contract/api-paths';
export * from './contract/venue';
export * from './contract/catalogue';
export * from './contract/availability';
export * from './contract/bookings';
export * from './contract/booking-answers';
export * from './contract/edits';
export * from './contract/edit-answers';
export * from './contract/changes-of-plan';
export * from './contract/coupons';
export * from './contract/payments';
export * from './contract/after-hours';
export * from './contract/after-hours-answers';
export * from './contract/invitations';
export * from './contract/invitation-answers';
export * from './contract/contacts';
export * from './contract/find-booking';
export * from './contract/staff-auth';
export * from './contract/staff-day';
export * from './contract/staff-bookings';
export * from './contract/staff-money';
export * from './contract/phone-bookings';
export * from './contract/staff-catalogue';
export * from './contract/staff-controls';
export * from './contract/venue-changes';
export * from './staff/roles';
export * from './staff/staff-paths';
export * from './staff/staff-messages';
export * from './staff/password-rules';
export * from './money-state';
export * from './staff/audit-actions';
export * from './contract/find-booking-answers';
export * from './contract/refunds';
export * from './contract/provider-refunds';
export * from './contract/validate';
export * from './door';
export * from './final-bill';
export * from './contract/staff-bill';
export * from './contract/attendance-forms';
export * from './contract/staff-door';
export * from './reminders';
export * from './contract/venue-settings';
export * from './contract/attendance-form-answers';
export * from './contract/release-state';
export * from './canary-withdrawal';
export * from './release-history';
export * from './kept-prices';
export * from './staff/kitchen-totals';
