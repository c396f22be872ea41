import pg from 'pg';
import type { Database, Queryable } from './queryable';
import { oneAtATime } from './one-at-a-time';
import { withRetries } from './sql-errors';

// bigint and numeric come back as numbers, as PGlite gives them, so repositories see the same values
// from both (queries cast dates to text, since the two drivers turn them into Dates differently).
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === 20 || oid === 1700 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format),
};

/**
 * Statements on the pool, each on a connection of its own, or on a transaction's one connection,
 * one at a time (`inTurn`).
 */
function queryable(client: pg.Pool | pg.PoolClient, inTurn = <T>(step: () => Promise<T>) => step()): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await inTurn(() => client.query({ text: sql, values: [...params], types }));
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await inTurn(() => client.query(sql));
    },
  };
}

/** PostgreSQL through a pool of connections, for production and many API processes. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // A connection that drops while idle must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  return {
    ...queryable(pool),
    transaction: (work) =>
      withRetries(async () => {
        const client = await pool.connect();
        let broken = false;
        try {
          await client.query('begin');
          const result = await work(queryable(client, oneAtATime()));
          await client.query('commit');
          return result;
        } catch (error) {
          // A connection that cannot even roll back is discarded rather than reused.
          await client.query('rollback').catch(() => (broken = true));
          throw error;
        } finally {
          client.release(broken);
        }
      }),
    close: () => pool.end(),
  };
}
