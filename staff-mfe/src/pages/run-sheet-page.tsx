import { useParams } from 'react-router-dom';
import { isIsoDate, STAFF_ROUTES, type StaffSession } from '@party/domain';
import { RunSheetView } from '../features/run-sheet/run-sheet-view';
import { NotADay } from '../shared/not-a-day';
import { StaffPage } from '../shared/staff-page';
import { useVenueToday } from '../shared/use-clock';

/** The run sheet: today's at `/`, any day's at `/day/yyyy-MM-dd`. */
export default function RunSheetPage() {
  return (
    <StaffPage page="RunSheetPage" action="day.read" loadingLabel="Loading the run sheet…">
      {(session) => <RunSheetOfDay session={session} />}
    </StaffPage>
  );
}

function RunSheetOfDay({ session }: { session: StaffSession }) {
  const { date } = useParams();
  const today = useVenueToday();
  if (date !== undefined && !isIsoDate(date)) return <NotADay todayPath={STAFF_ROUTES.today} />;
  return <RunSheetView key={date ?? today} date={date ?? today} today={today} session={session} />;
}
