import { federatedAppConfig } from '../tooling/webpack-config';

export default federatedAppConfig({
  dir: __dirname,
  name: 'staff',
  devPort: 3005,
  cssPrefix: 'st',
  title: 'Staff console (staff remote)',
  // Private pages of one signed-in person, rendered in the browser only (docs/decisions/045).
  serverRendered: false,
  // Its stylesheets rely on the order shared-ui's index imports its components' in (a print rule
  // of the day sheet re-sets the staff kit's display with one class): without it the run sheet's
  // Print button showed on paper. Kept until that order is made explicit (issue 41).
  sharedUiIndexWhole: true,
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
