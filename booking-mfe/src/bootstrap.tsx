import { SITE_ROUTES } from '@party/domain';
import { mountStandalone } from '@party/shared-ui';
import BookingPage from './pages/booking-page';

mountStandalone([
  { path: SITE_ROUTES.home, element: <BookingPage /> },
  { path: SITE_ROUTES.bookYourParty, element: <BookingPage /> },
  { path: SITE_ROUTES.bookNow, element: <BookingPage /> },
]);
