// The JavaScript a first visit downloads, per route, and its chains of round trips.

import { budgets, KB, routeBudget } from '../budgets';
import { roundTripLatencyMs } from '../first-load';
import { type BenchResults, buildKinds, type PageResult } from '../results';
import { check, dash, kb, ratioOf, table, times } from './format';

export function firstLoadSection({ pages }: BenchResults): string {
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
