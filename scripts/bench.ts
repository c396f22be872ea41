/**
 * `npm run bench`: builds the site twice (federated, and the same pages as one monolithic webpack
 * app, rendered on the server the same way), seeds the API's database as a busy venue's, measures
 * build time, first-load JavaScript and the JavaScript before a page is live, Lighthouse mobile metrics and the time from first paint to
 * live per route for both builds, the API's latency at a steady 300 requests a second, the
 * server's render time at 50 pages a second, a page with the API hung, and the entry files'
 * sizes, and writes bench/RESULTS.md.
 *
 *   npm run bench                             # everything, about 40 minutes on 2 cores
 *   npm run bench -- --lighthouse-runs 1      # one Lighthouse run per page instead of the median of 3
 *   npm run bench -- --skip-build             # measure the builds already there (no build times)
 *   npm run bench -- --sizes-only             # builds, first-load JS, JS before live, entry sizes: no Lighthouse, no
 *                                             # API load (neither is fair on a busy machine); writes
 *                                             # bench/.work/RESULTS.md and leaves bench/RESULTS.md alone
 *   npm run bench -- --save-baseline "main before this change"
 *                                             # also keep this run as the "before" (bench/baseline.json)
 *
 * When bench/baseline.json exists, RESULTS.md starts with its figures beside this run's.
 *
 * Budgets are reported in the table, not enforced: the exit code is non-zero only when a
 * measurement could not be made.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findChromium } from '../tooling/chromium';
import { cleanUpAll } from './bench/cleanup';
import { buildBoth, serveBoth } from './bench/phases/build-and-serve';
import { measureFirstLoads, measurePageLives, measureScriptsBeforeLive, runLighthouse } from './bench/phases/in-the-browser';
import { loadApi, measureEntries, measureHungApi, measureServerRendering } from './bench/phases/on-the-servers';
import { startRun, workDir } from './bench/phases/run';
import { renderReport } from './bench/report';
import type { Baseline, BenchResults, BuildKind } from './bench/results';
import { measureRunSheet } from './bench/run-sheet';

const root = path.join(__dirname, '..');
const resultsFile = path.join(root, 'bench', 'RESULTS.md');
const baselineFile = path.join(root, 'bench', 'baseline.json');

interface Options {
  lighthouseRuns: number;
  skipBuild: boolean;
  /** Only what does not depend on the machine's load: sizes, scripts and round trips. */
  sizesOnly: boolean;
  /** Keep this run as the baseline, under this label. */
  saveBaseline?: string;
  /** Leave the monolith out (a baseline of code that cannot render it on the server). */
  withoutMonolith: boolean;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      'lighthouse-runs': { type: 'string', default: '3' },
      'skip-build': { type: 'boolean', default: false },
      'sizes-only': { type: 'boolean', default: false },
      'save-baseline': { type: 'string' },
      'without-monolith': { type: 'boolean', default: false },
    },
  });
  return {
    lighthouseRuns: Math.max(1, Number(values['lighthouse-runs']) || 1),
    skipBuild: values['skip-build'],
    sizesOnly: values['sizes-only'],
    saveBaseline: values['save-baseline'],
    withoutMonolith: values['without-monolith'],
  };
}

async function bench({ lighthouseRuns, skipBuild, sizesOnly, withoutMonolith }: Options): Promise<BenchResults> {
  const chromePath = findChromium();
  const run = startRun(lighthouseRuns, chromePath);
  mkdirSync(workDir, { recursive: true });

  const built = await buildBoth(run, skipBuild, withoutMonolith);
  const served = await serveBoth(run, built);
  if (!served) return run.results;
  if (!chromePath) {
    run.results.problems.push('pages: no Chromium found (set CHROME_PATH, or run `tsx scripts/ensure-chromium.ts`)');
  } else {
    await measureFirstLoads(run, chromePath, served);
    await measureScriptsBeforeLive(run, chromePath, served);
    if (sizesOnly) run.results.lighthouseNotRun = 'run with `--sizes-only`.';
    else {
      await runLighthouse(run, chromePath, served);
      await measurePageLives(run, chromePath, served);
    }
  }
  if (!sizesOnly) await loadApi(run, served.apiUrl, served.sample);
  if (!sizesOnly) run.results.runSheet = await run.attempt('the staff run sheet of a busy day', measureRunSheet);
  await measureServerRendering(run, served, sizesOnly);
  await measureEntries(run, built);
  if (!sizesOnly) await measureHungApi(run);
  return run.results;
}

function readBaseline(): Baseline | undefined {
  if (!existsSync(baselineFile)) return undefined;
  return JSON.parse(readFileSync(baselineFile, 'utf8')) as Baseline;
}

function printSummary(results: BenchResults, report: string, written: string): void {
  const kb = (bytes: number | undefined) => (bytes === undefined ? '–' : `${(bytes / 1024).toFixed(0)} KB`);
  console.log(`\nWrote ${path.relative(process.cwd(), written)}`);
  const { federatedSeconds, monolithSeconds } = results.builds;
  console.log(`Build: federated ${federatedSeconds?.toFixed(0) ?? '–'} s, monolith ${monolithSeconds?.toFixed(0) ?? '–'} s`);
  for (const { route, firstLoad } of results.pages) {
    const trips = (kind: BuildKind) => firstLoad[kind]?.roundTrips.count ?? '–';
    console.log(
      `First-load JS gzip ${route.pattern}: federated ${kb(firstLoad.federated?.gzipBytes)} (${trips('federated')} round trips), ` +
        `monolith ${kb(firstLoad.monolith?.gzipBytes)} (${trips('monolith')})`,
    );
  }
  for (const load of results.api) {
    console.log(`API ${load.path}: ${load.skipped ?? `${Math.round(load.requestsPerSecond ?? 0)} req/s, p99 ${load.p99Ms} ms`}`);
  }
  for (const load of results.serverRendering?.loads ?? []) {
    console.log(
      `Server render ${load.path} at ${load.rate} req/s: ${load.achievedRate?.toFixed(0) ?? '?'}/s answered, p50 ${load.p50Ms.toFixed(1)} ms, p95 ${load.p95Ms.toFixed(1)} ms, ${load.errors} errors`,
    );
  }
  for (const answer of results.hungApi ?? []) {
    console.log(`With the API hung ${answer.path}: ${answer.ms === undefined ? `no answer in ${answer.limitMs / 1000} s` : `${(answer.ms / 1000).toFixed(2)} s`}, fallback ${answer.fallback ? 'shown' : 'not shown'}`);
  }
  const heap = results.serverRendering?.memory?.heapMiB;
  if (heap) console.log(`Server heap over ${heap.length - 1} deployments of a remote: ${heap[0]} → ${heap[Math.floor(heap.length / 2)]} → ${heap.at(-1)} MiB`);
  console.log(`Over budget: ${(report.match(/✗(?! is reported)/g) ?? []).length} check(s); not measured: ${results.problems.length}`);
  for (const problem of results.problems) console.log(`  - ${problem}`);
}

async function main(): Promise<void> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping every server and browser the bench started`);
      void cleanUpAll().finally(() => process.exit(130));
    });
  }
  let exitCode = 1;
  try {
    const options = readOptions();
    const results = await bench(options);
    if (options.saveBaseline) {
      const baseline: Baseline = { label: options.saveBaseline, results };
      writeFileSync(baselineFile, `${JSON.stringify(baseline, null, 2)}\n`);
    }
    const report = renderReport(results, options.saveBaseline ? undefined : readBaseline());
    const written = options.sizesOnly ? path.join(workDir, 'RESULTS.md') : resultsFile;
    writeFileSync(written, report);
    printSummary(results, report, written);
    exitCode = results.problems.length > 0 ? 1 : 0;
  } catch (error) {
    console.error(error);
  } finally {
    await cleanUpAll();
  }
  process.exit(exitCode);
}

void main();
