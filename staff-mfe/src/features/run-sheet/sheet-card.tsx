import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatTimeRange, phoneHref, staffBookingPath, type StaffHireSheet, type StaffPartySheet } from '@party/domain';
import { MoneyStateBadge } from '../../shared/money-state-badge';
import { DayExceptions } from './day-exceptions';
import kit from '../../shared/staff-kit.module.css';
import styles from './run-sheet.module.css';

export interface SheetCardProps {
  /** The party or the hire the card is of. */
  booking: StaffPartySheet | StaffHireSheet;
  kind: 'party' | 'hire';
  /** The booking in words, for the exceptions and the arrival: "Mia's party". */
  who: string;
  title: ReactNode;
  canOpenBooking: boolean;
  className?: string;
  /** What follows the day's exceptions: the allergies, the facts, the staff's notes. */
  children: ReactNode;
}

/** A card of the run sheet, a party's or a hire's: its title, time, reference and money, then what happens on the day. */
export function SheetCard({ booking, kind, who, title, canOpenBooking, className, children }: SheetCardProps) {
  const titleId = `${kind}-${booking.reference}`;
  return (
    <article className={className ? `${styles.card} ${className}` : styles.card} aria-labelledby={titleId}>
      <header className={kit.cardHeader}>
        <h3 id={titleId} className={styles.cardTitle}>
          {title}
        </h3>
        <p className={styles.cardMeta}>
          {formatTimeRange(booking.startTime, booking.endTime)} ·{' '}
          {canOpenBooking ? <Link to={staffBookingPath(booking.reference)}>{booking.reference}</Link> : booking.reference}
        </p>
        {booking.money ? <MoneyStateBadge money={booking.money} status={booking.status} /> : null}
      </header>
      <DayExceptions exceptions={booking.exceptions} askedToMove={booking.askedToMove} kind={kind} who={who} />
      {children}
    </article>
  );
}

/** The facts' row of the person who booked: their name and a phone link. */
export function contactFact(label: string, person: { name: string; mobile: string } | null | undefined): [string, ReactNode] | null {
  if (!person) return null;
  return [
    label,
    <>
      {person.name}, <a href={phoneHref(person.mobile)}>{person.mobile}</a>
    </>,
  ];
}
