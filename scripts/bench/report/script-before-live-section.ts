// The JavaScript each route downloads before its page is live, with its budget, and what it is.

import { KB, routeBudget } from '../budgets';
import { type BenchResults, buildKinds, type PageResult } from '../results';
import { check, dash, kb, table } from './format';

/** How many of a route's largest scripts before live are named under the table. */
const largestNamed = 6;

export function scriptBeforeLiveSection({ pages }: BenchResults): string {
  const measured = pages.filter(({ beforeLive }) => beforeLive !== undefined);
  if (measured.length === 0) return '';
  const rows = measured.map(({ route, beforeLive }) => {
    const f = beforeLive?.federated;
    const m = beforeLive?.monolith;
    const limitKB = routeBudget(route.pattern).beforeLiveGzipKB;
    return [
      `\`${route.pattern}\``,
      f ? String(f.files.length) : dash,
      kb(f?.wireBytes),
      kb(f?.gzipBytes),
      kb(f?.afterLiveGzipBytes),
      m ? String(m.files.length) : dash,
      kb(m?.wireBytes),
      kb(m?.gzipBytes),
      kb(m?.afterLiveGzipBytes),
      `≤ ${limitKB} KB ${check(f?.gzipBytes, limitKB * KB)}`,
    ];
  });
  return [
    '## JavaScript before live',
    '',
    "Scripts whose download had ended when the page marked itself live (`page-live`, its controls",
    "enabled), from the page's Resource Timing (`scripts/bench/script-before-live.ts`); a first visit,",
    'cache disabled, every request delayed as above. "After live" is what came later, until the',
    'network was idle (loaded on idle or on intent). "br" as it came over the wire, "gzip" each script',
    "gzipped at level 9. The shell's 404 page has no `page-live` mark and is left out.",
    '',
    table(
      ['Route', 'Fed. scripts', 'Fed. br KB', 'Fed. gzip KB', 'Fed. after live gzip KB', 'Mono scripts', 'Mono br KB', 'Mono gzip KB', 'Mono after live gzip KB', 'Budget (fed. gzip)'],
      rows,
    ),
    '',
    ...largestFilesList(measured),
  ].join('\n');
}

/** Each route's largest scripts before live, as port/file and gzip KB. */
function largestFilesList(pages: PageResult[]): string[] {
  const lines = pages.flatMap(({ route, beforeLive }) =>
    buildKinds.flatMap((kind) => {
      const files = beforeLive?.[kind]?.files;
      if (!files) return [];
      const named = files.slice(0, largestNamed).map(({ file, gzipBytes }) => `${file} ${kb(gzipBytes)}`);
      return [`- \`${route.pattern}\` (${kind}): ${named.join(', ')}${files.length > largestNamed ? ', …' : ''}`];
    }),
  );
  return lines.length ? ['Largest scripts before live, as port/file gzip KB:', '', ...lines, ''] : [];
}
