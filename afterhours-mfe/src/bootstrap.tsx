import { mountStandalone } from '@party/shared-ui';
import AfterHoursPage from './pages/after-hours-page';

mountStandalone([
  { path: '/book-your-party/after-hours', element: <AfterHoursPage /> },
  { path: '/book-your-party/after-hours/edit/:bookingId', element: <AfterHoursPage /> },
]);
