// The report's Targets: the figures (docs/decisions/036), before and after, each judged.

import { budgets, KB, mark, routeBudget } from '../budgets';
import type { LighthouseMetrics } from '../lighthouse';
import type { Baseline, BenchResults } from '../results';
import { atLeast, dash, table, when, within } from './format';

/** The largest (or smallest) of a figure over the pages that have it. */
function extreme(values: Array<number | null | undefined>, pick: (...numbers: number[]) => number): number | undefined {
  const known = values.filter((value): value is number => value !== null && value !== undefined && !Number.isNaN(value));
  return known.length ? pick(...known) : undefined;
}

/** One run's figures for the targets (docs/decisions/036). */
function targetFigures(run: BenchResults) {
  const measured = run.pages.filter(({ route }) => route.shows !== 'not found');
  const invitation = measured.filter(({ route }) => route.pattern.includes('invitation'));
  const others = measured.filter(({ route }) => !route.pattern.includes('invitation'));
  const api = (start: string) => run.api.find((load) => load.path.startsWith(start));
  const load = (isInvitation: boolean) => run.serverRendering?.loads.find((entry) => entry.path.includes('invitation') === isInvitation);
  const ratio = (pick: (metrics: LighthouseMetrics) => number | null) =>
    extreme(
      measured.map(({ lighthouse: { federated, monolith } }) => {
        const [f, m] = [federated && pick(federated), monolith && pick(monolith)];
        return f != null && m != null && m > 0 ? f / m : undefined;
      }),
      Math.max,
    );
  const hung = run.hungApi ?? [];
  return {
    tbt: extreme(measured.map((page) => page.lighthouse.federated?.tbtMs), Math.max),
    score: extreme(measured.map((page) => page.lighthouse.federated?.score), Math.min),
    paintToLive: measured.some((page) => page.live?.federated && page.live.federated.paintToLiveMs === undefined)
      ? Number.POSITIVE_INFINITY
      : extreme(measured.map((page) => page.live?.federated?.paintToLiveMs), Math.max),
    // Issue 41: each route's JavaScript before live against its own budget, so the figure is the worst excess.
    beforeLiveOverBudgetKB: extreme(
      measured.map(({ route, beforeLive }) => beforeLive?.federated && beforeLive.federated.gzipBytes / KB - routeBudget(route.pattern).beforeLiveGzipKB),
      Math.max,
    ),
    lcpInvitation: extreme(invitation.map((page) => page.lighthouse.federated?.lcpMs), Math.max),
    lcpOthers: extreme(others.map((page) => page.lighthouse.federated?.lcpMs), Math.max),
    lcpRatio: ratio((metrics) => metrics.lcpMs),
    // A TBT of a few ms over another of a few ms says nothing: the ratio is of TBT plus 50 ms each.
    tbtRatio: ratio((metrics) => (metrics.tbtMs === null ? null : metrics.tbtMs + 50)),
    slots: api('/api/get-time-slots')?.p99Ms,
    rooms: api('/api/roomss3')?.p99Ms,
    fullDates: api('/api/full-party-dates')?.p99Ms,
    home: load(false),
    invitationLoad: load(true),
    hungMs: hung.length ? extreme(hung.map((answer) => answer.ms ?? Number.POSITIVE_INFINITY), Math.max) : undefined,
    hungFallback: hung.length ? hung.every((answer) => answer.fallback) : undefined,
  };
}

/** The targets, before (the baseline) and after (this run), each judged on this run. */
export function targetsSection(results: BenchResults, baseline?: Baseline): string {
  const now = targetFigures(results);
  const was = baseline ? targetFigures(baseline.results) : undefined;
  const fig = (value: number | undefined, unit = '') =>
    value === undefined ? dash : value === Number.POSITIVE_INFINITY ? 'never' : `${Math.round(value).toLocaleString('en-AU')}${unit}`;
  const ratioFig = (value: number | undefined) => (value === undefined ? dash : value.toFixed(2));
  const row = (name: string, before: string, after: string, target: string, ok: boolean | undefined) => [
    name,
    before,
    after,
    target,
    ok === undefined ? dash : mark(ok),
  ];
  const rate = (entry: ReturnType<typeof targetFigures>['home']) =>
    entry ? `${Math.round(entry.achievedRate ?? entry.requests / 10)}/s, p95 ${fig(entry.p95Ms)}, p99 ${fig(entry.p99Ms)}` : dash;
  const rows = [
    row('TBT, every route (largest), ms', fig(was?.tbt), fig(now.tbt), `≤ ${budgets.tbtMs}`, within(now.tbt, budgets.tbtMs)),
    row('Lighthouse score, every route (lowest)', fig(was?.score), fig(now.score), `≥ ${budgets.score}`, atLeast(now.score, budgets.score)),
    row('First paint to live, every route (largest), ms', fig(was?.paintToLive), fig(now.paintToLive), `≤ ${budgets.paintToLiveMs}`, within(now.paintToLive, budgets.paintToLiveMs)),
    row('JavaScript before live, gzip KB over its route\'s budget (largest)', fig(was?.beforeLiveOverBudgetKB), fig(now.beforeLiveOverBudgetKB), '≤ 0', within(now.beforeLiveOverBudgetKB, 0)),
    row('LCP, invitation, ms', fig(was?.lcpInvitation), fig(now.lcpInvitation), `≤ ${routeBudget('/booking-invitation/:id').lcpMs}`, within(now.lcpInvitation, routeBudget('/booking-invitation/:id').lcpMs)),
    row('LCP, every other route (largest), ms', fig(was?.lcpOthers), fig(now.lcpOthers), `≤ ${routeBudget('/').lcpMs}`, within(now.lcpOthers, routeBudget('/').lcpMs)),
    row('Federated / server-rendered monolith, LCP (largest)', ratioFig(was?.lcpRatio), ratioFig(now.lcpRatio), `≤ ${budgets.lighthouseOverMonolith}`, within(now.lcpRatio, budgets.lighthouseOverMonolith)),
    row('Federated / server-rendered monolith, TBT + 50 ms (largest)', ratioFig(was?.tbtRatio), ratioFig(now.tbtRatio), `≤ ${budgets.lighthouseOverMonolith}`, within(now.tbtRatio, budgets.lighthouseOverMonolith)),
    row(`API p99 at ${results.api[0]?.offeredRate ?? '?'} req/s: time slots, ms`, fig(was?.slots), fig(now.slots), `≤ ${budgets.apiP99Ms}`, within(now.slots, budgets.apiP99Ms)),
    row(`API p99 at ${results.api[0]?.offeredRate ?? '?'} req/s: rooms, ms`, fig(was?.rooms), fig(now.rooms), `≤ ${budgets.apiP99Ms}`, within(now.rooms, budgets.apiP99Ms)),
    row(`API p99 at ${results.api[0]?.offeredRate ?? '?'} req/s: full party dates, ms`, fig(was?.fullDates), fig(now.fullDates), `≤ ${budgets.apiP99Ms}`, within(now.fullDates, budgets.apiP99Ms)),
    row(
      '`/` at 50 req/s: answered a second, p95 (p99), ms',
      rate(was?.home),
      rate(now.home),
      `50/s, p95 ≤ ${budgets.homeRenderP95Ms}`,
      now.home ? (now.home.achievedRate ?? 0) >= 49 && now.home.errors === 0 && now.home.p95Ms <= budgets.homeRenderP95Ms : undefined,
    ),
    row('Invitation at 50 req/s: p95, ms', rate(was?.invitationLoad), rate(now.invitationLoad), `p95 ≤ ${budgets.invitationRenderP95Ms}`, within(now.invitationLoad?.p95Ms, budgets.invitationRenderP95Ms)),
    row(
      'A page with the API hung (slowest route), ms; its fallback shown',
      was?.hungMs === undefined ? dash : `${fig(was.hungMs)}; ${was.hungFallback ? 'yes' : 'no'}`,
      now.hungMs === undefined ? dash : `${fig(now.hungMs)}; ${now.hungFallback ? 'yes' : 'no'}`,
      `≤ ${budgets.hungApiMs}, shown`,
      now.hungMs === undefined ? undefined : now.hungMs <= budgets.hungApiMs && now.hungFallback === true,
    ),
  ];
  return [
    '## Targets',
    '',
    baseline
      ? `Before: ${baseline.label} (${when(baseline.results.date)} UTC, code ${baseline.results.code ?? 'unknown'}). After: this run. Each judged on this run.`
      : 'This run; no baseline (bench/baseline.json) to set beside it.',
    '"never": a page did not mark itself live (the mark came with this change) or did not answer within the bench\'s wait.',
    '',
    table(['Figure', 'Before', 'After', 'Target', ''], rows),
    '',
  ].join('\n');
}
