import { RemoteRoot, type PageRequest, type PreparedPage, type RemotePageProps } from '@party/shared-ui';
import { PayNowView } from '../features/pay-now/pay-now-view';
import { prepareBookingPage } from '../shared/prepare-booking-page';
import { usePageStore } from '../store';

/** Pay for an existing booking (/booking-payment/:id). */
export default function PayNowPage({ data }: RemotePageProps) {
  const store = usePageStore(data);
  return (
    <RemoteRoot store={store} page="edit/PayNowPage" build={__BUILD_ID__} data={data}>
      <PayNowView />
    </RemoteRoot>
  );
}

/** On the server: the booking. */
export function preparePage(request: PageRequest): Promise<PreparedPage> {
  return prepareBookingPage(request);
}
