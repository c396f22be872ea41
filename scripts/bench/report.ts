import { budgets, KB, mark } from './budgets';
import type { LighthouseMetrics } from './lighthouse';
import { buildKinds, type BenchResults } from './results';

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

/** ✓ or ✗ for one value against its limit. */
const check = (value: number | null | undefined, limit: number) => {
  const ok = within(value, limit);
  return ok === undefined ? dash : mark(ok);
};

export function renderReport(results: BenchResults): string {
  return [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (`scripts/bench.ts`); do not edit by hand. Budgets are in',
    '`scripts/bench/budgets.ts`; a ✗ is reported, it does not fail the run. 1 KB = 1024 bytes.',
    '',
    machineSection(results),
    problemsSection(results),
    buildSection(results),
    firstLoadSection(results),
    lighthouseSection(results),
    apiSection(results),
    entrySection(results),
    methodSection(results),
  ]
    .filter((section) => section !== '')
    .join('\n');
}

function machineSection({ date, machine }: BenchResults): string {
  return [
    `- Date: ${date.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    `- CPUs: ${machine.cpus}; memory ${machine.memoryGiB} GiB`,
    `- Node ${machine.node}; Chromium ${machine.chromium ?? 'not found'}; Lighthouse ${machine.lighthouse ?? 'not run'}`,
    '',
  ].join('\n');
}

function problemsSection({ problems }: BenchResults): string {
  if (problems.length === 0) return '';
  return ['## Not measured', '', ...problems.map((problem) => `- ${problem}`), ''].join('\n');
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
          'Federated: shell + 4 remotes (`scripts/build-all.ts`, 2 at a time)',
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
  const limit = budgets.firstLoadGzipKB * KB;
  const rows = pages.map(({ route, firstLoad: { federated: f, monolith: m } }) => [
    `\`${route.pattern}\``,
    f?.shown ?? m?.shown ?? dash,
    f ? String(f.scripts) : dash,
    kb(f?.wireBytes),
    kb(f?.gzipBytes),
    m ? String(m.scripts) : dash,
    kb(m?.wireBytes),
    kb(m?.gzipBytes),
    f && m ? `${((f.gzipBytes / m.gzipBytes - 1) * 100).toFixed(0)} %` : dash,
    `fed ${check(f?.gzipBytes, limit)} / mono ${check(m?.gzipBytes, limit)}`,
  ]);
  return [
    '## First-load JavaScript per route',
    '',
    'Scripts a first visit downloads until the page is shown and the network is idle (fresh',
    'browser context, cache disabled). "br" is what came over the wire (the servers send the',
    'pre-compressed brotli copies); "gzip" is each script gzipped at level 9.',
    '',
    table(
      [
        'Route',
        'Page shown',
        'Fed. scripts',
        'Fed. br KB',
        'Fed. gzip KB',
        'Mono scripts',
        'Mono br KB',
        'Mono gzip KB',
        'Fed. vs mono (gzip)',
        `Budget ≤ ${budgets.firstLoadGzipKB} KB gzip`,
      ],
      rows,
    ),
    '',
  ].join('\n');
}

function lighthouseRow(label: string, build: string, metrics: LighthouseMetrics | undefined): string[] {
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
      ['LCP', within(metrics.lcpMs, budgets.lcpMs)],
      ['TBT', within(metrics.tbtMs, budgets.tbtMs)],
      ['CLS', within(metrics.cls, budgets.cls)],
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
    buildKinds.map((kind, i) => lighthouseRow(i === 0 ? `\`${route.pattern}\`` : '', kind, lighthouse[kind])),
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
        `Budget LCP ≤ ${budgets.lcpMs}, TBT ≤ ${budgets.tbtMs}, CLS ≤ ${budgets.cls}`,
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
    '## API throughput and latency',
    '',
    'autocannon, 10 connections, 5 s per endpoint, against the real API (`startApi`: embedded',
    'PGlite with seed data) on this machine; the load generator shares its two cores.',
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
    "runtime of the shell, whose entry chunk provides it with `provideExternalRuntime`), the shell's",
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
    '- Both builds are served as deployed (`tooling/serve-dist.ts`, pre-compressed files, `/api`',
    '  proxied to the API): the federated one by `startStaticSite` (shell and each remote on its own',
    '  port), the monolith (`scripts/bench/monolith.webpack.config.ts`: the shell\'s production',
    '  config without the ModuleFederationPlugin, remote pages as plain `import()`) on one port.',
    sample?.madeUpBecause
      ? `- Pages with an id use made-up ids (they show their "not found" state): no booking could be made (${sample.madeUpBecause}).`
      : '- Pages with an id show a real booking made through `POST /api/booking-initiate` at the start of the run (the after-hours edit page, an event made through `POST /api/bookings-afterhours/save` the same evening).',
    '- Numbers come from one run on a shared machine: expect a few per cent of noise in times.',
    '',
  ].join('\n');
}
