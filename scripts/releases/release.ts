/**
 * `npm run release -w booking-mfe` (or any remote's package): builds the remote with a release id
 * (its commit and the time, shown on its pages as `data-build`), publishes its browser and Node
 * builds to the release store under that id, and records who released it and when. Nothing is
 * live until `npm run releases -- promote <remote> <id>` (docs/decisions/051).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { federatedPackages, releaseStoreDir, releaseStoreUrl } from '../packages';
import { discardStaging, publishRelease, releaseId, releaseManifestUrl, stagingDir } from './store';
import { runCommand } from '../run-command';

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

async function main(): Promise<number> {
  const pkg = federatedPackages.find((candidate) => path.resolve(candidate.dir) === path.resolve(process.cwd()));
  if (!pkg || pkg.name === 'shell') {
    console.error('Run it for a remote: npm run release -w booking-mfe (or edit-mfe, afterhours-mfe, invitation-mfe, staff-mfe)');
    return 2;
  }
  // The id names a commit: what is built must be that commit, not work in progress.
  if (git('status', '--porcelain', '--untracked-files=no') !== '') {
    console.error('The working tree has uncommitted changes: commit them first, so that the release is its commit.');
    return 1;
  }
  let by = '';
  try {
    by = git('config', 'user.email');
  } catch {
    // Not set: refused below.
  }
  if (!by) {
    console.error('Who releases it? Set it with: git config user.email you@example.com');
    return 1;
  }
  const commit = git('rev-parse', '--short', 'HEAD');
  const at = new Date();
  const id = releaseId(commit, at);
  const staging = stagingDir(releaseStoreDir, pkg.name, id);

  console.log(`Building ${pkg.name} ${id}...`);
  const build = spawnSync('webpack', ['--mode', 'production', '--env', `outDir=${staging}`], {
    cwd: pkg.dir,
    stdio: 'inherit',
    env: { ...process.env, BUILD_ID: id },
  });
  if (build.status !== 0) {
    await discardStaging(staging);
    console.error(`The build failed: nothing was released.`);
    return 1;
  }
  await publishRelease(releaseStoreDir, staging, { remote: pkg.name, id, commit, at: at.toISOString(), by });
  console.log(`Released ${pkg.name} ${id}: ${releaseManifestUrl(releaseStoreUrl, pkg.name, id)}`);
  console.log(`Make it live with: npm run releases -- promote ${pkg.name} ${id}`);
  return 0;
}

runCommand(main);
