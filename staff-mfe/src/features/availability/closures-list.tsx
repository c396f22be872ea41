import { useState } from 'react';
import { formatTimeRange, type Closure } from '@party/domain';
import { Button, notify } from '@party/shared-ui';
import { ApiProblem } from '../../shared/api-status';
import { formatShortDay } from '../../shared/format';
import { useRemoveClosureMutation } from './api';
import { ClosedBookings } from './closed-bookings';
import kit from '../../shared/staff-kit.module.css';
import styles from './availability.module.css';

/** What a closure closes, in words: 'Whole centre, all day', 'Jungle Room, 10:00 AM - 12:00 PM'. */
export function closureWhat(closure: Pick<Closure, 'room' | 'start' | 'end'>): string {
  const where = closure.room ? closure.room.name : 'Whole centre';
  return `${where}, ${closure.start && closure.end ? formatTimeRange(closure.start, closure.end) : 'all day'}`;
}

/** The closures of a range, each with the bookings it falls on and (for those to come) Remove. */
export function ClosuresList({ closures, canRemove, onRemoved }: { closures: Closure[]; canRemove: boolean; onRemoved: () => void }) {
  return (
    <ul className={styles.closures}>
      {closures.map((closure) => (
        <ClosureRow key={closure.id} closure={closure} canRemove={canRemove} onRemoved={onRemoved} />
      ))}
    </ul>
  );
}

function ClosureRow({ closure, canRemove, onRemoved }: { closure: Closure; canRemove: boolean; onRemoved: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [remove, { isLoading, error }] = useRemoveClosureMutation();
  const title = `${formatShortDay(closure.date)} · ${closureWhat(closure)}`;

  async function confirmRemove() {
    const result = await remove(closure.id);
    // Removed meanwhile (another tab, another manager): it is gone either way.
    const gone = !('error' in result) || (result.error && 'status' in result.error && result.error.status === 404);
    if (!gone) return;
    notify.success('Closure removed', `${title} can be booked again.`);
    onRemoved();
  }

  return (
    <li className={styles.closure} aria-label={title}>
      <div className={styles.closureFacts}>
        <p className={styles.closureTitle}>{title}</p>
        <p className={styles.closureReason}>{closure.reason}</p>
        <p className={styles.muted}>By {closure.createdBy}</p>
      </div>
      {canRemove && !confirming ? (
        <Button variant="secondary" className={styles.closureButton} aria-label={`Remove: ${title}`} onClick={() => setConfirming(true)}>
          Remove
        </Button>
      ) : null}
      {canRemove && confirming ? (
        <div className={styles.confirm} role="group" aria-label={`Remove ${title}?`}>
          <p className={styles.confirmText}>Open this time for bookings again?</p>
          <div className={kit.actions}>
            <Button variant="danger" autoFocus onClick={() => void confirmRemove()} busy={isLoading} busyLabel="Removing…">
              Remove closure
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={isLoading}>
              Keep it
            </Button>
          </div>
          {error ? <ApiProblem error={error} fallback="The closure was not removed: the staff system did not answer. Please try again." /> : null}
        </div>
      ) : null}
      {closure.bookings.length > 0 ? <ClosedBookings closure={closure} headingLevel={3} /> : null}
    </li>
  );
}
