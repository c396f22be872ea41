import { Link } from 'react-router-dom';
import { useGetRsvpsQuery } from '../booking/api';
import styles from './edit-booking.module.css';

/** The answers guests gave on the invitation page, read-only beside the guest list. */
export function RsvpList({ bookingId }: { bookingId: string }) {
  const { data: rsvps, isLoading, isError } = useGetRsvpsQuery(bookingId);
  let content;
  if (isLoading) content = <p className={styles.muted}>Loading RSVPs…</p>;
  else if (isError || !rsvps) content = <p className={styles.muted}>The RSVPs could not be loaded right now. Please try again later.</p>;
  else if (rsvps.length === 0) {
    content = (
      <p className={styles.muted}>
        No RSVPs yet. Share your invitation link from your{' '}
        <Link to={`/booking-success/${encodeURIComponent(bookingId)}`}>booking confirmation</Link> and answers will appear here.
      </p>
    );
  } else {
    content = (
      <ul className={styles.rsvps}>
        {rsvps.map((rsvp) => (
          <li key={rsvp.rsvpId} className={styles.rsvp}>
            <strong>{rsvp.name}</strong>
            {rsvp.kidsNames ? <span>Kids: {rsvp.kidsNames}</span> : null}
            {rsvp.allergies ? <span>Allergies: {rsvp.allergies}</span> : null}
            <span className={styles.muted}>{[rsvp.email, rsvp.phone].filter(Boolean).join(' · ')}</span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.rsvpPanel} aria-labelledby="rsvps-heading">
      <h3 id="rsvps-heading" className={styles.panelTitle}>
        RSVPs received{rsvps && rsvps.length > 0 ? ` (${rsvps.length})` : ''}
      </h3>
      {content}
    </section>
  );
}
