import { AvailabilityView } from '../features/availability/availability-view';
import { Today } from '../shared/page-day';
import { StaffPage } from '../shared/staff-page';

/** /availability, for owners and managers: closed days and blocked times, and the bookings they fall on. */
export default function AvailabilityPage() {
  return (
    <StaffPage page="AvailabilityPage" action="availability.manage" loadingLabel="Loading the closed days…">
      {() => <Today>{(today) => <AvailabilityView today={today} />}</Today>}
    </StaffPage>
  );
}
