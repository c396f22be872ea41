/**
 * `npm run releases -- import` (decision 073): the release state
 * as the store's files held it before the API kept it (`deployments.jsonl`, every promotion and
 * rollback with remotes.json as written; `canary.json`, the canaries running; `canaries.jsonl`,
 * their starts and ends) moved into the API's tables, once: the API takes it only while its tables
 * are empty. The files are then renamed `*.imported`, kept as the record they were. `npm start`
 * runs it when the store has any of them.
 */
import { existsSync } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { liveHistory, type FailureKind, type ReleaseChange, type ReleaseImport } from '@party/domain';
import type { ReleaseStateApi } from './release-state-api';

type OldCanary = ReleaseImport['canaries'][number]['canary'];
type OldCanaryEvent =
  | { action: 'start'; canary: OldCanary }
  | { action: 'end'; canary: OldCanary; at: string; by: string }
  | { action: 'withdrawn'; canary: OldCanary; at: string; reason: string; kind?: FailureKind };

const OLD_FILES = ['deployments.jsonl', 'canary.json', 'canaries.jsonl'] as const;

/** Whether the store holds the files of the state before the API kept it. */
export const hasFilesToImport = (storeDir: string) => OLD_FILES.some((file) => existsSync(path.join(storeDir, file)));

async function readLines<T>(file: string): Promise<T[]> {
  const text = await readFile(file, 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

/** The state the files describe, as the API imports it. */
export async function stateInFiles(storeDir: string): Promise<ReleaseImport> {
  const deployments = await readLines<ReleaseChange & { remotes?: unknown }>(path.join(storeDir, 'deployments.jsonl'));
  const changes: ReleaseChange[] = deployments.map(({ action, remote, release, url, previousUrl, at, by }) => ({ action, remote, release, url, ...(previousUrl ? { previousUrl } : {}), at, by }));
  const live: ReleaseImport['live'] = {};
  for (const remote of new Set(changes.map((c) => c.remote))) {
    const now = liveHistory(changes, remote).at(-1);
    if (now?.release) live[remote] = { release: now.release, url: now.url };
  }
  const sameCanary = (a: OldCanary, b: OldCanary) => a.remote === b.remote && a.release === b.release && a.startedAt === b.startedAt;
  const canaries: ReleaseImport['canaries'] = [];
  for (const event of await readLines<OldCanaryEvent>(path.join(storeDir, 'canaries.jsonl'))) {
    const { remote, release, url, percent, startedAt, by, owner } = event.canary;
    const canary: OldCanary = { remote, release, url, percent, startedAt, by, ...(owner ? { owner } : {}) };
    if (event.action === 'start') {
      canaries.push({ canary });
      continue;
    }
    const started = canaries.find((c) => !c.ended && sameCanary(c.canary, canary));
    const ended = event.action === 'end' ? { how: 'end' as const, at: event.at, by: event.by } : { how: 'withdrawn' as const, at: event.at, by: 'the site', reason: event.reason };
    if (started) started.ended = ended;
    else canaries.push({ canary, ended });
  }
  // A canary still running in canary.json whose start the history lacks (a hand-edited file) runs on.
  const running = JSON.parse(await readFile(path.join(storeDir, 'canary.json'), 'utf8').catch(() => '{}')) as Record<string, OldCanary>;
  for (const canary of Object.values(running)) {
    if (!canaries.some((c) => !c.ended && sameCanary(c.canary, canary))) canaries.push({ canary });
  }
  // Only one canary per remote runs: an older one the files left open ended when the next began.
  for (const entry of canaries) {
    const later = canaries.find((c) => c !== entry && c.canary.remote === entry.canary.remote && c.canary.startedAt > entry.canary.startedAt);
    if (!entry.ended && later) entry.ended = { how: 'end', at: later.canary.startedAt, by: later.canary.by };
  }
  return { changes, live, canaries };
}

/** Moves the files' state into the API's tables; true if it did (false: the tables held a state already). */
export async function importFiles(storeDir: string, api: ReleaseStateApi): Promise<boolean> {
  const { imported } = await api.import(await stateInFiles(storeDir));
  if (imported) {
    for (const file of OLD_FILES) await rename(path.join(storeDir, file), path.join(storeDir, `${file}.imported`)).catch(() => undefined);
  }
  return imported;
}
