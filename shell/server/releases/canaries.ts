/**
 * The canaries as the release store keeps them (issue 34, docs/decisions/046 and 047): a share of
 * visitors sent to a release of one remote before everyone. What runs is `<store>/canary.json` (one
 * entry per remote), written whole under the store's lock, read by every page-server process on
 * each request (a stat, as remotes.json is). Each process counts the canary's renders and failures
 * in a file of its own under `<store>/canary-counts/`, which every process sums; the first to see
 * the sum past the threshold withdraws the canary (the entry is removed) and tells its team. Every
 * start, end and withdrawal is a line in `<store>/canaries.jsonl`. `npm run releases` starts and
 * ends canaries through this module (scripts/releases/canary.ts).
 */
import { appendFile, mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CanaryCounts } from './canary-withdrawal';
import { withDeployLock, writeFileAtomically } from './release-store-lock';

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

export async function writeCanaries(storeDir: string, canaries: Canaries): Promise<void> {
  await mkdir(storeDir, { recursive: true });
  await writeFileAtomically(canaryFile(storeDir), `${JSON.stringify(canaries, null, 2)}\n`);
}

export type CanaryEvent =
  | { action: 'start'; canary: Canary }
  | { action: 'end'; canary: Canary; at: string; by: string }
  | { action: 'withdrawn'; canary: Canary; at: string; reason: string };

export async function recordCanaryEvent(storeDir: string, event: CanaryEvent): Promise<void> {
  await appendFile(historyFile(storeDir), `${JSON.stringify(event)}\n`);
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
    await recordCanaryEvent(storeDir, { action: 'withdrawn', canary, at: now.toISOString(), reason });
    return true;
  });
}

export async function readCanaryHistory(storeDir: string): Promise<CanaryEvent[]> {
  const text = await readFile(historyFile(storeDir), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as CanaryEvent);
}
