import { MoneyView } from '../features/money/money-view';
import { Today } from '../shared/page-day';
import { StaffPage } from '../shared/staff-page';

/** /money, for owners and managers: owed back with Record refund, balances due, takings, CSV. */
export default function MoneyPage() {
  return (
    <StaffPage page="MoneyPage" action="money.report" loadingLabel="Loading the money…">
      {(session) => <Today>{(today) => <MoneyView session={session} today={today} />}</Today>}
    </StaffPage>
  );
}
