import type { StaffEmail } from '@party/domain';
import { Card, useVenue } from '@party/shared-ui';
import { formatVenueInstant } from '../../shared/format';
import { TableHead } from '../../shared/table-head';
import styles from './booking.module.css';

const STATUS: Record<StaffEmail['status'], string> = { queued: 'Waiting to send', sent: 'Sent', failed: 'Failed', dropped: 'Not sent (no longer true)' };

/** The emails the booking caused: sent, waiting in the outbox, failed, or dropped. */
export function EmailsSection({ emails }: { emails: StaffEmail[] }) {
  const venue = useVenue();
  return (
    <Card title="Emails">
      {emails.length === 0 ? (
        <p className={styles.muted}>No emails.</p>
      ) : (
        <table className={styles.table}>
          <caption className="visually-hidden">Emails of this booking</caption>
          <TableHead columns={['When', 'To', 'Subject', 'Status']} />
          <tbody>
            {emails.map((email, index) => (
              <tr key={`${email.at}-${index}`}>
                <td data-label="When">{formatVenueInstant(email.at, venue.timeZone)}</td>
                <td data-label="To" className={styles.address}>
                  {email.to}
                </td>
                <td data-label="Subject">
                  {/* A reminder (decision 065) says which it is above its subject. */}
                  {email.name ? <span className={styles.emailName}>{email.name}</span> : null}
                  {email.subject}
                </td>
                <td data-label="Status" className={email.status === 'failed' ? styles.failed : undefined}>
                  {STATUS[email.status]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
