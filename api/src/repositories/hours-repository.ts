import type { DayHours, WeeklyHours } from '@party/domain';
import type { Queryable } from '../db/queryable';

// The venue's weekly opening hours (migration 019, decision 040): one row, the one home of the
// hours the party times are offered and refused by and the footer shows. Read at every request,
// so a change from the console counts at once in every API process.

export type StoredHours = WeeklyHours & { version: number };

export function createHoursRepository(db: Queryable) {
  return {
    /** The week as it is now, with its version. */
    async weekly(): Promise<StoredHours> {
      const [row] = await db.query<{ days: WeeklyHours['days']; public_holidays: DayHours | null; version: number }>(
        'select days, public_holidays, version from opening_hours',
      );
      if (!row) throw new Error('The opening hours are missing: the database was not seeded');
      return { days: row.days, publicHolidays: row.public_holidays, version: row.version };
    },

    /** Writes the hours when none are kept yet (a new database, or one seeded before the hours moved here). */
    async seed(hours: WeeklyHours): Promise<void> {
      await db.query('insert into opening_hours (days, public_holidays) values ($1, $2) on conflict (id) do nothing', [JSON.stringify(hours.days), JSON.stringify(hours.publicHolidays)]);
    },

    /** Changes the hours if they are still at `version`: false when another change came first. */
    async change(hours: WeeklyHours, version: number): Promise<boolean> {
      const rows = await db.query('update opening_hours set days = $1, public_holidays = $2, version = version + 1 where version = $3 returning version', [
        JSON.stringify(hours.days),
        JSON.stringify(hours.publicHolidays),
        version,
      ]);
      return rows.length > 0;
    },
  };
}
