import { useState } from 'react';
import { Button, PageHeader } from '@party/shared-ui';
import { StaffQueryStatus } from '../../shared/api-status';
import { AuditTable } from '../../shared/audit-entry';
import { useGetAuditPageQuery } from './api';
import kit from '../../shared/staff-kit.module.css';
import styles from './audit.module.css';

/**
 * /audit: every staff sign-in attempt and every change, newest first, with who, what, when (venue
 * time) and the values before and after; older entries a page at a time.
 */
export function AuditView() {
  // The `before` of each page shown: the first page has none.
  const [pages, setPages] = useState<Array<string | undefined>>([undefined]);
  return (
    <div className={kit.sheetPage}>
      <PageHeader title="Audit log">Every staff sign-in and every change, newest first. Entries can never be changed or deleted.</PageHeader>
      {pages.map((before, index) => (
        <AuditPage key={before ?? 'newest'} before={before} isLast={index === pages.length - 1} onOlder={(next) => setPages([...pages, next])} />
      ))}
    </div>
  );
}

function AuditPage({ before, isLast, onOlder }: { before: string | undefined; isLast: boolean; onOlder: (before: string) => void }) {
  const page = useGetAuditPageQuery(before);
  return (
    <StaffQueryStatus query={page} loadingLabel="Loading the audit log…" errorTitle="The audit log could not be loaded">
      {page.data ? (
        <>
          {page.data.entries.length === 0 && before === undefined ? <p>Nothing recorded yet.</p> : null}
          {page.data.entries.length > 0 ? <AuditTable entries={page.data.entries} caption={before ? 'Older entries' : 'Newest entries'} /> : null}
          {isLast && page.data.next ? (
            <div>
              <Button variant="secondary" onClick={() => onOlder(page.data!.next!)}>
                Show older entries
              </Button>
            </div>
          ) : null}
          {isLast && !page.data.next && page.data.entries.length > 0 ? <p className={styles.end}>That is the first entry.</p> : null}
        </>
      ) : null}
    </StaffQueryStatus>
  );
}
