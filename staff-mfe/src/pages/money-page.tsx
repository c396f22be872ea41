import type { StaffSession } from '@party/domain';
import { MoneyView } from '../features/money/money-view';
import { StaffPage } from '../shared/staff-page';
import { useVenueToday } from '../shared/use-clock';

/** /money, for owners and managers: owed back with Record refund, balances due, takings, CSV. */
export default function MoneyPage() {
  return (
    <StaffPage page="MoneyPage" action="money.report" loadingLabel="Loading the money…">
      {(session) => <MoneyOfToday session={session} />}
    </StaffPage>
  );
}

function MoneyOfToday({ session }: { session: StaffSession }) {
  return <MoneyView session={session} today={useVenueToday()} />;
}
