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

    /**
     * Counts one more of each key (each with its own window), in one statement, so that every
     * caller does the same work whichever keys it counts; answers each key's count.
     */
    async countEach(counts: ReadonlyArray<{ key: string; windowMs: number }>, now: Date): Promise<Map<string, RequestCount>> {
      const rows = await db.query<{ key: string; hits: number; resets_at: Date | string }>(
        `insert into rate_limit_counts as c (key, hits, resets_at)
         select t.key, 1, $2::timestamptz + t.window_ms * interval '1 millisecond' from unnest($1::text[], $3::float8[]) as t (key, window_ms)
         on conflict (key) do update set
           hits = case when c.resets_at <= $2 then 1 else c.hits + 1 end,
           resets_at = case when c.resets_at <= $2 then excluded.resets_at else c.resets_at end
         returning key, hits, resets_at`,
        [counts.map((c) => c.key), now, counts.map((c) => c.windowMs)],
      );
      return new Map(rows.map((row) => [row.key, { current: row.hits, ttl: Math.max(0, new Date(row.resets_at).getTime() - now.getTime()) }]));
    },

    /** The counts of the keys whose windows are still running (a key not counted, or over, is absent). */
    async read(keys: readonly string[], now: Date): Promise<Map<string, RequestCount>> {
      const rows = await db.query<{ key: string; hits: number; resets_at: Date | string }>(
        'select key, hits, resets_at from rate_limit_counts where key = any($1::text[]) and resets_at > $2',
        [keys, now],
      );
      return new Map(rows.map((row) => [row.key, { current: row.hits, ttl: new Date(row.resets_at).getTime() - now.getTime() }]));
    },

    /** Forgets the keys' counts: their next request starts a new window. */
    async forget(keys: readonly string[]): Promise<void> {
      await db.query('delete from rate_limit_counts where key = any($1::text[])', [keys]);
    },

    /** Deletes the windows that are over: a key seen again simply starts a new row. */
    async sweep(now: Date): Promise<void> {
      await db.query('delete from rate_limit_counts where resets_at <= $1', [now]);
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
