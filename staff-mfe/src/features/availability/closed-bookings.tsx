import { Link } from 'react-router-dom';
import { formatTimeRange, phoneHref, staffBookingPath, type Closure } from '@party/domain';
import { TableHead } from '../../shared/table-head';
import styles from './availability.module.css';

/**
 * The live bookings a closure still falls on (decision 059): kept in spite of it, or waiting for
 * their customer to move them. Each is on the run sheet as an exception.
 */
export function ClosedBookings({ closure, headingLevel }: { closure: Pick<Closure, 'bookings'>; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const count = closure.bookings.length;
  return (
    <div className={styles.bookings}>
      <Heading className={styles.bookingsTitle}>
        {count} {count === 1 ? 'booking' : 'bookings'} still on it
      </Heading>
      <p className={styles.muted}>Kept in spite of it, or waiting for the customer to move it: each booking's history says which.</p>
      <table className={styles.table}>
        <caption className="visually-hidden">Bookings still on it</caption>
        <TableHead columns={['Booking', 'What', 'Time', 'Name', 'Phone']} />
        <tbody>
          {closure.bookings.map((booking) => (
            <tr key={booking.reference}>
              <td data-label="Booking">
                <Link to={staffBookingPath(booking.reference)}>{booking.reference}</Link>
              </td>
              <td data-label="What">{booking.what}</td>
              <td data-label="Time">{formatTimeRange(booking.startTime, booking.endTime)}</td>
              <td data-label="Name">{booking.name}</td>
              <td data-label="Phone">
                <a href={phoneHref(booking.mobile)}>{booking.mobile}</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
