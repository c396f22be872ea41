import { PageRoot } from '@party/shared-ui';
import { FindBookingView } from '../features/find-booking/find-booking-view';

/** A parent who lost the email asks for the links of their upcoming bookings (/find-my-booking). */
export default function FindBookingPage() {
  return (
    <PageRoot page="edit/FindBookingPage" build={__BUILD_ID__}>
      <FindBookingView />
    </PageRoot>
  );
}
