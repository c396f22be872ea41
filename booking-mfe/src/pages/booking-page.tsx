import { RemoteRoot } from '@party/shared-ui';
import { getStore } from '../store';

/** The main booking page (/, /book-your-party, /book-now). */
export default function BookingPage() {
  return (
    <RemoteRoot store={getStore()} page="booking/BookingPage" build={__BUILD_ID__}>
      <section>
        <h1>Book Your Party Online!</h1>
      </section>
    </RemoteRoot>
  );
}
