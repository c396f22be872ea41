// Each endpoint under a steady load: its latency and errors.

import { budgets } from '../budgets';
import type { BenchResults } from '../results';
import { dash, ms, table, verdict, within } from './format';

export function apiSection({ api }: BenchResults): string {
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
