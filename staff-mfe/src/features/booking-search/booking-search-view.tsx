import { useId, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatTime12h, PHONE_BOOKING_MESSAGES, phoneHref, STAFF_ROUTES, staffBookingPath, type StaffBookingFound } from '@party/domain';
import { Badge, Button, ButtonLink, PageHeader } from '@party/shared-ui';
import { StaffQueryStatus } from '../../shared/api-status';
import { formatShortDay } from '../../shared/format';
import { useSearchBookingsQuery } from './api';
import kit from '../../shared/staff-kit.module.css';
import styles from './booking-search.module.css';

/** The longest search the API takes. */
const MAX_QUERY = 100;

/** /bookings?q=: find a booking by its reference, a name, an email or a mobile; or (front desk up) make one for a parent on the phone. */
export function BookingSearchView({ canBook }: { canBook: boolean }) {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY);
  return (
    <div className={kit.page}>
      <div className={styles.head}>
        <PageHeader title="Bookings">Parties and after-hours hires, newest first.</PageHeader>
        {canBook ? (
          <ButtonLink to={STAFF_ROUTES.newBooking} variant="secondary">
            {PHONE_BOOKING_MESSAGES.link}
          </ButtonLink>
        ) : null}
      </div>
      {/* Keyed by the search: Back and Forward show what was searched there. */}
      <SearchForm key={`search:${q}`} q={q} onSearch={(next) => setParams(next ? { q: next } : {})} />
      {q ? <Results key={`results:${q}`} q={q} /> : null}
    </div>
  );
}

function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [typed, setTyped] = useState(q);
  const fieldId = useId();
  const hintId = useId();

  function search(event: FormEvent) {
    event.preventDefault();
    onSearch(typed.trim());
  }

  return (
    <form role="search" className="stack gap-1" onSubmit={search} aria-label="Bookings">
      <label htmlFor={fieldId} className={styles.label}>
        Search
      </label>
      <p id={hintId} className={kit.hint}>
        A reference (JJ1002), a child&apos;s or parent&apos;s name, an email or a mobile.
      </p>
      <div className="wrap-row gap-2">
        <input
          id={fieldId}
          type="search"
          name="q"
          className={styles.input}
          value={typed}
          maxLength={MAX_QUERY}
          aria-describedby={hintId}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">Search</Button>
      </div>
    </form>
  );
}

function Results({ q }: { q: string }) {
  const found = useSearchBookingsQuery(q);
  return (
    <StaffQueryStatus query={found} loadingLabel="Searching…" errorTitle="The search could not be made">
      {found.data ? (
        <section aria-labelledby="results-title" className="stack gap-2">
          <h2 id="results-title" className={styles.resultsTitle} aria-live="polite">
            {found.data.results.length === 0
              ? `No booking matches “${q}”`
              : `${found.data.results.length}${found.data.results.length === 50 ? ' (the newest 50)' : ''} ${found.data.results.length === 1 ? 'booking matches' : 'bookings match'} “${q}”`}
          </h2>
          <ul className="stack-list">
            {found.data.results.map((booking) => (
              <FoundBooking key={booking.reference} booking={booking} />
            ))}
          </ul>
        </section>
      ) : null}
    </StaffQueryStatus>
  );
}

function FoundBooking({ booking }: { booking: StaffBookingFound }) {
  return (
    <li className={styles.result}>
      <p className={styles.resultTitle}>
        <Link to={staffBookingPath(booking.reference)}>{booking.reference}</Link> · {booking.what}{' '}
        {booking.status !== 'confirmed' ? <Badge tone={booking.status === 'canceled' ? 'neutral' : 'danger'}>{booking.status === 'canceled' ? 'Canceled' : 'Unpaid'}</Badge> : null}
      </p>
      <p className={styles.resultLine}>
        {booking.kind === 'hire' ? 'After-hours hire' : 'Party'}, {formatShortDay(booking.date)} at {formatTime12h(booking.startTime)}
      </p>
      <p className={styles.resultLine}>
        {booking.name} · <a href={phoneHref(booking.mobile)}>{booking.mobile}</a> · <span className={styles.email}>{booking.email}</span>
      </p>
    </li>
  );
}
