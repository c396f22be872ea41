import type { BookingStatus, CanceledReason } from '@party/domain';
import type { Queryable } from '../../db/queryable';
import { paymentSumsSql, type PaymentSumsRow } from '../../repositories/payment-sums';
import type { StoredKidsFood, StoredLine } from '../../repositories/booking-row';
import type { StoredAfterHoursAddon } from '../../repositories/afterhours-repository';
import type { VenueHours } from '../../repositories/hours-repository';
import { venueAskedSql, type VenueAsked } from '../../repositories/venue-changes-repository';
import { staffNameSql } from '../../repositories/staff-name';

// A day at the venue in one statement (decision 032): every party and hire of the date, each with
// its money sums, arrival, staff notes and, for a party, its RSVPs' kids coming. One query a day,
// however many bookings and answers: the run sheet and the kitchen sheet are made from it, with
// the day's door lists (door-lists.ts: the children, their allergies and check-ins) in one more.

/** What every booking of the day carries, party or hire. */
interface DayRowCommon extends PaymentSumsRow {
  id: number;
  status: BookingStatus;
  canceled_reason: CanceledReason | null;
  start_time: string;
  end_time: string;
  final_price_cents: number;
  refund_due_cents: number;
  hold_expires_at: string | null;
  hold_renewed: boolean;
  arrival: 'expected' | 'arrived' | 'no-show';
  arrival_at: string | null;
  arrival_by: string | null;
  notes: Array<{ id: string; at: string; by: string; text: string }>;
  venue_asked: VenueAsked | null;
}

/** A closure of the day, as the run sheet names it. */
export interface DayClosure {
  roomId: string | null;
  roomName: string | null;
  start: string | null;
  end: string | null;
  reason: string;
}

export interface DayPartyRow extends DayRowCommon {
  room_id: string;
  room_name: string;
  child_first_name: string;
  child_age: number;
  parent_name: string;
  phone: string;
  package_name: string;
  number_of_kids: number;
  kids_food: StoredKidsFood[];
  adults_food: StoredLine[];
  addons: StoredLine[];
  families_coming: number;
  kids_coming: number;
  /** The party's final bill is closed at the counter: its door list no longer changes. */
  bill_closed: boolean;
}

export interface DayHireRow extends DayRowCommon {
  name: string;
  mobile: string;
  expected_kids: number;
  expected_adults: number;
  addons: StoredAfterHoursAddon[];
  customer_notes: string;
}

/** The staff notes of the booking `column` = `id` names, oldest first, as JSON. */
const notesSql = (column: string, id: string) => `(select coalesce(jsonb_agg(jsonb_build_object('id', n.public_id, 'at', n.created_at, 'by', ${staffNameSql('m')}, 'text', n.text)
    order by n.created_at, n.id), '[]'::jsonb) from staff_notes n join staff_members m on m.id = n.staff_id where n.${column} = ${id})`;

const MONEY = 's.received_cents, s.paid_cents, s.deposit_paid_cents, s.refunded_cents';

const PARTIES = `
  select b.id, b.status, b.canceled_reason, to_char(lower(b.during), 'HH24:MI') as start_time, to_char(upper(b.during), 'HH24:MI') as end_time,
         b.room_id, r.name as room_name, r.sort_order as room_order, b.child_first_name, b.child_age, b.parent_name, b.phone,
         pk.name as package_name, b.number_of_kids, b.kids_food, b.adults_food, b.addons, b.final_price_cents, b.refund_due_cents,
         case when b.status = 'pending' then b.hold_expires_at end as hold_expires_at, b.hold_renewed,
         b.arrival, b.arrival_at, ${staffNameSql('am')} as arrival_by, ${MONEY},
         coalesce(rv.families, 0) as families_coming, coalesce(rv.kids, 0) as kids_coming,
         exists (select 1 from party_bills pb where pb.booking_id = b.id) as bill_closed,
         ${notesSql('booking_id', 'b.id')} as notes, ${venueAskedSql('b')} as venue_asked
    from bookings b
    join rooms r on r.id = b.room_id
    join packages pk on pk.id = b.package_id
    left join staff_members am on am.id = b.arrival_by
    left join lateral (${paymentSumsSql('booking_id', 'b.id')}) s on true
    left join lateral (
      select count(distinct a.id)::int as families, count(k.kid)::int as kids
        from rsvp_answers a
        left join lateral jsonb_array_elements(a.kids) as k(kid) on true
       where a.booking_id = b.id and a.coming
    ) rv on true
   where b.event_date = $1::date`;

const HIRES = `
  select a.id, a.status, a.canceled_reason, a.start_time, a.end_time, a.first_name || ' ' || a.last_name as name, a.mobile,
         a.expected_kids, a.expected_adults, a.addons, a.notes as customer_notes, a.total_cents as final_price_cents, a.refund_due_cents,
         case when a.status = 'pending' then a.hold_expires_at end as hold_expires_at, a.hold_renewed,
         a.arrival, a.arrival_at, ${staffNameSql('am')} as arrival_by, ${MONEY},
         ${notesSql('afterhours_booking_id', 'a.id')} as notes, ${venueAskedSql('a')} as venue_asked
    from afterhours_bookings a
    left join staff_members am on am.id = a.arrival_by
    left join lateral (${paymentSumsSql('afterhours_booking_id', 'a.id')}) s on true
   where a.event_date = $1::date`;

const CLOSURES = `
  select coalesce(jsonb_agg(jsonb_build_object('roomId', k.room_id, 'roomName', r.name, 'start', k.start_time, 'end', k.end_time, 'reason', k.reason)
           order by k.start_time nulls first, k.id), '[]'::jsonb)
    from closures k left join rooms r on r.id = k.room_id
   where k.date = $1::date`;

export function createDayRepository(db: Queryable) {
  return {
    /**
     * Every party and hire of the venue date, by start time then room, with the day's closures and
     * the venue's hours (what makes a booking an exception to its day, decision 059): one statement.
     */
    async day(date: string): Promise<{ parties: DayPartyRow[]; hires: DayHireRow[]; closures: DayClosure[]; hours: VenueHours }> {
      const [row] = await db.query<{ parties: DayPartyRow[]; hires: DayHireRow[]; closures: DayClosure[]; hours: VenueHours }>(
        `select (select coalesce(jsonb_agg(to_jsonb(p) order by p.start_time, p.room_order, p.id), '[]'::jsonb) from (${PARTIES}) p) as parties,
                (select coalesce(jsonb_agg(to_jsonb(h) order by h.start_time, h.id), '[]'::jsonb) from (${HIRES}) h) as hires,
                (${CLOSURES}) as closures,
                (select jsonb_build_object('days', days, 'publicHolidays', public_holidays, 'afterHours', after_hours) from opening_hours) as hours`,
        [date],
      );
      return row;
    },
  };
}
