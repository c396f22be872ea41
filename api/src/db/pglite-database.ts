import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { Database, Queryable } from './database';

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * The embedded database: PGlite (PostgreSQL in WebAssembly) in a folder, or in memory when no
 * folder is given. PGlite has a single connection, so transactions must not interleave: its
 * `transaction()` holds an exclusive lock that every top-level `query()` and `exec()` also waits
 * for, which serialises them (database.test.ts checks that parallel transactions stay apart).
 */
export async function openPglite(dataDir?: string): Promise<Database> {
  const options = { extensions: { btree_gist } };
  const pglite = dataDir ? new PGlite(dataDir, options) : new PGlite(options);
  await pglite.waitReady;
  return {
    ...queryable(pglite),
    transaction: (work) => pglite.transaction((tx) => work(queryable(tx))),
    close: () => pglite.close(),
  };
}
