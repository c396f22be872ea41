/**
 * The performance budgets. They live here and in bench/RESULTS.md, not in timed tests: a number
 * over budget is reported with ✗, and the bench still succeeds.
 */
export const budgets = {
  /** Everything `scripts/build-all.ts` builds (shell and four remotes, two at a time), seconds. */
  federatedBuildSeconds: 180,
  /** The monolith comparison build, seconds. */
  monolithBuildSeconds: 60,
  /** JavaScript a first visit downloads, gzip, per route. */
  firstLoadGzipKB: 170,
  /** Lighthouse mobile: Core Web Vitals' "good" thresholds (TBT stands in for INP in the lab). */
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.1,
  /** A remote's remoteEntry.js, gzip: it is fetched before any of the remote's pages. */
  remoteEntryGzipKB: 10,
  /** The shell's entry chunk, gzip: every route waits for it. */
  shellEntryGzipKB: 60,
  /** API read latency, 99th percentile, on this machine. */
  apiP99Ms: 50,
} as const;

/** 1 KB = 1024 bytes throughout the report. */
export const KB = 1024;

export const mark = (ok: boolean): string => (ok ? '✓' : '✗');
