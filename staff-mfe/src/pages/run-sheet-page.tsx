import { STAFF_ROUTES } from '@party/domain';
import { RunSheetView } from '../features/run-sheet/run-sheet-view';
import { StaffDayPage } from '../shared/page-day';

/** The run sheet: today's at `/`, any day's at `/day/yyyy-MM-dd`. */
export default function RunSheetPage() {
  return (
    <StaffDayPage page="RunSheetPage" action="day.read" loadingLabel="Loading the run sheet…" todayPath={() => STAFF_ROUTES.today} todayWithoutDay>
      {(day, session) => <RunSheetView day={day} session={session} />}
    </StaffDayPage>
  );
}
