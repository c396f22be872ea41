import { BookingSearchView } from '../features/booking-search/booking-search-view';
import { StaffPage } from '../shared/staff-page';

/** /bookings?q=: the booking search. */
export default function BookingsPage() {
  return (
    <StaffPage page="BookingsPage" action="bookings.read" loadingLabel="Loading the bookings…">
      {() => <BookingSearchView />}
    </StaffPage>
  );
}
