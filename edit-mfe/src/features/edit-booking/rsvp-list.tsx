import { Link } from 'react-router-dom';
import { bookingSuccessPath, type Guest, type Rsvp } from '@party/domain';
import { Button } from '@party/shared-ui';
import styles from './edit-booking.module.css';
import { useGetRsvpsQuery } from './api';

export interface RsvpListProps {
  bookingId: string;
  /** Whether this answer is already on the guest list. */
  isListed: (rsvp: Rsvp) => boolean;
  onAdd: (guest: Guest) => void;
}

/** The answers guests gave on the invitation page, beside the guest list, each one addable to it. */
export function RsvpList({ bookingId, isListed, onAdd }: RsvpListProps) {
  const { data: rsvps, isLoading, isError } = useGetRsvpsQuery(bookingId);
  let content;
  if (isLoading) content = <p className={styles.muted}>Loading RSVPs…</p>;
  else if (isError || !rsvps) content = <p className={styles.muted}>The RSVPs could not be loaded right now. Please try again later.</p>;
  else if (rsvps.length === 0) {
    content = (
      <p className={styles.muted}>
        No RSVPs yet. Share your invitation link from your{' '}
        <Link to={bookingSuccessPath(bookingId)}>booking confirmation</Link> and answers will appear here.
      </p>
    );
  } else {
    content = (
      <ul className="stack-list">
        {rsvps.map((rsvp) => (
          <li key={rsvp.rsvpId} className={styles.rsvp}>
            <strong>{rsvp.name}</strong>
            {rsvp.kidsNames ? <span>Kids: {rsvp.kidsNames}</span> : null}
            {rsvp.allergies ? <span>Allergies: {rsvp.allergies}</span> : null}
            <span className={styles.muted}>{[rsvp.email, rsvp.phone].filter(Boolean).join(' · ')}</span>
            {isListed(rsvp) ? (
              <span className={styles.listed}>✓ On your guest list</span>
            ) : (
              <Button variant="ghost" className={styles.rsvpAdd} onClick={() => onAdd({ name: rsvp.name, email: rsvp.email, phone: rsvp.phone })}>
                {/* The name starts with the visible words, for voice control. */}
                Add to guest list<span className="visually-hidden">: {rsvp.name}</span>
              </Button>
            )}
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
