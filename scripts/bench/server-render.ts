import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { serveContainer } from '../../shell/server/site-server';
import { freePort } from '../../tooling/site/ports';
import { remoteDirs, type StaticSite } from '../../e2e/support/static-site';

// What server rendering costs and keeps (docs/decisions/029): how long the shell's server takes to
// answer a page at a steady 50 requests a second, how large the page it sends is, and whether
// loading one new deployment of a remote after another grows its memory without bound. The site is
// served in this process (static-site.ts), so its memory is this process's.

export interface RenderLoad {
  path: string;
  rate: number;
  requests: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Requests `path` at a steady `rate` a second for `seconds`, each timed from asking to the last byte. */
export async function loadServerRender(baseURL: string, path: string, rate = 50, seconds = 10): Promise<RenderLoad> {
  // Warm: the route's remote loaded and its code compiled.
  for (let i = 0; i < 20; i++) await (await fetch(`${baseURL}${path}`)).text();
  const timings: number[] = [];
  let errors = 0;
  const pending: Array<Promise<void>> = [];
  const started = performance.now();
  for (let i = 0; i < rate * seconds; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sent = performance.now();
    pending.push(
      fetch(`${baseURL}${path}`).then(
        async (response) => {
          await response.text();
          if (!response.ok) errors += 1;
          timings.push(performance.now() - sent);
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  const sorted = timings.sort((a, b) => a - b);
  return { path, rate, requests: timings.length + errors, errors, p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
}

export async function htmlSize(baseURL: string, path: string): Promise<HtmlSize> {
  const html = Buffer.from(await (await fetch(`${baseURL}${path}`)).arrayBuffer());
  return { path, bytes: html.length, gzipBytes: gzipSync(html).length };
}

function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const heapMiB = () => {
  collectGarbage();
  return Math.round((process.memoryUsage().heapUsed / 2 ** 20) * 10) / 10;
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
