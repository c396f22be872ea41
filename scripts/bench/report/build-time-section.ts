// How long the federated and the monolith builds took.

import { federatedPackages } from '../../packages';
import { budgets } from '../budgets';
import type { BenchResults } from '../results';
import { check, seconds, table } from './format';

export function buildSection({ builds }: BenchResults): string {
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
