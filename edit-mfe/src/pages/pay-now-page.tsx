import { RemoteRoot } from '@party/shared-ui';
import { PayNowView } from '../features/pay-now/pay-now-view';
import { getStore } from '../store';

/** Pay for an existing booking (/booking-payment/:id). */
export default function PayNowPage() {
  return (
    <RemoteRoot store={getStore()} page="edit/PayNowPage" build={__BUILD_ID__}>
      <PayNowView />
    </RemoteRoot>
  );
}
