// The server-rendered HTML, its time under load, and the heap over deployments and canaries.

import { budgets } from '../budgets';
import type { BenchResults } from '../results';
import { check, dash } from './format';

/** The heap's growth over the measured changes, against the budget: '+0.4 MiB ✓ (≤ 1 MiB)'. */
function releasesGrowth(heapMiB: number[]): string {
  const growth = Math.round((heapMiB[heapMiB.length - 1]! - heapMiB[0]!) * 10) / 10;
  return `${growth >= 0 ? '+' : ''}${growth} MiB ${check(growth, budgets.releasesHeapGrowthMiB)} (≤ ${budgets.releasesHeapGrowthMiB} MiB)`;
}

export function serverRenderingSection({ serverRendering }: BenchResults): string {
  if (!serverRendering) return '';
  const { loads, html, memory, releases } = serverRendering;
  const lines = ['## Server rendering', '', 'The HTML each page is sent with (decision 029):', '', '| route | HTML | gzip |', '| --- | --- | --- |'];
  for (const size of html) lines.push(`| \`${size.path}\` | ${(size.bytes / 1024).toFixed(1)} KB | ${(size.gzipBytes / 1024).toFixed(1)} KB |`);
  if (loads.length) {
    lines.push('', 'Time to the last byte of a page, offered at a steady rate for 10 s after 20 warm-up requests:', '');
    lines.push('| route | offered | answered | requests | errors | p50 | p95 | p99 |', '| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const load of loads) {
      const limit = load.path.includes('invitation') ? budgets.invitationRenderP95Ms : budgets.homeRenderP95Ms;
      lines.push(
        `| \`${load.path}\` | ${load.rate}/s | ${load.achievedRate === undefined ? dash : `${load.achievedRate.toFixed(0)}/s`} | ${load.requests} | ${load.errors} | ${load.p50Ms.toFixed(1)} ms | ${load.p95Ms.toFixed(1)} ms ${check(load.p95Ms, limit)} | ${load.p99Ms === undefined ? dash : `${load.p99Ms.toFixed(1)} ms`} |`,
      );
    }
  }
  if (memory) {
    lines.push('', `Heap in use after a full collection, before and after each of ${memory.heapMiB.length - 1} new deployments of the invitation remote (MiB): ${memory.heapMiB.join(', ')}.`);
  }
  if (releases) {
    const { withoutCanary: without, duringCanary: during } = releases;
    lines.push(
      '',
      `Releases (docs/decisions/046): heap in use after a full collection, ${releases.coldHeapMiB} MiB cold; after ${releases.warmUp} promotions and rollbacks of the invitation remote to warm up, then after every 10 of ${releases.changes} more (MiB): ${releases.heapMiB.join(', ')}: ${releasesGrowth(releases.heapMiB)}; of it, V8's compiled code: ${releases.compiledCodeMiB.join(', ')}.`,
      `The invitation at ${without.rate}/s without a canary: p50 ${without.p50Ms.toFixed(1)} ms, p95 ${without.p95Ms.toFixed(1)} ms (${without.errors} errors); during a 50% canary (both releases in the server): p50 ${during.p50Ms.toFixed(1)} ms, p95 ${during.p95Ms.toFixed(1)} ms (${during.errors} errors).`,
    );
  }
  return [...lines, ''].join('\n');
}
