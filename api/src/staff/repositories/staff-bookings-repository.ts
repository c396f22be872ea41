import type { StaffArrivalState } from '@party/domain';
import type { Queryable } from '../../db/queryable';
import { idOf, KIND_TABLES, kindOf, type BookingKind, type BookingRef } from '../../repositories/booking-kinds';
import { staffNameSql } from '../../repositories/staff-name';
import { AUDIT_COLUMNS, type AuditRow } from '../../audit/audit-log';

// What the staff find and write on a booking (decision 032): the search, the emails it caused,
// its staff notes, its arrival and its history in the audit log.

export interface FoundRow {
  kind: BookingKind;
  id: number;
  status: 'pending' | 'confirmed' | 'canceled';
  date: string;
  start_time: string;
  what: string;
  name: string;
  email: string;
  mobile: string;
  created_at: Date;
}

/** What a search looks for: a booking's id (from its reference), text in a name or email, digits of a mobile. */
export interface Search {
  id: number | null;
  /** An ILIKE pattern ('%' for everything). */
  text: string;
  /** A LIKE pattern of digits, or null. */
  digits: string | null;
  limit: number;
}

const matches = (name: string, email: string, phone: string, extra = '') =>
  `(x.id = $1 or ${name} ilike $2 escape '\\' or ${email} ilike $2 escape '\\'${extra} or ($3::text is not null and regexp_replace(${phone}, '\\D', '', 'g') like $3))`;

export interface ArrivalRow {
  state: StaffArrivalState;
  at: Date | null;
  by: string | null;
}

/** A party as the door shows it (the day's reads carry the same columns). */
export interface DoorPartyRow {
  id: number;
  status: string;
  start_time: string;
  end_time: string;
  room_id: string;
  room_name: string;
  child_first_name: string;
  child_age: number;
  number_of_kids: number;
  bill_closed: boolean;
}

/** Whether the party's final bill is closed at the counter (migration 026): its door list no longer changes. */
const BILL_CLOSED = 'exists (select 1 from party_bills pb where pb.booking_id = b.id) as bill_closed';

export function createStaffBookingsRepository(db: Queryable) {
  return {
    /** Parties and hires the search matches, newest first. */
    async search({ id, text, digits, limit }: Search): Promise<FoundRow[]> {
      return db.query<FoundRow>(
        `select * from (
           select 'party' as kind, x.id, x.status, x.event_date::text as date, to_char(lower(x.during), 'HH24:MI') as start_time,
                  trim(x.child_first_name || ' ' || x.child_last_name) as what, x.parent_name as name, x.email, x.phone as mobile, x.created_at
             from bookings x
            where ${matches('x.parent_name', 'x.email', 'x.phone', ` or trim(x.child_first_name || ' ' || x.child_last_name) ilike $2 escape '\\'`)}
           union all
           select 'hire', x.id, x.status, x.event_date::text, x.start_time, 'After-hours hire', x.first_name || ' ' || x.last_name, x.email, x.mobile, x.created_at
             from afterhours_bookings x
            where ${matches(`(x.first_name || ' ' || x.last_name)`, 'x.email', 'x.mobile')}
         ) found
         order by created_at desc, id desc
         limit $4`,
        [id, text, digits, limit],
      );
    },

    /** The emails the booking caused, sent and waiting, oldest first. */
    async emails(ref: BookingRef): Promise<Array<{ at: Date; kind: string; to: string; subject: string; status: 'queued' | 'sent' | 'failed' | 'dropped' }>> {
      return db.query(
        `select created_at as at, kind, recipient as to, message->>'subject' as subject, status from email_outbox
          where ${KIND_TABLES[kindOf(ref)].column} = $1 order by created_at, id`,
        [idOf(ref)],
      );
    },

    async notes(ref: BookingRef): Promise<Array<{ id: string; at: Date; by: string; text: string }>> {
      return db.query(
        `select n.public_id as id, n.created_at as at, ${staffNameSql('m')} as by, n.text
           from staff_notes n join staff_members m on m.id = n.staff_id
          where n.${KIND_TABLES[kindOf(ref)].column} = $1 order by n.created_at, n.id`,
        [idOf(ref)],
      );
    },

    async addNote(ref: BookingRef, staffId: number, text: string, now: Date): Promise<{ id: string; at: Date }> {
      const [row] = await db.query<{ id: string; at: Date }>(
        `insert into staff_notes (${KIND_TABLES[kindOf(ref)].column}, staff_id, text, created_at) values ($1, $2, $3, $4) returning public_id as id, created_at as at`,
        [idOf(ref), staffId, text, now],
      );
      return row;
    },

    /** The booking's status and arrival, its row locked until the transaction ends; undefined when there is none. */
    async lockArrival(ref: BookingRef): Promise<(ArrivalRow & { status: string }) | undefined> {
      const [row] = await db.query<ArrivalRow & { status: string }>(
        `select x.status, x.arrival as state, x.arrival_at as at, ${staffNameSql('m')} as by
           from ${KIND_TABLES[kindOf(ref)].table} x left join staff_members m on m.id = x.arrival_by where x.id = $1 for update of x`,
        [idOf(ref)],
      );
      return row;
    },

    async arrival(ref: BookingRef): Promise<ArrivalRow> {
      const [row] = await db.query<ArrivalRow>(
        `select x.arrival as state, x.arrival_at as at, ${staffNameSql('m')} as by
           from ${KIND_TABLES[kindOf(ref)].table} x left join staff_members m on m.id = x.arrival_by where x.id = $1`,
        [idOf(ref)],
      );
      return row;
    },

    /** Marks the arrival; back to expected forgets when and by whom. */
    async setArrival(ref: BookingRef, state: StaffArrivalState, staffId: number, now: Date): Promise<void> {
      await db.query(
        `update ${KIND_TABLES[kindOf(ref)].table} set arrival = $2,
            arrival_at = case when $2 = 'expected' then null else $4::timestamptz end,
            arrival_by = case when $2 = 'expected' then null else $3::int end
          where id = $1`,
        [idOf(ref), state, staffId, now],
      );
    },

    /** One party as the door shows it. */
    async doorParty(bookingId: number): Promise<DoorPartyRow> {
      const [row] = await db.query<DoorPartyRow>(
        `select b.id, b.status, to_char(lower(b.during), 'HH24:MI') as start_time, to_char(upper(b.during), 'HH24:MI') as end_time,
                b.room_id, r.name as room_name, b.child_first_name, b.child_age, b.number_of_kids, ${BILL_CLOSED}
           from bookings b join rooms r on r.id = b.room_id
          where b.id = $1`,
        [bookingId],
      );
      return row;
    },

    /** The party's status and whether its bill is closed, its row locked until the transaction ends. */
    async lockParty(bookingId: number): Promise<{ status: string; bill_closed: boolean }> {
      const [row] = await db.query<{ status: string; bill_closed: boolean }>(`select b.status, ${BILL_CLOSED} from bookings b where b.id = $1 for update of b`, [bookingId]);
      return row;
    },

    /** The booking's history in the audit log, oldest first. */
    async history(ref: BookingRef): Promise<AuditRow[]> {
      return db.query<AuditRow>(`select ${AUDIT_COLUMNS} from audit_log where target_kind = $1 and target_id = $2 order by id`, [kindOf(ref), idOf(ref)]);
    },
  };
}
