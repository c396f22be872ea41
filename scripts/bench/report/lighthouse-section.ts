// Lighthouse's mobile run per route, federated and monolith.

import { budgets, routeBudget } from '../budgets';
import type { LighthouseMetrics } from '../lighthouse';
import { type BenchResults, buildKinds } from '../results';
import { atLeast, dash, ms, table, verdict, within } from './format';

function lighthouseRow(label: string, build: string, metrics: LighthouseMetrics | undefined, lcpLimitMs: number): string[] {
  if (!metrics) return [label, build, dash, dash, dash, dash, dash, dash, dash];
  return [
    label,
    build,
    metrics.score === null ? dash : String(metrics.score),
    ms(metrics.fcpMs),
    ms(metrics.lcpMs),
    ms(metrics.tbtMs),
    metrics.cls === null ? dash : metrics.cls.toFixed(3),
    ms(metrics.speedIndexMs),
    verdict([
      [`LCP > ${lcpLimitMs}`, within(metrics.lcpMs, lcpLimitMs)],
      ['TBT', within(metrics.tbtMs, budgets.tbtMs)],
      ['CLS', within(metrics.cls, budgets.cls)],
      ['score', atLeast(metrics.score, budgets.score)],
    ]),
  ];
}

export function lighthouseSection({ pages, lighthouseRuns, lighthouseNotRun }: BenchResults): string {
  const intro = [
    '## Lighthouse mobile per route',
    '',
    `Lighthouse's default mobile run (emulated phone, simulated slow 4G, 4x CPU slowdown), performance`,
    `only, in headless Chromium; ${lighthouseRuns === 1 ? 'one run per page' : `median of ${lighthouseRuns} runs per page`}. Times in ms.`,
    '',
  ];
  if (lighthouseNotRun) return [...intro, `Not measured: ${lighthouseNotRun}`, ''].join('\n');
  const indexes = pages.flatMap((p) => buildKinds.map((kind) => p.lighthouse[kind]?.benchmarkIndex ?? null));
  const measuredIndexes = indexes.filter((index): index is number => index !== null);
  const rows = pages.flatMap(({ route, lighthouse }) =>
    buildKinds.map((kind, i) =>
      lighthouseRow(i === 0 ? `\`${route.pattern}\`` : '', kind, lighthouse[kind], routeBudget(route.pattern).lcpMs),
    ),
  );
  return [
    ...intro,
    table(
      [
        'Route',
        'Build',
        'Score',
        'FCP',
        'LCP',
        'TBT',
        'CLS',
        'Speed Index',
        `Budget: LCP (${routeBudget('/').lcpMs}; invitation and 404 ${routeBudget('* (404)').lcpMs}), TBT ≤ ${budgets.tbtMs}, CLS ≤ ${budgets.cls}, score ≥ ${budgets.score}`,
      ],
      rows,
    ),
    '',
    measuredIndexes.length
      ? `Lighthouse's benchmark index of this machine during the runs: ${Math.min(...measuredIndexes)}-${Math.max(...measuredIndexes)} ` +
        '(its CPU slowdown assumes a fast desktop of about 1000 or more; a slower machine inflates TBT and LCP).'
      : '',
    '',
  ].join('\n');
}
