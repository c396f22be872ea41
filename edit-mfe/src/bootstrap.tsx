import { mountStandalone } from '@party/shared-ui';
import ConfirmationPage from './pages/confirmation-page';
import EditBookingPage from './pages/edit-booking-page';
import PayNowPage from './pages/pay-now-page';

mountStandalone([
  { path: '/booking-edit/:id', element: <EditBookingPage /> },
  { path: '/booking-payment/:id', element: <PayNowPage /> },
  { path: '/booking-success/:id', element: <ConfirmationPage /> },
]);
