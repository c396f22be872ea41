// Every page asked with the API hung: how fast its fallback came.

import { budgets, mark } from '../budgets';
import type { BenchResults } from '../results';
import { dash, ms, table } from './format';

export function hungApiSection({ hungApi }: BenchResults): string {
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
