// How the report writes its figures: dashes for the unknown, KB, ms, tables and verdicts.

import { KB, mark } from '../budgets';
import type { FirstLoad } from '../first-load';

export const dash = '–';
export const kb = (bytes: number | undefined) => (bytes === undefined ? dash : (bytes / KB).toFixed(1));
export const ms = (value: number | null | undefined) => (value === null || value === undefined ? dash : Math.round(value).toLocaleString('en-AU'));
export const seconds = (value: number | undefined) => (value === undefined ? dash : value.toFixed(1));

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** ✓, or ✗ with what is over budget; blank when there is nothing to judge. */
export function verdict(checks: [name: string, ok: boolean | undefined][]): string {
  const judged = checks.filter(([, ok]) => ok !== undefined);
  if (judged.length === 0) return dash;
  const failed = judged.filter(([, ok]) => !ok).map(([name]) => name);
  return failed.length ? `✗ ${failed.join(', ')}` : '✓';
}

export const within = (value: number | null | undefined, limit: number) =>
  value === null || value === undefined ? undefined : value <= limit;
export const atLeast = (value: number | null | undefined, limit: number) =>
  value === null || value === undefined ? undefined : value >= limit;

/** Federated first-load gzip JavaScript over the monolith's. */
export const ratioOf = (f: FirstLoad | undefined, m: FirstLoad | undefined) => (f && m ? f.gzipBytes / m.gzipBytes : undefined);
export const times = (ratio: number | undefined) => (ratio === undefined ? dash : `${ratio.toFixed(2)}x`);

/** ✓ or ✗ for one value against its limit. */
export const check = (value: number | null | undefined, limit: number) => {
  const ok = within(value, limit);
  return ok === undefined ? dash : mark(ok);
};

export const when = (date: Date | string) => new Date(date).toISOString().replace('T', ' ').slice(0, 16);
