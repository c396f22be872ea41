import { HoursView } from '../features/hours/hours-view';
import { VenueSettingsSection } from '../features/venue-settings/venue-settings-section';
import { StaffPage } from '../shared/staff-page';

/**
 * /hours, for owners and managers: the venue's weekly opening hours and the after-hours window,
 * then the reminders it sends and how long it keeps attendance forms (decision 065), saved apart.
 */
export default function HoursPage() {
  return (
    <StaffPage page="HoursPage" action="hours.manage" loadingLabel="Loading the opening hours…">
      {() => (
        <>
          <HoursView />
          <VenueSettingsSection />
        </>
      )}
    </StaffPage>
  );
}
