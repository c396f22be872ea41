import { Link } from 'react-router-dom';
import { findBookingPath, phoneHref, type Venue } from '@party/domain';
import { useVenueStatus } from '@party/shared-ui';
import styles from './site-footer.module.css';

/**
 * The venue's contact details and opening hours, and the way back to a booking whose email is
 * lost; without the venue's details (the API slow or down), the footer stays, empty of them.
 */
export function SiteFooter() {
  const venue = useVenueStatus();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {venue.status === 'loaded' ? <VenueDetails venue={venue.venue} /> : null}
        {venue.status === 'failed' ? <p>Our contact details cannot be shown right now.</p> : null}
        <section aria-labelledby="footer-bookings">
          <h2 id="footer-bookings" className={styles.heading}>
            Already booked?
          </h2>
          <p className={styles.text}>Lost the email with your booking&apos;s links?</p>
          <Link to={findBookingPath()}>Find my booking</Link>
        </section>
      </div>
    </footer>
  );
}

function VenueDetails({ venue }: { venue: Venue }) {
  return (
    <>
      <section aria-labelledby="footer-contact">
        <h2 id="footer-contact" className={styles.heading}>
          {venue.name}
        </h2>
        <address className={styles.address}>
          <span>{venue.address}</span>
          <a href={phoneHref(venue.phone)}>{venue.phone}</a>
          <a href={`mailto:${venue.email}`}>{venue.email}</a>
        </address>
      </section>
      <section aria-labelledby="footer-hours">
        <h2 id="footer-hours" className={styles.heading}>
          Opening hours
        </h2>
        <dl className={styles.hours}>
          {venue.openingHours.map((line) => (
            <div key={line.days} className={styles.hoursRow}>
              <dt>{line.days}</dt>
              <dd>{line.hours}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}
