import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatTimeRange, staffBookingPath, type StaffDoorParty, type StaffSession } from '@party/domain';
import { Button } from '@party/shared-ui';
import { doorCountsText } from '../../shared/door-counts';
import { ChildToggle } from './child-toggle';
import { WalkInDialog } from './walk-in-dialog';
import kit from '../../shared/staff-kit.module.css';
import styles from './door.module.css';

export interface PartyDoorProps {
  date: string;
  party: StaffDoorParty;
  session: StaffSession;
}

/** One party at the door: who and where, the counts, an allergy flag no one can miss, and each child. */
export function PartyDoor({ date, party, session }: PartyDoorProps) {
  const [walkIn, setWalkIn] = useState(false);
  const can = (action: (typeof session.actions)[number]) => session.actions.includes(action);
  const canCheckIn = can('door.check-in') && !party.billClosed;
  const titleId = `door-party-${party.reference}`;
  return (
    <article className={styles.party} aria-labelledby={titleId}>
      <header className={kit.cardHeader}>
        <h3 id={titleId} className={kit.cardTitle}>
          {party.room.name}: {party.child.firstName}, turning {party.child.turning}
        </h3>
        <p className={styles.meta}>
          {formatTimeRange(party.startTime, party.endTime)} ·{' '}
          {can('bookings.read') ? (
            <Link to={staffBookingPath(party.reference)} aria-label={`Booking ${party.reference}: ${party.child.firstName}'s party`}>
              {party.reference}
            </Link>
          ) : (
            party.reference
          )}
          {party.status === 'pending' ? ' · Unpaid' : null}
        </p>
      </header>
      {/* Read out as taps change it: the desk hears the count without looking back up. */}
      <p className={styles.counts} aria-live="polite">
        {doorCountsText(party.counts)}
      </p>
      {party.counts.allergies ? (
        <p className={styles.allergyFlag}>
          <span aria-hidden="true">⚠ </span>Allergies in this party: see each child below
        </p>
      ) : null}
      {party.billClosed ? <p className={styles.closed}>The bill is closed: check-ins can no longer change.</p> : null}
      <ul className={styles.children} aria-label={`Children of ${party.child.firstName}'s party`}>
        {party.children.map((child) => (
          <li key={`${child.familyKey}\n${child.childKey}`}>
            <ChildToggle date={date} reference={party.reference} child={child} canCheckIn={canCheckIn} by={session.staff.name || session.staff.email} />
          </li>
        ))}
      </ul>
      {canCheckIn ? (
        <Button variant="secondary" className={styles.walkInButton} onClick={() => setWalkIn(true)} aria-label={`A child not on the list: ${party.child.firstName}'s party`}>
          A child not on the list
        </Button>
      ) : null}
      {walkIn ? <WalkInDialog date={date} party={party} onClose={() => setWalkIn(false)} /> : null}
    </article>
  );
}
