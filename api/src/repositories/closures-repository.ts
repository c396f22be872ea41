import type { Queryable } from '../db/queryable';
import { hireHoldsCentreSql, lockCentreDaySql } from './hire-time';
import { holdsRoomSql } from './party-time';

// Closed days and blocked times (migration 015, decision 040): a whole day the centre is closed,
// or a block of one room or the whole centre. A party is refused a room that is blocked or a
// centre that is closed; a hire (which takes the whole centre) is refused a centre that is closed.
// The staff see each closure with the live bookings it falls on; a closure changes none of them.

/** Whether a closure of the room (`room`, an SQL expression) or of the whole centre meets `during`. */
export function roomClosedSql(room: string, during: string): string {
  return `exists (select 1 from closures k where (k.room_id is null or k.room_id = ${room}) and k.during && ${during})`;
}

/** Whether a closure of the whole centre (a closed day, or a block of no one room) meets `during`. */
export function centreClosedSql(during: string): string {
  return `exists (select 1 from closures k where k.room_id is null and k.during && ${during})`;
}

const wallClock = (at: string) => `to_char(${at}, 'YYYY-MM-DD HH24:MI')`;

/** A closure as the staff see it. */
export interface ClosureRow {
  id: number;
  publicId: string;
  date: string;
  roomId: string | null;
  roomName: string | null;
  start: string | null;
  end: string | null;
  reason: string;
  createdAt: Date;
  createdBy: string;
}

/** A live booking a closure falls on: the staff call its customer. */
export interface ClosedBookingRow {
  closureId: number;
  kind: 'party' | 'hire';
  id: number;
  startTime: string;
  endTime: string;
  what: string;
  name: string;
  mobile: string;
}

export interface NewClosure {
  date: string;
  roomId: string | null;
  start: string | null;
  end: string | null;
  reason: string;
}

const CLOSURE = `k.id, k.public_id as "publicId", k.date::text as date, k.room_id as "roomId", r.name as "roomName",
  k.start_time as start, k.end_time as end, k.reason, k.created_at as "createdAt",
  coalesce(nullif(m.name, ''), m.email, 'The booking system') as "createdBy"`;
const FROM_CLOSURES = `closures k left join rooms r on r.id = k.room_id left join staff_members m on m.id = k.created_by`;

/** The range of a new closure: the whole day, or its block ($1 date, $2 start, $3 end). */
const NEW_RANGE = `case when $2::text is null then tsrange($1::date::timestamp, ($1::date + 1)::timestamp, '[)')
                   else tsrange($1::date + $2::text::time, $1::date + $3::text::time, '[)') end`;

/** The live bookings the closures `where` picks (alias k; $1 is now) fall on. */
function bookingsOn(db: Queryable, where: string, params: readonly unknown[]): Promise<ClosedBookingRow[]> {
  return db.query<ClosedBookingRow>(
    `select k.id as "closureId", 'party' as kind, b.id, to_char(lower(b.during), 'HH24:MI') as "startTime",
            to_char(upper(b.during), 'HH24:MI') as "endTime", rm.name as what, b.parent_name as name, b.phone as mobile, lower(b.during) as starts
       from closures k
       join bookings b on b.during && k.during and (k.room_id is null or b.room_id = k.room_id) and ${holdsRoomSql('b', '$1')}
       join rooms rm on rm.id = b.room_id
      where ${where}
     union all
     select k.id, 'hire', a.id, a.start_time, a.end_time, 'After-hours hire', a.first_name || ' ' || a.last_name, a.mobile, lower(a.during)
       from closures k
       join afterhours_bookings a on a.during && k.during and ${hireHoldsCentreSql('a', '$1')}
      where ${where} and k.room_id is null
      order by starts, what`,
    params,
  );
}

async function overlapping(db: Queryable, closure: Omit<NewClosure, 'reason'>): Promise<boolean> {
  const [clash] = await db.query(
    `select 1 from closures k where k.date = $1::date and (k.room_id is null or $4::text is null or k.room_id = $4::text)
        and k.during && ${NEW_RANGE}`,
    [closure.date, closure.start, closure.end, closure.roomId],
  );
  return clash !== undefined;
}

export function createClosuresRepository(db: Queryable) {
  return {
    /** The days the whole centre is closed, from `from` on (yyyy-MM-dd, in order). */
    async closedDays(from: string): Promise<string[]> {
      const rows = await db.query<{ date: string }>('select distinct date::text as date from closures where start_time is null and date >= $1::date order by date', [from]);
      return rows.map((row) => row.date);
    },

    /**
     * Every closure meeting the dates `from` to `to` (closed days and blocks), as wall-clock text
     * ('yyyy-MM-dd HH:mm', the end excluded) with the room it closes: null for the whole centre.
     */
    async closedRanges(from: string, to: string): Promise<Array<{ starts: string; ends: string; room: string | null }>> {
      return db.query(
        `select ${wallClock('lower(during)')} as starts, ${wallClock('upper(during)')} as ends, room_id as room from closures
          where during && tsrange($1::date::timestamp, ($2::date + 1)::timestamp, '[)')`,
        [from, to],
      );
    },

    /**
     * The blocks of the whole centre from `from` to `to`, as wall-clock text ('yyyy-MM-dd HH:mm', the
     * end excluded). Closed days are not among them: they are closed days (closedDays).
     */
    async centreBlocks(from: string, to: string): Promise<Array<{ starts: string; ends: string }>> {
      return db.query(
        `select ${wallClock('lower(during)')} as starts, ${wallClock('upper(during)')} as ends from closures
          where room_id is null and start_time is not null and date between $1::date and $2::date`,
        [from, to],
      );
    },

    /** Whether the room, or the whole centre, is closed at some moment of `during` (an SQL range of $-placeholders in `params`). */
    async isRoomClosed(room: string, during: string, params: readonly unknown[]): Promise<boolean> {
      const [row] = await db.query<{ closed: boolean }>(`select ${roomClosedSql(room, during)} as closed`, params);
      return row.closed;
    },

    /** Whether the whole centre is closed at some moment of `during` (an SQL range of $-placeholders in `params`). */
    async isCentreClosed(during: string, params: readonly unknown[]): Promise<boolean> {
      const [row] = await db.query<{ closed: boolean }>(`select ${centreClosedSql(during)} as closed`, params);
      return row.closed;
    },

    /** The closures of the days `from` to `to`, by date then start (a whole day first). */
    async list(from: string, to: string): Promise<ClosureRow[]> {
      return db.query<ClosureRow>(
        `select ${CLOSURE} from ${FROM_CLOSURES} where k.date between $1::date and $2::date
          order by k.date, k.start_time nulls first, r.name nulls first, k.id`,
        [from, to],
      );
    },

    async findById(id: number): Promise<ClosureRow | undefined> {
      const [row] = await db.query<ClosureRow>(`select ${CLOSURE} from ${FROM_CLOSURES} where k.id = $1`, [id]);
      return row;
    },

    async findByPublicId(publicId: string): Promise<ClosureRow | undefined> {
      const [row] = await db.query<ClosureRow>(`select ${CLOSURE} from ${FROM_CLOSURES} where k.public_id = $1`, [publicId]);
      return row;
    },

    /**
     * The live bookings (parties holding their room, hires holding the centre, at `now`) that the
     * closures of the days `from` to `to` fall on: a party in the blocked room, or any party or hire
     * when the whole centre is closed.
     */
    bookingsOnDates: (from: string, to: string, now: Date) => bookingsOn(db, 'k.date between $2::date and $3::date', [now, from, to]),

    /** The live bookings the closure with this id falls on (see bookingsOnDates). */
    bookingsOnClosure: (id: number, now: Date) => bookingsOn(db, 'k.id = $2', [now, id]),

    /** Whether a closure of the same room, or of the whole centre, meets the time of this one. */
    overlaps: (closure: Omit<NewClosure, 'reason'>) => overlapping(db, closure),

    /**
     * Adds a closure, under the venue day's lock (the lock every new party and hire takes first,
     * so a booking made at the same moment is either listed by the closure or refused by it):
     * 'overlaps' when a closure of the same room, or of the whole centre, meets its time. The
     * lock is held until the caller's transaction ends: the bookings it reads then are all there are.
     */
    async create(closure: NewClosure, createdBy: number | null, now: Date): Promise<{ id: number } | 'overlaps'> {
      await db.query(lockCentreDaySql('$1'), [closure.date]);
      if (await overlapping(db, closure)) return 'overlaps';
      const [row] = await db.query<{ id: number }>(
        `insert into closures (date, room_id, start_time, end_time, reason, created_at, created_by)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [closure.date, closure.roomId, closure.start, closure.end, closure.reason, now, createdBy],
      );
      return row;
    },

    /** Removes the closure; false when there is none with this id. */
    async remove(id: number): Promise<boolean> {
      const rows = await db.query('delete from closures where id = $1 returning id', [id]);
      return rows.length > 0;
    },
  };
}

export type ClosuresRepository = ReturnType<typeof createClosuresRepository>;
