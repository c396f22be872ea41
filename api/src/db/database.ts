import type { StorageConfig } from '../config';

/** Runs SQL. Parameters are $1, $2...; rows come back as plain objects. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Runs several statements without parameters (migrations, resets). */
  exec(sql: string): Promise<void>;
}

/**
 * The thin interface that hides which database is used, so repositories run the same SQL on the
 * embedded PGlite and on PostgreSQL.
 */
export interface Database extends Queryable {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. A
   * transaction PostgreSQL rolled back as a deadlock's victim or for a serialization failure runs
   * again from the start (withRetries), so `work` must keep no state outside its transaction
   * between tries: it returns what it found.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// What a failed statement's error says, and the retries of a transaction PostgreSQL rolled back.
export { sqlState, SQLSTATE } from './sql-errors';

/** Opens the database the storage configuration names. */
export async function openDatabase(storage: StorageConfig): Promise<Database> {
  if (storage.kind === 'postgres') {
    const { openPostgres } = await import('./postgres-database');
    return openPostgres(storage.url);
  }
  const { openPglite } = await import('./pglite-database');
  return openPglite(storage.kind === 'memory' ? {} : { dataDir: storage.dataDir });
}
