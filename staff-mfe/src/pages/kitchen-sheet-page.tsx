import { staffKitchenPath } from '@party/domain';
import { KitchenSheetView } from '../features/kitchen-sheet/kitchen-sheet-view';
import { DayOfAddress } from '../shared/page-day';
import { StaffPage } from '../shared/staff-page';

/** The kitchen sheet of a day: `/kitchen/yyyy-MM-dd`. */
export default function KitchenSheetPage() {
  return (
    <StaffPage page="KitchenSheetPage" action="kitchen.read" loadingLabel="Loading the kitchen sheet…">
      {() => <DayOfAddress todayPath={staffKitchenPath}>{(day) => <KitchenSheetView key={day.date} day={day} />}</DayOfAddress>}
    </StaffPage>
  );
}
