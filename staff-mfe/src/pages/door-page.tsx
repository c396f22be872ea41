import { useParams } from 'react-router-dom';
import { isIsoDate, STAFF_ROUTES, type StaffSession } from '@party/domain';
import { DoorView } from '../features/door/door-view';
import { NotADay } from '../shared/not-a-day';
import { StaffPage } from '../shared/staff-page';
import { useVenueToday } from '../shared/use-clock';

/** The door (decision 063): today's at `/door`, any day's at `/door/yyyy-MM-dd`. */
export default function DoorPage() {
  return (
    <StaffPage page="DoorPage" action="forms.read" loadingLabel="Loading the door…">
      {(session) => <DoorOfDay session={session} />}
    </StaffPage>
  );
}

function DoorOfDay({ session }: { session: StaffSession }) {
  const { date } = useParams();
  const today = useVenueToday();
  if (date !== undefined && !isIsoDate(date)) return <NotADay todayPath={STAFF_ROUTES.door} />;
  return <DoorView key={date ?? today} date={date ?? today} today={today} session={session} />;
}
