import { Link, NavLink } from 'react-router-dom';
import { venue } from '@party/domain';
import styles from './site-header.module.css';

const links = [
  { to: '/', label: 'Book a Party', end: true },
  { to: '/book-your-party/after-hours', label: 'After-Hours Hire', end: false },
  { to: '/#contact', label: 'Contact', end: true },
];

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.brand}>
          {venue.name}
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
