import { AFTER_HOURS_SAMPLE_ADDONS } from '@party/domain';
import { useDatabaseBeforeMigration } from '../test/migration-database';

// Migration 011 gives the after-hours add-ons of a database seeded before it the descriptions a
// new database gets from the seed; an add-on the venue added itself is left without one.

const MIGRATION = '011-after-hours-addon-descriptions.sql';
const before = useDatabaseBeforeMigration((file) => file < MIGRATION);

test("a database seeded before gets the seed's add-on descriptions; the venue's own add-on gets none", async () => {
  const db = before.db();
  await db.query(
    `insert into afterhours_addons (id, name, price_cents, type, max_quantity, sort_order)
     values ('events-room', 'Events Room', 10000, 'quantity', 5, 0), ('cafe-tab', 'Cafe Tab', 15000, 'selectable', 1, 1),
            ('kitchen-access', 'Kitchen Access', 15000, 'selectable', 1, 2), ('face-paint', 'Face Painting', 9000, 'selectable', 1, 3)`,
  );
  expect(await before.apply(MIGRATION)).toEqual([MIGRATION]);

  const rows = await db.query<{ id: string; description: string }>('select id, description from afterhours_addons order by sort_order');
  expect(rows).toEqual([
    ...AFTER_HOURS_SAMPLE_ADDONS.map(({ id, description }) => ({ id, description })),
    { id: 'face-paint', description: '' },
  ]);
  for (const { description } of rows.slice(0, 3)) expect(description).toMatch(/\w{3,}/);
});
