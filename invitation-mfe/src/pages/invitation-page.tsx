import { RemoteRoot } from '@party/shared-ui';
import { getStore } from '../store';

/** The invitation a parent shares by SMS (/booking-invitation/:id), outside the site layout. */
export default function InvitationPage() {
  return (
    <RemoteRoot store={getStore()} page="invitation/InvitationPage" build={__BUILD_ID__}>
      <h1>You&apos;re Invited!</h1>
    </RemoteRoot>
  );
}
