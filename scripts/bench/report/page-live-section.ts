// From first paint to the page's controls enabled, per route.

import { budgets } from '../budgets';
import { type BenchResults, buildKinds } from '../results';
import { check, ms, table } from './format';

export function pageLiveSection({ pages, lighthouseNotRun }: BenchResults): string {
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
