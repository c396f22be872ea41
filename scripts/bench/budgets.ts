import { SITE_ROUTES } from '@party/domain';

/**
 * The performance budgets. They live here and in bench/RESULTS.md, not in timed tests: a number
 * over budget is reported with ✗, and the bench still succeeds.
 */
export const budgets = {
  /** Everything `scripts/build-all.ts` builds (shell and four remotes, two at a time), seconds. */
  federatedBuildSeconds: 180,
  /** The monolith comparison build, seconds. */
  monolithBuildSeconds: 60,
  /** Lighthouse mobile, every route: Core Web Vitals' "good" (TBT stands in for INP in the lab). */
  tbtMs: 200,
  cls: 0.1,
  /** Lighthouse's performance score, every route. */
  score: 90,
  /** First-load gzip JavaScript of the federated site over the monolith's, every route. */
  federatedOverMonolith: 1.25,
  /** A remote's remoteEntry.js, gzip: it is fetched before any of the remote's pages. */
  remoteEntryGzipKB: 10,
  /** The shell's entry chunk, gzip: every route waits for it. */
  shellEntryGzipKB: 60,
  /** API read latency, 99th percentile, on this machine. */
  apiP99Ms: 50,
} as const;

export interface RouteBudget {
  /** JavaScript a first visit downloads, gzip. */
  firstLoadGzipKB: number;
  /** Lighthouse mobile LCP. */
  lcpMs: number;
}

/**
 * Per route (decision 022): the invitation, opened from an SMS, and the 404 carry no booking form and
 * get the tightest budgets; the booking wizard, the heaviest page, gets the loosest, which every
 * other page must meet too.
 */
export function routeBudget(pattern: string): RouteBudget {
  if (pattern === SITE_ROUTES.bookingInvitation) return { firstLoadGzipKB: 150, lcpMs: 2000 };
  if (pattern === '* (404)') return { firstLoadGzipKB: 140, lcpMs: 2000 };
  return { firstLoadGzipKB: 250, lcpMs: 2500 };
}

/** 1 KB = 1024 bytes throughout the report. */
export const KB = 1024;

export const mark = (ok: boolean): string => (ok ? '✓' : '✗');
