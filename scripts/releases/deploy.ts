/**
 * Promote and roll back (issue 34, docs/decisions/051; decision 073 in the
 * database): the API keeps which release of each remote is live, and every promotion and rollback
 * with who made it and when; every page server asks it for the state twice a second. This side
 * checks what only the store and the shell's files can tell: that the release was published, and
 * that the gate lets it go live (the shell provides its shared singletons).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseChange } from '@party/domain';
import { sharedMismatches, type ManifestWithShared } from './gate';
import { ReleaseRefused, type ReleaseStateApi } from './release-state-api';
import { readReleases, releaseDir, releaseManifestUrl } from './store';

export type RemotesJson = Record<string, string>;

export interface DeployContext {
  storeDir: string;
  /** Where the store is served (RELEASE_STORE_URL). */
  storeUrl: string;
  /** The shell's remotes.json (the deployment before any release), beside its mf-manifest.json. */
  remotesFile: string;
  by: string;
  /** The release state, through the API. */
  api: ReleaseStateApi;
}

export async function readRemotesJson(file: string): Promise<RemotesJson> {
  const json: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error(`${file} is not an object of remote names to manifest URLs`);
  return json as RemotesJson;
}

/** Each remote's live manifest: the shell's remotes.json, with the release state's promotions over it. */
export async function liveRemotes(context: DeployContext): Promise<RemotesJson> {
  const [baseline, state] = await Promise.all([readRemotesJson(context.remotesFile), context.api.state()]);
  return { ...baseline, ...Object.fromEntries(Object.entries(state.live).map(([remote, { url }]) => [remote, url])) };
}

async function readManifest(file: string): Promise<ManifestWithShared> {
  return JSON.parse(await readFile(file, 'utf8')) as ManifestWithShared;
}

/**
 * A release recorded in the store that the gate lets go live (the shell must provide its shared
 * singletons); its manifest's address. `what` names the refused action in the message.
 */
export async function checkedRelease(context: DeployContext, remote: string, id: string, what: 'promoted' | 'sent to a canary'): Promise<string> {
  const released = (await readReleases(context.storeDir)).some((record) => record.remote === remote && record.id === id);
  if (!released) throw new ReleaseRefused(`No release ${id} of ${remote} in ${context.storeDir} (npm run releases -- list)`);
  const shell = await readManifest(path.join(path.dirname(context.remotesFile), 'mf-manifest.json'));
  const release = await readManifest(path.join(releaseDir(context.storeDir, remote, id), 'mf-manifest.json'));
  const mismatches = sharedMismatches(shell, release);
  if (mismatches.length > 0) {
    throw new ReleaseRefused(
      `${remote} ${id} is not ${what}: the shell does not provide what it shares.\n${mismatches.map((m) => `  ${m.message}`).join('\n')}`,
    );
  }
  return releaseManifestUrl(context.storeUrl, remote, id);
}

/** Makes a release live for everyone, if the gate lets it; a canary of it ends (everyone has it now). */
export async function promote(context: DeployContext, remote: string, id: string): Promise<ReleaseChange> {
  if ((await liveRemotes(context))[remote] === releaseManifestUrl(context.storeUrl, remote, id)) {
    throw new ReleaseRefused(`${remote} ${id} is live already`);
  }
  const url = await checkedRelease(context, remote, id, 'promoted');
  const baselineUrl = (await readRemotesJson(context.remotesFile))[remote];
  return context.api.promote({ remote, release: id, url, ...(baselineUrl ? { baselineUrl } : {}), by: context.by });
}

/** Returns a remote to the release that was live before the current one. */
export function rollback(context: DeployContext, remote: string): Promise<ReleaseChange> {
  return context.api.rollback(remote, context.by);
}
