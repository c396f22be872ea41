import { federatedAppConfig } from '../tooling/webpack-config';

export default federatedAppConfig({
  dir: __dirname,
  name: 'staff',
  devPort: 3005,
  cssPrefix: 'st',
  title: 'Staff console (staff remote)',
  // Private pages of one signed-in person, rendered in the browser only (docs/decisions/045).
  serverRendered: false,
  // Its pages import shared-ui's components in differing orders and share one chunk of their
  // stylesheets, so no order suits them all. The stylesheets whose order differs (shared-ui's
  // tokens, alert, button, fields, loading-state, page-header, page-message, page-root; the staff
  // kit and layout) never set one property of one element with the same specificity: each styles
  // its own classes (issue 41, docs/decisions/XXX-less-script-before-live.md).
  cssOrderFree: true,
  exposes: {
    './RunSheetPage': './src/pages/run-sheet-page.tsx',
    './DoorPage': './src/pages/door-page.tsx',
    './KitchenSheetPage': './src/pages/kitchen-sheet-page.tsx',
    './BookingsPage': './src/pages/bookings-page.tsx',
    './BookingPage': './src/pages/booking-page.tsx',
    './NewBookingPage': './src/pages/new-booking-page.tsx',
    './MoneyPage': './src/pages/money-page.tsx',
    './AvailabilityPage': './src/pages/availability-page.tsx',
    './CataloguePage': './src/pages/catalogue-page.tsx',
    './HoursPage': './src/pages/hours-page.tsx',
    './AuditPage': './src/pages/audit-page.tsx',
    './CouponsPage': './src/pages/coupons-page.tsx',
    './StaffMembersPage': './src/pages/staff-members-page.tsx',
    './AccountPage': './src/pages/account-page.tsx',
    './SignInPage': './src/pages/sign-in-page.tsx',
    './JoinPage': './src/pages/join-page.tsx',
  },
});
