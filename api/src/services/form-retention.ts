import { venueDate } from '@party/domain';
import type { Logger } from '../logging';
import type { Database } from '../db/queryable';
import { createAttendanceFormsRepository } from '../repositories/attendance-forms-repository';
import { startRepeating } from '../repeating';

// Attendance forms hold children's health details: kept only `venue_settings.form_retention_days`
// after their party (the venue's date), then erased (decisions 061 and 062). Every API process runs
// this pass on a timer; each form is erased once, whichever process gets there first, with the
// agreements it was saved with (their typed names) in the same transaction.

export interface FormRetentionSettings {
  /** How often a pass runs. The first runs at start-up. */
  everyMs: number;
}

export const DEFAULT_FORM_RETENTION: FormRetentionSettings = { everyMs: 60 * 60_000 };

/** One pass: erases the forms due by the venue's date now; answers how many it erased. */
export function eraseExpiredForms(db: Database, now: Date, timeZone: string): Promise<number> {
  return db.transaction((tx) => createAttendanceFormsRepository(tx).eraseDue(venueDate(now, timeZone), now));
}

export interface FormRetention {
  /** Stops the timer and waits for a pass under way to finish. */
  stop(): Promise<void>;
}

/** Runs a pass now and every `everyMs` until `stop`; buildApp starts it when asked (server.ts does). */
export function startFormRetention(db: Database, clock: () => Date, timeZone: string, settings: FormRetentionSettings, log: Logger): FormRetention {
  return startRepeating(
    async () => {
      await eraseExpiredForms(db, clock(), timeZone);
    },
    settings.everyMs,
    // The database is unreachable for a moment: the next pass erases what this one could not.
    (error) => log.error({ err: error }, 'attendance forms could not be erased'),
  );
}
