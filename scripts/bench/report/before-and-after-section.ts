// The baseline and this run side by side, route by route, for the figures the budgets judge.

import { budgets, KB, mark, routeBudget } from '../budgets';
import { type Baseline, type BenchResults, buildKinds } from '../results';
import { check, dash, kb, ms, ratioOf, table, times, when } from './format';

/** Before (the baseline) and now, side by side, for the figures the budgets judge. */
export function beforeAndAfterSection(results: BenchResults, { label, results: before }: Baseline): string {
  const pair = (was: string, now: string) => `${was} → ${now}`;
  const rows = results.pages.map((page) => {
    const old = before.pages.find((candidate) => candidate.route.pattern === page.route.pattern);
    const budget = routeBudget(page.route.pattern);
    const f = page.firstLoad.federated;
    const lh = page.lighthouse.federated;
    const oldLh = old?.lighthouse.federated;
    const ratio = ratioOf(f, page.firstLoad.monolith);
    return [
      `\`${page.route.pattern}\``,
      `${pair(kb(old?.firstLoad.federated?.gzipBytes), kb(f?.gzipBytes))} ${check(f?.gzipBytes, budget.firstLoadGzipKB * KB)}`,
      `${pair(times(ratioOf(old?.firstLoad.federated, old?.firstLoad.monolith)), times(ratio))} ${check(ratio, budgets.federatedOverMonolith)}`,
      pair(String(old?.firstLoad.federated?.roundTrips?.count ?? dash), String(f?.roundTrips.count ?? dash)),
      `${pair(ms(oldLh?.lcpMs), ms(lh?.lcpMs))} ${check(lh?.lcpMs, budget.lcpMs)}`,
      `${pair(ms(oldLh?.tbtMs), ms(lh?.tbtMs))} ${check(lh?.tbtMs, budgets.tbtMs)}`,
      `${pair(String(oldLh?.score ?? dash), String(lh?.score ?? dash))} ${lh?.score == null ? dash : mark(lh.score >= budgets.score)}`,
      `≤ ${budget.firstLoadGzipKB} KB, ≤ ${budgets.federatedOverMonolith}x, LCP ≤ ${budget.lcpMs}, TBT ≤ ${budgets.tbtMs}, score ≥ ${budgets.score}`,
    ];
  });
  const indexes = (run: BenchResults) => {
    const values = run.pages.flatMap((p) => buildKinds.map((kind) => p.lighthouse[kind]?.benchmarkIndex ?? null)).filter((v): v is number => v !== null);
    return values.length ? `${Math.min(...values)}-${Math.max(...values)}` : dash;
  };
  return [
    '## Before and after',
    '',
    `Before: ${label} (${when(before.date)} UTC, code ${before.code ?? 'unknown'}, Lighthouse median of ${before.lighthouseRuns},`,
    `benchmark index ${indexes(before)}). After: this run (median of ${results.lighthouseRuns}, benchmark index ${indexes(results)}).`,
    'Federated build; first-load JavaScript is gzip KB; Lighthouse times in ms. What changed between',
    'them, lever by lever with its own figures: `docs/decisions/020-*.md`, `021-*.md`, `022-*.md` and `029-*.md`.',
    '',
    table(['Route', 'First-load JS', 'Fed. / mono', 'Round trips to LCP', 'LCP', 'TBT', 'Score', 'Target'], rows),
    '',
  ].join('\n');
}
