import { RemoteRoot, type PageRequest, type PreparedPage, type RemotePageProps } from '@party/shared-ui';
import { EditBookingView } from '../features/edit-booking/edit-booking-view';
import { prepareEditBooking } from '../features/edit-booking/prepare-edit-booking';
import { usePageStore } from '../store';

/** Edit a booking's food, add-ons and guests (/booking-edit/:id). */
export default function EditBookingPage({ data }: RemotePageProps) {
  const store = usePageStore(data);
  return (
    <RemoteRoot store={store} page="edit/EditBookingPage" build={__BUILD_ID__} data={data}>
      <EditBookingView />
    </RemoteRoot>
  );
}

/** On the server: the booking, the catalogue, and the price or the RSVPs the page opens with. */
export function preparePage(request: PageRequest): Promise<PreparedPage> {
  return prepareEditBooking(request);
}
