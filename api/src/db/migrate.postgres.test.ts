import { TestClock } from '../test/test-clock';
import { createPostgresDatabase } from '../test/test-database';
import { openDatabase } from './database';
import { listMigrations } from './migrate';
import { prepareDatabase } from './prepare';

// Several API processes share one PostgreSQL in production and may start at the same moment.
// (*.postgres.test.ts files run in the api (PostgreSQL) project only: see jest.config.ts.)

test('two processes migrating one new database at once take turns', async () => {
  const clock = new TestClock();
  const created = await createPostgresDatabase();
  const [a, b] = await Promise.all([
    openDatabase({ kind: 'postgres', url: created.url }),
    openDatabase({ kind: 'postgres', url: created.url }),
  ]);
  try {
    await Promise.all([prepareDatabase(a, clock.now(), 'Australia/Sydney'), prepareDatabase(b, clock.now(), 'Australia/Sydney')]);
    // Each migration recorded once, not once per process.
    expect(await a.query('select count(*)::int as n from schema_migrations')).toEqual([{ n: (await listMigrations()).length }]);
    expect(await a.query('select count(*)::int as n from packages')).toEqual([{ n: 4 }]);
  } finally {
    await Promise.all([a.close(), b.close()]);
    await created.drop();
  }
});
