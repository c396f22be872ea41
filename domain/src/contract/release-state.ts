import { z } from './zod';

// The release state the API keeps (decision 073): which release of
// each remote is live, the canaries running, their counts and the history of both. Read and
// changed by the page servers and `npm run releases` only, on internal routes (never proxied by
// the site, guarded by RELEASE_STATE_TOKEN), so none of this is in the public OpenAPI document.

/** Where the internal routes are: the site's proxy forwards /api and /checkout only (shell/server/proxied-paths.ts). */
export const RELEASE_STATE_PATHS = {
  state: '/internal/releases/state',
  promote: '/internal/releases/promote',
  rollback: '/internal/releases/rollback',
  canaries: '/internal/releases/canaries',
  canaryEnd: '/internal/releases/canaries/:remote/end',
  canaryCounts: '/internal/releases/canaries/:id/counts',
  history: '/internal/releases/history',
  import: '/internal/releases/import',
} as const;

/** The header that carries RELEASE_STATE_TOKEN. */
export const RELEASE_STATE_TOKEN_HEADER = 'x-release-state-token';

const remoteName = z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/));
const releaseId = z.string().check(z.regex(/^[0-9a-f]{4,40}-\d{8}T\d{6}Z$/));
const manifestUrl = z.string().check(z.regex(/^https?:\/\/\S+$/), z.maxLength(2000));
const who = z.string().check(z.maxLength(320));

export const canarySchema = z.object({
  /** Tells this canary from every other, an earlier one of the same release included. */
  id: z.number(),
  remote: remoteName,
  release: releaseId,
  /** The release's manifest. */
  url: manifestUrl,
  /** The share of visitors sent to it, more than 0 and less than 100. */
  percent: z.number(),
  /** ISO 8601, UTC. */
  startedAt: z.string(),
  by: who,
  /** Who is told when it is withdrawn (the remote's owner in releases.config.json), if anyone. */
  owner: z.optional(z.string()),
});
export type Canary = z.output<typeof canarySchema>;
/** The canaries running, by remote. */
export type Canaries = Record<string, Canary>;

/** GET state: what is live and the canaries running; `version` changes with every change (its ETag). */
export const releaseStateSchema = z.object({
  version: z.number(),
  /** The live release of each remote promoted; a remote not here is the shell's remotes.json's. */
  live: z.record(z.string(), z.object({ release: releaseId, url: manifestUrl })),
  canaries: z.record(z.string(), canarySchema),
});
export type ReleaseState = z.output<typeof releaseStateSchema>;

export const promoteBody = z.object({
  remote: remoteName,
  release: releaseId,
  url: manifestUrl,
  /** What the shell's remotes.json names for the remote: what was live before its first release. */
  baselineUrl: z.optional(manifestUrl),
  by: who,
});
export const rollbackBody = z.object({ remote: remoteName, by: who });

export const releaseChangeSchema = z.object({
  action: z.enum(['promote', 'rollback']),
  remote: z.string(),
  release: z.nullable(z.string()),
  url: z.string(),
  previousUrl: z.optional(z.string()),
  at: z.string(),
  by: z.string(),
});

export const canaryStartBody = z.object({
  remote: remoteName,
  release: releaseId,
  url: manifestUrl,
  percent: z.number().check(z.gt(0), z.lt(100)),
  by: who,
  owner: z.optional(z.string().check(z.maxLength(320))),
});
export const canaryEndBody = z.object({ by: who });
export const remoteParams = z.object({ remote: remoteName });
export const canaryIdParams = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });

/** The most one report of a canary's counts carries: an hour of minutes, a thousand failures. */
export const CANARY_REPORT_LIMITS = { minutes: 60, failures: 1000 } as const;

/** A page server's counts of a canary since its last report: renders by minute, and failures. */
export const canaryCountsBody = z.object({
  renders: z
    .array(z.object({ minute: z.number().check(z.int()), count: z.number().check(z.int(), z.nonnegative()) }))
    .check(z.maxLength(CANARY_REPORT_LIMITS.minutes)),
  failures: z
    .array(z.object({ at: z.iso.datetime(), kind: z.enum(['render', 'load', 'timeout', 'hydration']), client: z.optional(z.string().check(z.maxLength(64))) }))
    .check(z.maxLength(CANARY_REPORT_LIMITS.failures)),
});
export type CanaryCountsReport = z.output<typeof canaryCountsBody>;
/** Whether the canary is withdrawn now (by this report, or before it). */
export const canaryCountsAnswer = z.object({ withdrawn: z.boolean() });

export const canaryEventSchema = z.object({
  canary: canarySchema,
  /** Running, or how it ended: by hand, by its promotion, or withdrawn by its failures. */
  ended: z.optional(z.object({ how: z.enum(['end', 'promoted', 'withdrawn']), at: z.string(), by: z.string(), reason: z.optional(z.string()) })),
  /** The kind of each failure counted against it, oldest first. */
  failures: z.optional(z.array(z.enum(['render', 'load', 'timeout', 'hydration']))),
});
/** GET history: every promotion and rollback, oldest first, and every canary, oldest first. */
export const releaseHistorySchema = z.object({ changes: z.array(releaseChangeSchema), canaries: z.array(canaryEventSchema) });
export type ReleaseHistory = z.output<typeof releaseHistorySchema>;

/**
 * POST import: the release store's files as they were before this state (deployments.jsonl,
 * remotes.json as promote wrote it, canary.json and canaries.jsonl), moved in once.
 */
export const releaseImportBody = z.object({
  changes: z.array(releaseChangeSchema),
  live: z.record(z.string(), z.object({ release: z.string(), url: z.string() })),
  canaries: z.array(z.object({ canary: z.omit(canarySchema, { id: true }), ended: canaryEventSchema.shape.ended })),
});
export type ReleaseImport = z.output<typeof releaseImportBody>;
export const releaseImportAnswer = z.object({ imported: z.boolean() });
