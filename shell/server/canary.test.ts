/** @jest-environment node */
import Fastify, { type FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RELEASE_STATE_PATHS, RELEASE_STATE_TOKEN_HEADER, type Canary, type ReleaseState } from '@party/domain';
import { useTestApi } from '../../api/src/test/test-api';
import { endCanary, startCanary, type CanaryContext } from '../../scripts/releases/canary';
import { releaseStateApi } from '../../scripts/releases/release-state-api';
import { publishRelease, stagingDir } from '../../scripts/releases/store';
import { freePort } from '../../tooling/site/ports';
import type { PageState } from '../src/routing/server-page';
import { inCanary } from './releases/canary-cohort';
import { releaseStateClient } from './releases/release-state-client';
import type { Renderer } from './renderer/page-contract';
import { serveSite } from './site-server';

// The page server's side of a canary (docs/decisions/046, 047), the state in the real API
// (decision 073), with a stand-in renderer that shows which remotes it was asked to render with and
// fails when told to: the real renderer with two releases of one remote is the browser tests'
// (e2e/tests/releases.spec.ts).

const TOKEN = 'release-state-token-of-at-least-32-characters';
const api = useTestApi({ releaseStateToken: TOKEN });
const LIVE = 'http://127.0.0.1:3004/mf-manifest.json';
const RELEASE = 'aaaaaaa-20261126T100000Z';
const storeUrl = 'http://127.0.0.1:3010';
const OWNER = 'invitation-team@example.com';
const PAGE = '/booking-invitation/some-invitation';

let root: string;
let context: CanaryContext;
let site: FastifyInstance;
let siteUrl: string;
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

/** Pages until one is of this release: the page server asks for the state every 20 ms here. */
async function until(release: string, seed?: string) {
  for (;;) {
    const next = await page(seed);
    if (next.build === release) return next;
  }
}

const report = (body: unknown, headers: Record<string, string>) =>
  fetch(`${siteUrl}/canary/hydration-error`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers }, body: JSON.stringify(body) });
const canaries = async () => (await context.api.state()).canaries;
const failuresCounted = async () => Number((await api.db.query<{ n: number }>('select count(*)::int as n from canary_failures'))[0]!.n);

beforeEach(async () => {
  canaryRender = 'renders';
  root = mkdtempSync(path.join(tmpdir(), 'party-canary-test-'));
  const shellDir = path.join(root, 'shell');
  mkdirSync(shellDir);
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(shellDir, 'remotes.json'), JSON.stringify({ invitation: LIVE }));
  writeFileSync(path.join(shellDir, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  const storeDir = path.join(root, 'store');
  context = { storeDir, storeUrl, remotesFile: path.join(shellDir, 'remotes.json'), by: 'sam@example.com', owners: { invitation: OWNER }, api: releaseStateApi({ url: api.url, token: TOKEN }) };
  const staging = stagingDir(storeDir, 'invitation', RELEASE);
  mkdirSync(staging, { recursive: true });
  writeFileSync(path.join(staging, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  await publishRelease(storeDir, staging, { remote: 'invitation', id: RELEASE, commit: 'aaaaaaa', at: '2026-11-26T10:00:00Z', by: 'sam@example.com' });
  const releaseState = releaseStateClient({ apiUrl: api.url, token: TOKEN, pollMs: 20, flushMs: 20, log: { info: () => undefined, error: () => undefined } });
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  site = await serveSite({ dir: shellDir, port, host: '127.0.0.1', apiUrl: 'http://127.0.0.1:9', renderer, releaseState });
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

test('a canary started while the site runs is seen within a poll: a cohort cookie, and the same release in the render, the page state and every page after', async () => {
  const canary = await startCanary(context, 'invitation', RELEASE, 50);
  let first = await page();
  while (!first.response.headers.get('set-cookie')) first = await page();
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
  await until('live', seedFor(canary, true));
});

test('a made-up cookie is a visitor without one', async () => {
  await startCanary(context, 'invitation', RELEASE, 50);
  while (!(await page()).response.headers.get('set-cookie'));
  for (const made of ['', 'x'.repeat(16), '../../etc', '0123456789abcdef0', '🎈']) {
    const response = await fetch(`${siteUrl}${PAGE}`, { headers: { cookie: `cohort=${encodeURIComponent(made)}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^cohort=[0-9a-f]{16};/);
  }
});

test('five failed renders of the canary withdraw it: its visitors get the live release from the next page, and its owner is emailed', async () => {
  const canary = await startCanary(context, 'invitation', RELEASE, 50);
  const inside = seedFor(canary, true);
  await until(RELEASE, inside);
  canaryRender = 'throws';
  for (let i = 0; i < 4; i++) expect((await page(inside)).html).toContain('not available right now');
  // Visitors outside it are not counted.
  for (let i = 0; i < 5; i++) expect((await page(seedFor(canary, false))).build).toBe('live');
  expect(await canaries()).toEqual({ invitation: canary });
  expect((await page(inside)).html).toContain('not available right now');

  expect(await canaries()).toEqual({});
  // The answer to the fifth failure said so: the very next page is the live release.
  const next = await page(inside);
  expect(next.build).toBe('live');
  expect(next.state.remotes).toEqual({ invitation: LIVE });
  const [ended] = (await context.api.history()).canaries;
  expect(ended?.ended).toMatchObject({ how: 'withdrawn', reason: expect.stringMatching(/^5 failures \(render\)/) });
  const emails = await api.db.query<{ recipient: string; subject: string }>(`select recipient, message->>'subject' as subject from email_outbox where kind = 'canary-withdrawn'`);
  expect(emails).toEqual([{ recipient: OWNER, subject: `Canary withdrawn: invitation ${RELEASE}` }]);
});

test("a browser's hydration report counts only from the site's own pages, for the canary running, from a visitor in it, once per client", async () => {
  const canary = await startCanary(context, 'invitation', RELEASE, 50);
  const inside = `cohort=${seedFor(canary, true)}`;
  await until(RELEASE, seedFor(canary, true));
  const own = { origin: siteUrl, cookie: inside };

  // A huge body is refused.
  expect((await report({ remote: 'invitation', release: RELEASE, pad: 'x'.repeat(2000) }, own)).status).toBe(413);

  // Another site's page, a visitor outside the canary, another release, nonsense: answered alike, not counted.
  expect((await report({ remote: 'invitation', release: RELEASE }, { origin: 'https://evil.example', cookie: inside })).status).toBe(204);
  expect((await report({ remote: 'invitation', release: RELEASE }, { cookie: inside })).status).toBe(204);
  expect((await report({ remote: 'invitation', release: RELEASE }, { origin: siteUrl, cookie: `cohort=${seedFor(canary, false)}` })).status).toBe(204);
  expect((await report({ remote: 'invitation', release: 'bbbbbbb-20261126T100000Z' }, own)).status).toBe(204);
  expect((await report({ remote: '__proto__', release: RELEASE }, own)).status).toBe(204);
  expect((await fetch(`${siteUrl}/canary/hydration-error`, { method: 'POST', headers: { 'content-type': 'text/plain', ...own }, body: '{"remote":\u0000' })).status).toBe(204);
  expect(await failuresCounted()).toBe(0);

  // One client reporting again and again is one failure: the canary runs on.
  for (let i = 0; i < 3; i++) expect((await report({ remote: 'invitation', release: RELEASE }, own)).status).toBe(204);
  expect(await failuresCounted()).toBe(3);
  expect(await canaries()).toEqual({ invitation: canary });

  // A client past its limit (10 a minute, whatever they sent) is refused: here its 11th request within the minute.
  expect((await report({}, own)).status).toBe(429);
});

test('a page server that loses the API keeps serving the last state it knew, and says so once', async () => {
  const messages: string[] = [];
  const log = { info: (m: string) => messages.push(m), error: (m: string) => messages.push(m) };
  // An API that answers with the canary running, then not at all.
  const canary: Canary = { id: 7, remote: 'invitation', release: RELEASE, url: `${storeUrl}/invitation/${RELEASE}/mf-manifest.json`, percent: 50, startedAt: '2026-11-26T10:00:00.000Z', by: 'sam@example.com' };
  const promoted: ReleaseState = { version: 3, live: { invitation: { release: RELEASE, url: canary.url } }, canaries: {} };
  let answering = true;
  const stand = Fastify().get(RELEASE_STATE_PATHS.state, async (_request, reply) => (answering ? promoted : reply.code(503).send()));
  const client = releaseStateClient({ apiUrl: await stand.listen({ port: 0, host: '127.0.0.1' }), token: TOKEN, pollMs: 10, log });
  try {
    await client.ready;
    expect(client.current().live).toEqual({ invitation: canary.url });
    answering = false;
    while (!messages.some((m) => m.includes('cannot be read'))) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.current().live).toEqual({ invitation: canary.url });
    answering = true;
    while (!messages.some((m) => m.includes('is back'))) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(messages).toEqual([expect.stringContaining('[releases] the release state cannot be read (it answered 503): serving the last one known'), '[releases] the release state is back: serving what it says.']);
  } finally {
    await client.close();
    await stand.close();
  }
});

test("counts the API did not take are kept and sent with the next report; an answer not of the contract's shape is a state not read", async () => {
  const messages: string[] = [];
  const log = { info: (m: string) => messages.push(m), error: (m: string) => messages.push(m) };
  const canary: Canary = { id: 7, remote: 'invitation', release: RELEASE, url: `${storeUrl}/invitation/${RELEASE}/mf-manifest.json`, percent: 50, startedAt: '2026-11-26T10:00:00.000Z', by: 'sam@example.com' };
  let answer: unknown = { version: 1, live: {}, canaries: { invitation: canary } };
  let taking = false;
  const reports: unknown[] = [];
  const stand = Fastify()
    .get(RELEASE_STATE_PATHS.state, async () => answer)
    .post(RELEASE_STATE_PATHS.canaryCounts, async (request, reply) => {
      if (!taking) return reply.code(503).send();
      reports.push(request.body);
      return { withdrawn: false };
    });
  const client = releaseStateClient({ apiUrl: await stand.listen({ port: 0, host: '127.0.0.1' }), token: TOKEN, pollMs: 10, flushMs: 10, log });
  try {
    await client.ready;
    client.rendered(canary);
    await expect(client.failed(canary, 'render')).rejects.toThrow('the API answered 503');
    await expect(client.failed(canary, 'load')).rejects.toThrow('the API answered 503');
    expect(messages.filter((m) => m.startsWith('[canary] counts not sent'))).toEqual(['[canary] counts not sent (the API answered 503): kept, and sent with the next report.']);
    taking = true;
    while (!messages.includes('[canary] counts are sent again.')) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reports).toEqual([{ renders: [{ minute: expect.any(Number), count: 1 }], failures: [expect.objectContaining({ kind: 'render' }), expect.objectContaining({ kind: 'load' })] }]);

    // An answer that is not a release state leaves the last one known in place.
    answer = { version: 2, live: { invitation: { release: '../../x', url: 'javascript:alert(1)' } }, canaries: {} };
    while (!messages.some((m) => m.includes('cannot be read'))) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.current()).toEqual({ live: {}, canaries: { invitation: canary } });
  } finally {
    await client.close();
    await stand.close();
  }
});

test("a promotion moves the pages' policy with it, the browser-rendered page's too", async () => {
  const policyOfIndexHtml = async () => {
    const response = await fetch(`${siteUrl}/index.html`);
    await response.text();
    return response.headers.get('content-security-policy');
  };
  const before = await policyOfIndexHtml();
  expect(before).not.toContain(storeUrl);
  await context.api.promote({ remote: 'invitation', release: RELEASE, url: `${storeUrl}/invitation/${RELEASE}/mf-manifest.json`, baselineUrl: LIVE, by: 'sam@example.com' });
  await until(RELEASE);
  expect((await page()).response.headers.get('content-security-policy')).toContain(storeUrl);
  expect(await policyOfIndexHtml()).toContain(storeUrl);
});

test('the site never forwards the release state: its addresses are pages of the site, never the API\'s answer', async () => {
  const port = await freePort();
  const inFront = await serveSite({ dir: path.dirname(context.remotesFile), port, host: '127.0.0.1', apiUrl: api.url, renderer });
  try {
    const headers = { [RELEASE_STATE_TOKEN_HEADER]: TOKEN };
    const direct = await fetch(`${api.url}${RELEASE_STATE_PATHS.state}`, { headers });
    expect(direct.status).toBe(200);
    expect(await direct.json()).toMatchObject({ version: expect.any(Number) });
    for (const address of [RELEASE_STATE_PATHS.state, '/api/../internal/releases/state', '/checkout/../internal/releases/history']) {
      const response = await fetch(`http://127.0.0.1:${port}${address}`, { headers });
      // The stand-in renderer renders any address; the real one answers 404 for these (no route of the site's).
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).not.toContain('"version"');
    }
  } finally {
    await inFront.close();
  }
});
