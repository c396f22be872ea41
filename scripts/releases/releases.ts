/**
 * `npm run releases -- list | promote <remote> <id> | rollback <remote>` (docs/decisions/051):
 * lists each remote's releases (when, who, commit, state), makes a release live for everyone once
 * the compatibility gate lets it, or returns a remote to the release live before. What is live is
 * the deployed remotes.json (REMOTES_JSON, by default shell/dist/remotes.json), which the site's
 * server reads again when it changes: the next page is rendered with the new release.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { deployedRemotesJson, releaseStoreDir, releaseStoreUrl } from '../packages';
import { runCommand } from '../run-command';
import { liveHistory, promote, readDeployments, readRemotesJson, rollback, type DeployContext } from './deploy';
import { readReleases, releaseManifestUrl } from './store';

const USAGE = 'Usage: npm run releases -- list | promote <remote> <release id> | rollback <remote>';

function whoAmI(): string {
  try {
    return execFileSync('git', ['config', 'user.email'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** Each release, newest first per remote, with its state: live, live before (a rollback returns to it), or released. */
async function list(): Promise<void> {
  const [releases, deployments, remotes] = await Promise.all([
    readReleases(releaseStoreDir),
    readDeployments(releaseStoreDir),
    readRemotesJson(deployedRemotesJson).catch(() => ({}) as Record<string, string>),
  ]);
  if (releases.length === 0) {
    console.log(`No releases in ${releaseStoreDir} yet (npm run release -w <remote>).`);
    return;
  }
  for (const remote of [...new Set(releases.map((r) => r.remote))].sort()) {
    const earlier = new Set(liveHistory(deployments, remote).slice(0, -1).map((h) => h.release));
    console.log(`${remote} (live: ${remotes[remote] ?? 'not in remotes.json'})`);
    for (const release of releases.filter((r) => r.remote === remote).reverse()) {
      const state =
        remotes[remote] === releaseManifestUrl(releaseStoreUrl, remote, release.id) ? 'live' : earlier.has(release.id) ? 'live before' : 'released';
      console.log(`  ${release.id}  ${release.at}  ${release.by}  ${state}`);
    }
  }
}

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, remote, id] = positionals;
  const context = (): DeployContext => ({ storeDir: releaseStoreDir, storeUrl: releaseStoreUrl, remotesFile: deployedRemotesJson, by: whoAmI() || 'unknown' });
  if (command === 'list' && positionals.length === 1) {
    await list();
  } else if (command === 'promote' && remote && id && positionals.length === 3) {
    const deployment = await promote(context(), remote, id);
    console.log(`${remote} ${id} is live: ${deployment.url}`);
  } else if (command === 'rollback' && remote && positionals.length === 2) {
    const deployment = await rollback(context(), remote);
    console.log(`${remote} is back to ${deployment.release ?? 'its deployment before any release'}: ${deployment.url}`);
  } else {
    console.error(USAGE);
    return 2;
  }
  return 0;
}

runCommand(main);
