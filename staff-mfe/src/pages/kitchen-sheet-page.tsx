import { useParams } from 'react-router-dom';
import { isIsoDate, staffKitchenPath } from '@party/domain';
import { KitchenSheetView } from '../features/kitchen-sheet/kitchen-sheet-view';
import { NotADay } from '../shared/not-a-day';
import { StaffPage } from '../shared/staff-page';
import { useVenueToday } from '../shared/use-clock';

/** The kitchen sheet of a day: `/kitchen/yyyy-MM-dd`. */
export default function KitchenSheetPage() {
  return (
    <StaffPage page="KitchenSheetPage" action="kitchen.read" loadingLabel="Loading the kitchen sheet…">
      {() => <KitchenSheetOfDay />}
    </StaffPage>
  );
}

function KitchenSheetOfDay() {
  const { date } = useParams();
  const today = useVenueToday();
  if (date === undefined || !isIsoDate(date)) return <NotADay todayPath={staffKitchenPath(today)} />;
  return <KitchenSheetView key={date} date={date} today={today} />;
}
