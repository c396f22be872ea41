/**
 * `npm run releases -- list | promote <remote> <id> | rollback <remote> | canary <remote> <id> <percent> | canary <remote> off | import`
 * (docs/decisions/051, 046, 047; decision 073): lists each remote's
 * releases (when, who, commit, state), makes a release live for everyone once the compatibility
 * gate lets it, returns a remote to the release live before, or sends a share of visitors to a
 * release first. What is live is the API's release state (release-state-api.ts says how it is
 * reached), over the shell's remotes.json (REMOTES_JSON, by default shell/dist/remotes.json): every
 * page server sees a change within a second.
 */
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { readFile } from 'node:fs/promises';
import { liveHistory } from '@party/domain';
import { deployedRemotesJson, releasesConfigFile, releaseStoreDir, releaseStoreUrl } from '../packages';
import { runCommand } from '../run-command';
import { liveRemotes, promote, rollback, type DeployContext } from './deploy';
import { endCanary, startCanary } from './canary';
import { importFiles } from './import-files';
import { readAccess, releaseStateApi } from './release-state-api';
import { readReleases, releaseManifestUrl } from './store';

const USAGE =
  'Usage: npm run releases -- list | promote <remote> <release id> | rollback <remote> | canary <remote> <release id> <percent> | canary <remote> off | import';

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

/** Each release, newest first per remote, with its state: live, canary, live before (a rollback returns to it), or released. */
async function list(context: DeployContext): Promise<void> {
  const [releases, history, remotes, state] = await Promise.all([
    readReleases(releaseStoreDir),
    context.api.history(),
    liveRemotes(context).catch(() => ({}) as Record<string, string>),
    context.api.state(),
  ]);
  if (releases.length === 0) {
    console.log(`No releases in ${releaseStoreDir} yet (npm run release -w <remote>).`);
    return;
  }
  for (const remote of [...new Set(releases.map((r) => r.remote))].sort()) {
    const earlier = new Set(liveHistory(history.changes, remote).slice(0, -1).map((h) => h.release));
    const canary = state.canaries[remote];
    console.log(`${remote} (live: ${remotes[remote] ?? 'not in remotes.json'})`);
    for (const release of releases.filter((r) => r.remote === remote).reverse()) {
      const status =
        remotes[remote] === releaseManifestUrl(releaseStoreUrl, remote, release.id)
          ? 'live'
          : canary?.release === release.id
            ? `canary, ${canary.percent}% since ${canary.startedAt}`
            : earlier.has(release.id)
              ? 'live before'
              : 'released';
      console.log(`  ${release.id}  ${release.at}  ${release.by}  ${status}`);
    }
  }
}

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const [command, remote, id, percent] = positionals;
  if (!['list', 'promote', 'rollback', 'canary', 'import'].includes(command ?? '')) {
    console.error(USAGE);
    return 2;
  }
  const context: DeployContext = {
    storeDir: releaseStoreDir,
    storeUrl: releaseStoreUrl,
    remotesFile: deployedRemotesJson,
    by: whoAmI() || 'unknown',
    api: releaseStateApi(await readAccess(process.env, releaseStoreDir)),
  };
  if (command === 'list' && positionals.length === 1) {
    await list(context);
  } else if (command === 'promote' && remote && id && positionals.length === 3) {
    const change = await promote(context, remote, id);
    console.log(`${remote} ${id} is live: ${change.url}`);
  } else if (command === 'rollback' && remote && positionals.length === 2) {
    const change = await rollback(context, remote);
    console.log(`${remote} is back to ${change.release ?? 'its deployment before any release'}: ${change.url}`);
  } else if (command === 'canary' && remote && id === 'off' && positionals.length === 3) {
    const canary = await endCanary(context, remote);
    console.log(`The canary of ${remote} ${canary.release} is over: every visitor has the live release.`);
  } else if (command === 'canary' && remote && id && percent && positionals.length === 4) {
    const canary = await startCanary({ ...context, owners: await owners() }, remote, id, Number(percent.replace(/%$/, '')));
    console.log(`${canary.percent}% of visitors now get ${remote} ${id}; it is withdrawn by itself if it fails (docs/decisions/047).`);
    console.log(`Make it live for everyone with: npm run releases -- promote ${remote} ${id} (or end it: npm run releases -- canary ${remote} off)`);
  } else if (command === 'import' && positionals.length === 1) {
    const imported = await importFiles(releaseStoreDir, context.api);
    console.log(imported ? `The release state in ${releaseStoreDir}'s files is in the API's tables now.` : 'The API holds a release state already: nothing was imported.');
  } else {
    console.error(USAGE);
    return 2;
  }
  return 0;
}

runCommand(main);
