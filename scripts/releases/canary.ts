/**
 * `npm run releases -- canary <remote> <id> <percent>` and `canary <remote> off` (issue 34,
 * docs/decisions/046 and 047): start a canary of a remote's release, or end it by hand. The API
 * keeps the canaries and withdraws one past its threshold (decision 073 in the
 * database); the page servers draw its visitors (shell/server/releases/canary-cohort.ts).
 */
import type { Canary } from '@party/domain';
import { remoteRoutes } from '../../shell/src/routing/route-table';
import { checkedRelease, liveRemotes, type DeployContext } from './deploy';
import { ReleaseRefused } from './release-state-api';

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
  const live = (await liveRemotes(context))[remote];
  if (live === undefined) throw new ReleaseRefused(`${remote} is not in ${context.remotesFile}`);
  if (live === url) throw new ReleaseRefused(`${remote} ${id} is live already`);
  const owner = context.owners[remote];
  return context.api.startCanary({ remote, release: id, url, percent, by: context.by, ...(owner ? { owner } : {}) });
}

/** Ends a remote's canary by hand: every visitor is back on the live release. */
export function endCanary(context: DeployContext, remote: string): Promise<Canary> {
  return context.api.endCanary(remote, context.by);
}
