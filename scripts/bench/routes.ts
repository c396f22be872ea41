import { afterHoursEditPath, bookingEditPath, bookingPaymentPath, bookingSuccessPath, findBookingPath, invitationPath, SITE_ROUTES } from '@party/domain';
import type { SampleBooking } from './sample-booking';

export interface BenchRoute {
  /** The route as the shell's table writes it (domain's SITE_ROUTES). */
  pattern: string;
  /** The path visited. */
  path: string;
  /** What shows once the page is there: a remote page, or the shell's own 404. */
  shows: 'remote page' | 'not found';
}

/**
 * One sample path per page of the route table (routes that show the same page, such as
 * /book-your-party beside /, are measured once), and an unknown path for the shell alone.
 */
export function benchRoutes({ bookingId, invitationId, eventId }: SampleBooking): BenchRoute[] {
  return [
    { pattern: SITE_ROUTES.home, path: SITE_ROUTES.home, shows: 'remote page' },
    { pattern: SITE_ROUTES.bookNow, path: SITE_ROUTES.bookNow, shows: 'remote page' },
    { pattern: SITE_ROUTES.bookingEdit, path: bookingEditPath(bookingId), shows: 'remote page' },
    { pattern: SITE_ROUTES.afterHours, path: SITE_ROUTES.afterHours, shows: 'remote page' },
    { pattern: SITE_ROUTES.afterHoursEdit, path: afterHoursEditPath(eventId), shows: 'remote page' },
    { pattern: SITE_ROUTES.bookingPayment, path: bookingPaymentPath(bookingId), shows: 'remote page' },
    { pattern: SITE_ROUTES.bookingSuccess, path: bookingSuccessPath(bookingId), shows: 'remote page' },
    { pattern: SITE_ROUTES.bookingInvitation, path: invitationPath(invitationId), shows: 'remote page' },
    { pattern: SITE_ROUTES.findBooking, path: findBookingPath(), shows: 'remote page' },
    { pattern: '* (404)', path: '/no-such-page', shows: 'not found' },
  ];
}
