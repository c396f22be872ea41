import { useParams } from 'react-router-dom';
import { PageRoot } from '@party/shared-ui';
import { InvitationView } from '../features/invitation/invitation-view';

/** The invitation a parent shares by SMS (/booking-invitation/:id), outside the site layout. */
export default function InvitationPage() {
  const { id = '' } = useParams();
  return (
    <PageRoot page="invitation/InvitationPage" build={__BUILD_ID__} loadingLabel="Loading your invitation…">
      <InvitationView key={id} invitationId={id} />
    </PageRoot>
  );
}
