import { HoursView } from '../features/hours/hours-view';
import { StaffPage } from '../shared/staff-page';

/** /hours, for owners and managers: the venue's weekly opening hours and the after-hours window. */
export default function HoursPage() {
  return (
    <StaffPage page="HoursPage" action="hours.manage" loadingLabel="Loading the opening hours…">
      {() => <HoursView />}
    </StaffPage>
  );
}
