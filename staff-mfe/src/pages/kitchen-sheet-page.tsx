import { staffKitchenPath } from '@party/domain';
import { KitchenSheetView } from '../features/kitchen-sheet/kitchen-sheet-view';
import { StaffDayPage } from '../shared/page-day';

/** The kitchen sheet of a day: `/kitchen/yyyy-MM-dd`. */
export default function KitchenSheetPage() {
  return (
    <StaffDayPage page="KitchenSheetPage" action="kitchen.read" loadingLabel="Loading the kitchen sheet…" todayPath={staffKitchenPath}>
      {(day) => <KitchenSheetView day={day} />}
    </StaffDayPage>
  );
}
