import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/queryable';

// @fastify/rate-limit's counts, kept in the database (table rate_limit_counts), so that a limit is
// one limit for the whole site however many API processes share the database, on PGlite and
// PostgreSQL alike. Why not Redis or memory: docs/decisions/010-rate-limits-in-the-database.md.

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * Counts one request of `key` and answers the window's count and the milliseconds left in it. One
 * statement, so two processes counting the same key at once both count: the row lock orders them.
 */
export async function countRequest(db: Database, key: string, now: Date, windowMs: number): Promise<{ current: number; ttl: number }> {
  const [row] = await db.query<{ hits: number; resets_at: Date | string }>(
    `insert into rate_limit_counts as c (key, hits, resets_at) values ($1, 1, $3)
     on conflict (key) do update set
       hits = case when c.resets_at <= $2 then 1 else c.hits + 1 end,
       resets_at = case when c.resets_at <= $2 then excluded.resets_at else c.resets_at end
     returning hits, resets_at`,
    [key, now, new Date(now.getTime() + windowMs)],
  );
  return { current: row.hits, ttl: Math.max(0, new Date(row.resets_at).getTime() - now.getTime()) };
}

/** Deletes the windows that are over: a key seen again simply starts a new row. */
export async function sweepRateLimits(db: Database, now: Date): Promise<void> {
  await db.query('delete from rate_limit_counts where resets_at <= $1', [now]);
}

/** The store class @fastify/rate-limit instantiates, counting in `db` by the app's clock. */
export function databaseRateLimitStore(db: Database, clock: () => Date): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      countRequest(db, key, clock(), timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    // Keys carry their limiter's name, so every limiter can share one store.
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
