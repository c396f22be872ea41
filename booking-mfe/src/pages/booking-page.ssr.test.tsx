import { Suspense, use } from 'react';
import { renderToString } from 'react-dom/server';
import { act, screen, waitFor, within } from '@testing-library/react';
import { SITE_ROUTES } from '@party/domain';
import type * as SharedUiModule from '@party/shared-ui';
import type { PageData } from '@party/shared-ui';
import { atRoute, renderOnServerThenHydrate, type Hydrated } from '@party/shared-ui/src/test/hydration';
import { pageRequest } from '@party/shared-ui/src/test/page-request';
import { testVenue } from '@party/shared-ui/src/test/venue-fixtures';
import { STORAGE_KEYS } from '../shared/draft/persistence';
import type * as BookingPageModule from './booking-page';
import { aDraft, saveWizard, summaryValue, todayIsTheEighthOfJuly } from '../test/render';
import { serveApiForEachTest, serveGet, server } from '../test/server';

// The page rendered by the server's copy of the remote, then hydrated by the browser's
// (docs/decisions/029). Each copy is the page's modules loaded afresh, as in a process of its own
// (its store, the venue and the API's address are module state), sharing only React, its renderer
// and the router with the test.

serveApiForEachTest();
todayIsTheEighthOfJuly();

let shown: Hydrated | undefined;
afterEach(() => {
  shown?.unmount();
  shown = undefined;
  sessionStorage.clear();
});

const PATH = SITE_ROUTES.bookYourParty;
const shared = ['react', 'react-dom', 'react-router', 'react-router-dom'].map((name) => [name, jest.requireActual<object>(name)] as const);

type PageModule = typeof BookingPageModule;
type SharedUi = typeof SharedUiModule;

/**
 * The booking page's module loaded afresh, with the venue as the shell sets it before rendering,
 * and the calendar's code (a lazy chunk) loaded: the server's renderer waits for it
 * (renderToPipeableStream, onAllReady) where renderToString does not, and a browser that has it
 * hydrates the calendar with the page, where any difference from the server's shows.
 */
async function pageCopy(): Promise<PageModule> {
  let loaded: [PageModule, SharedUi] | undefined;
  await jest.isolateModulesAsync(async () => {
    for (const [name, module] of shared) jest.doMock(name, () => module);
    loaded = [await import('./booking-page'), await import('@party/shared-ui')];
  });
  const [page, { setVenue, DatePicker }] = loaded!;
  setVenue(testVenue);
  renderToString(<DatePicker label="Warm-up" value="" today="2031-07-08" isDisabled={() => false} onChange={() => undefined} />);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return page;
}

/** The API paths asked for from now on, in order. */
function recordRequests(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname);
  });
  return paths;
}

const firstRenderPaths = ['/api/full-party-dates', '/api/packages', '/api/unavailable-dates'];

/** What the server's copy prepared, as the page carries it: JSON. */
async function prepareOnServer(serverCopy: PageModule): Promise<PageData> {
  const prepared = await serverCopy.preparePage(pageRequest(PATH));
  return JSON.parse(JSON.stringify(prepared.data)) as PageData;
}

/** The server's copy renders the page with the data it prepared, the browser's hydrates it. */
async function serverRenderThenHydrate({ browserWaitsFor }: { browserWaitsFor?: Promise<void> } = {}): Promise<Hydrated> {
  const [serverCopy, browserCopy] = [await pageCopy(), await pageCopy()];
  const data = await prepareOnServer(serverCopy);
  const ServerPage = serverCopy.default;
  const BrowserPage = browserCopy.default;
  const onServer = atRoute(
    PATH,
    PATH,
    <Suspense fallback={null}>
      <ServerPage data={data} />
      <Nothing />
    </Suspense>,
  );
  const inBrowser = atRoute(
    PATH,
    PATH,
    <Suspense fallback={null}>
      <BrowserPage data={data} />
      {browserWaitsFor ? <WaitFor promise={browserWaitsFor} /> : <Nothing />}
    </Suspense>,
  );
  shown = await renderOnServerThenHydrate(onServer, inBrowser);
  return shown;
}

const Nothing = () => null;

/** Holds the hydration of its Suspense boundary until `promise` settles, as code still loading does. */
function WaitFor({ promise }: { promise: Promise<void> }) {
  use(promise);
  return null;
}

/** Lets whatever the page started (requests, timers, React's work) run. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

test('the server renders the packages and the calendar, and the browser hydrates them without asking again', async () => {
  const requests = recordRequests();
  const page = await serverRenderThenHydrate();
  expect([...requests].sort()).toEqual(firstRenderPaths);
  expect(page.html).toContain('Book Your Party Online!');
  expect(page.html).toContain('Basic Fun');
  expect(page.html).toContain('Ultimate Bash');
  expect(page.html).not.toContain('Loading packages');
  expect(page.errors).toEqual([]);

  await settle();
  expect(requests).toHaveLength(firstRenderPaths.length);
  expect(within(page.container).getByRole('radio', { name: 'Ultimate Bash' })).toBeEnabled();
});

test('a draft saved at step 2 comes back once hydrated, without moving the focus, and stays saved', async () => {
  saveWizard(aDraft(), { step: 2 });
  const page = await serverRenderThenHydrate();
  expect(page.errors).toEqual([]);
  expect(page.html).toContain('Party Details');
  expect(page.html).not.toContain('Mia');

  const heading = await screen.findByRole('heading', { level: 2, name: 'Food & Add-ons' });
  expect(heading).not.toHaveFocus();
  expect(summaryValue('Child')).toBe('Mia Nguyen');
  expect(summaryValue('Room')).toBe('Ocean Room');
  await settle();
  const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.wizard)!) as { bookingDraft: { draft: { childfName: string } }; wizard: { step: number } };
  expect(saved.wizard.step).toBe(2);
  expect(saved.bookingDraft.draft.childfName).toBe('Mia');
});

test('with the API down the server renders the packages\u2019 error with Try again, and the browser asks once more', async () => {
  for (const path of ['/packages', '/unavailable-dates', '/full-party-dates']) serveGet(path, { code: 'server-error', message: 'Down' }, 500);
  const requests = recordRequests();
  const page = await serverRenderThenHydrate();
  expect(page.html).toContain('Failed to fetch packages');
  expect(page.html).toContain('Failed to fetch unavailable dates');
  expect(page.html).not.toContain('Loading packages');
  expect(page.errors).toEqual([]);

  // Asked once more, and failed again: awaited, as the browser's ask may take longer than the settle.
  await settle();
  await waitFor(() => expect(requests.filter((path) => path === '/api/packages')).toHaveLength(2));
  await waitFor(() => expect(within(page.container).getAllByRole('button', { name: 'Try again' })).toHaveLength(2));
});

test('the data the server prepared outlives a hydration that waits for code still loading', async () => {
  serveGet('/full-party-dates', ['2031-07-12']);
  const requests = recordRequests();
  let codeLoaded: () => void = () => undefined;
  const page = await serverRenderThenHydrate({ browserWaitsFor: new Promise<void>((resolve) => (codeLoaded = resolve)) });
  await settle();
  await act(async () => codeLoaded());
  await settle();
  expect(page.errors).toEqual([]);
  expect(requests.filter((path) => path === '/api/full-party-dates')).toHaveLength(1);
});

test("a page rendered just before midnight hydrates with the server's today, then moves on to the browser's", async () => {
  // 11:59:50 pm on 8 July in Sydney; the browser hydrates 20 s later, on the 9th.
  jest.setSystemTime(new Date('2031-07-08T13:59:50Z'));
  let codeLoaded: () => void = () => undefined;
  const page = await serverRenderThenHydrate({ browserWaitsFor: new Promise<void>((resolve) => (codeLoaded = resolve)) });
  expect(page.html).toContain('Today, Tuesday 8 July 2031');
  jest.setSystemTime(new Date('2031-07-08T14:00:10Z'));
  // Hydrating now, past the helper's watch: React's complaints are collected here.
  const complaints = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => codeLoaded());
  await settle();
  expect(complaints).not.toHaveBeenCalled();
  expect(page.errors).toEqual([]);
  const calendar = within(page.container).getByRole('group', { name: 'Date' });
  expect(await within(calendar).findByRole('button', { name: 'Today, Wednesday 9 July 2031' })).toBeEnabled();
  expect(within(calendar).getByRole('button', { name: 'Tuesday 8 July 2031' })).toBeDisabled();
});
