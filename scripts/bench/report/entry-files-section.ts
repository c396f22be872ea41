// The size of each remote's entry file, the shell's and the monolith's.

import { budgets, KB } from '../budgets';
import type { BenchResults } from '../results';
import { check, dash, kb, table } from './format';

export function entrySection({ entries }: BenchResults): string {
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
