import { mountStandalone } from '@party/shared-ui';
import InvitationPage from './pages/invitation-page';

mountStandalone([{ path: '/booking-invitation/:id', element: <InvitationPage /> }]);
