// bench/RESULTS.md, written from a run's results: one section after another, each a module of
// ./report/ (the run sheet's is ./run-sheet-report.ts, beside its measurement).

import { runSheetSection } from './run-sheet-report';
import type { Baseline, BenchResults } from './results';
import { apiSection } from './report/api-latency-section';
import { beforeAndAfterSection } from './report/before-and-after-section';
import { buildSection } from './report/build-time-section';
import { entrySection } from './report/entry-files-section';
import { firstLoadSection } from './report/first-load-section';
import { hungApiSection } from './report/hung-api-section';
import { lighthouseSection } from './report/lighthouse-section';
import { longTasksSection } from './report/long-tasks-section';
import { machineSection } from './report/machine-section';
import { methodSection } from './report/method-section';
import { pageLiveSection } from './report/page-live-section';
import { problemsSection } from './report/problems-section';
import { scriptBeforeLiveSection } from './report/script-before-live-section';
import { serverRenderingSection } from './report/server-rendering-section';
import { targetsSection } from './report/targets-section';

export function renderReport(results: BenchResults, baseline?: Baseline): string {
  return [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (`scripts/bench.ts`); do not edit by hand. Budgets are in',
    '`scripts/bench/budgets.ts`; a ✗ is reported, it does not fail the run. 1 KB = 1024 bytes.',
    '',
    machineSection(results),
    problemsSection(results),
    targetsSection(results, baseline),
    baseline ? beforeAndAfterSection(results, baseline) : '',
    buildSection(results),
    firstLoadSection(results),
    scriptBeforeLiveSection(results),
    lighthouseSection(results),
    pageLiveSection(results),
    longTasksSection(results),
    apiSection(results),
    runSheetSection(results.runSheet),
    serverRenderingSection(results),
    hungApiSection(results),
    entrySection(results),
    methodSection(results),
  ]
    .filter((section) => section !== '')
    .join('\n');
}
