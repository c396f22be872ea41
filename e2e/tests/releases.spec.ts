import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { inCanary } from '../../shell/server/releases/canary-cohort';
import { releaseStateClient } from '../../shell/server/releases/release-state-client';
import { releaseStateApi, type ReleaseStateApi } from '../../scripts/releases/release-state-api';
import { publishRelease, servedDir } from '../../scripts/releases/store';
import { serveContainer } from '../../shell/server/site-server';
import { startApi, type RunningApi } from '../../tooling/site/api-server';
import { mailDevEmails } from '../../tooling/site/maildev';
import { freePort } from '../../tooling/site/ports';
import { expect, test } from '../support/fixtures';
import { startStaticSite, type StaticSite } from '../support/static-site';

// Releases of a remote as its team makes them (issue 34; docs/decisions/046, 047, 051; decision 073,
// release state in the database): published to a release store served over HTTP, made live, sent
// to a share of visitors, withdrawn and rolled back with `npm run releases`, on a site of this
// spec's own (its own API and release state, remotes.json and store), so that no other spec sees
// these changes. The invitation remote's releases: one build per release, each with
// its own id (its `data-build`).

const root = path.join(__dirname, '..', '..');
const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is set by the global setup`);
  return value;
};

/** Release ids as `npm run release` makes them (a commit, a time). */
const A = 'e2e0a00-20261126T100000Z';
const B = 'e2e0b00-20261126T110000Z';
/** A's code, but its page throws in the server's render. */
const BROKEN = 'e2e0c00-20261126T120000Z';
/** A's code, but its page's server markup has a line the browser's does not: its hydration fails. */
const MISMATCHED = 'e2e0d00-20261126T130000Z';
const OWNER = 'invitation-team@party.example';
const PAGE = '/booking-invitation/some-invitation';

let store: string;
let storeServer: FastifyInstance;
let storeUrl: string;
let site: StaticSite;
let configFile: string;
/** The spec's own API, whose release state its site follows and `npm run releases` changes. */
let api: RunningApi;
let state: ReleaseStateApi;
const TOKEN = randomBytes(32).toString('hex');

/** Builds the invitation remote as `npm run release` does, into the store, under this id. */
function buildRelease(id: string): string {
  const staging = path.join(store, 'staging', `invitation-${id}`);
  execFileSync('npx', ['webpack', '--mode', 'production', '--env', `outDir=${staging}`], {
    cwd: path.join(root, 'invitation-mfe'),
    env: { ...process.env, BUILD_ID: id },
    stdio: 'pipe',
  });
  return staging;
}

/**
 * A's files under another id, with the page its server container exposes changed (`page` is an
 * object member replacing the module's `default`, with `factory` the original module's factory).
 */
function patchedCopyOfA(id: string, page: string): string {
  const staging = path.join(store, 'staging', `invitation-${id}`);
  cpSync(path.join(servedDir(store), 'invitation', A), staging, { recursive: true });
  const entry = path.join(staging, 'server', 'remoteEntry.js');
  writeFileSync(
    entry,
    `${readFileSync(entry, 'utf8')}
;(() => {
  const container = module.exports.invitation;
  const get = container.get;
  module.exports.invitation = { ...container, get: (name, ...rest) => Promise.resolve(get(name, ...rest)).then((factory) => () => ({ ...factory(), ${page} })) };
})();
`,
  );
  return staging;
}

const record = (id: string) => ({ remote: 'invitation', id, commit: id.slice(0, 7), at: new Date().toISOString(), by: 'e2e@party.example' });

/** The commands a team runs, against this spec's store and site. */
function releases(...args: string[]): string {
  return execFileSync('npx', ['tsx', path.join(root, 'scripts', 'releases', 'releases.ts'), ...args], {
    env: {
      ...process.env,
      RELEASE_STORE_DIR: store,
      RELEASE_STORE_URL: storeUrl,
      REMOTES_JSON: site.remotesJsonPath,
      RELEASES_CONFIG: configFile,
      RELEASE_STATE_URL: api.url,
      RELEASE_STATE_TOKEN: TOKEN,
    },
    encoding: 'utf8',
  });
}

/**
 * The release the site's server renders for a visitor (their cohort seed), as the page names its
 * manifest: what the server knows of the state now (the patched releases carry A's data-build).
 */
async function served(seed?: string): Promise<string | undefined> {
  const html = await (await fetch(`${site.baseURL}${PAGE}`, { headers: seed ? { cookie: `cohort=${seed}` } : {} })).text();
  return /\/invitation\/([^/]+)\/mf-manifest\.json/.exec(html)?.[1];
}

/** The canaries running, as the API has them. */
const canaries = async () => (await state.state()).canaries;

/** A visitor's cookie that puts them in (or out of) a canary, found as the server would draw it. */
function seed(release: string, percent: number, inside: boolean): string {
  for (;;) {
    const candidate = randomBytes(8).toString('hex');
    if (inCanary(candidate, { remote: 'invitation', release, percent }) === inside) return candidate;
  }
}

interface Visit {
  /** data-build in the server's response. */
  served: string | undefined;
  /** data-build once the browser has hydrated the page. */
  hydrated: string | null;
  /** The release whose remote entry the browser loaded. */
  loaded: string[];
}

/** Opens the invitation page in a context: what the server sent, what the browser hydrated with and loaded. */
async function visit(context: BrowserContext, reload = false, existing?: Awaited<ReturnType<BrowserContext['newPage']>>): Promise<Visit> {
  const page = existing ?? (await context.newPage());
  const loaded: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const match = /\/invitation\/([^/]+)\/remoteEntry\.js$/.exec(new URL(request.url()).pathname);
    if (match) loaded.push(match[1]!);
  };
  page.on('request', onRequest);
  const response = reload ? await page.reload() : await page.goto(`${site.baseURL}${PAGE}`);
  const html = (await response?.text()) ?? '';
  const remotePage = page.locator('[data-remote-page="invitation/InvitationPage"]');
  await expect(remotePage).toBeVisible();
  // Hydrated: the remote's code is loaded and run. Had it been another release's, React would have
  // replaced the server's markup with its own, and data-build with it.
  await page.waitForLoadState('networkidle');
  const visitResult = { served: /data-build="([^"]+)"/.exec(html)?.[1], hydrated: await remotePage.getAttribute('data-build'), loaded: [...new Set(loaded)] };
  page.off('request', onRequest);
  return visitResult;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two builds of the remote: about a minute each on a busy machine.
  test.setTimeout(360_000);
  store = mkdtempSync(path.join(tmpdir(), 'party-e2e-releases-'));
  configFile = path.join(store, 'releases.config.json');
  writeFileSync(configFile, JSON.stringify({ remotes: { invitation: { owner: OWNER } } }));
  const port = await freePort();
  storeUrl = `http://127.0.0.1:${port}`;
  for (const id of [A, B]) await publishRelease(store, buildRelease(id), record(id));
  // The broken release: A's files, with its server container's page replaced by one that throws
  // while rendering (as a release with a bug only the server meets would).
  await publishRelease(
    store,
    patchedCopyOfA(BROKEN, "default: function ThrowsOnTheServer() { throw new Error('releases.spec: this page throws in the server render'); },"),
    record(BROKEN),
  );
  await publishRelease(store, patchedCopyOfA(MISMATCHED, 'default: function OnlyOnTheServer(props) { return [factory().default(props), \'rendered on the server only\']; },'), record(MISMATCHED));
  storeServer = await serveContainer({ dir: servedDir(store), port, host: '127.0.0.1' });
  api = await startApi({ RELEASE_STATE_TOKEN: TOKEN, SMTP_URL: env('E2E_MAILDEV_SMTP_URL') });
  state = releaseStateApi({ url: api.url, token: TOKEN });
  site = await startStaticSite(api.url, undefined, undefined, releaseStateClient({ apiUrl: api.url, token: TOKEN, flushMs: 50 }));
});

test.afterAll(async () => {
  // The site and its live state are this spec's own: nothing to restore for the others but the files.
  await site?.close();
  await api?.stop();
  await storeServer?.close();
  if (store) rmSync(store, { recursive: true, force: true });
});

/** A new visitor: a fresh context (no cookie). */
async function freshVisitor(browser: Browser) {
  return browser.newContext({ viewport: { width: 1280, height: 800 } });
}

test('a release published and promoted is what a new visitor is sent and hydrates', async ({ browser }) => {
  expect(releases('promote', 'invitation', A)).toContain(`invitation ${A} is live`);
  // Seen by the server within a second (it asks the API twice a second).
  await expect.poll(() => served()).toBe(A);
  const context = await freshVisitor(browser);
  try {
    const first = await visit(context);
    expect(first).toEqual({ served: A, hydrated: A, loaded: [A] });
  } finally {
    await context.close();
  }
  expect(releases('list')).toMatch(new RegExp(`${A} .* live`));
});

test('a 50% canary: two new visitors get different releases, each the same in the server render, the hydration and a reload', async ({ browser }) => {
  expect(releases('canary', 'invitation', B, '50')).toContain(`50% of visitors now get invitation ${B}`);
  await expect.poll(() => served(seed(B, 50, true))).toBe(B);
  const seen = new Map<string, BrowserContext>();
  try {
    // New visitors until one of each release (at 50%, ten or more of one are one chance in 500).
    for (let tries = 0; seen.size < 2 && tries < 12; tries++) {
      const context = await freshVisitor(browser);
      const page = await context.newPage();
      const first = await visit(context, false, page);
      expect(first.hydrated).toBe(first.served);
      expect(first.loaded).toEqual([first.served]);
      const cookie = (await context.cookies()).find((c) => c.name === 'cohort');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const again = await visit(context, true, page);
      expect(again).toEqual(first);
      if (seen.has(first.served!)) await context.close();
      else seen.set(first.served!, context);
    }
    expect([...seen.keys()].sort()).toEqual([A, B]);
  } finally {
    for (const context of seen.values()) await context.close();
  }
  expect(releases('canary', 'invitation', 'off')).toContain('is over');
  await expect.poll(() => served(seed(B, 50, true))).toBe(A);
});

test("a canary's page that fails to hydrate in the browser is reported, and counted against the canary", async ({ browser }) => {
  releases('canary', 'invitation', MISMATCHED, '50');
  await expect.poll(async () => Object.keys(await canaries())).toEqual(['invitation']);
  const context = await freshVisitor(browser);
  try {
    await context.addCookies([{ name: 'cohort', value: seed(MISMATCHED, 50, true), url: site.baseURL }]);
    const page = await context.newPage();
    const reports: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/canary/hydration-error') reports.push(request.postData() ?? '');
    });
    // Once the server renders the canary for this visitor, the browser's hydration of it fails.
    const inside = seed(MISMATCHED, 50, true);
    await expect.poll(() => served(inside)).toBe(MISMATCHED);
    await page.goto(`${site.baseURL}${PAGE}`);
    await expect.poll(() => reports).toEqual([JSON.stringify({ remote: 'invitation', release: MISMATCHED })]);
    await expect.poll(async () => (await state.history()).canaries.at(-1)?.failures).toEqual(['hydration']);
  } finally {
    await context.close();
  }
  expect(releases('canary', 'invitation', 'off')).toContain('is over');
});

test('a canary whose page throws in the server render is withdrawn by itself, and its team is told', async ({ request }) => {
  releases('canary', 'invitation', BROKEN, '50');
  const inside = { cookie: `cohort=${seed(BROKEN, 50, true)}` };
  const page = async () => (await (await request.get(`${site.baseURL}${PAGE}`, { headers: inside })).text());
  // Once the server knows of it (a new visitor to a page of another remote is given a cohort
  // cookie, and nothing of the canary is rendered for them), so that the first page of the
  // canary's release is the first counted.
  await expect.poll(async () => (await fetch(`${site.baseURL}/`)).headers.get('set-cookie')).toMatch(/^cohort=/);
  // Five failed renders (decision 047): each is the page's failure message, from the server.
  for (let i = 0; i < 5; i++) expect(await page()).toContain('is not available right now');
  // The next request renders the live release, and the page tells the browser to load it.
  const next = await page();
  expect(next).toContain(`data-build="${A}"`);
  expect(next).toContain(`/invitation/${A}/mf-manifest.json`);
  expect(next).not.toContain(BROKEN);
  expect(await canaries()).toEqual({});
  await expect
    .poll(async () => (await mailDevEmails(env('E2E_MAILDEV_URL'))).find((email) => email.subject === `Canary withdrawn: invitation ${BROKEN}`), { timeout: 15_000 })
    .toMatchObject({ to: [{ address: OWNER }], text: expect.stringContaining('5 failures (render)') });
});

test('rollback restores the release before, without a rebuild or a restart', async ({ page, allowIssues }) => {
  allowIssues(/^HTTP 404: GET .*\/api\//);
  releases('promote', 'invitation', B);
  await expect.poll(() => served()).toBe(B);
  const build = page.locator('[data-remote-page="invitation/InvitationPage"]');
  await page.goto(`${site.baseURL}${PAGE}`);
  await expect(build).toHaveAttribute('data-build', B);
  expect(releases('rollback', 'invitation')).toContain(`invitation is back to ${A}`);
  await expect.poll(() => served()).toBe(A);
  await page.reload();
  await expect(build).toHaveAttribute('data-build', A);
});
