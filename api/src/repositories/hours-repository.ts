import type { AfterHoursWindow, DayHours, WeeklyHours } from '@party/domain';
import type { Queryable } from '../db/queryable';

// The venue's weekly opening hours (migration 019, decision 040) and the after-hours hire's window
// (migration 020, decision 042): one row, the one home of the hours the party times are offered and
// refused by and the footer shows, and of the hire's start and end times. Read at every request,
// so a change from the console counts at once in every API process.

/** The hours the console changes together. */
export type VenueHours = WeeklyHours & { afterHours: AfterHoursWindow };
export type StoredHours = VenueHours & { version: number };

export function createHoursRepository(db: Queryable) {
  return {
    /** The week as it is now, with its version. */
    async weekly(): Promise<StoredHours> {
      const [row] = await db.query<{ days: WeeklyHours['days']; public_holidays: DayHours | null; after_hours: AfterHoursWindow; version: number }>(
        'select days, public_holidays, after_hours, version from opening_hours',
      );
      if (!row) throw new Error('The opening hours are missing: the database was not seeded');
      return { days: row.days, publicHolidays: row.public_holidays, afterHours: row.after_hours, version: row.version };
    },

    /** When the centre can be hired, as the venue sets it now. */
    async afterHoursWindow(): Promise<AfterHoursWindow> {
      const [row] = await db.query<{ after_hours: AfterHoursWindow }>('select after_hours from opening_hours');
      if (!row) throw new Error('The opening hours are missing: the database was not seeded');
      return row.after_hours;
    },

    /** Changes the hours if they are still at `version`: false when another change came first. */
    async change(hours: VenueHours, version: number): Promise<boolean> {
      const rows = await db.query('update opening_hours set days = $1, public_holidays = $2, after_hours = $3, version = version + 1 where version = $4 returning version', [
        JSON.stringify(hours.days),
        JSON.stringify(hours.publicHolidays),
        JSON.stringify(hours.afterHours),
        version,
      ]);
      return rows.length > 0;
    },
  };
}
