import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { matchPath } from 'react-router-dom';
import type { PageData, RemotePageModule } from '@party/shared-ui';
import { hydrateApiCache } from '@party/shared-ui/src/api/base-api';
import { atRoute, renderOnServerThenHydrate, type Hydrated } from '@party/shared-ui/src/test/hydration';
import { getStore } from '../store';
import { server } from './server';

// A page as the shell's server renders it and the browser hydrates it (docs/decisions/029): its
// preparePage against the fake API, its data through JSON as it travels in the page, the server's
// markup, then that markup hydrated. Every request the fake API receives is recorded, by when.

export interface ServerRendered extends Omit<Hydrated, 'unmount'> {
  /** What preparePage asked the API, as 'GET /api/bookings/bk_1'. */
  prepared: string[];
  /** What the page asked the API after the server had rendered it: hydrating, and after. */
  afterwards: string[];
}

const rendered: Array<() => void> = [];

/** Takes each test's page out of the document, and stops recording its requests. Call it before freshPageAfterEachTest. */
export function unmountAfterEachTest() {
  afterEach(() => rendered.splice(0).forEach((unmount) => unmount()));
}

/** Records each request the fake API receives, as 'METHOD /path', until `stop()`. */
function recordRequests() {
  const requests: string[] = [];
  const record = ({ request }: { request: Request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', record);
  return { requests, stop: () => server.events.removeListener('request:start', record) };
}

/**
 * `page` prepared for `path` at `route`, rendered to markup, then hydrated. `around` wraps the
 * page where a test needs something of its own around it, on the server and then in the browser.
 */
export async function renderOnServer(
  path: string,
  route: string,
  page: RemotePageModule,
  around: { server?: (page: ReactElement) => ReactElement; browser?: (page: ReactElement) => ReactElement } = {},
): Promise<ServerRendered> {
  const { pathname } = new URL(path, 'http://localhost');
  const params = matchPath(route, pathname)?.params ?? {};
  const preparing = recordRequests();
  const prepared = page.preparePage ? await page.preparePage({ pathname, params, apiOrigin: 'http://localhost' }) : {};
  preparing.stop();
  const data = JSON.parse(JSON.stringify(prepared.data ?? null)) as PageData | undefined;

  // The browser's page store is one per page load; here, one per test file, emptied after each test
  // (freshPageAfterEachTest). A page load with server data starts from that data: so does this one.
  if (data?.api) getStore().dispatch(hydrateApiCache({ api: data.api }));

  const afterwards = recordRequests();
  const { default: Page } = page;
  const element = atRoute(path, route, <Page data={data ?? undefined} />);
  const wrap = (how?: (page: ReactElement) => ReactElement) => (how ? how(element) : element);
  const hydrated = await renderOnServerThenHydrate(wrap(around.server), wrap(around.browser));
  rendered.push(() => {
    afterwards.stop();
    hydrated.unmount();
  });
  return { ...hydrated, prepared: preparing.requests, afterwards: afterwards.requests };
}

/** Lets the page run for `ms` (its effects, a debounced request), as a browser would. */
export const settle = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
