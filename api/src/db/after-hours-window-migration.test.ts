import { useDatabaseBeforeMigration } from '../test/migration-database';

// Migration 020 keeps the after-hours hire's window with the opening hours (decision 042): a
// database seeded before it gets the window it has been hiring in, the spec's 09:00 to 22:00, and a
// row written after it must name its own (the seed's), since no default stays.

const MIGRATION = '020-the-after-hours-window.sql';
const before = useDatabaseBeforeMigration((file) => file < MIGRATION);

test("hours kept before get today's window, 09:00 to 22:00, and keep their week and version; no row can be written without one after", async () => {
  const db = before.db();
  const days = { mon: null, tue: { opens: '09:30', closes: '17:30' } };
  await db.query('insert into opening_hours (days, public_holidays, version) values ($1, null, 4)', [JSON.stringify(days)]);
  expect(await before.apply(MIGRATION)).toEqual([MIGRATION]);

  expect(await db.query('select days, public_holidays, after_hours, version from opening_hours')).toEqual([
    { days, public_holidays: null, after_hours: { opens: '09:00', closes: '22:00' }, version: 4 },
  ]);
  await db.query('delete from opening_hours');
  await expect(db.query('insert into opening_hours (days) values ($1)', [JSON.stringify(days)])).rejects.toThrow();
});
