// The longest main-thread tasks per route: what Total Blocking Time is made of.

import { type BenchResults, buildKinds } from '../results';
import { dash, ms, table } from './format';

/** What TBT is made of: each route's longest main-thread tasks, from Lighthouse's trace. */
export function longTasksSection({ pages, lighthouseNotRun }: BenchResults): string {
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
