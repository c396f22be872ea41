import { Link } from 'react-router-dom';
import { auditActionWords, staffBookingPath, type StaffAuditEntry } from '@party/domain';
import { useVenue } from '@party/shared-ui';
import { AuditChange } from './audit-change';
import { formatVenueInstant } from './format';
import styles from './audit-entry.module.css';

const ACTOR_KINDS: Record<StaffAuditEntry['actor']['kind'], string> = {
  staff: 'staff',
  customer: 'customer',
  system: 'the system',
  'venue-token': 'venue token',
};

/** Audit entries as a table (a list of cards on a phone): when, who, what, about which booking or staff member, and the values. */
export function AuditTable({ entries, caption, withBooking = true }: { entries: StaffAuditEntry[]; caption: string; withBooking?: boolean }) {
  const venue = useVenue();
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.when}>
            When
          </th>
          <th scope="col" className={styles.who}>
            Who
          </th>
          <th scope="col" className={styles.what}>
            What
          </th>
          {withBooking ? (
            <th scope="col" className={styles.about}>
              About
            </th>
          ) : null}
          <th scope="col">Before → after</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label="When">{formatVenueInstant(entry.at, venue.timeZone)}</td>
            <td data-label="Who">
              <span>
                {entry.actor.name || '—'} <span className={styles.kind}>({ACTOR_KINDS[entry.actor.kind]})</span>
              </span>
            </td>
            <td data-label="What">{auditActionWords(entry.action)}</td>
            {withBooking ? (
              <td data-label="About">
                {entry.target?.reference ? (
                  /^[A-Z]+\d+$/.test(entry.target.reference) ? <Link to={staffBookingPath(entry.target.reference)}>{entry.target.reference}</Link> : entry.target.reference
                ) : (
                  '—'
                )}
              </td>
            ) : null}
            <td data-label="Before → after">
              <AuditChange before={entry.before} after={entry.after} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
