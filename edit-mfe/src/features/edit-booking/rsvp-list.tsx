import { Link } from 'react-router-dom';
import { bookingSuccessPath, type Guest, type Rsvp, type RsvpTotals } from '@party/domain';
import { Button } from '@party/shared-ui';
import styles from './edit-booking.module.css';
import { useGetRsvpsQuery } from './api';

export interface RsvpListProps {
  bookingId: string;
  /** The guest rows a family's answer would add (its kids not yet on the guest list); without it, the list only shows the answers. */
  toAdd?: (rsvp: Rsvp) => Guest[];
  onAdd?: (guests: Guest[]) => void;
  /** 3 beside the guest list; 2 where it is a section of its own. */
  headingLevel?: 2 | 3;
}

const kidsText = (count: number) => `${count} ${count === 1 ? 'kid' : 'kids'}`;

/**
 * The answers guests gave on the invitation page, beside the guest list: the totals, then each
 * family's answer with the kids coming and their allergies, each yes addable to the guest list.
 */
export function RsvpList({ bookingId, toAdd, onAdd, headingLevel = 3 }: RsvpListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { data, isLoading, isError } = useGetRsvpsQuery(bookingId);
  const answers = data?.answers;
  let content;
  if (isLoading) content = <p className={styles.muted}>Loading RSVPs…</p>;
  else if (isError || !data || !answers) content = <p className={styles.muted}>The RSVPs could not be loaded right now. Please try again later.</p>;
  else if (answers.length === 0) {
    content = (
      <p className={styles.muted}>
        No RSVPs yet. Share your invitation link from your{' '}
        <Link to={bookingSuccessPath(bookingId)}>booking confirmation</Link> and answers will appear here.
      </p>
    );
  } else {
    content = (
      <>
        <Totals totals={data.totals} />
        <ul className="stack-list">
          {answers.map((rsvp) => (
            <li key={rsvp.rsvpId} className={styles.rsvp}>
              <span className={styles.rsvpWho}>
                <strong>{rsvp.name}</strong>
                <span className={rsvp.coming ? styles.coming : styles.notComing}>{rsvp.coming ? `Coming: ${kidsText(rsvp.kids.length)}` : "Can't come"}</span>
              </span>
              {rsvp.coming ? <KidsComing rsvp={rsvp} /> : null}
              <span className={styles.muted}>{[rsvp.email, rsvp.phone].filter(Boolean).join(' · ')}</span>
              {rsvp.coming && toAdd && onAdd ? <AddToGuestList rsvp={rsvp} guests={toAdd(rsvp)} onAdd={onAdd} /> : null}
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <section className={styles.rsvpPanel} aria-labelledby="rsvps-heading">
      <Heading id="rsvps-heading" className={styles.panelTitle}>
        RSVPs received{answers && answers.length > 0 ? ` (${answers.length})` : ''}
      </Heading>
      {content}
    </section>
  );
}

/** The head count: families coming, the kids they bring, and the families who can't come. */
function Totals({ totals }: { totals: RsvpTotals }) {
  return (
    <dl className={styles.totals} aria-label="RSVP totals">
      {(
        [
          ['Families coming', totals.familiesComing],
          ['Kids coming', totals.kidsComing],
          ["Can't come", totals.cantCome],
        ] as const
      ).map(([label, value]) => (
        <div key={label} className={styles.total}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Each kid a family brings, with their allergies. */
function KidsComing({ rsvp }: { rsvp: Rsvp }) {
  return (
    <ul className={styles.kids} aria-label={`Kids coming with ${rsvp.name}`}>
      {rsvp.kids.map((kid, index) => (
        <li key={index}>
          {kid.name}
          {kid.allergies ? <span className={styles.allergies}> · Allergies: {kid.allergies}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function AddToGuestList({ rsvp, guests, onAdd }: { rsvp: Rsvp; guests: Guest[]; onAdd: (guests: Guest[]) => void }) {
  if (guests.length === 0) return <span className={styles.listed}>✓ On your guest list</span>;
  return (
    <Button variant="ghost" className={styles.rsvpAdd} onClick={() => onAdd(guests)}>
      {/* The name starts with the visible words, for voice control. */}
      Add {kidsText(guests.length)} to guest list<span className="visually-hidden">: {rsvp.name}</span>
    </Button>
  );
}
