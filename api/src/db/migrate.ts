import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database, Queryable } from './queryable';

export const MIGRATIONS_DIR = path.resolve(__dirname, '..', '..', 'migrations');

/** Files named NNN-name.sql, applied in order of their number. */
const MIGRATION_FILE = /^(\d{3})-[a-z0-9-]+\.sql$/;

/**
 * One key for every process that changes the schema or the seed data: two API processes starting
 * at once on one PostgreSQL take turns instead of both creating the same tables.
 */
const SCHEMA_LOCK_KEY = 7_204_315_001;

/** Runs `work` in a transaction that holds the schema lock until it commits. */
export function withSchemaLock<T>(db: Database, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    return work(tx);
  });
}

/** The migration files in the order they apply. */
export async function listMigrations(dir: string = MIGRATIONS_DIR): Promise<string[]> {
  return (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort();
}

/**
 * Applies the migrations not yet recorded in schema_migrations, all in one transaction, and
 * returns the names of those it applied.
 */
export async function migrate(db: Database, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = await listMigrations(dir);
  return withSchemaLock(db, async (tx) => {
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
    const rows = await tx.query<{ version: string }>('select version from schema_migrations');
    const applied = new Set(rows.map((row) => row.version));
    const done: string[] = [];
    for (const file of files) {
      const version = file.slice(0, 3);
      if (applied.has(version)) continue;
      await tx.exec(await readFile(path.join(dir, file), 'utf8'));
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [version, file]);
      done.push(file);
    }
    return done;
  });
}
