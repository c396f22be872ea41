/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endCanary, startCanary, type CanaryContext } from '../../scripts/releases/canary';
import { readCanaries, readCanaryHistory, readCounts, type Canary } from './releases/canaries';
import { inCanary } from './releases/canary-cohort';
import { publishRelease, stagingDir } from '../../scripts/releases/store';
import { mailDevEmails, startMailDev, type RunningMailDev } from '../../tooling/site/maildev';
import { freePort } from '../../tooling/site/ports';
import type { PageState } from '../src/routing/server-page';
import { canaryWatch, type CanaryWatch } from './canary-watch';
import type { Renderer } from './renderer/page-contract';
import { serveSite } from './site-server';

// The page server's side of a canary (docs/decisions/046, 047), with a stand-in renderer that shows
// which remotes it was asked to render with and fails when told to: the real renderer with two
// releases of one remote is the browser tests' (e2e/tests/releases.spec.ts).

const LIVE = 'http://127.0.0.1:3004/mf-manifest.json';
const RELEASE = 'aaaaaaa-20261126T100000Z';
const storeUrl = 'http://127.0.0.1:3010';
const OWNER = 'invitation-team@example.com';
const PAGE = '/booking-invitation/some-invitation';

let root: string;
let context: CanaryContext;
let watch: CanaryWatch;
let site: FastifyInstance;
let siteUrl: string;
let maildev: RunningMailDev;
/** What the stand-in renderer does with the canary's release: render it, or fail as a page that throws does. */
let canaryRender: 'renders' | 'throws' = 'renders';

const renderer: Renderer = {
  async prepareResponse({ remotes }) {
    const state: PageState = { remotes, venue: null, page: { pathname: PAGE } };
    const isCanary = remotes.invitation !== LIVE;
    return {
      status: 200,
      private: false,
      title: 'A page',
      stylesheets: [],
      remoteOrigins: [],
      state,
      async renderBody() {
        if (isCanary && canaryRender === 'throws') {
          state.page!.failed = 'render';
          return '<p>The party invitation page is not available right now</p>';
        }
        return `<div data-build="${isCanary ? RELEASE : 'live'}"></div>`;
      },
    };
  },
};

const seedFor = (canary: Pick<Canary, 'release' | 'percent'>, inside: boolean) => {
  for (;;) {
    const seed = randomBytes(8).toString('hex');
    if (inCanary(seed, { remote: 'invitation', ...canary }) === inside) return seed;
  }
};

async function page(seed?: string) {
  const response = await fetch(`${siteUrl}${PAGE}`, { headers: seed ? { cookie: `cohort=${seed}` } : {} });
  const html = await response.text();
  const state = JSON.parse(/<script type="application\/json" id="page-state"[^>]*>(.*?)<\/script>/.exec(html)![1]!) as PageState;
  return { response, html, state, build: /data-build="([^"]+)"/.exec(html)?.[1] };
}

const report = (body: unknown, headers: Record<string, string>) =>
  fetch(`${siteUrl}/canary/hydration-error`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers }, body: JSON.stringify(body) });

beforeAll(async () => {
  maildev = await startMailDev();
}, 30_000);
afterAll(() => maildev?.stop());

beforeEach(async () => {
  canaryRender = 'renders';
  root = mkdtempSync(path.join(tmpdir(), 'party-canary-test-'));
  const shellDir = path.join(root, 'shell');
  mkdirSync(shellDir);
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(shellDir, 'remotes.json'), JSON.stringify({ invitation: LIVE }));
  writeFileSync(path.join(shellDir, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  context = { storeDir: path.join(root, 'store'), storeUrl, remotesFile: path.join(shellDir, 'remotes.json'), by: 'sam@example.com', owners: { invitation: OWNER } };
  const staging = stagingDir(context.storeDir, 'invitation', RELEASE);
  mkdirSync(staging, { recursive: true });
  writeFileSync(path.join(staging, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  await publishRelease(context.storeDir, staging, { remote: 'invitation', id: RELEASE, commit: 'aaaaaaa', at: '2026-11-26T10:00:00Z', by: 'sam@example.com' });
  watch = canaryWatch({ storeDir: context.storeDir, mail: { smtpUrl: maildev.smtpUrl, from: 'Releases <releases@example.com>' }, flushMs: 20, log: { info: () => undefined, error: () => undefined } });
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  site = await serveSite({ dir: shellDir, port, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9', renderer, canaryWatch: watch });
});
afterEach(async () => {
  await site.close();
  rmSync(root, { recursive: true, force: true });
});

test('without a canary, no visitor is given a cookie and every page is the live release', async () => {
  const { response, state, build } = await page();
  expect(response.headers.get('set-cookie')).toBeNull();
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(state.remotes).toEqual({ invitation: LIVE });
  expect(state.canary).toBeUndefined();
  expect(build).toBe('live');
});

test('a canary started while the site runs is seen on the next page: a cohort cookie, and the same release in the render, the page state and every page after', async () => {
  const canary = await startCanary(context, 'invitation', RELEASE, 50);
  const first = await page();
  const cookie = first.response.headers.get('set-cookie')!;
  expect(cookie).toMatch(/^cohort=[0-9a-f]{16}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly$/);
  expect(first.response.headers.get('cache-control')).toBe('private, no-cache');
  const seed = /^cohort=([0-9a-f]{16})/.exec(cookie)![1]!;
  const inside = inCanary(seed, canary);
  for (let i = 0; i < 3; i++) {
    const again = await page(seed);
    expect(again.response.headers.get('set-cookie')).toBeNull();
    expect(again.build).toBe(inside ? RELEASE : 'live');
    expect(again.state.remotes.invitation).toBe(inside ? canary.url : LIVE);
    expect(again.state.canary).toEqual(inside ? { remote: 'invitation', release: RELEASE } : undefined);
  }
  // The page's policy allows the release store, where the canary's code is.
  expect((await page(seedFor(canary, true))).response.headers.get('content-security-policy')).toContain(storeUrl);

  await endCanary(context, 'invitation');
  expect((await page(seedFor(canary, true))).build).toBe('live');
});

test('a made-up cookie is a visitor without one', async () => {
  await startCanary(context, 'invitation', RELEASE, 50);
  for (const made of ['', 'x'.repeat(16), '../../etc', '0123456789abcdef0', '🎈']) {
    const response = await fetch(`${siteUrl}${PAGE}`, { headers: { cookie: `cohort=${encodeURIComponent(made)}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^cohort=[0-9a-f]{16};/);
  }
});

test('five failed renders of the canary withdraw it: its visitors get the live release from the next page, and its owner is emailed', async () => {
  const canary = await startCanary(context, 'invitation', RELEASE, 50);
  canaryRender = 'throws';
  const inside = seedFor(canary, true);
  for (let i = 0; i < 4; i++) expect((await page(inside)).html).toContain('not available right now');
  // Visitors outside it are not counted.
  for (let i = 0; i < 5; i++) expect((await page(seedFor(canary, false))).build).toBe('live');
  expect(await readCanaries(context.storeDir)).toEqual({ invitation: canary });
  expect((await page(inside)).html).toContain('not available right now');

  expect(await readCanaries(context.storeDir)).toEqual({});
  const next = await page(inside);
  expect(next.build).toBe('live');
  expect(next.state.remotes).toEqual({ invitation: LIVE });
  expect((await readCanaryHistory(context.storeDir)).at(-1)).toMatchObject({ action: 'withdrawn', reason: expect.stringMatching(/^5 failures \(render\)/) });
  const email = (await mailDevEmails(maildev.webUrl)).find((e) => e.subject === `Canary withdrawn: invitation ${RELEASE}`);
  expect(email).toMatchObject({ to: [{ address: OWNER }], text: expect.stringContaining('Every visitor is back on the live release') });
});

test("a browser's hydration report counts only from the site's own pages, for the canary running, from a visitor in it, once per client", async () => {
  const canary = await startCanary(context, 'invitation', RELEASE, 50);
  const inside = `cohort=${seedFor(canary, true)}`;
  const own = { origin: siteUrl, cookie: inside };
  const counted = async () => (await readCounts(context.storeDir, canary)).flatMap((c) => c.failures).length;

  // A huge body is refused.
  expect((await report({ remote: 'invitation', release: RELEASE, pad: 'x'.repeat(2000) }, own)).status).toBe(413);

  // Another site's page, a visitor outside the canary, another release, nonsense: answered alike, not counted.
  expect((await report({ remote: 'invitation', release: RELEASE }, { origin: 'https://evil.example', cookie: inside })).status).toBe(204);
  expect((await report({ remote: 'invitation', release: RELEASE }, { cookie: inside })).status).toBe(204);
  expect((await report({ remote: 'invitation', release: RELEASE }, { origin: siteUrl, cookie: `cohort=${seedFor(canary, false)}` })).status).toBe(204);
  expect((await report({ remote: 'invitation', release: 'bbbbbbb-20261126T100000Z' }, own)).status).toBe(204);
  expect((await report({ remote: '__proto__', release: RELEASE }, own)).status).toBe(204);
  expect((await fetch(`${siteUrl}/canary/hydration-error`, { method: 'POST', headers: { 'content-type': 'text/plain', ...own }, body: '{"remote":\u0000' })).status).toBe(204);
  expect(await counted()).toBe(0);

  // One client reporting again and again is one failure: the canary runs on.
  for (let i = 0; i < 3; i++) expect((await report({ remote: 'invitation', release: RELEASE }, own)).status).toBe(204);
  expect(await counted()).toBe(3);
  expect(await readCanaries(context.storeDir)).toEqual({ invitation: canary });

  // A client past its limit (10 a minute, whatever they sent) is refused: here its 11th request within the minute.
  expect((await report({}, own)).status).toBe(429);
});
