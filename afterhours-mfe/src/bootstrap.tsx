import { SITE_ROUTES } from '@party/domain';
import { mountStandalone } from '@party/shared-ui';
import AfterHoursPage from './pages/after-hours-page';

mountStandalone([
  { path: SITE_ROUTES.afterHours, element: <AfterHoursPage /> },
  { path: SITE_ROUTES.afterHoursEdit, element: <AfterHoursPage /> },
]);
