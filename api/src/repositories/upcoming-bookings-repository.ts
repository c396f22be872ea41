import type { Queryable } from '../db/queryable';

// The bookings made with an email address that are still to come, for Find My Booking: parties and
// after-hours hires, in the order they happen.

/** A party or a hire, by its table's internal id (what the email queue reads it by). */
export type BookingRef = { bookingId: number } | { afterHoursBookingId: number };

/**
 * Still to come: pending or confirmed, on `today` (the venue's date) or later, and not an unpaid
 * booking whose renewed hold has run out too (it is over: decision 007). The address is matched
 * without regard to letter case; both tables keep it trimmed.
 */
const upcomingSql = (table: string) =>
  `select id, event_date, lower(during) as starts from ${table}
    where lower(email) = lower($1) and event_date >= $2::date and status in ('pending', 'confirmed')
      and not (status = 'pending' and hold_renewed and hold_expires_at <= $3)`;

export function createUpcomingBookingsRepository(db: Queryable) {
  return {
    /** At most `limit` of them, earliest first. */
    async byEmail(email: string, today: string, now: Date, limit: number): Promise<BookingRef[]> {
      const rows = await db.query<{ id: number; kind: 'party' | 'hire' }>(
        `select id, kind from (
           select id, starts, 'party' as kind from (${upcomingSql('bookings')}) p
           union all
           select id, starts, 'hire' from (${upcomingSql('afterhours_bookings')}) h
         ) upcoming
         order by starts, id
         limit $4`,
        [email, today, now, limit],
      );
      return rows.map((row) => (row.kind === 'party' ? { bookingId: row.id } : { afterHoursBookingId: row.id }));
    },
  };
}
