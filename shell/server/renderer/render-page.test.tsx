/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { testVenue } from '@party/shared-ui/src/test/venue-fixtures';
import type { PageRequest } from '@party/shared-ui';
import type { RemotesConfig } from '../../src/federation/remotes-config';
import { PAGE_DEADLINE_MS } from './page-contract';
import { prepareResponse } from './render-page';

// The shell's server renderer with the federation runtime's loading replaced: what it does with a
// remote page that loads, one that is down, one too slow, and one that throws while rendering. The
// real runtime, over HTTP from separately served remotes, is the browser tests' (server-rendering.spec.ts).

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = jest.mocked(loadRemote);

const api = 'http://api.test';
const remotes = { booking: 'http://booking.test/mf-manifest.json' };
const server = setupServer(
  http.get(`${api}/api/venue`, () => HttpResponse.json(testVenue)),
  http.get('http://edit.test/mf-manifest.json', () => HttpResponse.json({ exposes: [] })),
  http.get('http://booking.test/mf-manifest.json', () =>
    HttpResponse.json({
      metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ path: './BookingPage', assets: { css: { sync: ['page.css'], async: ['more.css'] }, js: { sync: ['vendor.js', 'page.js'] } } }],
    }),
  ),
  http.get('http://booking.test/page.css', () => HttpResponse.text('.page{color:red}')),
  // A stylesheet the server cannot read: the page links it instead.
  http.get('http://booking.test/more.css', () => new HttpResponse(null, { status: 503 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => jest.clearAllMocks());

const unavailable = 'The party booking page is not available right now';

/** A visitor's request for `url`, as the site's server makes it. */
const prepare = (url: string, { remotes: listed = remotes as RemotesConfig, nonce = 'n0nce', apiOrigin = api } = {}) =>
  prepareResponse({
    url,
    remotes: listed,
    apiOrigin,
    siteOrigin: 'http://site.test',
    nonce,
    deadline: Date.now() + PAGE_DEADLINE_MS,
    signal: AbortSignal.timeout(PAGE_DEADLINE_MS),
  });

test('a remote page is rendered inside the layout with its data, its stylesheets and a title naming the venue', async () => {
  const preparePageOfRemote = jest.fn(async () => ({ data: { greeting: 'Hello from the server' } }));
  load.mockResolvedValue({ default: ({ data }: { data?: { greeting?: string } }) => <h1>{data?.greeting}</h1>, preparePage: preparePageOfRemote });

  const page = await prepare('/book-now?x=1');
  const html = await page.renderBody();

  expect(page.status).toBe(200);
  expect(page.private).toBe(false);
  expect(page.title).toBe('Book a party | Test Play Centre');
  expect(page.stylesheets).toEqual([{ href: 'http://booking.test/page.css', css: '.page{color:red}' }, { href: 'http://booking.test/more.css' }]);
  // Where the browser will fetch the page's remote from: its head connects there at once.
  expect(page.remoteOrigins).toEqual(['http://booking.test']);
  expect(preparePageOfRemote).toHaveBeenCalledWith({ pathname: '/book-now', search: '?x=1', params: {}, api: expect.objectContaining({ origin: api }), venue: testVenue, now: expect.any(Number), siteOrigin: 'http://site.test' });
  expect(html).toContain('<h1>Hello from the server</h1>');
  expect(html).toContain('Test Play Centre'); // the header, from the venue
  expect(page.state).toEqual({ remotes, venue: testVenue, page: { pathname: '/book-now', data: { greeting: 'Hello from the server' } } });
  expect(registerRemotes).toHaveBeenCalledWith([{ name: 'booking', entry: 'http://booking.test/server/remoteEntry.js' }], { force: false });
});

test("a page of one booking is private, and its route's parameters reach the remote page", async () => {
  const preparePageOfRemote = jest.fn(async () => ({}));
  load.mockResolvedValue({ default: () => <h1>Edit</h1>, preparePage: preparePageOfRemote });
  const page = await prepare('/booking-edit/bk_123', { remotes: { edit: 'http://edit.test/mf-manifest.json' } });
  expect(page.private).toBe(true);
  expect(preparePageOfRemote).toHaveBeenCalledWith(expect.objectContaining({ params: { id: 'bk_123' } }));
}, 10_000);

test.each([
  { name: 'is down', loadRemote: () => Promise.reject(new Error('connect ECONNREFUSED')) },
  { name: 'answers too slowly (over a second)', loadRemote: () => new Promise<never>(() => undefined) },
  { name: 'is not in remotes.json', loadRemote: () => Promise.reject(new Error('never asked')), remotes: {} },
])('a remote that $name gives its fallback message inside the layout, with status 503', async ({ loadRemote: fails, remotes: listed = remotes }) => {
  load.mockImplementation(fails);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const page = await prepare('/', { remotes: listed });
  const html = await page.renderBody();
  expect(page.status).toBe(503);
  expect(html).toContain(unavailable);
  expect(html).toContain('We could not load this part of the site.');
  expect(html).toContain('<header');
  expect(page.state.page).toEqual({ pathname: '/', failed: 'load' });
});

test('a remote page that throws while rendering gives the same message, from the server', async () => {
  load.mockResolvedValue({
    default: () => {
      throw new Error('broken page');
    },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const page = await prepare('/');
  const html = await page.renderBody();
  // Its status went with the page's head, before the body was rendered (decision 055).
  expect(page.status).toBe(200);
  expect(html).toContain(unavailable);
  expect(html).toContain('This part of the site ran into a problem.');
  expect(page.state.page).toEqual({ pathname: '/', failed: 'render' });
});

/** A remote page that reads `path` of the render's API as it prepares. */
const pageReading = (path: string) => ({
  default: () => <h1>A page</h1>,
  preparePage: async ({ api: { origin, fetch } }: PageRequest) => {
    await fetch(`${origin}${path}`).catch(() => undefined);
    return {};
  },
});

test.each([
  { name: 'answers the venue with 502', venue: () => HttpResponse.json({ code: 'server-error', message: 'Down' }, { status: 502 }) },
  { name: 'cannot be reached for the venue', venue: () => HttpResponse.error() },
  { name: "answers the page's data with 500", data: () => HttpResponse.json({ code: 'server-error', message: 'Broken' }, { status: 500 }) },
  { name: "cannot be reached for the page's data", data: () => HttpResponse.error() },
])('with an API that $name, the page answers 503', async ({ name, venue = () => HttpResponse.json(testVenue), data = () => HttpResponse.json([]) }) => {
  // An API of its own: the venue every page shares is kept a second (server-api.ts).
  const origin = `http://${name.replace(/\W+/g, '-')}.test`;
  server.use(http.get(`${origin}/api/venue`, venue), http.get(`${origin}/api/packages`, data));
  load.mockResolvedValue(pageReading('/api/packages'));
  const page = await prepare('/', { apiOrigin: origin });
  expect(page.status).toBe(503);
});

test("a refusal of the page's data by the API (a booking it does not know) is the page's own answer: status 200", async () => {
  server.use(http.get(`${api}/api/bookings/bk_none`, () => HttpResponse.json({ code: 'booking-not-found', message: 'Booking not found' }, { status: 404 })));
  load.mockResolvedValue(pageReading('/api/bookings/bk_none'));
  expect((await prepare('/')).status).toBe(200);
});

test('an unknown address is the 404 page, in the layout, with status 404', async () => {
  const page = await prepare('/no/such/page');
  expect(page.status).toBe(404);
  expect(page.title).toBe('Page not found | Test Play Centre');
  expect(await page.renderBody()).toContain('Page Not Found');
  expect(load).not.toHaveBeenCalled();
});

test('a large page is sent whole, with no inline script to put it in place (it reads the same without JavaScript)', async () => {
  const paragraphs = Array.from({ length: 400 }, (_, i) => `Paragraph ${i} of a long page, long enough to pass React's progressive chunk size.`);
  load.mockResolvedValue({ default: () => <article>{paragraphs.map((text) => <p key={text}>{text}</p>)}</article> });
  const page = await prepare('/', { nonce: 'abc' });
  const html = await page.renderBody();
  expect(html.length).toBeGreaterThan(20_000);
  expect(html).not.toContain('<script');
  expect(html).not.toContain('<template');
  expect(html).toContain('Paragraph 399 of a long page');
});
