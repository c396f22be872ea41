import type { Browser } from 'playwright-core';
import type { BenchRoute } from './routes';

// How long a page on a phone is shown before it can be used (the "first paint to live"):
// from its first contentful paint to the moment its controls are enabled, which every page marks
// (`performance.mark('page-live')`, shared-ui's PageRoot). Measured in Chromium throttled as
// Lighthouse's mobile run assumes a phone and its network to be (4x CPU slowdown, slow 4G: Lighthouse's
// `mobileSlow4G` as DevTools applies it), each run a first visit.

export interface PageLive {
  /** First contentful paint, ms from the navigation. */
  fcpMs: number;
  /** The `page-live` mark, ms from the navigation; undefined when the page never set it. */
  liveMs?: number;
  /** From the first paint to live. */
  paintToLiveMs?: number;
}

/** Lighthouse's mobileSlow4G, as applied by DevTools (its `requestLatencyMs` and the throughputs it takes 90 % of). */
const SLOW_4G = { latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8, uploadThroughput: (750 * 0.9 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

async function onePageLive(browser: Browser, url: string, waitMs: number): Promise<PageLive> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    const live = await page
      .waitForFunction(() => performance.getEntriesByName('page-live').length > 0, undefined, { timeout: waitMs, polling: 100 })
      .then(() => true, () => false);
    return await page.evaluate((marked) => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const liveAt = marked ? performance.getEntriesByName('page-live')[0]?.startTime : undefined;
      return { fcpMs: fcp, liveMs: liveAt, paintToLiveMs: liveAt === undefined ? undefined : liveAt - fcp };
    }, live);
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The median of `runs` first visits to the route; a page that never marks itself live is tried once. */
export async function measurePageLive(browser: Browser, baseURL: string, route: BenchRoute, runs = 3): Promise<PageLive> {
  const results: PageLive[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await onePageLive(browser, `${baseURL}${route.path}`, 30_000);
    results.push(result);
    if (result.liveMs === undefined) break;
  }
  const marked = results.filter((result) => result.paintToLiveMs !== undefined);
  if (marked.length === 0) return { fcpMs: median(results.map((result) => result.fcpMs)) };
  const byPaintToLive = [...marked].sort((a, b) => a.paintToLiveMs! - b.paintToLiveMs!);
  return byPaintToLive[Math.floor((byPaintToLive.length - 1) / 2)]!;
}
