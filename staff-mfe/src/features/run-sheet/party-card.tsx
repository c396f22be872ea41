import { Link } from 'react-router-dom';
import { formatTimeRange, phoneHref, staffBookingPath, type StaffPartySheet } from '@party/domain';
import { Allergies } from '../../shared/allergies';
import { ArrivalControl } from '../../shared/arrival';
import { CountedItems } from '../../shared/counted-items';
import { MoneyStateBadge } from '../../shared/money-state-badge';
import { Facts } from '../../shared/facts';
import { StaffNotes } from '../../shared/staff-notes';
import { doorCountsText } from '../../shared/door-counts';
import { DayExceptions } from './day-exceptions';
import styles from './run-sheet.module.css';

export interface PartyCardProps {
  party: StaffPartySheet;
  canMarkArrival: boolean;
  canOpenBooking: boolean;
}

/** One party as the host runs it: who, where, how many, who is allergic to what, what to serve, what is owed. */
export function PartyCard({ party, canMarkArrival, canOpenBooking }: PartyCardProps) {
  const who = `${party.child.firstName}'s party`;
  return (
    <article className={styles.card} aria-labelledby={`party-${party.reference}`}>
      <header className={styles.cardHeader}>
        <h3 id={`party-${party.reference}`} className={styles.cardTitle}>
          {party.room.name}: {party.child.firstName}, turning {party.child.turning}
        </h3>
        <p className={styles.cardMeta}>
          {formatTimeRange(party.startTime, party.endTime)} ·{' '}
          {canOpenBooking ? <Link to={staffBookingPath(party.reference)}>{party.reference}</Link> : party.reference}
        </p>
        {party.money ? <MoneyStateBadge money={party.money} status={party.status} /> : null}
      </header>
      <DayExceptions exceptions={party.exceptions} askedToMove={party.askedToMove} kind="party" who={who} />
      <Allergies allergies={party.allergies} />
      <Facts
        rows={[
          party.parent
            ? [
                'Parent',
                <>
                  {party.parent.name}, <a href={phoneHref(party.parent.mobile)}>{party.parent.mobile}</a>
                </>,
              ]
            : null,
          ['Package', party.packageName],
          ['Kids', `${party.kidsBooked} booked, ${party.kidsComing} coming (${party.familiesComing} ${party.familiesComing === 1 ? 'family' : 'families'} said yes)`],
          ['At the door', doorCountsText(party.door)],
          ["Kids' food", <CountedItems key="kids" items={party.kidsFood} />],
          ['Adult food', <CountedItems key="adults" items={party.adultsFood} />],
          ['Add-ons', <CountedItems key="addons" items={party.addons} />],
          ['Arrival', <ArrivalControl key="arrival" reference={party.reference} who={who} arrival={party.arrival} canMark={canMarkArrival} />],
        ]}
      />
      <StaffNotes notes={party.staffNotes} />
    </article>
  );
}
