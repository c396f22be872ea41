import { CouponsView } from '../features/coupons/coupons-view';
import { StaffPage } from '../shared/staff-page';
import { useVenueToday } from '../shared/use-clock';

/** /coupons, for owners and managers: the venue's coupons, their terms and uses (decision 040). */
export default function CouponsPage() {
  return (
    <StaffPage page="CouponsPage" action="coupons.manage" loadingLabel="Loading the coupons…">
      {() => <CouponsOfToday />}
    </StaffPage>
  );
}

function CouponsOfToday() {
  return <CouponsView today={useVenueToday()} />;
}
