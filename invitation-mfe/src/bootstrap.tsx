import { SITE_ROUTES } from '@party/domain';
import { mountStandalone } from '@party/shared-ui';
import InvitationPage from './pages/invitation-page';

mountStandalone([{ path: SITE_ROUTES.bookingInvitation, element: <InvitationPage /> }]);
