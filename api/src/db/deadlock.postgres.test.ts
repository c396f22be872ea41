import { createPostgresDatabase } from '../test/test-database';
import { openDatabase } from './database';
import type { Database } from './queryable';

// Two transactions that take the same two row locks in opposite orders deadlock on PostgreSQL: it
// cancels one of them (40P01) after deadlock_timeout (1 s by default). The database layer runs the
// victim again, so both changes are made and nobody sees a failure. Likewise a serializable
// transaction that loses a write skew (40001). (*.postgres.test.ts: the PostgreSQL project only.)

let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
let db: Database;

beforeAll(async () => {
  created = await createPostgresDatabase();
  db = await openDatabase({ kind: 'postgres', url: created.url });
  await db.exec('create table counters (id int primary key, n int not null)');
}, 60_000);

afterAll(async () => {
  await db?.close();
  await created?.drop();
});

beforeEach(() => db.exec('truncate counters; insert into counters values (1, 0), (2, 0)'));

/** A point two transactions both reach before either goes on. */
function meetingPoint(parties: number) {
  let arrived = 0;
  let all: () => void = () => undefined;
  const everyone = new Promise<void>((resolve) => (all = resolve));
  return async () => {
    arrived += 1;
    if (arrived === parties) all();
    await everyone;
  };
}

test('two transactions locking two rows in opposite orders deadlock; the victim runs again and both changes are made', async () => {
  const bothHoldOne = meetingPoint(2);
  const tries = { forward: 0, backward: 0 };
  const addToBoth = (name: keyof typeof tries, first: number, second: number) =>
    db.transaction(async (tx) => {
      tries[name] += 1;
      await tx.query('update counters set n = n + 1 where id = $1', [first]);
      // Each holds its first row before either asks for its second: a deadlock, every time.
      await bothHoldOne();
      await tx.query('update counters set n = n + 1 where id = $1', [second]);
      return tries[name];
    });

  const finishedOn = await Promise.all([addToBoth('forward', 1, 2), addToBoth('backward', 2, 1)]);

  // One ran once; PostgreSQL canceled the other, which ran a second time.
  expect([...finishedOn].sort()).toEqual([1, 2]);
  expect(tries.forward + tries.backward).toBe(3);
  expect(await db.query('select id, n from counters order by id')).toEqual([
    { id: 1, n: 2 },
    { id: 2, n: 2 },
  ]);
}, 30_000);

test('a serializable transaction that loses a write skew (40001) runs again and sees the other one', async () => {
  const bothHaveRead = meetingPoint(2);
  let tries = 0;
  // Each moves the sum of the two counters onto its own row: run one after the other, the second sees the first.
  const moveSumTo = (id: number) =>
    db.transaction(async (tx) => {
      tries += 1;
      await tx.exec('set transaction isolation level serializable');
      const [{ sum }] = await tx.query<{ sum: number }>('select sum(n)::int as sum from counters');
      await bothHaveRead();
      await tx.query('update counters set n = $2 + 1 where id = $1', [id, sum]);
    });

  await Promise.all([moveSumTo(1), moveSumTo(2)]);

  expect(tries).toBe(3);
  // Serial: one wrote 0 + 1, the other then read 1 and wrote 1 + 1.
  const rows = await db.query<{ n: number }>('select n from counters order by n');
  expect(rows.map((row) => row.n)).toEqual([1, 2]);
}, 30_000);
