import { RemoteRoot, type RemotePageProps } from '@party/shared-ui';
import { PayNowView } from '../features/pay-now/pay-now-view';
import { usePageStore } from '../store';

/** Pay for an existing booking (/booking-payment/:id). */
export default function PayNowPage({ data }: RemotePageProps) {
  const store = usePageStore(data);
  return (
    <RemoteRoot store={store} page="edit/PayNowPage" build={__BUILD_ID__}>
      <PayNowView />
    </RemoteRoot>
  );
}
