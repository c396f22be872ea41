import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Names this build of a package, shown on each remote page as `data-build` so that anyone can
 * tell which deployment is live. BUILD_ID overrides it; by default it is the package version and
 * the commit, which keeps the build reproducible.
 */
export function buildId(dir: string): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  try {
    const commit = execSync('git rev-parse --short HEAD', { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] });
    return `${version}+${commit.toString().trim()}`;
  } catch {
    return version;
  }
}
