import type { BookingStatus, VenueChangeCause } from '@party/domain';
import type { Queryable } from '../db/queryable';
import { idOf, KIND_TABLES, kindOf, type BookingRef } from './booking-kinds';
import { hireHoldsCentreSql } from './hire-time';
import { holdsRoomSql } from './party-time';
import { netSums, paymentSumsSql, type PaymentSumsRow } from './payment-sums';

// The live bookings a closure or a change of the opening hours touches (decision 059), and the
// venue's request to a customer to move one: kept on the booking (migration 025) until it moves,
// so that its customer's move is free and their cancellation refunds everything.

/** The venue asked the customer to move the booking: why, and when. */
export interface VenueAsked {
  cause: VenueChangeCause;
  at: string;
}

/** The request on the booking `alias` names, as JSON: null when the venue has asked nothing. */
export const venueAskedSql = (alias: string) =>
  `case when ${alias}.venue_asked_for is null then null else json_build_object('cause', ${alias}.venue_asked_for, 'at', ${alias}.venue_asked_at) end`;

/** A live booking a change touches, with its customer and the money the venue holds of theirs. */
export interface TouchedRow {
  kind: 'party' | 'hire';
  id: number;
  status: BookingStatus;
  date: string;
  start_time: string;
  end_time: string;
  /** The party's room; null for a hire. */
  room_id: string | null;
  room_name: string;
  child_first_name: string | null;
  child_age: number | null;
  name: string;
  mobile: string;
  email: string;
  venue_asked: VenueAsked | null;
  /** Everything received, net of the refunds made. */
  received_cents: number;
}

/**
 * The live parties (holding their room at $1, now) and hires (holding the centre) that `where`
 * picks (aliases b, a; the placeholders from $2 are the caller's), by start then room.
 */
function liveBookingsSql(parties: string, hires: string): string {
  return `select 'party' as kind, b.id, b.status, b.event_date::text as date, to_char(lower(b.during), 'HH24:MI') as start_time,
                 to_char(upper(b.during), 'HH24:MI') as end_time, b.room_id, r.name as room_name, b.child_first_name, b.child_age,
                 b.parent_name as name, b.phone as mobile, b.email, ${venueAskedSql('b')} as venue_asked, lower(b.during) as starts,
                 s.received_cents, s.paid_cents, s.deposit_paid_cents, s.refunded_cents
            from bookings b
            join rooms r on r.id = b.room_id
            left join lateral (${paymentSumsSql('booking_id', 'b.id')}) s on true
           where ${holdsRoomSql('b', '$1')} and ${parties}
          union all
          select 'hire', a.id, a.status, a.event_date::text, a.start_time, a.end_time, null::text, 'The whole centre', null::text, null::int,
                 a.first_name || ' ' || a.last_name, a.mobile, a.email, ${venueAskedSql('a')}, lower(a.during),
                 s.received_cents, s.paid_cents, s.deposit_paid_cents, s.refunded_cents
            from afterhours_bookings a
            left join lateral (${paymentSumsSql('afterhours_booking_id', 'a.id')}) s on true
           where ${hireHoldsCentreSql('a', '$1')} and ${hires}
           order by starts, room_name, id`;
}

/** The time a closure ($2 date, $3 start, $4 end: both null for the whole day) closes, as the bookings' ranges are written. */
const CLOSURE_RANGE = `case when $3::text is null then tsrange($2::date::timestamp, ($2::date + 1)::timestamp, '[)')
                       else tsrange($2::date + $3::text::time, $2::date + $4::text::time, '[)') end`;

async function touched(db: Queryable, sql: string, params: readonly unknown[]): Promise<TouchedRow[]> {
  const rows = await db.query<TouchedRow & PaymentSumsRow & { starts: unknown }>(sql, params);
  return rows.map((row) => {
    const { starts: _starts, paid_cents: _paid, deposit_paid_cents: _deposit, ...rest } = netSums(row);
    return rest;
  });
}

export function createVenueChangesRepository(db: Queryable) {
  return {
    /**
     * The live bookings a closure would fall on at `now`: a party in the room it blocks, or any
     * party or hire when it closes the whole centre (`roomId` null). The caller holds the day's
     * lock when it saves the closure, so a booking made meanwhile is among them.
     */
    touchedByClosure(closure: { date: string; start: string | null; end: string | null; roomId: string | null }, now: Date): Promise<TouchedRow[]> {
      return touched(
        db,
        liveBookingsSql(`b.during && ${CLOSURE_RANGE} and ($5::text is null or b.room_id = $5::text)`, `$5::text is null and a.during && ${CLOSURE_RANGE}`),
        [now, closure.date, closure.start, closure.end, closure.roomId],
      );
    },

    /** Every live booking from the venue date `from` on, at `now`: those an hours change may leave outside the hours. */
    liveFrom(from: string, now: Date): Promise<TouchedRow[]> {
      return touched(db, liveBookingsSql('b.event_date >= $2::date', 'a.event_date >= $2::date'), [now, from]);
    },

    /**
     * Asks the customer to move the booking (why, and the closure that asks, if one): its next move
     * is free and its cancellation refunds everything until it moves. Answers the booking's new
     * version; undefined when it is no longer live (canceled meanwhile).
     */
    async askToMove(ref: BookingRef, ask: { cause: VenueChangeCause; closureId: number | null }, now: Date): Promise<number | undefined> {
      const [row] = await db.query<{ version: number }>(
        `update ${KIND_TABLES[kindOf(ref)].table} set venue_asked_at = $2, venue_asked_for = $3, venue_asked_closure_id = $4, version = version + 1, updated_at = $2
          where id = $1 and status in ('pending', 'confirmed') returning version`,
        [idOf(ref), now, ask.cause, ask.closureId],
      );
      return row?.version;
    },

    /** The booking has moved: the venue's request is answered. */
    async settleAsk(ref: BookingRef): Promise<void> {
      await db.query(
        `update ${KIND_TABLES[kindOf(ref)].table} set venue_asked_at = null, venue_asked_for = null, venue_asked_closure_id = null where id = $1`,
        [idOf(ref)],
      );
    },
  };
}
