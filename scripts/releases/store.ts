/**
 * The release store (issue 34, docs/decisions/051): each release of a remote is its built `dist/`
 * (browser build and Node build, `server/`) in a folder of its own, `<store>/files/<remote>/<id>/`,
 * never written again once there; `<store>/releases.jsonl` records each one (when, who, which
 * commit), a line appended per release. `npm start` serves `<store>/files/` over HTTP, so a
 * release's manifest has an address remotes.json can name; the records (staff emails) are not in it.
 */
import { existsSync } from 'node:fs';
import { appendFile, mkdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export interface ReleaseRecord {
  remote: string;
  id: string;
  commit: string;
  /** ISO 8601, UTC. */
  at: string;
  /** `git config user.email` of whoever released it. */
  by: string;
}

const recordFile = (storeDir: string) => path.join(storeDir, 'releases.jsonl');

/** A release's id: its commit and the time it was built (UTC, to the second), e.g. `3f2a1c9-20261126T101500Z`. */
export function releaseId(commit: string, at: Date): string {
  return `${commit}-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')}`;
}

/** Only ids a release could have: no path separators, no dot segments. */
export function isReleaseId(id: string): boolean {
  return /^[0-9a-f]{4,40}-\d{8}T\d{6}Z$/.test(id);
}

/** The part of the store that is served: the releases' files. */
export function servedDir(storeDir: string): string {
  return path.join(storeDir, 'files');
}

export function releaseDir(storeDir: string, remote: string, id: string): string {
  return path.join(servedDir(storeDir), remote, id);
}

/** The release's browser manifest, at the address the store is served from. */
export function releaseManifestUrl(storeUrl: string, remote: string, id: string): string {
  return new URL(`${remote}/${id}/mf-manifest.json`, storeUrl.endsWith('/') ? storeUrl : `${storeUrl}/`).href;
}

/** Where a release is built before it is published: in the store (not served), so the move in is a rename. */
export function stagingDir(storeDir: string, remote: string, id: string): string {
  return path.join(storeDir, 'staging', `${remote}-${id}`);
}

/**
 * Moves a built release (its staging folder) into the store under its id and records it. A
 * release id already there is refused: nothing at an older release ever changes.
 */
export async function publishRelease(storeDir: string, builtDir: string, record: ReleaseRecord): Promise<string> {
  if (!isReleaseId(record.id)) throw new Error(`${record.id} is not a release id`);
  const target = releaseDir(storeDir, record.remote, record.id);
  if (existsSync(target)) throw new Error(`Release ${record.remote} ${record.id} exists already; it is never overwritten`);
  if (!existsSync(path.join(builtDir, 'mf-manifest.json'))) throw new Error(`${builtDir} has no mf-manifest.json: not a built remote`);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(builtDir, target);
  await appendFile(recordFile(storeDir), `${JSON.stringify(record)}\n`);
  return target;
}

/** Removes what a failed build left in the staging folder. */
export async function discardStaging(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}

/** Every release recorded, oldest first. */
export async function readReleases(storeDir: string): Promise<ReleaseRecord[]> {
  let text: string;
  try {
    text = await readFile(recordFile(storeDir), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ReleaseRecord);
}
