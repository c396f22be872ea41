import type { Queryable } from '../db/queryable';
import { roomClosedSql } from './closures-repository';
import { hireHoldsCentreSql } from './hire-time';
import { holdsRoomSql, partyRangeSql } from './party-time';

// Which rooms are free when, computed from real bookings. An after-hours hire takes every room.

/** Whether an after-hours hire holds the whole centre at some moment of `during` at `now`. */
const hiredSql = (during: string, now: string) => `exists (select 1 from afterhours_bookings a where ${hireHoldsCentreSql('a', now)} and a.during && ${during})`;

/** A time the centre is taken, as venue wall-clock text: 'yyyy-MM-dd HH:mm' (the end excluded). */
export interface TakenRange {
  starts: string;
  ends: string;
  /** The room a party holds; null for a hire, which holds them all. */
  room: string | null;
}

const wallClock = (at: string) => `to_char(${at}, 'YYYY-MM-DD HH24:MI')`;

export function createAvailabilityRepository(db: Queryable) {
  return {
    /**
     * Every time the centre is taken that meets the venue dates `from` to `to`, with the room a
     * party holds: active hires and parties, unpaid ones only while their hold lasts at `now`; the
     * booking being changed left out (a hire by its public id, `except.hire`; a party or hire
     * being moved by its internal id, `except.id`). Read as text, never as a Date, so no time zone
     * of the server or the driver can move them.
     */
    async takenRanges(from: string, to: string, now: Date, except: { hire?: string; id?: number } = {}): Promise<TakenRange[]> {
      const span = `tsrange($1::date::timestamp, ($2::date + 1)::timestamp, '[)')`;
      return db.query<TakenRange>(
        `select ${wallClock('lower(a.during)')} as starts, ${wallClock('upper(a.during)')} as ends, null as room
           from afterhours_bookings a
          where ${hireHoldsCentreSql('a', '$3')} and a.during && ${span} and ($4::text is null or a.public_id <> $4::text)
            and a.id is distinct from $5::int
         union all
         select ${wallClock('lower(b.during)')}, ${wallClock('upper(b.during)')}, b.room_id
           from bookings b
          where ${holdsRoomSql('b', '$3')} and b.during && ${span} and b.id is distinct from $5::int`,
        [from, to, now, except.hire ?? null, except.id ?? null],
      );
    },

    /**
     * Rooms that an active booking, or a hire of the whole centre, holds at some moment of [time,
     * time + minutes) on the date, and rooms closed then (blocked, or the whole centre closed).
     */
    async busyRoomIds(date: string, time: string, minutes: number, now: Date): Promise<Set<string>> {
      const during = partyRangeSql('$1', '$2', '$3');
      const rows = await db.query<{ room_id: string }>(
        `select r.id as room_id from rooms r where ${hiredSql(during, '$4')} or ${roomClosedSql('r.id', during)}
         union
         select b.room_id from bookings b where ${holdsRoomSql('b', '$4')} and b.during && ${during}`,
        [date, time, minutes, now],
      );
      return new Set(rows.map((row) => row.room_id));
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
