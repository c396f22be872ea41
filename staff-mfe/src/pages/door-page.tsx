import { STAFF_ROUTES } from '@party/domain';
import { DoorView } from '../features/door/door-view';
import { DayOfAddress } from '../shared/page-day';
import { StaffPage } from '../shared/staff-page';

/** The door (decision 063): today's at `/door`, any day's at `/door/yyyy-MM-dd`. */
export default function DoorPage() {
  return (
    <StaffPage page="DoorPage" action="forms.read" loadingLabel="Loading the door…">
      {(session) => (
        <DayOfAddress todayPath={() => STAFF_ROUTES.door} todayWithoutDay>
          {(day) => <DoorView key={day.date} day={day} session={session} />}
        </DayOfAddress>
      )}
    </StaffPage>
  );
}
