import { Link } from 'react-router-dom';
import { formatTimeRange, phoneHref, staffBookingPath, type StaffHireSheet } from '@party/domain';
import { ArrivalControl } from '../../shared/arrival';
import { CountedItems } from '../../shared/counted-items';
import { MoneyStateBadge } from '../../shared/money-state-badge';
import { Facts } from '../../shared/facts';
import { StaffNotes } from '../../shared/staff-notes';
import { DayExceptions } from './day-exceptions';
import styles from './run-sheet.module.css';

/** An after-hours hire of the whole centre: who, how many, what they added and wrote, what is owed. */
export function HireCard({ hire, canMarkArrival, canOpenBooking }: { hire: StaffHireSheet; canMarkArrival: boolean; canOpenBooking: boolean }) {
  const who = hire.customer ? `${hire.customer.name}'s hire` : 'the after-hours hire';
  return (
    <article className={`${styles.card} ${styles.hire}`} aria-labelledby={`hire-${hire.reference}`}>
      <header className={styles.cardHeader}>
        <h3 id={`hire-${hire.reference}`} className={styles.cardTitle}>
          After-hours hire: the whole centre
        </h3>
        <p className={styles.cardMeta}>
          {formatTimeRange(hire.startTime, hire.endTime)} ·{' '}
          {canOpenBooking ? <Link to={staffBookingPath(hire.reference)}>{hire.reference}</Link> : hire.reference}
        </p>
        {hire.money ? <MoneyStateBadge money={hire.money} status={hire.status} /> : null}
      </header>
      <DayExceptions exceptions={hire.exceptions} askedToMove={hire.askedToMove} kind="hire" who={who} />
      <Facts
        rows={[
          hire.customer
            ? [
                'Customer',
                <>
                  {hire.customer.name}, <a href={phoneHref(hire.customer.mobile)}>{hire.customer.mobile}</a>
                </>,
              ]
            : null,
          ['Expected', `${hire.expectedKids} kids, ${hire.expectedAdults} adults`],
          ['Add-ons', <CountedItems key="addons" items={hire.addons} />],
          hire.customerNotes ? ['Their notes', hire.customerNotes] : null,
          ['Arrival', <ArrivalControl key="arrival" reference={hire.reference} who={who} arrival={hire.arrival} canMark={canMarkArrival} />],
        ]}
      />
      <StaffNotes notes={hire.staffNotes} />
    </article>
  );
}
