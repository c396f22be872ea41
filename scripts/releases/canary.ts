/**
 * `npm run releases -- canary <remote> <id> <percent>` and `canary <remote> off` (issue 34,
 * docs/decisions/046 and 047): start a canary of a remote's release, end it by hand, or end it when
 * its release is promoted. The
 * canaries' file, counts and rules are the page server's (shell/server/releases/), which runs them.
 */
import { readFile, rm } from 'node:fs/promises';
import { remoteRoutes } from '../../shell/src/routing/route-table';
import { countsDir, readCanaries, recordCanaryEvent, writeCanaries, type Canary } from '../../shell/server/releases/canaries';
import { withDeployLock } from '../../shell/server/releases/release-store-lock';
import { checkedRelease, ReleaseRefused, type DeployContext } from './deploy';
import { releaseManifestUrl } from './store';

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
    await recordCanaryEvent(context.storeDir, { action: 'start', canary });
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
    await recordCanaryEvent(context.storeDir, { action: 'end', canary, at: (context.now ?? new Date()).toISOString(), by: context.by });
    await rm(countsDir(context.storeDir, canary), { recursive: true, force: true });
    return canary;
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
    await recordCanaryEvent(storeDir, { action: 'end', canary, at: new Date().toISOString(), by: 'promoted' });
  });
}
