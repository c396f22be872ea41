import { useParams } from 'react-router-dom';
import { RemoteRoot } from '@party/shared-ui';
import { getStore } from '../store';

/** New (/book-your-party/after-hours) or edit (/book-your-party/after-hours/edit/:bookingId). */
export default function AfterHoursPage() {
  const { bookingId } = useParams();
  return (
    <RemoteRoot store={getStore()} page="afterhours/AfterHoursPage" build={__BUILD_ID__}>
      <h1>{bookingId ? 'Edit Your Events Booking' : 'Book Your Events'}</h1>
    </RemoteRoot>
  );
}
