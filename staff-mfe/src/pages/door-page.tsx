import { STAFF_ROUTES } from '@party/domain';
import { DoorView } from '../features/door/door-view';
import { StaffDayPage } from '../shared/page-day';

/** The door (decision 063): today's at `/door`, any day's at `/door/yyyy-MM-dd`. */
export default function DoorPage() {
  return (
    <StaffDayPage page="DoorPage" action="forms.read" loadingLabel="Loading the door…" todayPath={() => STAFF_ROUTES.door} todayWithoutDay>
      {(day, session) => <DoorView day={day} session={session} />}
    </StaffDayPage>
  );
}
