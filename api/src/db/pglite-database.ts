import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { lockDataDir } from './data-dir-lock';
import type { Database, Queryable } from './queryable';
import { withRetries } from './sql-errors';

type Operation =
  | { op: 'ready' | 'close' | 'begin' | 'dump' }
  | { op: 'query'; sql: string; params: unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'commit' | 'rollback'; tx: number };

interface Reply {
  id: number;
  result?: unknown;
  error?: { message: string; fields: Record<string, string> };
}

/** An error from the database thread, with PostgreSQL's fields (code is the SQLSTATE). */
export class PgliteError extends Error {
  code?: string;
  constructor(message: string, fields: Record<string, string>) {
    super(message);
    this.name = 'PgliteError';
    Object.assign(this, fields);
  }
}

export interface PgliteDatabase extends Database {
  /** The whole database as a tar file, from which another can start (`loadDataDir`). */
  dumpDataDir(): Promise<Uint8Array>;
}

export interface PgliteOptions {
  /** A folder to keep the data in; in memory when not given. */
  dataDir?: string;
  /** A tar file made by dumpDataDir to start from. */
  loadDataDir?: string;
}

/**
 * The embedded database: PGlite in a folder, or in memory when no folder is given, running on its
 * own thread (pglite-worker.mjs explains why). PGlite has a single connection, so transactions must
 * not interleave: its transaction() holds an exclusive lock that every other query and exec waits
 * for, which serialises them (database.test.ts checks that parallel transactions stay apart).
 */
export async function openPglite(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  const worker = new Worker(path.join(__dirname, 'pglite-worker.mjs'), { workerData: options });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 1;
  let failure: Error | undefined;

  const failAll = (error: Error) => {
    failure = error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error) waiting?.reject(new PgliteError(reply.error.message, reply.error.fields));
    else waiting?.resolve(reply.result);
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`The database thread stopped (exit code ${code})`)));

  function send<T>(operation: Operation): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...operation, id });
    });
  }

  const queryable = (tx?: number): Queryable => ({
    query: <Row>(sql: string, params: readonly unknown[] = []) => send<Row[]>({ op: 'query', sql, params: [...params], tx }),
    exec: (sql: string) => send<void>({ op: 'exec', sql, tx }),
  });

  try {
    await send({ op: 'ready' });
  } catch (error) {
    await worker.terminate();
    unlock();
    throw error;
  }
  return {
    ...queryable(),
    // PGlite's one connection runs one transaction at a time, so it meets no deadlock of its own;
    // the same retries as PostgreSQL's keep the two alike.
    transaction: (work) =>
      withRetries(async () => {
        const tx = await send<number>({ op: 'begin' });
        let result;
        try {
          result = await work(queryable(tx));
        } catch (error) {
          await send({ op: 'rollback', tx });
          throw error;
        }
        await send({ op: 'commit', tx });
        return result;
      }),
    dumpDataDir: () => send<Uint8Array>({ op: 'dump' }),
    async close() {
      await send({ op: 'close' });
      worker.removeAllListeners('exit');
      await worker.terminate();
      unlock();
    },
  };
}
