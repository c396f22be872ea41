// What every phase of `npm run bench` shares: the run's results, the way a failed measurement is
// recorded, the sites the builds are served at, and the bench's work folder.

import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import type { StaticSite } from '../../../e2e/support/static-site';
import type { BenchResults, BuildKind } from '../results';

const root = path.join(__dirname, '..', '..', '..');
export const workDir = path.join(root, 'bench', '.work');

/** Runs one measurement; a failure is recorded with its reason and the bench goes on. */
export type Attempt = <T>(what: string, run: () => Promise<T>) => Promise<T | undefined>;

/** What every phase works with: the results so far, and `attempt` to record a failed measurement. */
export interface Run {
  results: BenchResults;
  attempt: Attempt;
}

/** The sites each build is served at, for the phases that load pages. */
export interface Served {
  baseURLs: Partial<Record<BuildKind, string>>;
  targets: BuildKind[];
  /** The federated site, served in this process. */
  site?: StaticSite;
}

export function startRun(lighthouseRuns: number, chromePath: string | undefined): Run {
  const results: BenchResults = {
    date: new Date(),
    code: codeMeasured(),
    machine: {
      cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      chromium: chromePath && chromiumVersion(chromePath),
    },
    builds: {},
    pages: [],
    lighthouseRuns,
    api: [],
    entries: [],
    problems: [],
  };
  const attempt: Attempt = async (what, run) => {
    try {
      return await run();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`  ✗ ${what}: ${reason}`);
      results.problems.push(`${what}: ${reason.split('\n')[0]}`);
      return undefined;
    }
  };
  return { results, attempt };
}

export function step(message: string): void {
  console.log(`\n› ${message}`);
}

/** The commit checked out, and whether the work tree had changes on top of it. */
function codeMeasured(): string | undefined {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
    const changed = git('status', '--porcelain', '--untracked-files=no') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${changed ? ' + changes' : ''}`;
  } catch {
    return undefined;
  }
}

function chromiumVersion(chromePath: string): string | undefined {
  try {
    const output = execFileSync(chromePath, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
    return /[\d.]{5,}/.exec(output)?.[0] ?? output.trim();
  } catch {
    return undefined;
  }
}
