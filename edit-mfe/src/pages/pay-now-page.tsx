import type { RemotePageModule, RemotePageProps } from '@party/shared-ui';
import { PayNowView } from '../features/pay-now/pay-now-view';
import { prepareBookingPage } from '../shared/prepare-booking-page';
import { StoredPageRoot } from './stored-page-root';

/** Pay for an existing booking (/booking-payment/:id). */
export default function PayNowPage({ data }: RemotePageProps) {
  return (
    <StoredPageRoot page="edit/PayNowPage" data={data}>
      <PayNowView />
    </StoredPageRoot>
  );
}

/** On the server: the booking. */
export const preparePage: RemotePageModule['preparePage'] = prepareBookingPage;
