import { useParams } from 'react-router-dom';
import { BookingView } from '../features/booking/booking-view';
import { StaffPage } from '../shared/staff-page';

/** /bookings/REFERENCE: one booking whole, with Take payment, Mark arrived and Add note. */
export default function BookingPage() {
  const { reference = '' } = useParams();
  return (
    <StaffPage page="BookingPage" action="bookings.read" loadingLabel={`Loading ${reference}…`}>
      {(session) => <BookingView key={reference} reference={reference.toUpperCase().slice(0, 40)} session={session} />}
    </StaffPage>
  );
}
