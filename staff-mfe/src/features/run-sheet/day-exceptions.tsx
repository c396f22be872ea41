import { formatTimeRange, VENUE_CHANGE_STAFF_MESSAGES as WORDS, type StaffAskedToMove, type StaffDayException } from '@party/domain';
import { useVenue } from '@party/shared-ui';
import { formatVenueInstant } from '../../shared/format';
import styles from './day-exceptions.module.css';

/** One exception in words: the closure of its time with the staff's reason, or the hours it lies outside. */
function exceptionWords(exception: StaffDayException, kind: 'party' | 'hire'): string {
  if (exception.kind === 'closed' && exception.closure) {
    const { room, start, end, reason } = exception.closure;
    return `Closed: ${room ?? 'the whole centre'}, ${start && end ? formatTimeRange(start, end) : 'all day'} (${reason})`;
  }
  const hours = exception.hours ? formatTimeRange(exception.hours.opens, exception.hours.closes) : undefined;
  if (kind === 'hire') return `Outside the after-hours window${hours ? ` (${hours})` : ''}`;
  return hours ? `Outside the day's opening hours (${hours})` : 'On a day the venue does not open';
}

/**
 * A booking that goes ahead against its day (decision 059): a closed time it was kept in spite of,
 * a time outside the hours, or a customer asked to move it who has not yet. A box the host cannot
 * miss, on screen and on paper (a border and words, not colour alone); nothing for the rest.
 */
export function DayExceptions({ exceptions, askedToMove, kind, who }: { exceptions: StaffDayException[]; askedToMove: StaffAskedToMove | null; kind: 'party' | 'hire'; who: string }) {
  const venue = useVenue();
  if (exceptions.length === 0 && !askedToMove) return null;
  return (
    <section className={styles.exceptions} aria-label={`${WORDS.exceptionsLabel}: ${who}`}>
      <p className={styles.title}>
        <span aria-hidden="true">⚑ </span>
        {WORDS.exceptionsLabel}
      </p>
      <ul className={styles.list}>
        {exceptions.map((exception, index) => (
          <li key={index}>{exceptionWords(exception, kind)}</li>
        ))}
        {askedToMove ? <li>{WORDS.askedToMove(askedToMove.cause, formatVenueInstant(askedToMove.at, venue.timeZone))}</li> : null}
      </ul>
    </section>
  );
}
