import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export { expect };

interface Fixtures {
  /**
   * Declares console errors or failed requests a test provokes on purpose (a remote that is down,
   * an API error it checks the message of). Anything else makes the test fail.
   */
  allowIssues: (...patterns: RegExp[]) => void;
  /**
   * Stops something the page uses (a site a test served) once the page's last checks are done and
   * it is closed: stopping it earlier would fail the page's own requests.
   */
  afterPageCloses: (stop: () => Promise<void>) => void;
}

/**
 * Every browser test: fails on any console error, page error, failed request or HTTP error it did
 * not declare; checks accessibility (axe: no serious or critical violations) after every
 * `page.goto` and on the last page; and checks that the last page does not scroll sideways.
 */
export const test = base.extend<Fixtures & { issues: string[]; allowed: RegExp[]; stops: Array<() => Promise<void>> }>({
  issues: async ({}, use) => use([]),
  allowed: async ({}, use) => use([]),
  stops: async ({}, use) => use([]),
  allowIssues: async ({ allowed }, use) => use((...patterns) => allowed.push(...patterns)),
  afterPageCloses: async ({ stops }, use) => use((stop) => stops.push(stop)),
  page: async ({ page, issues, allowed, stops }, use) => {
    // Chromium's own console line for an HTTP error; the response listener below records the same
    // failure with its method and URL, which is what a test can declare. Only a failure that
    // listener did not see (the browser's own requests, a favicon) is recorded from this line.
    const failedResources: string[] = [];
    const notFoundPages = new Set<string>();
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (message.text().startsWith('Failed to load resource: the server responded with a status of')) {
        failedResources.push(message.location().url);
      } else {
        issues.push(`console error: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => issues.push(`page error: ${error.message}`));
    page.on('requestfailed', (request) => {
      const reason = request.failure()?.errorText ?? '';
      // A request cut short by leaving the page is not a failure.
      if (reason !== 'net::ERR_ABORTED') issues.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
    });
    page.on('response', (response) => {
      // The site's own 404 page answers an unknown address with 404 (decision 029): the tests that
      // open one check its content.
      const isNotFoundPage = response.status() === 404 && response.request().isNavigationRequest() && response.request().resourceType() === 'document';
      if (isNotFoundPage) notFoundPages.add(response.url());
      if (response.status() >= 400 && !isNotFoundPage) issues.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    });

    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await settle(page);
      await expectAccessible(page);
      return response;
    };

    await use(page);

    try {
      await settle(page);
      await expectAccessible(page);
      await expectNoHorizontalScroll(page);
      for (const url of failedResources) {
        if (notFoundPages.has(url)) continue;
        if (!issues.some((issue) => issue.startsWith('HTTP ') && issue.endsWith(` ${url}`))) issues.push(`console error: failed to load ${url}`);
      }
      const unexpected = issues.filter((issue) => !allowed.some((pattern) => pattern.test(issue)));
      expect(unexpected, 'console errors and failed requests the test did not expect').toEqual([]);
    } finally {
      await page.close();
      for (const stop of stops.reverse()) await stop();
    }
  },
});

/** Waits for the page to finish loading what it needs (remote chunks, API calls) and to be live. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await untilLive(page);
}

/**
 * Waits until a page the server rendered is live (`page-live`, decision 037). Before then a tap is
 * kept and acted on once live (decision 069), so a radio tapped early is checked a moment later:
 * a test that taps and at once asks whether it is checked waits for this first after arriving on
 * a page by anything but `page.goto` (which waits for it itself).
 */
export async function untilLive(page: Page): Promise<void> {
  const serverRendered = await page.locator('script#page-state').count().catch(() => 0);
  if (serverRendered === 0) return;
  await expect.poll(() => liveMarks(page), { message: `${page.url()} went live` }).toBe(1);
}

/** How many times the page marked itself live (`page-live`): 0 until its scripts have run, then 1. */
export const liveMarks = (page: Page) => page.evaluate(() => performance.getEntriesByName('page-live').length);

/**
 * Runs axe on the page as it is now; serious and critical violations fail the test. Legacy mode
 * runs axe inside the page instead of gathering frames' results in a blank page of its own (the
 * site has no frames), and only violations are collected: the same findings in about a quarter of
 * the time (decision 030).
 */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * At 360 px wide nothing may make the page scroll sideways. Measured against the screen's width,
 * not the window's: a phone's browser widens its window to fit what overflows (a 438 px page on a
 * 360 px phone has a 438 px `innerWidth`), so that comparison never saw anything.
 */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const screenWidth = page.viewportSize()?.width;
  if (screenWidth === undefined) throw new Error('the page has no viewport size');
  const { overflow, outside } = await page.evaluate((width) => {
    // What sticks out, named as a developer would look for it: the first few elements past the edge.
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const past = [...document.body.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element));
    return { overflow: document.documentElement.scrollWidth - width, outside: past.slice(0, 5).map(describe) };
  }, screenWidth);
  expect(overflow, `the page is ${overflow}px wider than the screen; past its edge: ${outside.join(', ')}`).toBeLessThanOrEqual(0);
}
