import { phoneHref, venue } from '@party/domain';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
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
      </div>
    </footer>
  );
}
