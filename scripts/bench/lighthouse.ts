import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumArgs } from '../../tooling/chromium';
import { freePort } from '../../tooling/site/ports';
import { onCleanup } from './cleanup';

export interface LighthouseMetrics {
  /** 0-100. */
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  speedIndexMs: number | null;
  /** Lighthouse's measure of this machine's CPU speed at the time (higher is faster). */
  benchmarkIndex: number | null;
  /** The longest main-thread tasks (Lighthouse's long-tasks audit), longest first: what TBT counts. */
  longTasks: LongTask[];
}

export interface LongTask {
  /** The script the task ran, or what Lighthouse calls it ("Unattributable"). */
  url: string;
  durationMs: number;
}

export interface LighthouseRunner {
  version: string;
  run(url: string): Promise<LighthouseMetrics>;
  close(): Promise<void>;
}

/**
 * Lighthouse's default run (mobile emulation, simulated slow 4G and 4x CPU slowdown), performance
 * category only, driving one headless Chromium started here with a debugging port. Lighthouse
 * clears the origin's storage and cache before each run, so each is a first visit.
 */
export async function startLighthouse(chromePath: string): Promise<LighthouseRunner> {
  const { default: lighthouse } = await import('lighthouse');
  const { version } = (await import('lighthouse/package.json', { with: { type: 'json' } })).default;
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'party-bench-chromium-'));
  const chromium = spawn(
    chromePath,
    [...chromiumArgs, '--headless=new', `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  const close = onCleanup(async () => {
    if (chromium.exitCode === null) {
      const exited = new Promise((resolve) => chromium.once('exit', resolve));
      chromium.kill('SIGKILL');
      await exited;
    }
    // Chromium's helper processes can still be writing to the profile as it goes: retry, and
    // never lose a run's results over a temporary folder left behind.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.error(`  ! could not remove ${profile}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  try {
    await waitForDebugger(port);
  } catch (error) {
    await close();
    throw error;
  }

  return {
    version,
    close,
    async run(url) {
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
      const score = lhr.categories.performance?.score;
      return {
        score: score === null || score === undefined ? null : Math.round(score * 100),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        speedIndexMs: numeric('speed-index'),
        benchmarkIndex: lhr.environment.benchmarkIndex ?? null,
        longTasks: longTasksOf(lhr.audits['long-tasks']?.details),
      };
    },
  };
}

const longTasksKept = 3;

function longTasksOf(details: unknown): LongTask[] {
  const items = (details as { items?: { url?: unknown; duration?: unknown }[] } | undefined)?.items ?? [];
  return items
    .map((item) => ({ url: String(item.url ?? '?'), durationMs: Number(item.duration ?? 0) }))
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, longTasksKept);
}

async function waitForDebugger(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Chromium did not open its debugging port ${port} within ${timeoutMs / 1000} s`);
}

/**
 * The median of each metric over several runs of one page (Lighthouse's own advice for noise);
 * the long tasks are those of the run whose TBT is the median.
 */
export function medianOf(runs: LighthouseMetrics[]): LighthouseMetrics {
  const median = (pick: (m: LighthouseMetrics) => number | null): number | null => {
    const values = runs.map(pick).filter((v): v is number => v !== null).sort((a, b) => a - b);
    if (values.length === 0) return null;
    const middle = Math.floor(values.length / 2);
    return values.length % 2 ? values[middle]! : (values[middle - 1]! + values[middle]!) / 2;
  };
  return {
    score: median((m) => m.score),
    fcpMs: median((m) => m.fcpMs),
    lcpMs: median((m) => m.lcpMs),
    tbtMs: median((m) => m.tbtMs),
    cls: median((m) => m.cls),
    speedIndexMs: median((m) => m.speedIndexMs),
    benchmarkIndex: median((m) => m.benchmarkIndex),
    longTasks: [...runs].sort((a, b) => (a.tbtMs ?? 0) - (b.tbtMs ?? 0))[Math.floor((runs.length - 1) / 2)]?.longTasks ?? [],
  };
}
