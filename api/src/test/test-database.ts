import pg from 'pg';
import { randomBytes } from 'node:crypto';
import type { StorageConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { seed } from '../db/seed';

// One database per test file: an in-memory PGlite, or, when TEST_DATABASE_URL is set, a fresh
// PostgreSQL database of its own (Jest runs test files in parallel workers).

export interface TestDatabase {
  db: Database;
  storage: StorageConfig;
  /** Closes the connection and deletes the database. */
  drop(): Promise<void>;
}

export const onPostgres = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database next to TEST_DATABASE_URL's; returns its URL. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `party_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`drop database if exists ${name} with (force)`) };
}

export async function createTestDatabase(now: Date, timeZone: string): Promise<TestDatabase> {
  if (onPostgres()) {
    const created = await createPostgresDatabase();
    const storage: StorageConfig = { kind: 'postgres', url: created.url };
    const db = await openDatabase(storage);
    await prepareDatabase(db, now, timeZone);
    return {
      db,
      storage,
      async drop() {
        await db.close();
        await created.drop();
      },
    };
  }
  const storage: StorageConfig = { kind: 'memory' };
  const db = await openDatabase(storage);
  await prepareDatabase(db, now, timeZone);
  return { db, storage, drop: () => db.close() };
}

/** Empties every table and loads the seed catalogue again, so each test starts the same. */
export async function resetDatabase(db: Database, now: Date, timeZone: string): Promise<void> {
  const tables = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = current_schema() and tablename <> 'schema_migrations'`,
  );
  await db.transaction(async (tx) => {
    await tx.exec(`truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`);
    await tx.exec('alter sequence booking_numbers restart');
    await seed(tx, now, timeZone);
  });
}
