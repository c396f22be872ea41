// The bench's phases against the servers: the API under a steady load, server rendering, the
// entry files' sizes, and every page with the API hung.

import { createServer, type Socket } from 'node:net';
import { startStaticSite } from '../../../e2e/support/static-site';
import { freePort } from '../../../tooling/site/ports';
import { loadEndpoint } from '../api-load';
import { monolithDist } from '../builds';
import { onCleanup } from '../cleanup';
import { federatedEntrySizes, monolithEntrySize } from '../entry-sizes';
import { measureReleases } from '../releases';
import type { BenchResults, BuildKind } from '../results';
import { daysFromNow, isoDate, type SampleBooking } from '../sample-booking';
import { htmlSize, loadServerRender, memoryOverRedeploys, pagesWithTheApiHung } from '../server-render';
import { step, type Run, type Served } from './run';

/** The steady rate the API's availability reads are offered at (the target: p99 <= 25 ms there). */
const API_RATE = 300;

/** 4. API latency at a steady rate, on the busy venue's day with parties and free rooms. */
export async function loadApi({ results, attempt }: Run, apiUrl: string, sample: SampleBooking): Promise<void> {
  step(`Loading the API at ${API_RATE} requests a second`);
  const day = results.venue?.busyDay ?? isoDate(daysFromNow(60));
  const endpoints = [
    `/api/get-time-slots?date=${day}&duration=2`,
    `/api/roomss3?timeSlots=10:00&numberOfKids=12&date=${day}&duration=2`,
    '/api/full-party-dates',
    '/api/packages',
    ...(sample.madeUpBecause ? [] : [`/api/bookings/${sample.bookingId}`]),
  ];
  for (const endpoint of endpoints) {
    const load = await attempt(`API load on ${endpoint}`, () => loadEndpoint(apiUrl, endpoint, { rate: API_RATE }));
    if (load) results.api.push(load);
  }
}

/**
 * 7. Every page with the API hung: a second federated site in front of an API that accepts
 * connections and never answers, each page asked at once and timed to its last byte.
 */
export async function measureHungApi({ results, attempt }: Run): Promise<void> {
  step('Asking every page with the API hung');
  const held = new Set<Socket>();
  const hung = createServer((socket) => held.add(socket));
  const port = await freePort();
  await new Promise<void>((resolve) => hung.listen(port, '127.0.0.1', resolve));
  const closeHung = onCleanup(() => {
    held.forEach((socket) => socket.destroy());
    return new Promise<void>((resolve) => hung.close(() => resolve()));
  });
  const site = await attempt('serving a site in front of a hung API', () => startStaticSite(`http://127.0.0.1:${port}`));
  if (site) {
    const closeSite = onCleanup(() => site.close());
    const paths = results.pages.filter(({ route }) => route.shows !== 'not found').map(({ route }) => route.path);
    results.hungApi = await attempt('pages with the API hung', () => pagesWithTheApiHung(site.baseURL, paths));
    await closeSite();
  }
  await closeHung();
}

/**
 * 5. Server rendering: the size of each page's HTML; unless sizes only, the render time at a steady
 * 50 requests a second on / and the invitation, the heap over 20 new deployments of a remote, and
 * releases' costs (scripts/bench/releases.ts): the heap over 100 promotions and rollbacks, and the
 * invitation's render time during a 50% canary.
 */
export async function measureServerRendering({ results, attempt }: Run, { site, apiUrl }: Served & { apiUrl: string }, sizesOnly: boolean): Promise<void> {
  if (!site) return;
  step('Measuring server rendering');
  const rendering: NonNullable<BenchResults['serverRendering']> = { loads: [], html: [] };
  results.serverRendering = rendering;
  for (const { route } of results.pages) {
    const size = await attempt(`HTML size of ${route.path}`, () => htmlSize(site.baseURL, route.path));
    if (size) rendering.html.push(size);
  }
  if (sizesOnly) return;
  const invitation = results.pages.find(({ route }) => route.pattern.includes('invitation'))?.route.path;
  for (const path of ['/', ...(invitation ? [invitation] : [])]) {
    const load = await attempt(`server render load on ${path}`, () => loadServerRender(site.baseURL, path));
    if (load) rendering.loads.push(load);
  }
  if (invitation) rendering.memory = await attempt('memory over 20 deployments', () => memoryOverRedeploys(site, invitation));
  if (invitation) rendering.releases = await attempt('releases: 100 promotions and rollbacks, and a canary', () => measureReleases(apiUrl, invitation));
}

/** 6. Entry file sizes. */
export async function measureEntries({ results, attempt }: Run, built: Record<BuildKind, boolean>): Promise<void> {
  if (built.federated) results.entries.push(...((await attempt('federated entry sizes', async () => federatedEntrySizes())) ?? []));
  if (built.monolith) {
    const entry = await attempt('monolith entry size', async () => monolithEntrySize(monolithDist));
    if (entry) results.entries.push(entry);
  }
}
