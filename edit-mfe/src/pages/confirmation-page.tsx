import { RemoteRoot } from '@party/shared-ui';
import { getStore } from '../store';

/** The confirmation page after a payment (/booking-success/:id). */
export default function ConfirmationPage() {
  return (
    <RemoteRoot store={getStore()} page="edit/ConfirmationPage" build={__BUILD_ID__}>
      <h1>Thank You for Your Booking!</h1>
    </RemoteRoot>
  );
}
