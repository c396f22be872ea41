import { mountStandalone } from '@party/shared-ui';
import BookingPage from './pages/booking-page';

mountStandalone([
  { path: '/', element: <BookingPage /> },
  { path: '/book-your-party', element: <BookingPage /> },
  { path: '/book-now', element: <BookingPage /> },
]);
