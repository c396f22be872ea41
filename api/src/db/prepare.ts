import type { Database } from './queryable';
import { migrate } from './migrate';
import { seedIfEmpty } from './seed';

/** Brings a database up to date: migrations, then the seed catalogue on first start. */
export async function prepareDatabase(db: Database, now: Date, timeZone: string): Promise<void> {
  await migrate(db);
  await seedIfEmpty(db, now, timeZone);
}
