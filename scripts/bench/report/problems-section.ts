// What the run could not measure, and what it left out.

import type { BenchResults } from '../results';

export function problemsSection({ problems, leftOut = [] }: BenchResults): string {
  return [
    ...(problems.length === 0 ? [] : ['## Not measured', '', ...problems.map((problem) => `- ${problem}`), '']),
    ...(leftOut.length === 0 ? [] : ['## Left out', '', ...leftOut.map((reason) => `- ${reason}`), '']),
  ].join('\n');
}
