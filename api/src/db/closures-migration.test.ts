import { useDatabaseBeforeMigration } from '../test/migration-database';

// Migration 015 moves the closed days kept until then (unavailable_dates) into closures, one home
// for what is closed: each a closure of the whole centre for the whole day, with its reason.

const MIGRATION = '015-closures.sql';
const before = useDatabaseBeforeMigration((file) => file < MIGRATION);

test('every unavailable date becomes a closed day of the whole centre, with its reason (a blank one says Closed); the old table is gone', async () => {
  const db = before.db();
  await db.query(`insert into unavailable_dates (date, reason) values ('2031-12-25', 'Christmas Day'), ('2031-12-26', ''), ('2032-04-18', 'Stocktake')`);
  expect(await before.apply(MIGRATION)).toEqual([MIGRATION]);

  const rows = await db.query(
    `select date::text as date, room_id, start_time, end_time, reason, created_by, lower(during)::text as starts, upper(during)::text as ends
       from closures order by date`,
  );
  expect(rows).toEqual([
    { date: '2031-12-25', room_id: null, start_time: null, end_time: null, reason: 'Christmas Day', created_by: null, starts: '2031-12-25 00:00:00', ends: '2031-12-26 00:00:00' },
    { date: '2031-12-26', room_id: null, start_time: null, end_time: null, reason: 'Closed', created_by: null, starts: '2031-12-26 00:00:00', ends: '2031-12-27 00:00:00' },
    { date: '2032-04-18', room_id: null, start_time: null, end_time: null, reason: 'Stocktake', created_by: null, starts: '2032-04-18 00:00:00', ends: '2032-04-19 00:00:00' },
  ]);
  const [{ exists }] = await db.query<{ exists: boolean }>(`select to_regclass('unavailable_dates') is not null as exists`);
  expect(exists).toBe(false);
});

test('a block keeps its time of day as its range, and the table refuses a block that ends before it starts or a whole day of one room', async () => {
  const db = before.db();
  await db.query(`insert into rooms (id, name, image_path, max_capacity) values ('jungle-room', 'Jungle Room', 'rooms/jungle-room.svg', 15) on conflict do nothing`);
  const [row] = await db.query(`insert into closures (date, room_id, start_time, end_time, reason, created_at) values ('2031-07-01', 'jungle-room', '09:30', '11:45', 'Paint', now())
    returning lower(during)::text as starts, upper(during)::text as ends`);
  expect(row).toEqual({ starts: '2031-07-01 09:30:00', ends: '2031-07-01 11:45:00' });
  await expect(db.query(`insert into closures (date, start_time, end_time, reason, created_at) values ('2031-07-02', '11:00', '10:00', 'x', now())`)).rejects.toThrow();
  await expect(db.query(`insert into closures (date, room_id, reason, created_at) values ('2031-07-02', 'jungle-room', 'x', now())`)).rejects.toThrow();
  await expect(db.query(`insert into closures (date, start_time, end_time, reason, created_at) values ('2031-07-02', '25:00', '26:00', 'x', now())`)).rejects.toThrow();
});
