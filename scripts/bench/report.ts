import { federatedPackages } from '../packages';
import { runSheetSection } from './run-sheet-report';
import { budgets, KB, mark, routeBudget } from './budgets';
import { roundTripLatencyMs, type FirstLoad } from './first-load';
import type { LighthouseMetrics } from './lighthouse';
import { buildKinds, type Baseline, type BenchResults, type PageResult } from './results';

const dash = '–';
const kb = (bytes: number | undefined) => (bytes === undefined ? dash : (bytes / KB).toFixed(1));
const ms = (value: number | null | undefined) => (value === null || value === undefined ? dash : Math.round(value).toLocaleString('en-AU'));
const seconds = (value: number | undefined) => (value === undefined ? dash : value.toFixed(1));

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** ✓, or ✗ with what is over budget; blank when there is nothing to judge. */
function verdict(checks: [name: string, ok: boolean | undefined][]): string {
  const judged = checks.filter(([, ok]) => ok !== undefined);
  if (judged.length === 0) return dash;
  const failed = judged.filter(([, ok]) => !ok).map(([name]) => name);
  return failed.length ? `✗ ${failed.join(', ')}` : '✓';
}

const within = (value: number | null | undefined, limit: number) =>
  value === null || value === undefined ? undefined : value <= limit;
const atLeast = (value: number | null | undefined, limit: number) =>
  value === null || value === undefined ? undefined : value >= limit;

/** Federated first-load gzip JavaScript over the monolith's. */
const ratioOf = (f: FirstLoad | undefined, m: FirstLoad | undefined) => (f && m ? f.gzipBytes / m.gzipBytes : undefined);
const times = (ratio: number | undefined) => (ratio === undefined ? dash : `${ratio.toFixed(2)}x`);

/** ✓ or ✗ for one value against its limit. */
const check = (value: number | null | undefined, limit: number) => {
  const ok = within(value, limit);
  return ok === undefined ? dash : mark(ok);
};

/** The heap's growth over the measured changes, against the budget: '+0.4 MiB ✓ (≤ 1 MiB)'. */
function releasesGrowth(heapMiB: number[]): string {
  const growth = Math.round((heapMiB[heapMiB.length - 1]! - heapMiB[0]!) * 10) / 10;
  return `${growth >= 0 ? '+' : ''}${growth} MiB ${check(growth, budgets.releasesHeapGrowthMiB)} (≤ ${budgets.releasesHeapGrowthMiB} MiB)`;
}

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

const when = (date: Date | string) => new Date(date).toISOString().replace('T', ' ').slice(0, 16);

function machineSection({ date, machine, code, venue }: BenchResults): string {
  return [
    `- Date: ${when(date)} UTC; code: ${code ?? 'unknown'}`,
    `- CPUs: ${machine.cpus}; memory ${machine.memoryGiB} GiB`,
    `- Node ${machine.node}; Chromium ${machine.chromium ?? 'not found'}; Lighthouse ${machine.lighthouse ?? 'not run'}`,
    venue
      ? `- Database: a busy venue's year (\`scripts/bench/realistic-venue.ts\`): ${venue.pastParties} parties in the last nine months, ${venue.partiesAhead} on ${venue.bookedDaysAhead} days of the next quarter (${venue.fullDaysAhead} of them full), ${venue.unpaidHolds} unpaid holds from one client, ${venue.rsvps} RSVPs, ${venue.movedAhead} parties ahead moved and ${venue.canceledAhead} canceled by their parents`
      : '- Database: the seed catalogue and one sample booking',
    '',
  ].join('\n');
}

/** The largest (or smallest) of a figure over the pages that have it. */
function extreme(values: Array<number | null | undefined>, pick: (...numbers: number[]) => number): number | undefined {
  const known = values.filter((value): value is number => value !== null && value !== undefined && !Number.isNaN(value));
  return known.length ? pick(...known) : undefined;
}

/** One run's figures for the issue's targets (docs/decisions/036). */
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

/** The issue's targets, before (the baseline) and after (this run), each judged on this run. */
function targetsSection(results: BenchResults, baseline?: Baseline): string {
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

function problemsSection({ problems, leftOut = [] }: BenchResults): string {
  return [
    ...(problems.length === 0 ? [] : ['## Not measured', '', ...problems.map((problem) => `- ${problem}`), '']),
    ...(leftOut.length === 0 ? [] : ['## Left out', '', ...leftOut.map((reason) => `- ${reason}`), '']),
  ].join('\n');
}

/** Before (the baseline) and now, side by side, for the figures the budgets judge. */
function beforeAndAfterSection(results: BenchResults, { label, results: before }: Baseline): string {
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

function buildSection({ builds }: BenchResults): string {
  if (builds.skipped) return ['## Build time', '', 'Not measured: run with `--skip-build` (the builds already there were measured).', ''].join('\n');
  return [
    '## Build time',
    '',
    table(
      ['Build', 'Wall clock (s)', 'Budget'],
      [
        [
          `Federated: shell + ${federatedPackages.length - 1} remotes (\`scripts/build-all.ts\`, 2 at a time)`,
          seconds(builds.federatedSeconds),
          `≤ ${budgets.federatedBuildSeconds} s ${check(builds.federatedSeconds, budgets.federatedBuildSeconds)}`,
        ],
        [
          'Monolith: one webpack app, no Module Federation',
          seconds(builds.monolithSeconds),
          `≤ ${budgets.monolithBuildSeconds} s ${check(builds.monolithSeconds, budgets.monolithBuildSeconds)}`,
        ],
      ],
    ),
    '',
  ].join('\n');
}

function firstLoadSection({ pages }: BenchResults): string {
  const rows = pages.map(({ route, firstLoad: { federated: f, monolith: m } }) => {
    const limitKB = routeBudget(route.pattern).firstLoadGzipKB;
    const ratio = ratioOf(f, m);
    return [
      `\`${route.pattern}\``,
      f?.shown ?? m?.shown ?? dash,
      f ? String(f.scripts) : dash,
      kb(f?.wireBytes),
      kb(f?.gzipBytes),
      f ? String(f.roundTrips.count) : dash,
      m ? String(m.scripts) : dash,
      kb(m?.wireBytes),
      kb(m?.gzipBytes),
      m ? String(m.roundTrips.count) : dash,
      times(ratio),
      `≤ ${limitKB} KB ${check(f?.gzipBytes, limitKB * KB)}, ≤ ${budgets.federatedOverMonolith}x ${check(ratio, budgets.federatedOverMonolith)}`,
    ];
  });
  return [
    '## First-load JavaScript per route',
    '',
    'Scripts a first visit downloads until the page is shown and the network is idle (fresh',
    'browser context, cache disabled). "br" is what came over the wire (the servers send the',
    'pre-compressed brotli copies); "gzip" is each script gzipped at level 9. The monolith is split',
    'by route as the federated site is: each page is a lazy chunk of its own.',
    '',
    `"Round trips" are those before the largest paint: the longest chain of requests each sent`,
    `after the previous one's answer had arrived (\`scripts/bench/round-trips.ts\`), measured with`,
    `${roundTripLatencyMs} ms added to every request; the chains are listed under the tables.`,
    '',
    table(
      [
        'Route',
        'Page shown',
        'Fed. scripts',
        'Fed. br KB',
        'Fed. gzip KB',
        'Fed. round trips',
        'Mono scripts',
        'Mono br KB',
        'Mono gzip KB',
        'Mono round trips',
        'Fed. / mono (gzip)',
        'Budget (fed. gzip, fed. / mono)',
      ],
      rows,
    ),
    '',
    ...chainsList(pages),
  ].join('\n');
}

/** Each route's longest chain of requests, by file name. */
function chainsList(pages: PageResult[]): string[] {
  const fileOf = (url: string) => {
    const { host, pathname } = new URL(url);
    const file = pathname.split('/').pop() || '(page)';
    return `${host.split(':').pop()}/${file}`;
  };
  const lines = pages.flatMap(({ route, firstLoad }) =>
    buildKinds.flatMap((kind) => {
      const chain = firstLoad[kind]?.roundTrips.chain;
      return chain ? [`- \`${route.pattern}\` (${kind}): ${chain.map(fileOf).join(' → ')}`] : [];
    }),
  );
  return lines.length ? ['Round trips, as port/file:', '', ...lines, ''] : [];
}

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

function lighthouseSection({ pages, lighthouseRuns, lighthouseNotRun }: BenchResults): string {
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

/** What TBT is made of: each route's longest main-thread tasks, from Lighthouse's trace. */
function longTasksSection({ pages, lighthouseNotRun }: BenchResults): string {
  if (lighthouseNotRun) return '';
  const fileOf = (url: string) => (/^https?:/.test(url) ? `${new URL(url).port}/${new URL(url).pathname.split('/').pop() || '(page)'}` : url);
  const rows = pages.flatMap(({ route, lighthouse }) =>
    buildKinds.map((kind, i) => [
      i === 0 ? `\`${route.pattern}\`` : '',
      kind,
      lighthouse[kind]?.longTasks.map((task) => `${fileOf(task.url)} ${ms(task.durationMs)}`).join(', ') || dash,
    ]),
  );
  return [
    '## Long tasks',
    '',
    "The longest main-thread tasks of each route's median-TBT run, as Lighthouse's `long-tasks` audit",
    'attributes them (port/file, simulated ms): what Total Blocking Time is made of.',
    '',
    table(['Route', 'Build', 'Longest tasks'], rows),
    '',
  ].join('\n');
}

function pageLiveSection({ pages, lighthouseNotRun }: BenchResults): string {
  if (lighthouseNotRun) return '';
  const rows = pages
    .filter(({ route }) => route.shows !== 'not found')
    .flatMap(({ route, live }) =>
      buildKinds.map((kind, i) => {
        const figures = live?.[kind];
        return [
          i === 0 ? `\`${route.pattern}\`` : '',
          kind,
          ms(figures?.fcpMs),
          figures && figures.liveMs === undefined ? 'not marked' : ms(figures?.liveMs),
          ms(figures?.paintToLiveMs),
          check(figures?.paintToLiveMs, budgets.paintToLiveMs),
        ];
      }),
    );
  return [
    '## First paint to live',
    '',
    "From the page's first contentful paint to its `page-live` mark (its controls enabled), in",
    "Chromium throttled as Lighthouse's mobile run assumes a phone (4x CPU slowdown, slow 4G as",
    'DevTools applies it), a first visit each time; median of 3 (`scripts/bench/page-live.ts`). Times in ms.',
    '',
    table(['Route', 'Build', 'FCP', 'Live', 'Paint to live', `≤ ${budgets.paintToLiveMs}`], rows),
    '',
  ].join('\n');
}

function hungApiSection({ hungApi }: BenchResults): string {
  if (!hungApi) return '';
  const rows = hungApi.map((answer) => [
    `\`${answer.path}\``,
    answer.ms === undefined ? `no answer in ${answer.limitMs / 1000} s` : ms(answer.ms),
    answer.status === undefined ? dash : String(answer.status),
    answer.fallback ? 'yes' : 'no',
    answer.ms === undefined ? mark(false) : mark(answer.ms <= budgets.hungApiMs && answer.fallback),
  ]);
  return [
    '## A page with the API hung',
    '',
    'A second federated site in front of an "API" that accepts connections and never answers; every',
    'page asked at once, timed to its last byte (docs/decisions/035). "Fallback": the page says it',
    'could not be loaded, with Try again.',
    '',
    table(['Page', 'Answered in, ms', 'Status', 'Fallback', `≤ ${budgets.hungApiMs}, fallback`], rows),
    '',
  ].join('\n');
}

function apiSection({ api }: BenchResults): string {
  const rows = api.map((load) =>
    load.skipped
      ? [`\`GET ${load.path}\``, dash, dash, dash, dash, dash, `not measured: ${load.skipped}`]
      : [
          `\`GET ${load.path}\``,
          String(Math.round(load.requestsPerSecond ?? 0)),
          ms(load.p50Ms),
          ms(load.p99Ms),
          String(load.errors ?? dash),
          String(load.requests ?? dash),
          verdict([
            ['p99', within(load.p99Ms, budgets.apiP99Ms)],
            ['errors', load.errors === undefined ? undefined : load.errors === 0],
          ]),
        ],
  );
  return [
    '## API latency',
    '',
    'Each endpoint offered a steady rate for 10 s, one request every 1/rate seconds whatever the answers\' pace',
    '(`scripts/bench/steady-load.ts`), after a second of the same to warm it, against the real API',
    "(`startApi`: embedded PGlite) on the busy venue's database, asking for its first booked day with",
    'rooms free; the load generator shares the machine\'s two cores. Runs before 6f66b54 used autocannon\'s',
    "`overallRate`, which sends each second's share at once (decision 048).",
    '',
    table(['Endpoint', 'Requests/s', 'p50 ms', 'p99 ms', 'Errors', 'Requests', `Budget p99 ≤ ${budgets.apiP99Ms} ms, no errors`], rows),
    '',
  ].join('\n');
}

function entrySection({ entries }: BenchResults): string {
  const rows = entries.map((entry) => {
    const limitKB = entry.name === 'shell' ? budgets.shellEntryGzipKB : entry.name === 'monolith' ? undefined : budgets.remoteEntryGzipKB;
    return [
      entry.name,
      `\`${entry.file}\``,
      kb(entry.rawBytes),
      kb(entry.gzipBytes),
      kb(entry.brotliBytes),
      limitKB === undefined ? dash : `≤ ${limitKB} KB gzip ${check(entry.gzipBytes, limitKB * KB)}`,
    ];
  });
  return [
    '## Entry files',
    '',
    "Each remote's `remoteEntry.js` (built with `experiments.externalRuntime`: it uses the federation",
    "runtime of the shell, whose entry chunk provides it: `tooling/webpack-config.ts`), the shell's",
    "entry chunk, and the monolith's entry chunk for comparison. Sizes of the build's own files.",
    '',
    table(['Package', 'File', 'Raw KB', 'Gzip KB', 'Brotli KB', 'Budget'], rows),
    '',
  ].join('\n');
}

function methodSection({ sample }: BenchResults): string {
  return [
    '## How',
    '',
    '- Both builds are served as deployed (`shell/server/site-server.ts`, pre-compressed files, `/api`',
    '  proxied to the API): the federated one by `startStaticSite` (shell and each remote on its own',
    '  port), the monolith (`scripts/bench/monolith.webpack.config.ts`: the shell\'s production',
    '  config without the ModuleFederationPlugin, remote pages as plain `import()`) on one port.',
    sample?.madeUpBecause
      ? `- Pages with an id use made-up ids (they show their "not found" state): no booking could be made (${sample.madeUpBecause}).`
      : '- Pages with an id show a real booking made through `POST /api/booking-initiate` at the start of the run (the after-hours edit page, an event made through `POST /api/bookings-afterhours/save` the same evening).',
    "- The monolith is the same pages server-rendered as one bundle: its browser build and its Node build (the shell's renderer with every page in the bundle) served by the site's own server, with the same React, the same data and every stylesheet in the page's head.",
    '- Numbers come from one run on a shared machine: expect a few per cent of noise in times.',
    '',
  ].join('\n');
}

function serverRenderingSection({ serverRendering }: BenchResults): string {
  if (!serverRendering) return '';
  const { loads, html, memory, releases } = serverRendering;
  const lines = ['## Server rendering', '', 'The HTML each page is sent with (decision 029):', '', '| route | HTML | gzip |', '| --- | --- | --- |'];
  for (const size of html) lines.push(`| \`${size.path}\` | ${(size.bytes / 1024).toFixed(1)} KB | ${(size.gzipBytes / 1024).toFixed(1)} KB |`);
  if (loads.length) {
    lines.push('', 'Time to the last byte of a page, offered at a steady rate for 10 s after 20 warm-up requests:', '');
    lines.push('| route | offered | answered | requests | errors | p50 | p95 | p99 |', '| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const load of loads) {
      const limit = load.path.includes('invitation') ? budgets.invitationRenderP95Ms : budgets.homeRenderP95Ms;
      lines.push(
        `| \`${load.path}\` | ${load.rate}/s | ${load.achievedRate === undefined ? dash : `${load.achievedRate.toFixed(0)}/s`} | ${load.requests} | ${load.errors} | ${load.p50Ms.toFixed(1)} ms | ${load.p95Ms.toFixed(1)} ms ${check(load.p95Ms, limit)} | ${load.p99Ms === undefined ? dash : `${load.p99Ms.toFixed(1)} ms`} |`,
      );
    }
  }
  if (memory) {
    lines.push('', `Heap in use after a full collection, before and after each of ${memory.heapMiB.length - 1} new deployments of the invitation remote (MiB): ${memory.heapMiB.join(', ')}.`);
  }
  if (releases) {
    const { withoutCanary: without, duringCanary: during } = releases;
    lines.push(
      '',
      `Releases (docs/decisions/046): heap in use after a full collection, ${releases.coldHeapMiB} MiB cold; after ${releases.warmUp} promotions and rollbacks of the invitation remote to warm up, then after every 10 of ${releases.changes} more (MiB): ${releases.heapMiB.join(', ')}: ${releasesGrowth(releases.heapMiB)}; of it, V8's compiled code: ${releases.compiledCodeMiB.join(', ')}.`,
      `The invitation at ${without.rate}/s without a canary: p50 ${without.p50Ms.toFixed(1)} ms, p95 ${without.p95Ms.toFixed(1)} ms (${without.errors} errors); during a 50% canary (both releases in the server): p50 ${during.p50Ms.toFixed(1)} ms, p95 ${during.p95Ms.toFixed(1)} ms (${during.errors} errors).`,
    );
  }
  return [...lines, ''].join('\n');
}
