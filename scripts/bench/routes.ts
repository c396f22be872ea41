import type { SampleBooking } from './sample-booking';

export interface BenchRoute {
  /** The route as the shell's table writes it (shell/src/routing/app-routes.tsx). */
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
    { pattern: '/', path: '/', shows: 'remote page' },
    { pattern: '/book-now', path: '/book-now', shows: 'remote page' },
    { pattern: '/booking-edit/:id', path: `/booking-edit/${bookingId}`, shows: 'remote page' },
    { pattern: '/book-your-party/after-hours', path: '/book-your-party/after-hours', shows: 'remote page' },
    { pattern: '/book-your-party/after-hours/edit/:id', path: `/book-your-party/after-hours/edit/${eventId}`, shows: 'remote page' },
    { pattern: '/booking-payment/:id', path: `/booking-payment/${bookingId}`, shows: 'remote page' },
    { pattern: '/booking-success/:id', path: `/booking-success/${bookingId}`, shows: 'remote page' },
    { pattern: '/booking-invitation/:id', path: `/booking-invitation/${invitationId}`, shows: 'remote page' },
    { pattern: '* (404)', path: '/no-such-page', shows: 'not found' },
  ];
}
