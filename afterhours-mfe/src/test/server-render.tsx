import { StrictMode } from 'react';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { matchPath } from 'react-router-dom';
import { API_PATHS, SITE_ROUTES } from '@party/domain';
import type { PageData } from '@party/shared-ui';
import { hydrateApiCache } from '@party/shared-ui/src/api/base-api';
import { atRoute, renderOnServerThenHydrate, type Hydrated } from '@party/shared-ui/src/test/hydration';
import AfterHoursPage, { preparePage } from '../pages/after-hours-page';
import { getStore } from '../store';
import { server } from './server';

// The exposed page as the shell's server renders it and the browser hydrates it (docs/decisions/029):
// its preparePage against the fake API, its data through JSON as it travels in the page, the
// server's markup, then that markup hydrated (in StrictMode, as the shell does). Every request the
// fake API receives is recorded, by when.

export interface ServerRendered extends Omit<Hydrated, 'unmount'> {
  /** What preparePage asked the API, as 'GET /api/afterhours-addons' (with its query, if any). */
  prepared: string[];
  /** What the page asked the API once the server had rendered it: hydrating, and after. */
  afterwards: string[];
}

const rendered: Array<() => void> = [];

/** Takes each test's page out of the document and stops recording its requests. */
export function unmountAfterEachTest() {
  afterEach(() => rendered.splice(0).forEach((unmount) => unmount()));
}

/** Records each request the fake API receives, until `stop()`; the venue's is the shell's, not the page's. */
function recordRequests() {
  const requests: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname !== API_PATHS.venue) requests.push(`${request.method} ${url.pathname}${url.search}`);
  };
  server.events.on('request:start', record);
  return { requests, stop: () => server.events.removeListener('request:start', record) };
}

/**
 * The page at `path` (new or edit), prepared and rendered to markup at the clock's time, then
 * hydrated with the browser's clock at `browserNow` (a phone's clock is not the server's, and the
 * browser hydrates later).
 */
export async function renderOnServer(path: string, { browserNow }: { browserNow?: Date } = {}): Promise<ServerRendered> {
  const route = matchPath(SITE_ROUTES.afterHoursEdit, path) ? SITE_ROUTES.afterHoursEdit : SITE_ROUTES.afterHours;
  const params = matchPath(route, path)?.params ?? {};
  const preparing = recordRequests();
  const prepared = await preparePage({ pathname: path, params, apiOrigin: 'http://localhost' });
  preparing.stop();
  const data = JSON.parse(JSON.stringify(prepared.data ?? null)) as PageData | null;

  // The browser's page store is one per page load; here, one per test file, emptied after each test
  // (freshVisitForEachTest). A page load with server data starts from that data: so does this one.
  if (data?.api) getStore().dispatch(hydrateApiCache({ api: data.api }));

  const page = <StrictMode>{atRoute(path, route, <AfterHoursPage data={data ?? undefined} />)}</StrictMode>;
  // The server's renderer waits for the calendar's code (renderToPipeableStream, onAllReady);
  // renderToString does not, so a first render loads it.
  renderToString(page);
  await new Promise((resolve) => setTimeout(resolve, 10));

  const afterwards = recordRequests();
  // The markup is rendered at once; the hydration runs once this function has gone on (act).
  const hydrating = renderOnServerThenHydrate(page);
  if (browserNow) jest.setSystemTime(browserNow);
  const hydrated = await hydrating;
  rendered.push(() => {
    afterwards.stop();
    hydrated.unmount();
  });
  return { ...hydrated, prepared: preparing.requests, afterwards: afterwards.requests };
}

/** Lets the page run for `ms` (its effects, the requests they start), as a browser would. */
export const settle = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
