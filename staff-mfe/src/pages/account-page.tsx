import { AccountView } from '../features/account/account-view';
import { StaffPage } from '../shared/staff-page';

/** /account, for every signed-in member whatever the role: one's own sessions (decision 040). */
export default function AccountPage() {
  return (
    <StaffPage page="AccountPage" action="signed-in" loadingLabel="Loading your account…">
      {(session) => <AccountView session={session} />}
    </StaffPage>
  );
}
