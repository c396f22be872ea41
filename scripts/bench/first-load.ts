import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page, Response } from 'playwright-core';
import { roundTripsTo, type RoundTrips, type TimedRequest } from './round-trips';
import type { BenchRoute } from './routes';

export interface FirstLoad {
  /** Script bytes as they came over the network (brotli, as served), bodies only. */
  wireBytes: number;
  /** The same scripts, each gzipped (level 9, as the build pre-compresses them). */
  gzipBytes: number;
  /** The scripts uncompressed. */
  rawBytes: number;
  scripts: number;
  /** The remote page shown (`data-remote-page`), or "404". */
  shown: string;
  /** Round trips before the largest paint (see round-trips.ts), with `roundTripLatencyMs` added to each request. */
  roundTrips: RoundTrips;
}

/**
 * Every request waits this long for its answer while the page loads, as on a phone's network,
 * so that requests sent one after another show as separate round trips.
 */
export const roundTripLatencyMs = 150;

/** A page as a first-time visitor has it: cache disabled, each request delayed by `roundTripLatencyMs`. */
export async function firstVisitPage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: roundTripLatencyMs, downloadThroughput: -1, uploadThroughput: -1 });
  return { page, cdp };
}

/**
 * Loads one page as a first-time visitor would (a fresh browser context, cache disabled, each
 * request delayed by `roundTripLatencyMs`), waits until the page is there and the network is
 * idle, adds up the JavaScript it downloaded and counts the round trips before its largest paint.
 */
export async function measureFirstLoad(browser: Browser, baseURL: string, route: BenchRoute): Promise<FirstLoad> {
  const context = await browser.newContext();
  try {
    const { page, cdp } = await firstVisitPage(context);
    const timings = recordRequestTimes(cdp);

    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${baseURL}${route.path}`, { waitUntil: 'load', timeout: 60_000 });
    const shown = await waitUntilShown(page, route);
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const lcpEpochMs = await largestPaintEpochMs(page);

    const result: FirstLoad = {
      wireBytes: 0,
      gzipBytes: 0,
      rawBytes: 0,
      scripts: scripts.length,
      shown,
      roundTrips: roundTripsTo(lcpEpochMs, timings()),
    };
    for (const response of scripts) {
      if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}`);
      const body = await response.body();
      result.wireBytes += (await response.request().sizes()).responseBodySize;
      result.rawBytes += body.length;
      result.gzipBytes += gzipSync(body, { level: 9 }).length;
    }
    return result;
  } finally {
    await context.close();
  }
}

/**
 * When each request was sent and done, in ms since the epoch (the clock the page's
 * `performance.timeOrigin` uses). The favicon and requests that failed are left out: nothing
 * waits for them.
 */
function recordRequestTimes(cdp: CDPSession): () => TimedRequest[] {
  // CDP stamps events on a monotonic clock in seconds; each request's first event also gives
  // the wall clock, which converts them.
  const sent = new Map<string, { url: string; sentMs: number; toEpochMs: (timestamp: number) => number }>();
  const requests: TimedRequest[] = [];
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, wallTime, type }) => {
    if (type === 'Other' || !/^https?:/.test(request.url) || sent.has(requestId)) return;
    const toEpochMs = (at: number) => (wallTime + (at - timestamp)) * 1000;
    sent.set(requestId, { url: request.url, sentMs: toEpochMs(timestamp), toEpochMs });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
    const request = sent.get(requestId);
    if (request) requests.push({ url: request.url, sentMs: request.sentMs, doneMs: request.toEpochMs(timestamp) });
  });
  return () => [...requests];
}

/** The time of the page's last largest-contentful-paint entry, in ms since the epoch. */
function largestPaintEpochMs(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1];
          if (last) resolve(performance.timeOrigin + last.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => reject(new Error('the page reported no largest contentful paint')), 5_000);
      }),
  );
}

async function waitUntilShown(page: Page, route: BenchRoute): Promise<string> {
  if (route.shows === 'not found') {
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor({ timeout: 60_000 });
    return '404';
  }
  const remotePage = page.locator('[data-remote-page]').first();
  try {
    await remotePage.waitFor({ timeout: 60_000 });
  } catch (error) {
    const heading = await page.locator('h1, h2').first().textContent().catch(() => null);
    throw new Error(`${route.path} showed no remote page (first heading: ${JSON.stringify(heading)}): ${String(error)}`);
  }
  return (await remotePage.getAttribute('data-remote-page')) ?? '?';
}
