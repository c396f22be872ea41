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
  const applied = await app.db.query('select version, name from schema_migrations order by version');
  expect(applied).toEqual((await listMigrations()).map((name) => ({ version: name.slice(0, 3), name })));
  expect(applied[0]).toEqual({ version: '001', name: '001-initial.sql' });
  expect(await migrate(app.db)).toEqual([]);
  // The seed ran on the first start only.
  expect(await app.db.query('select count(*)::int as count from packages')).toEqual([{ count: 4 }]);
}, 60_000);

test('parallel transactions never see or disturb each other', async () => {
  const seen: number[] = [];
  const count = async () => (await app.db.query<{ n: number }>('select count(*)::int as n from contact_messages'))[0].n;
  const rolledBack = app.db.transaction(async (tx) => {
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
  const failing = app.db.transaction(async (tx) => {
    await tx.query(`insert into contact_messages (name, email, subject, message) values ('a', 'a@b.co', 's', 'm')`);
    await tx.query('select * from no_such_table');
  });
  await expect(failing).rejects.toMatchObject({ code: '42P01' });
  expect(await app.db.query('select count(*)::int as n from contact_messages')).toEqual([{ n: 0 }]);
});
