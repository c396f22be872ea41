import { CouponsView } from '../features/coupons/coupons-view';
import { Today } from '../shared/page-day';
import { StaffPage } from '../shared/staff-page';

/** /coupons, for owners and managers: the venue's coupons, their terms and uses (decision 040). */
export default function CouponsPage() {
  return (
    <StaffPage page="CouponsPage" action="coupons.manage" loadingLabel="Loading the coupons…">
      {() => <Today>{(today) => <CouponsView today={today} />}</Today>}
    </StaffPage>
  );
}
