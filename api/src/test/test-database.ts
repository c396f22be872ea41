import pg from 'pg';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StorageConfig } from '../config';
import { openDatabase } from '../db/database';
import type { Database } from '../db/queryable';
import { migrate, MIGRATIONS_DIR } from '../db/migrate';
import { openPglite } from '../db/pglite-database';
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

/**
 * A dump of a freshly migrated PGlite, kept in the temporary folder under a name made from the
 * migrations and the PGlite version: each test file starts from it in under a second instead of
 * running initdb (several seconds). A migration changed makes a new one.
 */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256');
  // The package's exports hide its package.json: read it beside the resolved entry (dist/).
  const pglitePackage = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  hash.update(JSON.parse(await readFile(pglitePackage, 'utf8')).version);
  for (const file of (await readdir(MIGRATIONS_DIR)).sort()) hash.update(file).update(await readFile(path.join(MIGRATIONS_DIR, file)));
  const template = path.join(tmpdir(), `party-api-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(template)) return template;
  const db = await openPglite();
  try {
    await migrate(db);
    const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, await db.dumpDataDir());
    // Test files in other workers may build it at the same time: the rename makes either complete.
    await rename(partial, template);
  } finally {
    await db.close();
  }
  return template;
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
  const db = await openPglite({ loadDataDir: await pgliteTemplate() });
  await prepareDatabase(db, now, timeZone);
  return { db, storage, drop: () => db.close() };
}

/** Empties every table and loads the seed catalogue again, so each test starts the same. */
export async function resetDatabase(db: Database, now: Date, timeZone: string): Promise<void> {
  const tables = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = current_schema() and tablename <> 'schema_migrations'`,
  );
  await db.transaction(async (tx) => {
    // The audit log and its chain refuse TRUNCATE (migration 024): the tests' reset, run as the
    // database's superuser, is the one thing that empties them, with the triggers set aside.
    await tx.exec('set local session_replication_role = replica');
    await tx.exec(`truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`);
    await tx.exec('set local session_replication_role = origin');
    await tx.exec('alter sequence booking_numbers restart');
    await seed(tx, now, timeZone);
  });
}
