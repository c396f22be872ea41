import { Link, NavLink } from 'react-router-dom';
import { contactUsPath, SITE_ROUTES } from '@party/domain';
import { useVenueStatus } from '@party/shared-ui';
import styles from './site-header.module.css';

/** The brand while the venue's name is not there (the API slow or down). */
export const NEUTRAL_BRAND = 'Party Bookings';

const links = [
  { to: SITE_ROUTES.home, label: 'Book a Party', end: true },
  { to: SITE_ROUTES.afterHours, label: 'After-Hours Hire', end: false },
  { to: contactUsPath(), label: 'Contact', end: true },
];

export function SiteHeader() {
  const venue = useVenueStatus();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={SITE_ROUTES.home} className={styles.brand}>
          {venue.status === 'loaded' ? venue.venue.name : NEUTRAL_BRAND}
        </Link>
        <nav aria-label="Main">
          <ul className={styles.links}>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end={link.end}
                  className={({ isActive }) => (isActive && !link.to.includes('#') ? `${styles.link} ${styles.active}` : styles.link)}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
