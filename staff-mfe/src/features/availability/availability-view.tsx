import { useState } from 'react';
import { addDays } from '@party/domain';
import { Button, Card, PageHeader } from '@party/shared-ui';
import { StaffQueryStatus } from '../../shared/api-status';
import { formatShortDay } from '../../shared/format';
import { useGetClosuresQuery } from './api';
import { ClosureForm } from './closure-form';
import { ClosuresList } from './closures-list';
import kit from '../../shared/staff-kit.module.css';
import styles from './availability.module.css';

/** The API reads at most this many days at once: a year ahead, or a year back. */
const RANGE_DAYS = 366;

type Shown = 'coming' | 'past';

/** The days from `today` on (a year), or the year before it. */
export function closuresRange(today: string, shown: Shown): { from: string; to: string } {
  return shown === 'coming' ? { from: today, to: addDays(today, RANGE_DAYS - 1) } : { from: addDays(today, -RANGE_DAYS), to: addDays(today, -1) };
}

/** /availability: close a day or block a time, and the closures to come (or past), with the bookings each falls on. */
export function AvailabilityView({ today }: { today: string }) {
  const [shown, setShown] = useState<Shown>('coming');
  const range = closuresRange(today, shown);
  const closures = useGetClosuresQuery(range);
  const title = shown === 'coming' ? 'Closed days and blocks to come' : 'Past closed days and blocks';
  return (
    <div className={kit.page}>
      <PageHeader title="Availability">Close the centre for a day, or block a room or the whole centre for a time. The public pages refuse it at once.</PageHeader>
      <ClosureForm today={today} onMade={() => void closures.refetch()} />
      <Card title={title}>
        <p className={styles.muted}>
          From {formatShortDay(range.from)} to {formatShortDay(range.to)}.{' '}
          <Button variant="ghost" className={styles.inlineButton} onClick={() => setShown(shown === 'coming' ? 'past' : 'coming')}>
            {shown === 'coming' ? 'Show the past year' : 'Show those to come'}
          </Button>
        </p>
        <StaffQueryStatus
          query={{ ...closures, isLoading: closures.isLoading || (closures.isFetching && closures.data === undefined) }}
          loadingLabel="Loading the closed days…"
          errorTitle="The closed days could not be loaded"
        >
          {closures.data && closures.data.closures.length === 0 ? (
            <p className={styles.empty}>{shown === 'coming' ? 'Nothing is closed: every day to come is open in its opening hours.' : 'Nothing was closed in the past year.'}</p>
          ) : null}
          {closures.data && closures.data.closures.length > 0 ? (
            <ClosuresList closures={closures.data.closures} canRemove={shown === 'coming'} onRemoved={() => void closures.refetch()} />
          ) : null}
        </StaffQueryStatus>
      </Card>
    </div>
  );
}
