/**
 * `npm run releases -- list | promote <remote> <id> | rollback <remote> | canary <remote> <id> <percent> | canary <remote> off`
 * (docs/decisions/051, 046, 047):
 * lists each remote's releases (when, who, commit, state), makes a release live for everyone once
 * the compatibility gate lets it, or returns a remote to the release live before. What is live is
 * the deployed remotes.json (REMOTES_JSON, by default shell/dist/remotes.json), which the site's
 * server reads again when it changes: the next page is rendered with the new release.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { readFile } from 'node:fs/promises';
import { deployedRemotesJson, releasesConfigFile, releaseStoreDir, releaseStoreUrl } from '../packages';
import { runCommand } from '../run-command';
import { liveHistory, promote, readDeployments, readRemotesJson, rollback, type DeployContext } from './deploy';
import { readCanaries } from '../../shell/server/releases/canaries';
import { endCanary, endCanaryPromoted, startCanary } from './canary';
import { readReleases, releaseManifestUrl } from './store';

const USAGE =
  'Usage: npm run releases -- list | promote <remote> <release id> | rollback <remote> | canary <remote> <release id> <percent> | canary <remote> off';

/** Each remote's owner address, from releases.config.json. */
async function owners(): Promise<Record<string, string | undefined>> {
  const config = JSON.parse(await readFile(releasesConfigFile, 'utf8')) as { remotes?: Record<string, { owner?: string }> };
  return Object.fromEntries(Object.entries(config.remotes ?? {}).map(([remote, { owner }]) => [remote, owner]));
}

function whoAmI(): string {
  try {
    return execFileSync('git', ['config', 'user.email'], { encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

/** Each release, newest first per remote, with its state: live, live before (a rollback returns to it), or released. */
async function list(): Promise<void> {
  const [releases, deployments, remotes, canaries] = await Promise.all([
    readReleases(releaseStoreDir),
    readDeployments(releaseStoreDir),
    readRemotesJson(deployedRemotesJson).catch(() => ({}) as Record<string, string>),
    readCanaries(releaseStoreDir),
  ]);
  if (releases.length === 0) {
    console.log(`No releases in ${releaseStoreDir} yet (npm run release -w <remote>).`);
    return;
  }
  for (const remote of [...new Set(releases.map((r) => r.remote))].sort()) {
    const earlier = new Set(liveHistory(deployments, remote).slice(0, -1).map((h) => h.release));
    console.log(`${remote} (live: ${remotes[remote] ?? 'not in remotes.json'})`);
    for (const release of releases.filter((r) => r.remote === remote).reverse()) {
      const canary = canaries[remote]?.release === release.id ? canaries[remote] : undefined;
      const state =
        remotes[remote] === releaseManifestUrl(releaseStoreUrl, remote, release.id)
          ? 'live'
          : canary
            ? `canary, ${canary.percent}% since ${canary.startedAt}`
            : earlier.has(release.id)
              ? 'live before'
              : 'released';
      console.log(`  ${release.id}  ${release.at}  ${release.by}  ${state}`);
    }
  }
}

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, remote, id, percent] = positionals;
  const context = (): DeployContext => ({ storeDir: releaseStoreDir, storeUrl: releaseStoreUrl, remotesFile: deployedRemotesJson, by: whoAmI() || 'unknown' });
  if (command === 'list' && positionals.length === 1) {
    await list();
  } else if (command === 'promote' && remote && id && positionals.length === 3) {
    const deployment = await promote(context(), remote, id);
    // Promoting the canary's release ends its canary: everyone has it now.
    await endCanaryPromoted(releaseStoreDir, remote, id, releaseStoreUrl);
    console.log(`${remote} ${id} is live: ${deployment.url}`);
  } else if (command === 'rollback' && remote && positionals.length === 2) {
    const deployment = await rollback(context(), remote);
    console.log(`${remote} is back to ${deployment.release ?? 'its deployment before any release'}: ${deployment.url}`);
  } else if (command === 'canary' && remote && id === 'off' && positionals.length === 3) {
    const canary = await endCanary(context(), remote);
    console.log(`The canary of ${remote} ${canary.release} is over: every visitor has the live release.`);
  } else if (command === 'canary' && remote && id && percent && positionals.length === 4) {
    const canary = await startCanary({ ...context(), owners: await owners() }, remote, id, Number(percent.replace(/%$/, '')));
    console.log(`${canary.percent}% of visitors now get ${remote} ${id}; it is withdrawn by itself if it fails (docs/decisions/047).`);
    console.log(`Make it live for everyone with: npm run releases -- promote ${remote} ${id} (or end it: npm run releases -- canary ${remote} off)`);
  } else {
    console.error(USAGE);
    return 2;
  }
  return 0;
}

runCommand(main);
