import { PhoneBookingView } from '../features/phone-booking/phone-booking-view';
import { StaffPage } from '../shared/staff-page';

/** /bookings/new: book a party for a parent on the phone or at the counter (front desk, managers, owners). */
export default function NewBookingPage() {
  return (
    <StaffPage page="NewBookingPage" action="bookings.create" loadingLabel="Loading the new booking…">
      {() => <PhoneBookingView />}
    </StaffPage>
  );
}
