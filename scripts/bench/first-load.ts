import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright-core';
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
}

/**
 * Loads one page as a first-time visitor would (a fresh browser context, cache disabled), waits
 * until the page is there and the network is idle, and adds up the JavaScript it downloaded.
 */
export async function measureFirstLoad(browser: Browser, baseURL: string, route: BenchRoute): Promise<FirstLoad> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${baseURL}${route.path}`, { waitUntil: 'load', timeout: 60_000 });
    const shown = await waitUntilShown(page, route);
    await page.waitForLoadState('networkidle', { timeout: 60_000 });

    const result: FirstLoad = { wireBytes: 0, gzipBytes: 0, rawBytes: 0, scripts: scripts.length, shown };
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
