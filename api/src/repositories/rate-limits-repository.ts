import type { Queryable } from '../db/queryable';

// The rate limits' counts (table rate_limit_counts, migration 004): one row per limiter and
// client, holding the window's count and end, shared by every API process (decision 010).

export interface RequestCount {
  /** Requests counted in the window, this one included. */
  current: number;
  /** Milliseconds left in the window. */
  ttl: number;
}

export function createRateLimitsRepository(db: Queryable) {
  return {
    /**
     * Counts one request of `key`, starting a new window when the old one is over. One statement,
     * so two processes counting the same key at once both count: the row lock orders them.
     */
    async count(key: string, now: Date, windowMs: number): Promise<RequestCount> {
      const [row] = await db.query<{ hits: number; resets_at: Date | string }>(
        `insert into rate_limit_counts as c (key, hits, resets_at) values ($1, 1, $3)
         on conflict (key) do update set
           hits = case when c.resets_at <= $2 then 1 else c.hits + 1 end,
           resets_at = case when c.resets_at <= $2 then excluded.resets_at else c.resets_at end
         returning hits, resets_at`,
        [key, now, new Date(now.getTime() + windowMs)],
      );
      return { current: row.hits, ttl: Math.max(0, new Date(row.resets_at).getTime() - now.getTime()) };
    },

    /** Deletes the windows that are over: a key seen again simply starts a new row. */
    async sweep(now: Date): Promise<void> {
      await db.query('delete from rate_limit_counts where resets_at <= $1', [now]);
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
