import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import type { StorageConfig } from '../config';
import { bookingPayload } from '../test/fixtures';
import { call, testConfig } from '../test/test-api';
import { TestClock } from '../test/test-clock';
import { createPostgresDatabase, onPostgres } from '../test/test-database';
import { TRANSACTION_ATTEMPTS } from './sql-errors';
import { listMigrations, migrate } from './migrate';

// The storage itself, as the server uses it: a PGlite folder (or PostgreSQL), opened, migrated and
// seeded by buildApp, closed with the app, and opened again.

const clock = new TestClock();
const cleanups: Array<() => Promise<void> | void> = [];
let storage: StorageConfig;
let app: FastifyInstance;

beforeAll(async () => {
  if (onPostgres()) {
    const created = await createPostgresDatabase();
    storage = { kind: 'postgres', url: created.url };
    cleanups.push(created.drop);
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'party-api-db-'));
    storage = { kind: 'pglite', dataDir };
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  }
}, 60_000);

afterAll(async () => {
  await app?.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function listen(instance: FastifyInstance): Promise<string> {
  return instance.listen({ port: 0, host: '127.0.0.1' });
}

test('restarting the server keeps every booking, and no migration runs twice', async () => {
  const config = testConfig(clock, { storage });
  const first = await buildApp(config);
  const created = await call(await listen(first), 'POST', '/api/booking-initiate', { json: bookingPayload() });
  expect(created.status).toBe(201);
  await first.close();

  app = await buildApp(config);
  const read = await call(await listen(app), 'GET', `/api/bookings/${created.body.bookingId}`);
  expect(read).toMatchObject({ status: 200, body: { bookingId: created.body.bookingId, reference: 'JJ1002', totalPrice: 560 } });
  const applied = await app.deps.db.query('select version, name from schema_migrations order by version');
  expect(applied).toEqual((await listMigrations()).map((name) => ({ version: name.slice(0, 3), name })));
  expect(applied[0]).toEqual({ version: '001', name: '001-initial.sql' });
  expect(await migrate(app.deps.db)).toEqual([]);
  // The seed ran on the first start only.
  expect(await app.deps.db.query('select count(*)::int as count from packages')).toEqual([{ count: 4 }]);
}, 60_000);

test('parallel transactions never see or disturb each other', async () => {
  const seen: number[] = [];
  const count = async () => (await app.deps.db.query<{ n: number }>('select count(*)::int as n from contact_messages'))[0].n;
  const rolledBack = app.deps.db.transaction(async (tx) => {
    await tx.query(`insert into contact_messages (name, email, subject, message) values ('a', 'a@b.co', 's', 'm')`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    throw new Error('changed my mind');
  });
  const readers = Promise.all(Array.from({ length: 5 }, async () => seen.push(await count())));
  await expect(rolledBack).rejects.toThrow('changed my mind');
  await readers;
  expect(seen).toEqual([0, 0, 0, 0, 0]);
  expect(await count()).toBe(0);
});

test('a failed statement rolls its transaction back and leaves the connection usable', async () => {
  const failing = app.deps.db.transaction(async (tx) => {
    await tx.query(`insert into contact_messages (name, email, subject, message) values ('a', 'a@b.co', 's', 'm')`);
    await tx.query('select * from no_such_table');
  });
  await expect(failing).rejects.toMatchObject({ code: '42P01' });
  expect(await app.deps.db.query('select count(*)::int as n from contact_messages')).toEqual([{ n: 0 }]);
});

/** An error as the drivers give it: PostgreSQL's SQLSTATE on `code`. */
const sqlError = (code: string) => Object.assign(new Error(`failed with ${code}`), { code });

test.each([
  { name: "a deadlock's victim (40P01)", code: '40P01' },
  { name: 'a serialization failure (40001)', code: '40001' },
])('$name is rolled back and run again from the start; only the try that committed counts', async ({ code }) => {
  let tries = 0;
  const id = await app.deps.db.transaction(async (tx) => {
    tries += 1;
    const [row] = await tx.query<{ id: number }>(
      `insert into contact_messages (name, email, subject, message) values ('a', 'a@b.co', 's', 'try ${tries}') returning id`,
    );
    if (tries === 1) throw sqlError(code);
    return row.id;
  });
  expect(tries).toBe(2);
  expect(await app.deps.db.query('select id, message from contact_messages')).toEqual([{ id, message: 'try 2' }]);
  await app.deps.db.query('delete from contact_messages');
});

test('other failures are not run again, and a retryable one is passed on after the last try', async () => {
  let tries = 0;
  await expect(
    app.deps.db.transaction(async () => {
      tries += 1;
      throw sqlError('23505');
    }),
  ).rejects.toMatchObject({ code: '23505' });
  expect(tries).toBe(1);

  tries = 0;
  await expect(
    app.deps.db.transaction(async () => {
      tries += 1;
      throw sqlError('40P01');
    }),
  ).rejects.toMatchObject({ code: '40P01' });
  expect(tries).toBe(TRANSACTION_ATTEMPTS);
});
