/**
 * Promote and roll back (issue 34, docs/decisions/051): the deployed remotes.json names the live
 * release of each remote. It is replaced whole (a temporary file renamed over it), so a server
 * reading it never sees half a file; every version written is kept, with who wrote it and why, in
 * `<store>/deployments.jsonl`, from which a rollback finds the release that was live before.
 */
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { withDeployLock, writeFileAtomically } from '../../shell/server/releases/release-store-lock';
import { sharedMismatches, type ManifestWithShared } from './gate';
import { readReleases, releaseDir, releaseManifestUrl } from './store';

export type RemotesJson = Record<string, string>;

export interface Deployment {
  action: 'promote' | 'rollback';
  remote: string;
  /** The release now live for the remote; null for what was live before any release (a plain deployment). */
  release: string | null;
  url: string;
  /** The remote's address before this change (absent if remotes.json did not name it). */
  previousUrl?: string;
  at: string;
  by: string;
  /** remotes.json as written. */
  remotes: RemotesJson;
}

export interface DeployContext {
  storeDir: string;
  /** Where the store is served (RELEASE_STORE_URL). */
  storeUrl: string;
  /** The deployed remotes.json, beside the shell's index.html and mf-manifest.json. */
  remotesFile: string;
  by: string;
  now?: Date;
}

export class ReleaseRefused extends Error {}

const deploymentsFile = (storeDir: string) => path.join(storeDir, 'deployments.jsonl');

export async function readRemotesJson(file: string): Promise<RemotesJson> {
  const json: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new Error(`${file} is not an object of remote names to manifest URLs`);
  return json as RemotesJson;
}

export async function readDeployments(storeDir: string): Promise<Deployment[]> {
  try {
    const text = await readFile(deploymentsFile(storeDir), 'utf8');
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as Deployment);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * A remote's live releases, oldest first, the live one last: each promotion adds one, each rollback
 * takes the last off. The first promotion keeps what remotes.json named before it, so that it too
 * can be returned to.
 */
export function liveHistory(deployments: Deployment[], remote: string): { release: string | null; url: string }[] {
  const history: { release: string | null; url: string }[] = [];
  for (const deployment of deployments) {
    if (deployment.remote !== remote) continue;
    if (deployment.action === 'promote') {
      if (history.length === 0 && deployment.previousUrl) history.push({ release: null, url: deployment.previousUrl });
      history.push({ release: deployment.release, url: deployment.url });
    } else {
      history.pop();
    }
  }
  return history;
}


async function deploy(context: DeployContext, change: Omit<Deployment, 'at' | 'by' | 'remotes' | 'previousUrl'>): Promise<Deployment> {
  return withDeployLock(context.storeDir, () => writeDeployment(context, change));
}

async function writeDeployment(context: DeployContext, change: Omit<Deployment, 'at' | 'by' | 'remotes' | 'previousUrl'>): Promise<Deployment> {
  const remotes = await readRemotesJson(context.remotesFile);
  const deployment: Deployment = {
    ...change,
    ...(remotes[change.remote] === undefined ? {} : { previousUrl: remotes[change.remote] }),
    at: (context.now ?? new Date()).toISOString(),
    by: context.by,
    remotes: { ...remotes, [change.remote]: change.url },
  };
  await writeFileAtomically(context.remotesFile, `${JSON.stringify(deployment.remotes, null, 2)}\n`);
  await appendFile(deploymentsFile(context.storeDir), `${JSON.stringify(deployment)}\n`);
  return deployment;
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

/** Makes a release live for everyone, if the gate lets it: the shell must provide its shared singletons. */
export async function promote(context: DeployContext, remote: string, id: string): Promise<Deployment> {
  if ((await readRemotesJson(context.remotesFile))[remote] === releaseManifestUrl(context.storeUrl, remote, id)) {
    throw new ReleaseRefused(`${remote} ${id} is live already`);
  }
  const url = await checkedRelease(context, remote, id, 'promoted');
  return deploy(context, { action: 'promote', remote, release: id, url });
}

/** Returns a remote to the release that was live before the current one. */
export async function rollback(context: DeployContext, remote: string): Promise<Deployment> {
  const history = liveHistory(await readDeployments(context.storeDir), remote);
  const previous = history.at(-2);
  if (!previous) throw new ReleaseRefused(`${remote} has no earlier live release to roll back to`);
  return deploy(context, { action: 'rollback', remote, release: previous.release, url: previous.url });
}
