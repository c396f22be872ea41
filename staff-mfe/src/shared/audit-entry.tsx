import { Link } from 'react-router-dom';
import { auditActionWords, staffBookingPath, type StaffAuditEntry } from '@party/domain';
import { useVenue } from '@party/shared-ui';
import { AuditChange } from './audit-change';
import { formatVenueInstant } from './format';
import { TableHead } from './table-head';
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
      <TableHead
        columns={[
          { label: 'When', className: styles.when },
          { label: 'Who', className: styles.who },
          { label: 'What', className: styles.what },
          ...(withBooking ? [{ label: 'About', className: styles.about }] : []),
          'Before → after',
        ]}
      />
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td data-label="When">{formatVenueInstant(entry.at, venue.timeZone)}</td>
            <td data-label="Who">
              <span>
                {entry.actor.name || '—'} <span className="small-note">({ACTOR_KINDS[entry.actor.kind]})</span>
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
