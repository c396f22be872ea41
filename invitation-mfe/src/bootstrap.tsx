import { SITE_ROUTES } from '@party/domain';
import { mountStandalone } from '@party/shared-ui';
import AttendanceFormPage from './pages/attendance-form-page';
import InvitationPage from './pages/invitation-page';

mountStandalone([
  { path: SITE_ROUTES.bookingInvitation, element: <InvitationPage /> },
  { path: SITE_ROUTES.attendanceForm, element: <AttendanceFormPage /> },
]);
