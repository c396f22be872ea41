import { RemoteRoot } from '@party/shared-ui';
import { ConfirmationView } from '../features/confirmation/confirmation-view';
import { getStore } from '../store';

/** The confirmation page after a payment (/booking-success/:id). */
export default function ConfirmationPage() {
  return (
    <RemoteRoot store={getStore()} page="edit/ConfirmationPage" build={__BUILD_ID__}>
      <ConfirmationView />
    </RemoteRoot>
  );
}
