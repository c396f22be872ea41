import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PHONE_BOOKING_MESSAGES, STAFF_ROLE_NAMES, STAFF_ROUTES, staffKitchenPath, type StaffAction, type StaffSession } from '@party/domain';
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

const at = (route: string) => (path: string) => path === route;

/** The day's pages: what the front desk, the party hosts and the kitchen open all day. */
function dayItems(today: string): NavItem[] {
  return [
    { label: 'Run sheet', to: STAFF_ROUTES.today, action: 'day.read', current: (path) => path === '/' || path.startsWith('/day/') },
    // The door (decision 063): each child checked in, today's parties first.
    { label: 'Door', to: STAFF_ROUTES.door, action: 'forms.read', current: (path) => path === STAFF_ROUTES.door || path.startsWith('/door/') },
    { label: 'Kitchen', to: staffKitchenPath(today), action: 'kitchen.read', current: (path) => path.startsWith('/kitchen/') },
    { label: 'Bookings', to: STAFF_ROUTES.bookings, action: 'bookings.read', current: (path) => path.startsWith('/bookings') && path !== STAFF_ROUTES.newBooking },
    // The front desk books a party for a parent on the phone from any page (decision 054).
    { label: PHONE_BOOKING_MESSAGES.link, to: STAFF_ROUTES.newBooking, action: 'bookings.create', current: at(STAFF_ROUTES.newBooking) },
    { label: 'Money', to: STAFF_ROUTES.money, action: 'money.report', current: at(STAFF_ROUTES.money) },
  ];
}

/** The venue's controls (decision 040) and its audit: what owners and managers change now and then. */
const VENUE_ITEMS: NavItem[] = [
  { label: 'Availability', to: STAFF_ROUTES.availability, action: 'availability.manage', current: at(STAFF_ROUTES.availability) },
  { label: 'Catalogue', to: STAFF_ROUTES.catalogue, action: 'catalogue.manage', current: at(STAFF_ROUTES.catalogue) },
  { label: 'Coupons', to: STAFF_ROUTES.coupons, action: 'coupons.manage', current: at(STAFF_ROUTES.coupons) },
  { label: 'Hours', to: STAFF_ROUTES.hours, action: 'hours.manage', current: at(STAFF_ROUTES.hours) },
  { label: 'Staff', to: STAFF_ROUTES.staff, action: 'staff.manage', current: at(STAFF_ROUTES.staff) },
  { label: 'Audit', to: STAFF_ROUTES.audit, action: 'audit.read', current: at(STAFF_ROUTES.audit) },
];

/**
 * Every signed-in page: the venue's name, the pages the role may open (and no other) in two groups,
 * the day's first and the venue's controls after, who is signed in (a link to their own account),
 * and Sign out. None of it prints: a printed sheet is the sheet alone.
 */
export function StaffLayout({ session, children }: { session: StaffSession; children: ReactNode }) {
  const venue = useVenue();
  const { pathname } = useLocation();
  const today = useVenueToday();
  const allowed = (items: NavItem[]) => items.filter((item) => session.actions.includes(item.action));
  const groups = [
    { label: 'The day', items: allowed(dayItems(today)) },
    { label: 'The venue', items: allowed(VENUE_ITEMS) },
  ].filter((group) => group.items.length > 0);
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
            <Link to={STAFF_ROUTES.account} className={styles.account} aria-current={pathname === STAFF_ROUTES.account ? 'page' : undefined}>
              Your account
            </Link>
            <SignOutButton />
          </div>
        </div>
        <nav aria-label="Staff pages" className={styles.nav}>
          <div className={styles.groups}>
            {groups.map((group) => (
              <ul key={group.label} className={styles.links} aria-label={groups.length > 1 ? group.label : undefined}>
                {group.items.map((item) => (
                  <li key={item.label}>
                    <Link to={item.to} className={styles.link} aria-current={item.current(pathname) ? 'page' : undefined}>
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            ))}
          </div>
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
