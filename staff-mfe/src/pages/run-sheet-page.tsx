import { STAFF_ROUTES } from '@party/domain';
import { RunSheetView } from '../features/run-sheet/run-sheet-view';
import { DayOfAddress } from '../shared/page-day';
import { StaffPage } from '../shared/staff-page';

/** The run sheet: today's at `/`, any day's at `/day/yyyy-MM-dd`. */
export default function RunSheetPage() {
  return (
    <StaffPage page="RunSheetPage" action="day.read" loadingLabel="Loading the run sheet…">
      {(session) => (
        <DayOfAddress todayPath={() => STAFF_ROUTES.today} todayWithoutDay>
          {(day) => <RunSheetView key={day.date} day={day} session={session} />}
        </DayOfAddress>
      )}
    </StaffPage>
  );
}
