import { SITE_ROUTES } from '@party/domain';
import type { RemoteName } from '../federation/remote-names';

/** A path of the site (SPEC.md §2) and the remote page it shows. */
export interface RemoteRoute {
  /** As react-router writes it: `:name` matches one segment. */
  path: string;
  remote: RemoteName;
  /** The exposed module, e.g. `BookingPage`. */
  page: string;
  /** What the page is, in words a visitor understands ("party booking"). */
  label: string;
  /** The browser tab's title. */
  title: string;
  /** Shown without the site's header and footer. */
  standalone?: boolean;
}

/**
 * The route table. It is plain data, without React or the router, so that the entry script can
 * tell which remote a page needs before anything else has loaded (federation/preload.ts), and
 * AppRoutes turns it into routes.
 */
export const remoteRoutes: readonly RemoteRoute[] = [
  // Guests open the invitation from an SMS: it stands alone, without header and footer.
  { path: SITE_ROUTES.bookingInvitation, remote: 'invitation', page: 'InvitationPage', label: 'invitation', title: 'Party invitation', standalone: true },
  // A family's attendance form, opened from its RSVP's thank-you or copy email: standalone too (decision 062).
  { path: SITE_ROUTES.attendanceForm, remote: 'invitation', page: 'AttendanceFormPage', label: 'attendance form', title: 'Attendance form', standalone: true },
  { path: SITE_ROUTES.home, remote: 'booking', page: 'BookingPage', label: 'party booking', title: 'Book a party' },
  { path: SITE_ROUTES.bookYourParty, remote: 'booking', page: 'BookingPage', label: 'party booking', title: 'Book a party' },
  { path: SITE_ROUTES.bookNow, remote: 'booking', page: 'BookingPage', label: 'party booking', title: 'Book a party' },
  { path: SITE_ROUTES.bookingEdit, remote: 'edit', page: 'EditBookingPage', label: 'booking edit', title: 'Edit your booking' },
  { path: SITE_ROUTES.afterHours, remote: 'afterhours', page: 'AfterHoursPage', label: 'after-hours booking', title: 'After-hours hire' },
  {
    path: SITE_ROUTES.afterHoursEdit,
    remote: 'afterhours',
    page: 'AfterHoursPage',
    label: 'after-hours booking',
    title: 'After-hours hire',
  },
  { path: SITE_ROUTES.bookingPayment, remote: 'edit', page: 'PayNowPage', label: 'payment', title: 'Pay for your booking' },
  { path: SITE_ROUTES.bookingSuccess, remote: 'edit', page: 'ConfirmationPage', label: 'booking confirmation', title: 'Booking confirmation' },
  { path: SITE_ROUTES.findBooking, remote: 'edit', page: 'FindBookingPage', label: 'Find My Booking', title: 'Find my booking' },
];

/**
 * The route of a path in the public site's route table, matched as react-router matches these
 * patterns (whole segments, letter case ignored, a trailing slash allowed); undefined for the 404.
 * The shell's tests check that both agree on every route.
 */
export function remoteRouteAt(pathname: string): RemoteRoute | undefined {
  return routeAt(remoteRoutes, pathname);
}

/** The first of these routes whose pattern matches the path, as react-router matches it (the staff site's table uses it too). */
export function routeAt<Route extends { path: string }>(routes: readonly Route[], pathname: string): Route | undefined {
  const segments = segmentsOf(pathname);
  return routes.find((route) => {
    const pattern = segmentsOf(route.path);
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part.toLowerCase() === segments[i]!.toLowerCase()))
    );
  });
}

/** '/a/b/' and '/a/b//' are ['a', 'b']; '//a' is ['', 'a'], which react-router matches to no route. */
function segmentsOf(path: string): string[] {
  const trimmed = path.replace(/^\//, '').replace(/\/+$/, '');
  return trimmed === '' ? [] : trimmed.split('/');
}
