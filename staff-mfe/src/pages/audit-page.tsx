import { AuditView } from '../features/audit/audit-view';
import { StaffPage } from '../shared/staff-page';

/** /audit, for owners and managers. */
export default function AuditPage() {
  return (
    <StaffPage page="AuditPage" action="audit.read" loadingLabel="Loading the audit log…">
      {() => <AuditView />}
    </StaffPage>
  );
}
