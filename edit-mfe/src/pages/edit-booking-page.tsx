import { RemoteRoot } from '@party/shared-ui';
import { EditBookingView } from '../features/edit-booking/edit-booking-view';
import { getStore } from '../store';

/** Edit a booking's food, add-ons and guests (/booking-edit/:id). */
export default function EditBookingPage() {
  return (
    <RemoteRoot store={getStore()} page="edit/EditBookingPage" build={__BUILD_ID__}>
      <EditBookingView />
    </RemoteRoot>
  );
}
