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
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The PostgreSQL error code of a failed statement (both drivers put it on `code`). */
export function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

export const SQLSTATE = {
  exclusionViolation: '23P01',
  uniqueViolation: '23505',
} as const;

/** Opens the database the storage configuration names. */
export async function openDatabase(storage: StorageConfig): Promise<Database> {
  if (storage.kind === 'postgres') {
    const { openPostgres } = await import('./postgres-database');
    return openPostgres(storage.url);
  }
  const { openPglite } = await import('./pglite-database');
  return openPglite(storage.kind === 'memory' ? {} : { dataDir: storage.dataDir });
}
