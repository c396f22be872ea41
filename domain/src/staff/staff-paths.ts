import type { IsoDate } from '../types';

// Every page address of the staff site (its own origin, STAFF_SITE_URL), in one place: the staff
// remote's routes and the links of its pages and of the emails that lead there (an invitation).
// Staff bookmark these; the venue's scripts use them.

export const STAFF_ROUTES = {
  /** Today's run sheet, in the venue's time zone. */
  today: '/',
  day: '/day/:date',
  kitchen: '/kitchen/:date',
  /** The door (decision 061): each party's children checked in, today or another day. */
  door: '/door',
  doorDay: '/door/:date',
  bookings: '/bookings',
  /** A party booked for a parent on the phone or at the counter (decision 054); before `booking`, which it would match. */
  newBooking: '/bookings/new',
  booking: '/bookings/:reference',
  money: '/money',
  audit: '/audit',
  // The venue's controls (decision 040).
  availability: '/availability',
  catalogue: '/catalogue',
  coupons: '/coupons',
  hours: '/hours',
  staff: '/staff',
  /** One's own sessions, seen and ended. */
  account: '/account',
  signIn: '/sign-in',
  /** An invitation's one-time link: set a password (and a second factor). */
  join: '/join/:token',
} as const;

export const staffDayPath = (date: IsoDate): string => `/day/${encodeURIComponent(date)}`;
export const staffDoorPath = (date: IsoDate): string => `/door/${encodeURIComponent(date)}`;
export const staffKitchenPath = (date: IsoDate): string => `/kitchen/${encodeURIComponent(date)}`;
export const staffBookingPath = (reference: string): string => `/bookings/${encodeURIComponent(reference)}`;
/** The booking search, with what was typed. */
export const staffBookingsPath = (query?: string): string => (query ? `/bookings?q=${encodeURIComponent(query)}` : STAFF_ROUTES.bookings);
export const staffJoinPath = (token: string): string => `/join/${encodeURIComponent(token)}`;

/**
 * The sign-in page, with the page to come back to once signed in (a bookmark opened without a
 * session, an ended session): `/sign-in?next=%2Fbookings%2FJJ1002`.
 */
export const staffSignInPath = (next?: string): string =>
  next && next !== STAFF_ROUTES.today ? `${STAFF_ROUTES.signIn}?next=${encodeURIComponent(next)}` : STAFF_ROUTES.signIn;

/** The sign-in page opened by the link emailed to a member whose account is past its sign-in limit (decision 057). */
export const staffSignInLinkPath = (token: string): string => `${STAFF_ROUTES.signIn}?link=${encodeURIComponent(token)}`;

/**
 * Where a person goes once signed in: the sign-in's `next` when it is a page of this site, else
 * today's run sheet. Only a path is taken (one leading `/`, no backslash, no control character):
 * a link made elsewhere cannot send someone who signs in to another site.
 */
export function staffReturnPath(next: string | null | undefined): string {
  const isSitePath =
    typeof next === 'string' &&
    next.startsWith('/') &&
    !next.startsWith('//') &&
    !next.includes('\\') &&
    ![...next].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);
  if (!isSitePath || next === STAFF_ROUTES.signIn || next.startsWith(`${STAFF_ROUTES.signIn}?`)) return STAFF_ROUTES.today;
  return next;
}
