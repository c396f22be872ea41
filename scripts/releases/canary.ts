/**
 * The canary (issue 34, docs/decisions/046 and 047): a share of visitors sent to a release of one
 * remote before everyone. What runs is `<store>/canary.json` (one entry per remote), written whole
 * (a temporary file renamed over it) under the store's deploy lock, read by every page-server
 * process on each request (a stat, as remotes.json is). Each process counts the canary's renders
 * and failures in a file of its own under `<store>/canary-counts/`, which every process sums; the
 * first to see the sum past the threshold withdraws the canary (the entry is removed) and tells
 * its team. Every start, end and withdrawal is a line in `<store>/canaries.jsonl`.
 */
import { createHash } from 'node:crypto';
import { appendFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { remoteRoutes } from '../../shell/src/routing/route-table';
import { checkedRelease, ReleaseRefused, withDeployLock, writeFileAtomically, type DeployContext } from './deploy';
import { releaseManifestUrl } from './store';

export interface Canary {
  remote: string;
  release: string;
  /** The release's manifest, as remotes.json would name it. */
  url: string;
  /** The share of visitors sent to it, more than 0 and less than 100. */
  percent: number;
  /** ISO 8601, UTC: with the release, what tells this canary from an earlier one of the same release. */
  startedAt: string;
  by: string;
  /** Who is told when it is withdrawn (the remote's owner in releases.config.json), if anyone. */
  owner?: string;
}

/** The canaries running, by remote. */
export type Canaries = Record<string, Canary>;

export type FailureKind = 'render' | 'load' | 'timeout' | 'hydration';

export interface Failure {
  at: string;
  kind: FailureKind;
  /**
   * A hydration error is reported by a browser: the reporting client (a hash of its address), so
   * that one client counts once however often it reports.
   */
  client?: string;
}

/** One page-server process's counts of one canary. */
export interface CanaryCounts {
  /** Server renders of the canary, by the minute they started in (ms since the epoch, floored). */
  renders: Record<string, number>;
  failures: Failure[];
}

export interface WithdrawalPolicy {
  /** So many failures within the window withdraw the canary... */
  maxFailures: number;
  /** ...and so does this share of its renders within the window, once it has `minRenders`. */
  maxFailureRate: number;
  minRenders: number;
  windowMs: number;
}

/** Decision 047. */
export const DEFAULT_WITHDRAWAL: WithdrawalPolicy = { maxFailures: 5, maxFailureRate: 0.02, minRenders: 100, windowMs: 10 * 60_000 };

export const canaryFile = (storeDir: string) => path.join(storeDir, 'canary.json');
const historyFile = (storeDir: string) => path.join(storeDir, 'canaries.jsonl');

/** Where the processes' counts of one canary are: one file per process. */
export function countsDir(storeDir: string, canary: Pick<Canary, 'remote' | 'release' | 'startedAt'>): string {
  return path.join(storeDir, 'canary-counts', canary.remote, `${canary.release}@${canary.startedAt.replace(/[-:.]/g, '')}`);
}

/** Whether two entries are the same canary (not a later canary of the same release). */
export const sameCanary = (a: Canary | undefined, b: Canary | undefined) =>
  !!a && !!b && a.remote === b.remote && a.release === b.release && a.startedAt === b.startedAt;

/** Keeps the entries that are canaries: a hand-edited or half-understood file sends no visitor anywhere odd. */
export function parseCanaries(json: unknown): Canaries {
  const canaries: Canaries = {};
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return canaries;
  for (const [remote, value] of Object.entries(json as Record<string, unknown>)) {
    const c = value as Partial<Canary> | null;
    if (
      c &&
      c.remote === remote &&
      typeof c.release === 'string' &&
      typeof c.url === 'string' &&
      /^https?:\/\//.test(c.url) &&
      typeof c.percent === 'number' &&
      c.percent > 0 &&
      c.percent < 100 &&
      typeof c.startedAt === 'string'
    ) {
      canaries[remote] = c as Canary;
    }
  }
  return canaries;
}

export async function readCanaries(storeDir: string): Promise<Canaries> {
  try {
    return parseCanaries(JSON.parse(await readFile(canaryFile(storeDir), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

async function writeCanaries(storeDir: string, canaries: Canaries): Promise<void> {
  await mkdir(storeDir, { recursive: true });
  await writeFileAtomically(canaryFile(storeDir), `${JSON.stringify(canaries, null, 2)}\n`);
}

export type CanaryEvent =
  | { action: 'start'; canary: Canary }
  | { action: 'end'; canary: Canary; at: string; by: string }
  | { action: 'withdrawn'; canary: Canary; at: string; reason: string };

async function record(storeDir: string, event: CanaryEvent): Promise<void> {
  await appendFile(historyFile(storeDir), `${JSON.stringify(event)}\n`);
}

/** A visitor's cohort seed: random, kept in their cookie. */
export const COHORT_COOKIE = 'cohort';
export const isCohortSeed = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{16}$/.test(value);

/**
 * Whether a visitor (their cohort seed) is in a canary: a hash of the seed, the remote and the
 * release, as a number from 0 to 100, below the canary's share. The same visitor stays in or out
 * of a canary as long as it runs; raising its share keeps those already in it; each canary draws
 * its own share of visitors.
 */
export function inCanary(seed: string, canary: Pick<Canary, 'remote' | 'release' | 'percent'>): boolean {
  const hash = createHash('sha256').update(`${seed}:${canary.remote}:${canary.release}`).digest();
  return (hash.readUInt32BE(0) / 2 ** 32) * 100 < canary.percent;
}

/** The remotes a visitor loads: the live ones, with each canary they are in in place of its remote's live release. */
export function visitorRemotes<T extends Record<string, string | undefined>>(live: T, canaries: Canaries, seed: string | undefined): { remotes: T; canaries: Canary[] } {
  const remotes = { ...live };
  const joined: Canary[] = [];
  if (!seed) return { remotes, canaries: joined };
  for (const canary of Object.values(canaries)) {
    if (live[canary.remote] === undefined || live[canary.remote] === canary.url || !inCanary(seed, canary)) continue;
    (remotes as Record<string, string>)[canary.remote] = canary.url;
    joined.push(canary);
  }
  return { remotes, canaries: joined };
}

/** The counts of every process, summed as the policy reads them: why the canary must be withdrawn, or undefined. */
export function withdrawalReason(counts: CanaryCounts[], now: number, policy: WithdrawalPolicy = DEFAULT_WITHDRAWAL): string | undefined {
  const since = now - policy.windowMs;
  let renders = 0;
  for (const { renders: byMinute } of counts) {
    for (const [minute, n] of Object.entries(byMinute)) if (Number(minute) + 60_000 > since) renders += n;
  }
  const failures = counts.flatMap((c) => c.failures).filter((f) => Date.parse(f.at) > since);
  // A browser's report counts once per client.
  const reporters = new Set(failures.filter((f) => f.kind === 'hydration').map((f) => f.client ?? ''));
  const count = failures.filter((f) => f.kind !== 'hydration').length + reporters.size;
  const minutes = Math.round(policy.windowMs / 60_000);
  const kinds = [...new Set(failures.map((f) => f.kind))].join(', ');
  if (count >= policy.maxFailures) return `${count} failures (${kinds}) within ${minutes} minutes, the most allowed being ${policy.maxFailures - 1}`;
  if (renders >= policy.minRenders && count / renders >= policy.maxFailureRate) {
    return `${count} failures (${kinds}) in ${renders} renders within ${minutes} minutes, at least ${policy.maxFailureRate * 100}%`;
  }
  return undefined;
}

/** Every process's counts of a canary. */
export async function readCounts(storeDir: string, canary: Canary): Promise<CanaryCounts[]> {
  const dir = countsDir(storeDir, canary);
  const files = await readdir(dir).catch(() => [] as string[]);
  const counts = await Promise.all(
    files
      .filter((file) => file.endsWith('.json'))
      .map((file) =>
        readFile(path.join(dir, file), 'utf8').then(
          (text) => JSON.parse(text) as CanaryCounts,
          () => undefined,
        ),
      ),
  );
  return counts.filter((c): c is CanaryCounts => c !== undefined);
}

/** Writes one process's counts of a canary, whole. */
export async function writeCounts(storeDir: string, canary: Canary, processId: string, counts: CanaryCounts): Promise<void> {
  const dir = countsDir(storeDir, canary);
  await mkdir(dir, { recursive: true });
  await writeFileAtomically(path.join(dir, `${processId}.json`), JSON.stringify(counts));
}

export interface CanaryContext extends DeployContext {
  /** The remotes' owners (releases.config.json). */
  owners: Record<string, string | undefined>;
}

/**
 * Sends a share of visitors to a release: the gate refuses it as it would a promotion. A canary
 * already running for the remote is replaced (its visitors are drawn again).
 */
export async function startCanary(context: CanaryContext, remote: string, id: string, percent: number): Promise<Canary> {
  if (!Number.isFinite(percent) || percent <= 0 || percent >= 100) {
    throw new ReleaseRefused(`The share must be more than 0 and less than 100 (percent); 100 is a promotion: npm run releases -- promote ${remote} ${id}`);
  }
  if (!remoteRoutes.some((route) => route.remote === remote)) {
    // The staff console's pages are the staff site's (decision 045), which renders in the browser
    // from remotes.json alone: a canary there would reach nobody.
    throw new ReleaseRefused(`${remote} has no page on the site the canary runs on: promote it instead`);
  }
  const url = await checkedRelease(context, remote, id, 'sent to a canary');
  return withDeployLock(context.storeDir, async () => {
    const remotes = JSON.parse(await readFile(context.remotesFile, 'utf8')) as Record<string, string>;
    if (remotes[remote] === undefined) throw new ReleaseRefused(`${remote} is not in ${context.remotesFile}`);
    if (remotes[remote] === url) throw new ReleaseRefused(`${remote} ${id} is live already`);
    const canary: Canary = {
      remote,
      release: id,
      url,
      percent,
      startedAt: (context.now ?? new Date()).toISOString(),
      by: context.by,
      ...(context.owners[remote] ? { owner: context.owners[remote] } : {}),
    };
    const canaries = await readCanaries(context.storeDir);
    await writeCanaries(context.storeDir, { ...canaries, [remote]: canary });
    await record(context.storeDir, { action: 'start', canary });
    return canary;
  });
}

/** Ends a remote's canary by hand: every visitor is back on the live release. */
export async function endCanary(context: DeployContext, remote: string): Promise<Canary> {
  return withDeployLock(context.storeDir, async () => {
    const canaries = await readCanaries(context.storeDir);
    const canary = canaries[remote];
    if (!canary) throw new ReleaseRefused(`${remote} has no canary running`);
    delete canaries[remote];
    await writeCanaries(context.storeDir, canaries);
    await record(context.storeDir, { action: 'end', canary, at: (context.now ?? new Date()).toISOString(), by: context.by });
    await rm(countsDir(context.storeDir, canary), { recursive: true, force: true });
    return canary;
  });
}

/**
 * Withdraws this canary if it is still the one running (another process may have withdrawn it,
 * or a person ended or replaced it): true only for the process that withdrew it, which tells the team.
 */
export async function withdrawCanary(storeDir: string, canary: Canary, reason: string, now = new Date()): Promise<boolean> {
  return withDeployLock(storeDir, async () => {
    const canaries = await readCanaries(storeDir);
    if (!sameCanary(canaries[canary.remote], canary)) return false;
    delete canaries[canary.remote];
    await writeCanaries(storeDir, canaries);
    await record(storeDir, { action: 'withdrawn', canary, at: now.toISOString(), reason });
    return true;
  });
}

/** A promotion of the canary's release ends its canary: everyone has it now. */
export async function endCanaryPromoted(storeDir: string, remote: string, id: string, storeUrl: string): Promise<void> {
  await withDeployLock(storeDir, async () => {
    const canaries = await readCanaries(storeDir);
    const canary = canaries[remote];
    if (!canary || canary.url !== releaseManifestUrl(storeUrl, remote, id)) return;
    delete canaries[remote];
    await writeCanaries(storeDir, canaries);
    await record(storeDir, { action: 'end', canary, at: new Date().toISOString(), by: 'promoted' });
  });
}

export async function readCanaryHistory(storeDir: string): Promise<CanaryEvent[]> {
  const text = await readFile(historyFile(storeDir), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CanaryEvent);
}
