/** @jest-environment node */
import { loadRemote } from '@module-federation/enhanced/runtime';
import { startMisbehavingApi, type MisbehavingApi } from '../test/misbehaving-api';
import { packagesPage } from '../test/packages-page';
import { PAGE_DEADLINE_MS } from './page-contract';
import { prepareResponse } from './render-page';

// One request, one render (docs/decisions/035): the venue, the API, the clock and the nonce of a
// page travel with it. Renders that overlap, and suspend in between (as a page whose code or data
// comes later does), each show their own, whatever the others read: no module's state is set per
// request. Each render here asks its own API (its own prefix of one server), named after it.

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

let api: MisbehavingApi;
beforeAll(async () => {
  api = await startMisbehavingApi('answers');
});
afterAll(() => api.close());
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Prepares `/` for the API named `name`, its rendering paused by `pause`. With a deadline far off:
 * what is tested here is which venue each render shows, not how long fifty take on a busy machine
 * (the deadline is one-deadline.test.tsx's).
 */
function prepareFor(name: string, pause?: () => Promise<void>) {
  jest.mocked(loadRemote).mockResolvedValueOnce(packagesPage(pause));
  const deadlineMs = 10 * PAGE_DEADLINE_MS;
  return prepareResponse({
    url: '/',
    remotes: api.remotes,
    apiOrigin: api.origin(name),
    siteOrigin: 'http://site.test',
    nonce: `nonce-${name}`,
    deadline: Date.now() + deadlineMs,
    signal: AbortSignal.timeout(deadlineMs),
  });
}

/** The venue named in the page's own content, or what shows in its place. */
function venueShown(html: string): string {
  if (html.includes('This page could not be loaded')) return 'could not be loaded';
  return /At (?:<!-- -->)?([^<]+)<\/h1>/.exec(html)?.[1] ?? 'nothing';
}

test('two renders interleaved, one of whose venue cannot be read, each show their own', async () => {
  const [reads, fails] = [await prepareFor('Jellybeans', () => sleep(50)), await prepareFor('down')];
  // The first starts rendering and waits; the second renders whole meanwhile; then the first ends.
  const readsHtml = reads.renderBody();
  const failsHtml = await fails.renderBody();
  expect(venueShown(await readsHtml)).toBe('Venue Jellybeans');
  expect(await readsHtml).toContain('>Venue Jellybeans</a>');
  expect(reads.state.venue?.name).toBe('Venue Jellybeans');
  expect(venueShown(failsHtml)).toBe('could not be loaded');
  expect(fails.state.venue).toBeNull();
  expect(failsHtml).not.toContain('Jellybeans');
});

test('50 renders in parallel, interleaved as they suspend, each show their own venue and clock', async () => {
  const names = Array.from({ length: 50 }, (_, i) => (i % 10 === 3 ? 'down' : `v${i}`));
  const rendered = await Promise.all(
    names.map(async (name) => {
      const page = await prepareFor(name, () => sleep(Math.random() * 30));
      return { name, page, html: await page.renderBody() };
    }),
  );
  for (const { name, page, html } of rendered) {
    expect([name, venueShown(html)]).toEqual([name, name === 'down' ? 'could not be loaded' : `Venue ${name}`]);
    if (name === 'down') continue;
    // The clock the page was prepared with is the one it shows, and the one the browser hydrates with.
    const preparedAt = page.state.page?.data?.preparedAt;
    expect(html).toMatch(new RegExp(`As of (<!-- -->)?${String(preparedAt)}<`));
  }
}, 20_000);
