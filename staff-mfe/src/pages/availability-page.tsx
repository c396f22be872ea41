import { AvailabilityView } from '../features/availability/availability-view';
import { StaffPage } from '../shared/staff-page';
import { useVenueToday } from '../shared/use-clock';

/** /availability, for owners and managers: closed days and blocked times, and the bookings they fall on. */
export default function AvailabilityPage() {
  return (
    <StaffPage page="AvailabilityPage" action="availability.manage" loadingLabel="Loading the closed days…">
      {() => <AvailabilityOfToday />}
    </StaffPage>
  );
}

function AvailabilityOfToday() {
  return <AvailabilityView today={useVenueToday()} />;
}
