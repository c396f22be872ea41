import type { StaffBooking } from '@party/domain';
import { Card, useVenue } from '@party/shared-ui';
import { formatVenueInstant } from '../../shared/format';
import styles from './booking.module.css';

/** Every family's answer to the invitation, with each kid's allergies, and the totals. */
export function RsvpsSection({ rsvps }: { rsvps: NonNullable<StaffBooking['rsvps']> }) {
  const venue = useVenue();
  const { totals, answers } = rsvps;
  return (
    <Card title="RSVPs">
      <p className={styles.lead}>
        {totals.kidsComing} {totals.kidsComing === 1 ? 'kid' : 'kids'} coming from {totals.familiesComing}{' '}
        {totals.familiesComing === 1 ? 'family' : 'families'}; {totals.cantCome} can&apos;t come.
      </p>
      {answers.length === 0 ? (
        <p className={styles.muted}>No answers yet.</p>
      ) : (
        <ul className="stack-list">
          {answers.map((answer) => (
            <li key={answer.rsvpId} className={styles.rsvp}>
              <p className={styles.rsvpWho}>
                {answer.name} <span className={styles.muted}>({answer.coming ? 'coming' : "can't come"})</span>
              </p>
              {answer.kids.length > 0 ? (
                <ul className={styles.kids}>
                  {answer.kids.map((kid, index) => (
                    <li key={`${kid.name}-${index}`}>
                      {kid.name}
                      {kid.allergies ? (
                        <strong className={styles.allergy}>
                          {' '}
                          <span aria-hidden="true">⚠ </span>Allergies: {kid.allergies}
                        </strong>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className={styles.small}>
                {[answer.email, answer.phone, `answered ${formatVenueInstant(answer.respondedAt, venue.timeZone)}`].filter(Boolean).join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
