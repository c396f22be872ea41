import { BookingSearchView } from '../features/booking-search/booking-search-view';
import { StaffPage } from '../shared/staff-page';

/** /bookings?q=: the booking search, and New booking for those who book by phone. */
export default function BookingsPage() {
  return (
    <StaffPage page="BookingsPage" action="bookings.read" loadingLabel="Loading the bookings…">
      {(session) => <BookingSearchView canBook={session.actions.includes('bookings.create')} />}
    </StaffPage>
  );
}
