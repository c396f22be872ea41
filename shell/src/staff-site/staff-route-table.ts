import { STAFF_ROUTES } from '@party/domain';
import { routeAt, type RemoteRoute } from '../routing/route-table';

/**
 * The staff site's route table (docs/decisions/045): each address of the staff console
 * (domain/src/staff/staff-paths.ts) and the staff remote's page it shows. Plain data, as the public
 * site's: the entry script starts the route's page from it, and the staff site's server answers
 * 404 for any other address.
 */
export const staffRoutes: readonly RemoteRoute[] = [
  { path: STAFF_ROUTES.today, remote: 'staff', page: 'RunSheetPage', label: 'run sheet', title: 'Run sheet' },
  { path: STAFF_ROUTES.day, remote: 'staff', page: 'RunSheetPage', label: 'run sheet', title: 'Run sheet' },
  { path: STAFF_ROUTES.door, remote: 'staff', page: 'DoorPage', label: 'door', title: 'Door' },
  { path: STAFF_ROUTES.doorDay, remote: 'staff', page: 'DoorPage', label: 'door', title: 'Door' },
  { path: STAFF_ROUTES.kitchen, remote: 'staff', page: 'KitchenSheetPage', label: 'kitchen sheet', title: 'Kitchen sheet' },
  { path: STAFF_ROUTES.bookings, remote: 'staff', page: 'BookingsPage', label: 'bookings', title: 'Bookings' },
  // Before the booking's own address, which /bookings/new would match too.
  { path: STAFF_ROUTES.newBooking, remote: 'staff', page: 'NewBookingPage', label: 'new booking', title: 'New booking' },
  { path: STAFF_ROUTES.booking, remote: 'staff', page: 'BookingPage', label: 'booking', title: 'Booking' },
  { path: STAFF_ROUTES.money, remote: 'staff', page: 'MoneyPage', label: 'money', title: 'Money' },
  { path: STAFF_ROUTES.availability, remote: 'staff', page: 'AvailabilityPage', label: 'availability', title: 'Availability' },
  { path: STAFF_ROUTES.catalogue, remote: 'staff', page: 'CataloguePage', label: 'catalogue', title: 'Catalogue' },
  { path: STAFF_ROUTES.hours, remote: 'staff', page: 'HoursPage', label: 'opening hours', title: 'Opening hours' },
  { path: STAFF_ROUTES.audit, remote: 'staff', page: 'AuditPage', label: 'audit log', title: 'Audit log' },
  { path: STAFF_ROUTES.coupons, remote: 'staff', page: 'CouponsPage', label: 'coupons', title: 'Coupons' },
  { path: STAFF_ROUTES.staff, remote: 'staff', page: 'StaffMembersPage', label: 'staff', title: 'Staff' },
  { path: STAFF_ROUTES.account, remote: 'staff', page: 'AccountPage', label: 'your account', title: 'Your account' },
  { path: STAFF_ROUTES.signIn, remote: 'staff', page: 'SignInPage', label: 'sign-in', title: 'Staff sign in' },
  { path: STAFF_ROUTES.join, remote: 'staff', page: 'JoinPage', label: 'staff invitation', title: 'Set up your staff account' },
];

/** The staff route of a path, matched as react-router matches it; undefined for the staff site's 404. */
export function staffRouteAt(pathname: string): RemoteRoute | undefined {
  return routeAt(staffRoutes, pathname);
}
