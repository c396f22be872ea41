import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { firstVisitPage } from './first-load';
import type { BenchRoute } from './routes';

// The JavaScript a page needs before it works (issue 41): the scripts the browser had downloaded by
// the moment the page marks itself live (`performance.mark('page-live')`, shared-ui's PageRoot).
// What loads after the mark (on idle, or when a visitor reaches for a control) is not counted:
// that is the point of loading it later.

/** One script downloaded before live. */
export interface ScriptFile {
  /** Its address as port/file. */
  file: string;
  gzipBytes: number;
}

export interface ScriptBeforeLive {
  /** The scripts before live, each gzipped (level 9, as the build pre-compresses them). */
  gzipBytes: number;
  /** The same scripts as they came over the wire (the servers' pre-compressed brotli), bodies only. */
  wireBytes: number;
  /** Each script before live, largest first. */
  files: ScriptFile[];
  /** Scripts downloaded after the mark by the time the network was idle (loaded later). */
  afterLiveGzipBytes: number;
}

/**
 * Loads the route as a first visit (fresh context, cache disabled, every request delayed as in
 * first-load.ts so that what is asked for after the mark arrives after it), waits for `page-live`,
 * then for the network to be idle, and splits the scripts by whether their answer had ended before
 * the mark (Resource Timing's `responseEnd`, on the page's own clock as the mark is).
 */
export async function measureScriptBeforeLive(browser: Browser, baseURL: string, route: BenchRoute): Promise<ScriptBeforeLive> {
  const context = await browser.newContext();
  try {
    const { page } = await firstVisitPage(context);
    const scripts = new Map<string, Response>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response);
    });
    await page.goto(`${baseURL}${route.path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForFunction(() => performance.getEntriesByName('page-live').length > 0, undefined, { timeout: 60_000, polling: 50 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const endedBeforeLive = await page.evaluate(() => {
      const live = performance.getEntriesByName('page-live')[0]!.startTime;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.responseEnd > 0 && entry.responseEnd <= live)
        .map((entry) => entry.name);
    });
    const before = new Set(endedBeforeLive);
    const result: ScriptBeforeLive = { gzipBytes: 0, wireBytes: 0, files: [], afterLiveGzipBytes: 0 };
    for (const [url, response] of scripts) {
      if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
      const gzipBytes = gzipSync(await response.body(), { level: 9 }).length;
      if (!before.has(url)) {
        result.afterLiveGzipBytes += gzipBytes;
        continue;
      }
      result.gzipBytes += gzipBytes;
      result.wireBytes += (await response.request().sizes()).responseBodySize;
      result.files.push({ file: portAndFile(url), gzipBytes });
    }
    result.files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return result;
  } finally {
    await context.close();
  }
}

function portAndFile(url: string): string {
  const { host, pathname } = new URL(url);
  return `${host.split(':').pop()}/${pathname.split('/').pop()}`;
}
