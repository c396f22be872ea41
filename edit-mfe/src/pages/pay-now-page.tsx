import { RemoteRoot } from '@party/shared-ui';
import { getStore } from '../store';

/** Pay for an existing booking (/booking-payment/:id). */
export default function PayNowPage() {
  return (
    <RemoteRoot store={getStore()} page="edit/PayNowPage" build={__BUILD_ID__}>
      <h1>Pay for Your Party</h1>
    </RemoteRoot>
  );
}
