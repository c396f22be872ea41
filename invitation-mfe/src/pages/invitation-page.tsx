import { useParams } from 'react-router-dom';
import { RemoteRoot } from '@party/shared-ui';
import { InvitationView } from '../features/invitation/invitation-view';
import { getStore } from '../store';

/** The invitation a parent shares by SMS (/booking-invitation/:id), outside the site layout. */
export default function InvitationPage() {
  const { id = '' } = useParams();
  return (
    <RemoteRoot store={getStore()} page="invitation/InvitationPage" build={__BUILD_ID__}>
      <InvitationView key={id} invitationId={id} />
    </RemoteRoot>
  );
}
