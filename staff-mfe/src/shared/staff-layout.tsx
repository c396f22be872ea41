import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { STAFF_ROLE_NAMES, STAFF_ROUTES, staffKitchenPath, type StaffAction, type StaffSession } from '@party/domain';
import { Button, notify, useVenue } from '@party/shared-ui';
import { useSignOutMutation } from './session-api';
import { signInNotice } from './sign-in-notice';
import { useVenueToday } from './use-clock';
import styles from './staff-layout.module.css';

interface NavItem {
  label: string;
  to: string;
  action: StaffAction;
  /** Whether the item is the page at this path. */
  current: (pathname: string) => boolean;
}

function navItems(today: string): NavItem[] {
  return [
    { label: 'Run sheet', to: STAFF_ROUTES.today, action: 'day.read', current: (path) => path === '/' || path.startsWith('/day/') },
    { label: 'Kitchen', to: staffKitchenPath(today), action: 'kitchen.read', current: (path) => path.startsWith('/kitchen/') },
    { label: 'Bookings', to: STAFF_ROUTES.bookings, action: 'bookings.read', current: (path) => path.startsWith('/bookings') },
    { label: 'Money', to: STAFF_ROUTES.money, action: 'money.report', current: (path) => path === STAFF_ROUTES.money },
    { label: 'Availability', to: STAFF_ROUTES.availability, action: 'availability.manage', current: (path) => path === STAFF_ROUTES.availability },
    { label: 'Catalogue', to: STAFF_ROUTES.catalogue, action: 'catalogue.manage', current: (path) => path === STAFF_ROUTES.catalogue },
    { label: 'Hours', to: STAFF_ROUTES.hours, action: 'hours.manage', current: (path) => path === STAFF_ROUTES.hours },
    { label: 'Audit', to: STAFF_ROUTES.audit, action: 'audit.read', current: (path) => path === STAFF_ROUTES.audit },
  ];
}

/**
 * Every signed-in page: the venue's name, the pages the role may open (and no other), who is
 * signed in, and Sign out. None of it prints: a printed sheet is the sheet alone.
 */
export function StaffLayout({ session, children }: { session: StaffSession; children: ReactNode }) {
  const venue = useVenue();
  const { pathname } = useLocation();
  const today = useVenueToday();
  const items = navItems(today).filter((item) => session.actions.includes(item.action));
  return (
    <div className={styles.layout}>
      <a className={styles.skipLink} href="#staff-main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <p className={styles.brand}>
            {venue.name} <span className={styles.staff}>Staff</span>
          </p>
          <div className={styles.who}>
            <span className={styles.name}>
              {session.staff.name || session.staff.email} <span className={styles.role}>({STAFF_ROLE_NAMES[session.staff.role]})</span>
            </span>
            <SignOutButton />
          </div>
        </div>
        <nav aria-label="Staff pages" className={styles.nav}>
          <ul className={styles.links}>
            {items.map((item) => (
              <li key={item.label}>
                <Link to={item.to} className={styles.link} aria-current={item.current(pathname) ? 'page' : undefined}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="staff-main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

/** Signs out here and now: the session ends on the server, and nothing of it stays in this tab. */
function SignOutButton() {
  const [signOut, { isLoading }] = useSignOutMutation();
  const navigate = useNavigate();
  async function handleClick() {
    const result = await signOut();
    const status = 'error' in result && result.error && 'status' in result.error ? result.error.status : undefined;
    // A session that had ended already is signed out all the same.
    if ('error' in result && status !== 401) {
      notify.error('Could not sign out', 'The staff system did not answer. Please try again.');
      return;
    }
    // The sign-in page empties the tab's cache as it opens.
    navigate(STAFF_ROUTES.signIn, { state: signInNotice('signed-out') });
  }
  return (
    <Button variant="secondary" className={styles.signOut} onClick={() => void handleClick()} busy={isLoading} busyLabel="Signing out…">
      Sign out
    </Button>
  );
}

/** The frame of the pages before signing in (sign-in, an invitation's link): the venue's name and the page. */
export function StaffFrame({ children }: { children: ReactNode }) {
  const venue = useVenue();
  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <p className={styles.brand}>
            {venue.name} <span className={styles.staff}>Staff</span>
          </p>
        </div>
      </header>
      <main id="staff-main" className={`${styles.main} ${styles.narrow}`}>
        {children}
      </main>
    </div>
  );
}
