import type { RemotePageModule, RemotePageProps } from '@party/shared-ui';
import { EditBookingView } from '../features/edit-booking/edit-booking-view';
import { prepareEditBooking } from '../features/edit-booking/prepare-edit-booking';
import { StoredPageRoot } from './stored-page-root';

/** Edit a booking's food, add-ons and guests (/booking-edit/:id). */
export default function EditBookingPage({ data }: RemotePageProps) {
  return (
    <StoredPageRoot page="edit/EditBookingPage" data={data}>
      <EditBookingView />
    </StoredPageRoot>
  );
}

/** On the server: the booking, the catalogue, and the price or the RSVPs the page opens with. */
export const preparePage: RemotePageModule['preparePage'] = prepareEditBooking;
