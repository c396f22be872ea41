import { StaffMembersView } from '../features/staff-members/staff-members-view';
import { StaffPage } from '../shared/staff-page';

/** /staff, for owners: the venue's staff, invitations, roles, deactivation and sign-in resets (decision 040). */
export default function StaffMembersPage() {
  return (
    <StaffPage page="StaffMembersPage" action="staff.manage" loadingLabel="Loading the staff…">
      {(session) => <StaffMembersView session={session} />}
    </StaffPage>
  );
}
