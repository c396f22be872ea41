// The run sheet's measurement (run-sheet.ts) as bench/RESULTS.md shows it, apart from the code
// that measures, so the report needs nothing of the API.

export interface RunSheetLoad {
  date: string;
  parties: number;
  rsvps: number;
  /** Parties of the day canceled by their parents, and as many moved in from another day (decision 052). */
  changes: number;
  rate: number;
  requests: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  /** The run sheet's answer, in bytes (JSON). */
  bytes: number;
}

/** The target: the run sheet of a busy day answered within 100 ms, 95 times in 100. */
export const RUN_SHEET_BUDGET_P95_MS = 100;
/** How long the steady load lasts. */
export const SECONDS = 10;

/** The report's section: one row, against its budget. */
export function runSheetSection(load: RunSheetLoad | undefined): string {
  if (!load) return '';
  const within = load.p95Ms <= RUN_SHEET_BUDGET_P95_MS && load.errors === 0;
  return [
    '## The staff run sheet of a busy day',
    '',
    `\`GET /api/staff/day/{date}\` for ${load.date}: ${load.parties} parties with ${load.rsvps / load.parties} RSVPs each, in ten rooms, half paid a deposit;`,
    `then ${load.changes} of them canceled by their parents and ${load.changes} others moved into their rooms and times from a week later (the sheet lists them apart);`,
    `signed in as the front desk, ${load.rate} requests a second for ${SECONDS} s after 20 to warm, against the real API on PGlite.`,
    '',
    `| Requests | Errors | Answer | p50 ms | p95 ms | Budget p95 ≤ ${RUN_SHEET_BUDGET_P95_MS} ms, no errors |`,
    '|---|---|---|---|---|---|',
    `| ${load.requests} | ${load.errors} | ${(load.bytes / 1024).toFixed(0)} KB | ${load.p50Ms.toFixed(1)} | ${load.p95Ms.toFixed(1)} | ${within ? '✓' : '✗'} |`,
    '',
  ].join('\n');
}

