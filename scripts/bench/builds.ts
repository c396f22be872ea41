import { readFileSync } from 'node:fs';
import path from 'node:path';
import { federatedPackages } from '../packages';
import { monolithDist } from './monolith.webpack.config';
import { timeCommand } from './processes';

const root = path.join(__dirname, '..', '..');
const tenMinutes = 10 * 60_000;

export { monolithDist };

/** Wall clock of `scripts/build-all.ts` (the shell and the four remotes), in seconds. */
export function buildFederated(workDir: string): Promise<number> {
  return timeCommand(process.execPath, [require.resolve('tsx/cli'), path.join(root, 'scripts', 'build-all.ts')], {
    cwd: root,
    logFile: path.join(workDir, 'build-federated.log'),
    timeoutMs: tenMinutes,
  });
}

/** Wall clock of the monolith's production build into bench/.work/monolith, in seconds. */
export function buildMonolith(workDir: string): Promise<number> {
  const config = path.join(__dirname, 'monolith.webpack.config.ts');
  return timeCommand(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--config', config], {
    cwd: root,
    logFile: path.join(workDir, 'build-monolith.log'),
    timeoutMs: tenMinutes,
  });
}

interface ManifestStats {
  exposes: { name: string; file: string }[];
}

/**
 * The monolith must contain the pages the remotes expose, from the same files. Compares what each
 * built remote says it exposes (its mf-manifest-stats.json) with monolith-remote-registry.ts, and
 * lists every page that is missing there or comes from another file.
 */
export function monolithPageMismatches(): string[] {
  const registryFile = path.join(__dirname, 'monolith-remote-registry.ts');
  const registry = readFileSync(registryFile, 'utf8');
  const mismatches: string[] = [];
  // The staff console is a site of its own, not one of the public pages the monolith is built from.
  for (const pkg of federatedPackages.filter((p) => p.name !== 'shell' && p.name !== 'staff')) {
    const stats = JSON.parse(readFileSync(path.join(pkg.dir, 'dist', 'mf-manifest-stats.json'), 'utf8')) as ManifestStats;
    for (const exposed of stats.exposes) {
      const source = path.relative(__dirname, path.join(pkg.dir, exposed.file)).replace(/\.tsx?$/, '');
      const expected = `${exposed.name}: () => import('${source.split(path.sep).join('/')}')`;
      if (!registry.includes(expected)) mismatches.push(`${pkg.name}/${exposed.name} (expected \`${expected}\`)`);
    }
  }
  return mismatches;
}
