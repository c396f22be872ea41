/** @jest-environment node */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { DEADLINE_SLACK_MS, startMisbehavingApi, type Behaviour, type MisbehavingApi } from '../test/misbehaving-api';
import { packagesPage } from '../test/packages-page';
import { PAGE_DEADLINE_MS } from './page-contract';
import { prepareResponse } from './render-page';

// One deadline for the whole page, its data included (docs/decisions/035): a page whose data never
// comes shows its own error state within the deadline, never a page that waits for the API (an API
// that never answers, answers after 10 s or drops the connection: page-server.test.ts, through the
// site's server and this renderer). The remote page is one of
// shared-ui's making as the remotes' are (test/packages-page.tsx), against a real API server that
// misbehaves; only loading its code over HTTP is left out (the browser tests load real remotes).

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

let api: MisbehavingApi | undefined;

beforeEach(() => {
  jest.mocked(loadRemote).mockResolvedValue(packagesPage());
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** Asks for `/` of an API that behaves so, as the site's server does; resolves with the page and how long it took. */
async function renderHome(behaviour: Behaviour) {
  api = await startMisbehavingApi(behaviour);
  const started = performance.now();
  const page = await prepareResponse({
    url: '/',
    remotes: api.remotes,
    apiOrigin: api.origin('Jellybeans'),
    siteOrigin: 'http://site.test',
    nonce: 'n',
    deadline: Date.now() + PAGE_DEADLINE_MS,
    signal: AbortSignal.timeout(PAGE_DEADLINE_MS),
  });
  const html = await page.renderBody();
  return { page, html, ms: performance.now() - started };
}

test('an API that answers gives the page with its data, well within the deadline', async () => {
  const { page, html, ms } = await renderHome('answers');
  expect(page.status).toBe(200);
  expect(html).toMatch(/At (<!-- -->)?Venue Jellybeans<\/h1>/);
  expect(html).toContain('Basic Fun');
  expect(ms).toBeLessThan(PAGE_DEADLINE_MS / 2);
});

test("a page whose data never comes shows its own error state within the deadline, and the browser asks again", async () => {
  const { page, html, ms } = await renderHome('answers the venue only');
  expect(html).toMatch(/At (<!-- -->)?Venue Jellybeans<\/h1>/);
  expect(html).toContain('Failed to fetch packages');
  // The failure travels to the browser as a failure: its store asks again once hydrated.
  const api = page.state.page?.data?.api as { queries: Record<string, { status: string }> };
  expect(Object.values(api.queries).map(({ status }) => status)).toEqual(['rejected']);
  // Its data did not come by the deadline: 504 (decision 055).
  expect(page.status).toBe(504);
  expect(ms).toBeLessThanOrEqual(PAGE_DEADLINE_MS + DEADLINE_SLACK_MS);
}, PAGE_DEADLINE_MS * 3);
