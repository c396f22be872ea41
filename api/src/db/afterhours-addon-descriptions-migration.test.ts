import { AFTER_HOURS_SAMPLE_ADDONS } from '@party/domain';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresDatabase, onPostgres } from '../test/test-database';
import { openDatabase } from './database';
import { listMigrations, migrate, MIGRATIONS_DIR } from './migrate';
import { openPglite } from './pglite-database';
import type { Database } from './queryable';

// Migration 011 gives the after-hours add-ons of a database seeded before it the descriptions a
// new database gets from the seed; an add-on the venue added itself is left without one.

const MIGRATION = '011-after-hours-addon-descriptions.sql';

let db: Database;
let drop: () => Promise<void>;
let folder: string;

beforeAll(async () => {
  if (onPostgres()) {
    const created = await createPostgresDatabase();
    db = await openDatabase({ kind: 'postgres', url: created.url });
    drop = async () => {
      await db.close();
      await created.drop();
    };
  } else {
    db = await openPglite();
    drop = () => db.close();
  }
  folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  for (const file of (await listMigrations()).filter((name) => name < MIGRATION)) await copyFile(path.join(MIGRATIONS_DIR, file), path.join(folder, file));
  await migrate(db, folder);
}, 60_000);

afterAll(async () => {
  await drop?.();
  if (folder) await rm(folder, { recursive: true, force: true });
});

test("a database seeded before gets the seed's add-on descriptions; the venue's own add-on gets none", async () => {
  await db.query(
    `insert into afterhours_addons (id, name, price_cents, type, max_quantity, sort_order)
     values ('events-room', 'Events Room', 10000, 'quantity', 5, 0), ('cafe-tab', 'Cafe Tab', 15000, 'selectable', 1, 1),
            ('kitchen-access', 'Kitchen Access', 15000, 'selectable', 1, 2), ('face-paint', 'Face Painting', 9000, 'selectable', 1, 3)`,
  );
  await copyFile(path.join(MIGRATIONS_DIR, MIGRATION), path.join(folder, MIGRATION));
  expect(await migrate(db, folder)).toEqual([MIGRATION]);

  const rows = await db.query<{ id: string; description: string }>('select id, description from afterhours_addons order by sort_order');
  expect(rows).toEqual([
    ...AFTER_HOURS_SAMPLE_ADDONS.map(({ id, description }) => ({ id, description })),
    { id: 'face-paint', description: '' },
  ]);
  for (const { description } of rows.slice(0, 3)) expect(description).toMatch(/\w{3,}/);
});
