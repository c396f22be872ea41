import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';
import { listMigrations, migrate, MIGRATIONS_DIR } from '../db/migrate';
import { openPglite } from '../db/pglite-database';
import type { Database } from '../db/queryable';
import { createPostgresDatabase, onPostgres } from './test-database';

// A migration's test: a database of the test file's own (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set) with the schema as it was before the migration, for the test to fill
// with rows of that time and then apply the migration to.

export interface DatabaseBeforeMigration {
  /** The database, once the file's beforeAll has run. */
  db(): Database;
  /** Applies the migration file named (from the migrations folder) and answers what migrate applied. */
  apply(file: string): Promise<string[]>;
}

/** Registers beforeAll and afterAll: the migrations `applied` keeps (by file name) are applied first. */
export function useDatabaseBeforeMigration(applied: (file: string) => boolean): DatabaseBeforeMigration {
  let db: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  let folder: string | undefined;

  beforeAll(async () => {
    if (onPostgres()) {
      const created = await createPostgresDatabase();
      const postgres = await openDatabase({ kind: 'postgres', url: created.url });
      db = postgres;
      drop = async () => {
        await postgres.close();
        await created.drop();
      };
    } else {
      const pglite = await openPglite();
      db = pglite;
      drop = () => pglite.close();
    }
    folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
    for (const file of (await listMigrations()).filter(applied)) await copyFile(path.join(MIGRATIONS_DIR, file), path.join(folder, file));
    await migrate(db, folder);
  }, 60_000);

  afterAll(async () => {
    await drop?.();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const opened = () => {
    if (!db || !folder) throw new Error('The database is opened in beforeAll');
    return { db, folder };
  };
  return {
    db: () => opened().db,
    async apply(file) {
      const { db: database, folder: dir } = opened();
      await copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
      return migrate(database, dir);
    },
  };
}
