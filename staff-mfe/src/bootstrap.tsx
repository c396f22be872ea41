import { STAFF_ROUTES } from '@party/domain';
import { mountStandalone } from '@party/shared-ui';
import AccountPage from './pages/account-page';
import AuditPage from './pages/audit-page';
import AvailabilityPage from './pages/availability-page';
import BookingPage from './pages/booking-page';
import BookingsPage from './pages/bookings-page';
import CataloguePage from './pages/catalogue-page';
import CouponsPage from './pages/coupons-page';
import DoorPage from './pages/door-page';
import HoursPage from './pages/hours-page';
import JoinPage from './pages/join-page';
import KitchenSheetPage from './pages/kitchen-sheet-page';
import MoneyPage from './pages/money-page';
import NewBookingPage from './pages/new-booking-page';
import RunSheetPage from './pages/run-sheet-page';
import SignInPage from './pages/sign-in-page';
import StaffMembersPage from './pages/staff-members-page';

// The staff console alone (`npm run dev -w staff-mfe`), at the staff site's addresses. In the
// site the shell's staff host maps the same addresses to these pages (shell/src/staff-site/).
mountStandalone([
  { path: STAFF_ROUTES.today, element: <RunSheetPage /> },
  { path: STAFF_ROUTES.day, element: <RunSheetPage /> },
  { path: STAFF_ROUTES.door, element: <DoorPage /> },
  { path: STAFF_ROUTES.doorDay, element: <DoorPage /> },
  { path: STAFF_ROUTES.kitchen, element: <KitchenSheetPage /> },
  { path: STAFF_ROUTES.bookings, element: <BookingsPage /> },
  { path: STAFF_ROUTES.newBooking, element: <NewBookingPage /> },
  { path: STAFF_ROUTES.booking, element: <BookingPage /> },
  { path: STAFF_ROUTES.money, element: <MoneyPage /> },
  { path: STAFF_ROUTES.availability, element: <AvailabilityPage /> },
  { path: STAFF_ROUTES.catalogue, element: <CataloguePage /> },
  { path: STAFF_ROUTES.hours, element: <HoursPage /> },
  { path: STAFF_ROUTES.audit, element: <AuditPage /> },
  { path: STAFF_ROUTES.coupons, element: <CouponsPage /> },
  { path: STAFF_ROUTES.staff, element: <StaffMembersPage /> },
  { path: STAFF_ROUTES.account, element: <AccountPage /> },
  { path: STAFF_ROUTES.signIn, element: <SignInPage /> },
  { path: STAFF_ROUTES.join, element: <JoinPage /> },
]);
