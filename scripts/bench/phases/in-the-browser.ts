// The bench's phases in a browser: first-load JavaScript, Lighthouse, and first paint to live,
// per route and build.

import { chromium, type Browser } from 'playwright-core';
import { chromiumArgs } from '../../../tooling/chromium';
import { onCleanup } from '../cleanup';
import { measureFirstLoad } from '../first-load';
import { medianOf, startLighthouse } from '../lighthouse';
import { measurePageLive } from '../page-live';
import { measureScriptBeforeLive } from '../script-before-live';
import { step, type Attempt, type Run, type Served } from './run';

/** Runs `measure` with a Chromium of its own, closed after it (or at the bench's end, if it throws). */
async function withChromium(attempt: Attempt, chromePath: string, measure: (browser: Browser) => Promise<void>): Promise<void> {
  const browser = await attempt('starting Chromium', () => chromium.launch({ executablePath: chromePath, args: chromiumArgs }));
  if (!browser) return;
  const closeBrowser = onCleanup(() => browser.close());
  await measure(browser);
  await closeBrowser();
}

/** 2. First-load JavaScript per route. */
export async function measureFirstLoads({ results, attempt }: Run, chromePath: string, { baseURLs, targets }: Served): Promise<void> {
  step('Measuring first-load JavaScript per route');
  await withChromium(attempt, chromePath, async (browser) => {
    for (const page of results.pages) {
      for (const kind of targets) {
        page.firstLoad[kind] = await attempt(`first-load JS of ${page.route.path} (${kind})`, () =>
          measureFirstLoad(browser, baseURLs[kind]!, page.route),
        );
      }
    }
  });
}

/** 2b. The JavaScript each route downloads before its `page-live` mark (script-before-live.ts). */
export async function measureScriptsBeforeLive({ results, attempt }: Run, chromePath: string, { baseURLs, targets }: Served): Promise<void> {
  step('Measuring the JavaScript before live per route');
  await withChromium(attempt, chromePath, async (browser) => {
    for (const page of results.pages) {
      // The shell's own 404 page has no remote page to mark it live.
      if (page.route.shows === 'not found') continue;
      for (const kind of targets) {
        const beforeLive = await attempt(`JavaScript before live of ${page.route.path} (${kind})`, () =>
          measureScriptBeforeLive(browser, baseURLs[kind]!, page.route),
        );
        if (beforeLive) (page.beforeLive ??= {})[kind] = beforeLive;
      }
    }
  });
}

/** 3. Lighthouse mobile per route, alternating the builds so that drift hits both alike. */
export async function runLighthouse({ results, attempt }: Run, chromePath: string, { baseURLs, targets }: Served): Promise<void> {
  step(`Running Lighthouse (${results.pages.length * targets.length * results.lighthouseRuns} runs)`);
  const lighthouse = await startLighthouse(chromePath).catch((error: unknown) => {
    results.lighthouseNotRun = `Lighthouse could not start: ${error instanceof Error ? error.message : String(error)}`;
    results.problems.push(results.lighthouseNotRun);
    return undefined;
  });
  if (!lighthouse) return;
  results.machine.lighthouse = lighthouse.version;
  for (const page of results.pages) {
    for (const kind of targets) {
      const url = `${baseURLs[kind]}${page.route.path}`;
      // The server-rendered site answers an unknown address with status 404 (decision 029), and
      // Lighthouse measures no page that answers an error (ERRORED_DOCUMENT_REQUEST).
      const status = (await fetch(url).catch(() => undefined))?.status;
      if (status === 404) {
        (results.leftOut ??= []).push(`Lighthouse on ${page.route.path} (${kind}): the page answers 404, and Lighthouse measures no page that answers an error.`);
        continue;
      }
      page.lighthouse[kind] = await attempt(`Lighthouse on ${page.route.path} (${kind})`, async () => {
        const runs = [];
        for (let run = 0; run < results.lighthouseRuns; run++) runs.push(await runOnceMore(() => lighthouse.run(url)));
        return medianOf(runs);
      });
    }
  }
  await lighthouse.close();
}

/**
 * Lighthouse now and then loses the trace of a page on a busy machine (NO_NAVSTART,
 * NO_FCP); one more try nearly always gets it.
 */
async function runOnceMore<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.error(`  ! ${error instanceof Error ? error.message.split('\n')[0] : String(error)}; trying once more`);
    return run();
  }
}

/** 4b. First paint to live per route, throttled as Lighthouse's mobile run (page-live.ts). */
export async function measurePageLives({ results, attempt }: Run, chromePath: string, { baseURLs, targets }: Served): Promise<void> {
  step('Measuring first paint to live per route');
  await withChromium(attempt, chromePath, async (browser) => {
    for (const page of results.pages) {
      if (page.route.shows === 'not found') continue;
      for (const kind of targets) {
        const live = await attempt(`first paint to live of ${page.route.path} (${kind})`, () => measurePageLive(browser, baseURLs[kind]!, page.route));
        if (live) (page.live ??= {})[kind] = live;
      }
    }
  });
}
