import { SITE_ROUTES } from '@party/domain';
import { mountStandalone } from '@party/shared-ui';
import ConfirmationPage from './pages/confirmation-page';
import EditBookingPage from './pages/edit-booking-page';
import FindBookingPage from './pages/find-booking-page';
import PayNowPage from './pages/pay-now-page';

mountStandalone([
  { path: SITE_ROUTES.bookingEdit, element: <EditBookingPage /> },
  { path: SITE_ROUTES.bookingPayment, element: <PayNowPage /> },
  { path: SITE_ROUTES.bookingSuccess, element: <ConfirmationPage /> },
  { path: SITE_ROUTES.findBooking, element: <FindBookingPage /> },
]);
