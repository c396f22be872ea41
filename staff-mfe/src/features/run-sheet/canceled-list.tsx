import { Link } from 'react-router-dom';
import { formatTimeRange, staffBookingPath, type StaffCanceled } from '@party/domain';
import styles from './run-sheet.module.css';

/** The day's canceled bookings, apart from the live ones, so nobody prepares for them. */
export function CanceledList({ canceled, canOpenBooking }: { canceled: StaffCanceled[]; canOpenBooking: boolean }) {
  return (
    <section className={styles.canceled} aria-labelledby="canceled-title">
      <h2 id="canceled-title" className={styles.slotTitle}>
        Canceled ({canceled.length}): not coming
      </h2>
      <ul className={styles.canceledList}>
        {canceled.map((booking) => (
          <li key={booking.reference}>
            {canOpenBooking ? <Link to={staffBookingPath(booking.reference)}>{booking.reference}</Link> : booking.reference} ·{' '}
            {formatTimeRange(booking.startTime, booking.endTime)} · {booking.what}
          </li>
        ))}
      </ul>
    </section>
  );
}
