import type { Queryable } from '../db/database';
import { holdsRoomSql, partyRangeSql } from './party-time';

// Which rooms are free when, computed from real bookings.

export function createAvailabilityRepository(db: Queryable) {
  return {
    /** Rooms that an active booking holds at some moment of [time, time + minutes) on the date. */
    async busyRoomIds(date: string, time: string, minutes: number, now: Date): Promise<Set<string>> {
      const rows = await db.query<{ room_id: string }>(
        `select distinct b.room_id from bookings b
          where ${holdsRoomSql('b', '$4')} and b.during && ${partyRangeSql('$1', '$2', '$3')}`,
        [date, time, minutes, now],
      );
      return new Set(rows.map((row) => row.room_id));
    },

    /** For each time slot, whether some room is free for [slot, slot + minutes) on the date. */
    async slotsWithAFreeRoom(date: string, minutes: number, now: Date): Promise<Map<string, boolean>> {
      const rows = await db.query<{ id: string; free: boolean }>(
        `select s.id, exists (
             select 1 from rooms r where not exists (
               select 1 from bookings b
                where b.room_id = r.id and ${holdsRoomSql('b', '$3')}
                  and b.during && ${partyRangeSql('$1', 's.start_time', '$2')}
             )
           ) as free
           from time_slots s`,
        [date, minutes, now],
      );
      return new Map(rows.map((row) => [row.id, row.free]));
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof createAvailabilityRepository>;
