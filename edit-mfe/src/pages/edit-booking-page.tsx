import { RemoteRoot, type RemotePageProps } from '@party/shared-ui';
import { EditBookingView } from '../features/edit-booking/edit-booking-view';
import { usePageStore } from '../store';

/** Edit a booking's food, add-ons and guests (/booking-edit/:id). */
export default function EditBookingPage({ data }: RemotePageProps) {
  const store = usePageStore(data);
  return (
    <RemoteRoot store={store} page="edit/EditBookingPage" build={__BUILD_ID__}>
      <EditBookingView />
    </RemoteRoot>
  );
}
