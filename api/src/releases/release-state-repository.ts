import type { Canaries, Canary, CanaryCounts, Failure, ReleaseChange } from '@party/domain';
import type { Queryable } from '../db/queryable';

// The release state's tables (migration 027): what is live, the promotions and rollbacks, the
// canaries and their counts. Times are read as ISO 8601 text in UTC, the same from either driver.

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface CanaryRow {
  id: number;
  remote: string;
  release: string;
  url: string;
  percent: number;
  started_at: string;
  started_by: string;
  owner: string | null;
  ended_at: string | null;
  ended_how: 'end' | 'promoted' | 'withdrawn' | null;
  ended_by: string | null;
  reason: string | null;
}

const CANARY_COLUMNS = `id::int as id, remote, release, url, percent, ${iso('started_at')} as started_at, started_by, owner,
  ${iso('ended_at')} as ended_at, ended_how, ended_by, reason`;

export function canaryOf(row: CanaryRow): Canary {
  return {
    id: row.id,
    remote: row.remote,
    release: row.release,
    url: row.url,
    percent: row.percent,
    startedAt: row.started_at,
    by: row.started_by,
    ...(row.owner ? { owner: row.owner } : {}),
  };
}

export function createReleaseStateRepository(db: Queryable) {
  return {
    /** The state's version; 0 before the first change. */
    async version(): Promise<number> {
      const [row] = await db.query<{ version: number }>('select version::int as version from release_state');
      return row?.version ?? 0;
    },

    /**
     * Takes the state's lock for the rest of the transaction (every change does, first, so changes
     * take turns); with `bump`, a new version too, which the page servers see on their next poll.
     */
    async lock(bump: boolean): Promise<void> {
      await db.query(
        `insert into release_state (id, version) values (1, 1)
          on conflict (id) do update set version = release_state.version + $1`,
        [bump ? 1 : 0],
      );
    },

    async live(): Promise<Record<string, { release: string; url: string }>> {
      const rows = await db.query<{ remote: string; release: string; url: string }>('select remote, release, url from live_releases order by remote');
      return Object.fromEntries(rows.map(({ remote, release, url }) => [remote, { release, url }]));
    },

    async liveOf(remote: string): Promise<{ release: string; url: string } | undefined> {
      const [row] = await db.query<{ release: string; url: string }>('select release, url from live_releases where remote = $1', [remote]);
      return row;
    },

    /** Makes a release live, or (release null) returns the remote to the shell's remotes.json. */
    async setLive(remote: string, live: { release: string; url: string } | null): Promise<void> {
      if (!live) {
        await db.query('delete from live_releases where remote = $1', [remote]);
        return;
      }
      await db.query(
        `insert into live_releases (remote, release, url) values ($1, $2, $3)
          on conflict (remote) do update set release = excluded.release, url = excluded.url`,
        [remote, live.release, live.url],
      );
    },

    /** Every promotion and rollback, oldest first (of one remote, when named). */
    async changes(remote?: string): Promise<ReleaseChange[]> {
      const rows = await db.query<{ action: 'promote' | 'rollback'; remote: string; release: string | null; url: string; previous_url: string | null; at: string; by: string }>(
        `select action, remote, release, url, previous_url, ${iso('at')} as at, by from release_changes
          where $1::text is null or remote = $1 order by id`,
        [remote ?? null],
      );
      return rows.map((row) => ({
        action: row.action,
        remote: row.remote,
        release: row.release,
        url: row.url,
        ...(row.previous_url ? { previousUrl: row.previous_url } : {}),
        at: row.at,
        by: row.by,
      }));
    },

    async addChange(change: Omit<ReleaseChange, 'at'> & { at?: string }): Promise<ReleaseChange> {
      const [row] = await db.query<{ at: string }>(
        `insert into release_changes (action, remote, release, url, previous_url, at, by) values ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()), $7)
          returning ${iso('at')} as at`,
        [change.action, change.remote, change.release, change.url, change.previousUrl ?? null, change.at ?? null, change.by],
      );
      return { ...change, at: row!.at };
    },

    async runningCanaries(): Promise<Canaries> {
      const rows = await db.query<CanaryRow>(`select ${CANARY_COLUMNS} from canaries where ended_at is null order by remote`);
      return Object.fromEntries(rows.map((row) => [row.remote, canaryOf(row)]));
    },

    /** Every canary, oldest first, with how it ended. */
    async allCanaries(): Promise<CanaryRow[]> {
      return db.query<CanaryRow>(`select ${CANARY_COLUMNS} from canaries order by id`);
    },

    /** The kind of each failure counted against each canary, oldest first, by canary id. */
    async failureKinds(): Promise<Map<number, Failure['kind'][]>> {
      const rows = await db.query<{ canary_id: number; kind: Failure['kind'] }>('select canary_id::int as canary_id, kind from canary_failures order by id');
      const kinds = new Map<number, Failure['kind'][]>();
      for (const { canary_id, kind } of rows) kinds.set(canary_id, [...(kinds.get(canary_id) ?? []), kind]);
      return kinds;
    },

    /** The canary, locked until the transaction ends when `forUpdate`. */
    async canary(id: number, forUpdate = false): Promise<CanaryRow | undefined> {
      const [row] = await db.query<CanaryRow>(`select ${CANARY_COLUMNS} from canaries where id = $1${forUpdate ? ' for update' : ''}`, [id]);
      return row;
    },

    async addCanary(canary: Omit<Canary, 'id' | 'startedAt'> & { startedAt?: string }): Promise<Canary> {
      const [row] = await db.query<CanaryRow>(
        `insert into canaries (remote, release, url, percent, started_at, started_by, owner) values ($1, $2, $3, $4, coalesce($5::timestamptz, now()), $6, $7)
          returning ${CANARY_COLUMNS}`,
        [canary.remote, canary.release, canary.url, canary.percent, canary.startedAt ?? null, canary.by, canary.owner ?? null],
      );
      return canaryOf(row!);
    },

    /** Ends the remote's running canary (if any, and if `onlyId`, only that one); returns it. */
    async endCanary(remote: string, how: 'end' | 'promoted' | 'withdrawn', by: string, reason?: string, onlyId?: number, at?: string): Promise<Canary | undefined> {
      const [row] = await db.query<CanaryRow>(
        `update canaries set ended_at = coalesce($6::timestamptz, now()), ended_how = $2, ended_by = $3, reason = $4
          where remote = $1 and ended_at is null and ($5::bigint is null or id = $5) returning ${CANARY_COLUMNS}`,
        [remote, how, by, reason ?? null, onlyId ?? null, at ?? null],
      );
      return row && canaryOf(row);
    },

    /** Adds a process's renders and failures to the canary's. */
    async addCounts(id: number, counts: CanaryCounts): Promise<void> {
      for (const { minute, count } of counts.renders) {
        await db.query(
          `insert into canary_renders (canary_id, minute, renders) values ($1, to_timestamp($2::float8 / 1000), $3)
            on conflict (canary_id, minute) do update set renders = canary_renders.renders + excluded.renders`,
          [id, minute, count],
        );
      }
      for (const failure of counts.failures) {
        await db.query('insert into canary_failures (canary_id, at, kind, client) values ($1, $2, $3, $4)', [id, failure.at, failure.kind, failure.client ?? null]);
      }
    },

    /** The canary's counts since `sinceMs` (ms since the epoch), every process's summed. */
    async countsSince(id: number, sinceMs: number): Promise<CanaryCounts> {
      const renders = await db.query<{ minute: number; count: number }>(
        `select (extract(epoch from minute) * 1000)::float8 as minute, renders as count from canary_renders
          where canary_id = $1 and minute > to_timestamp($2::float8 / 1000) - interval '1 minute'`,
        [id, sinceMs],
      );
      const failures = await db.query<{ at: string; kind: Failure['kind']; client: string | null }>(
        `select ${iso('at')} as at, kind, client from canary_failures where canary_id = $1 and at > to_timestamp($2::float8 / 1000) order by id`,
        [id, sinceMs],
      );
      return {
        renders: renders.map(({ minute, count }) => ({ minute: Number(minute), count: Number(count) })),
        failures: failures.map(({ at, kind, client }) => ({ at, kind, ...(client ? { client } : {}) })),
      };
    },

    /** The database's clock, in ms since the epoch. */
    async databaseNow(): Promise<number> {
      const [row] = await db.query<{ ms: number }>('select (extract(epoch from now()) * 1000)::float8 as ms');
      return Number(row!.ms);
    },

    /** Whether nothing was ever recorded: `npm run releases -- import` moves the files' state in only then. */
    async isEmpty(): Promise<boolean> {
      const [row] = await db.query<{ empty: boolean }>(
        'select not exists (select 1 from release_changes) and not exists (select 1 from canaries) and not exists (select 1 from live_releases) as empty',
      );
      return row!.empty;
    },
  };
}

export type ReleaseStateRepository = ReturnType<typeof createReleaseStateRepository>;
export type { CanaryRow };
