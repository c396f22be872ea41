import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { serveContainer } from '../../shell/server/site-server';
import { freePort } from '../../tooling/site/ports';
import { remoteDirs, type StaticSite } from '../../e2e/support/static-site';
import { steadyLoad } from './steady-load';

// What server rendering costs and keeps (docs/decisions/029): how long the shell's server takes to
// answer a page at a steady 50 requests a second, how large the page it sends is, and whether
// loading one new deployment of a remote after another grows its memory without bound. The site is
// served in this process (static-site.ts), so its memory is this process's.

export interface RenderLoad {
  path: string;
  rate: number;
  requests: number;
  errors: number;
  /** Pages answered a second, from the first request to the last answer. */
  achievedRate?: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms?: number;
}

export interface HtmlSize {
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface RedeployMemory {
  /** Heap in use after a full collection: before the first new deployment, then after each. */
  heapMiB: number[];
}

/** A page asked of a site whose API never answers. */
export interface HungApiAnswer {
  path: string;
  /** Until the last byte; undefined when the bench gave up waiting (`limitMs`). */
  ms?: number;
  limitMs: number;
  status?: number;
  /** The page says it could not be loaded, with Try again (its fallback). */
  fallback: boolean;
}

/** Requests `path` at a steady `rate` a second for `seconds`, each timed from asking to the last byte. */
export async function loadServerRender(baseURL: string, path: string, rate = 50, seconds = 10): Promise<RenderLoad> {
  // Warm: the route's remote loaded and its code compiled.
  for (let i = 0; i < 20; i++) await (await fetch(`${baseURL}${path}`)).text();
  return { path, ...(await steadyLoad(`${baseURL}${path}`, rate, seconds)) };
}

/**
 * Each path asked of a site whose API accepts connections and never answers (all at once), timed
 * to the last byte, up to `limitMs`: what a visitor meets on the API's bad day.
 */
export async function pagesWithTheApiHung(baseURL: string, paths: string[], limitMs = 60_000): Promise<HungApiAnswer[]> {
  return Promise.all(
    paths.map(async (path) => {
      const sent = performance.now();
      try {
        const response = await fetch(`${baseURL}${path}`, { signal: AbortSignal.timeout(limitMs) });
        const html = await response.text();
        return { path, ms: performance.now() - sent, limitMs, status: response.status, fallback: /could not be loaded|not available right now/.test(html) && html.includes('Try again') };
      } catch {
        return { path, limitMs, fallback: false };
      }
    }),
  );
}

export async function htmlSize(baseURL: string, path: string): Promise<HtmlSize> {
  const html = Buffer.from(await (await fetch(`${baseURL}${path}`)).arrayBuffer());
  return { path, bytes: html.length, gzipBytes: gzipSync(html).length };
}

function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

export const heapMiB = () => {
  collectGarbage();
  return Math.round((process.memoryUsage().heapUsed / 2 ** 20) * 10) / 10;
};

/**
 * Of the heap in use, what V8's compiled code takes (its code spaces), read after `heapMiB`: it
 * grows as functions are used enough to be optimized, and stops once they all are.
 */
export const compiledCodeMiB = () => {
  const code = getHeapSpaceStatistics().filter(({ space_name }) => space_name.startsWith('code_'));
  return Math.round((code.reduce((sum, space) => sum + space.space_used_size, 0) / 2 ** 20) * 10) / 10;
};

/**
 * Points remotes.json at `count` new deployments of the invitation remote in turn (the same build,
 * each at an address of its own, so that the server loads its code anew each time), renders the
 * invitation a few times from each, and notes the heap after each; then points it back.
 */
export async function memoryOverRedeploys(site: StaticSite, path: string, count = 20): Promise<RedeployMemory> {
  const first = site.manifests();
  for (let i = 0; i < 5; i++) await (await fetch(`${site.baseURL}${path}`)).text();
  const heap = [heapMiB()];
  for (let i = 0; i < count; i++) {
    const port = await freePort();
    const deployment = await serveContainer({ dir: remoteDirs.invitation, port, host: '127.0.0.1' });
    try {
      site.writeRemotesJson({ ...first, invitation: `http://127.0.0.1:${port}/mf-manifest.json` });
      for (let j = 0; j < 5; j++) {
        const response = await fetch(`${site.baseURL}${path}`);
        const html = await response.text();
        if (!html.includes('data-remote-page="invitation/InvitationPage"')) throw new Error(`deployment ${i + 1} was not rendered`);
      }
    } finally {
      await deployment.close();
    }
    heap.push(heapMiB());
  }
  site.writeRemotesJson(first);
  return { heapMiB: heap };
}
