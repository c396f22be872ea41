import { SITE_ROUTES } from '@party/domain';

/**
 * The performance budgets. They live here and in bench/RESULTS.md, not in timed tests: a number
 * over budget is reported with ✗, and the bench still succeeds.
 */
export const budgets = {
  /** Everything `scripts/build-all.ts` builds (the shell and its remotes, two at a time), seconds. */
  federatedBuildSeconds: 180,
  /** The monolith comparison build (browser and Node), seconds. */
  monolithBuildSeconds: 120,
  /** Lighthouse mobile, every route: the page is live at once on a phone. */
  tbtMs: 100,
  cls: 0.1,
  /** Lighthouse's performance score, every route. */
  score: 98,
  /** From the first paint to the page's controls enabled, every route, throttled as Lighthouse's mobile run. */
  paintToLiveMs: 300,
  /** First-load gzip JavaScript of the federated site over the monolith's, every route. */
  federatedOverMonolith: 1.25,
  /** The federated site's LCP and TBT over the server-rendered monolith's, every route: federation costs next to nothing. */
  lighthouseOverMonolith: 1.05,
  /** A remote's remoteEntry.js, gzip: it is fetched before any of the remote's pages. */
  remoteEntryGzipKB: 10,
  /** The shell's entry chunk, gzip: every route waits for it. */
  shellEntryGzipKB: 60,
  /** The availability reads' latency, 99th percentile, offered 300 requests a second on a busy venue's data. */
  apiP99Ms: 25,
  /** Pages rendered at 50 a second: all of them answered, 95th percentile. */
  homeRenderP95Ms: 50,
  invitationRenderP95Ms: 30,
  /**
   * The server's heap over 100 promotions and rollbacks once warm: flat. A release kept after its
   * place went to another would add ~3 MiB a change; this catches 10 KB a change (decision 046).
   */
  releasesHeapGrowthMiB: 1,
  /** A page asked with the API hung: answered, with its fallback, within the page's deadline (3 s). */
  hungApiMs: 3000,
} as const;

export interface RouteBudget {
  /** JavaScript a first visit downloads, gzip. */
  firstLoadGzipKB: number;
  /** JavaScript downloaded before the page's `page-live` mark, gzip (issue 41). */
  beforeLiveGzipKB: number;
  /** Lighthouse mobile LCP. */
  lcpMs: number;
}

/**
 * Per route (decision 022): the invitation, opened from an SMS, and the 404 carry no booking form and
 * get the tightest JavaScript budgets; the invitation's LCP 1.0 s, every other page's 1.2 s.
 * Before live (issue 41): the booking and after-hours forms 150 KB, the edit remote's pages 140,
 * the invitation 100.
 */
export function routeBudget(pattern: string): RouteBudget {
  if (pattern === SITE_ROUTES.bookingInvitation) return { firstLoadGzipKB: 150, beforeLiveGzipKB: 100, lcpMs: 1000 };
  if (pattern === '* (404)') return { firstLoadGzipKB: 140, beforeLiveGzipKB: 140, lcpMs: 1200 };
  const bookingForm = [SITE_ROUTES.home, SITE_ROUTES.bookNow, SITE_ROUTES.afterHours, SITE_ROUTES.afterHoursEdit] as string[];
  return { firstLoadGzipKB: 250, beforeLiveGzipKB: bookingForm.includes(pattern) ? 150 : 140, lcpMs: 1200 };
}

/** 1 KB = 1024 bytes throughout the report. */
export const KB = 1024;

export const mark = (ok: boolean): string => (ok ? '✓' : '✗');
