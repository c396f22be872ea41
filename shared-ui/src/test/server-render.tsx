import { StrictMode, type ReactElement } from 'react';
import type { Store } from '@reduxjs/toolkit';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { matchPath } from 'react-router-dom';
import type { SetupServer } from 'msw/node';
import { API_PATHS } from '@party/domain';
import { hydrateApiCache } from '../api/base-api';
import type { PageData, RemotePageModule } from '../ssr/page-data';
import { atRoute, renderOnServerThenHydrate, type Hydrated } from './hydration';
import { pageRequest } from './page-request';

// A remote's page as the shell's server renders it and the browser hydrates it (docs/decisions/029):
// its preparePage against the remote's fake API, its data through JSON as it travels in the page,
// the server's markup, then that markup hydrated in StrictMode, as the shell does. Every request
// the fake API receives is recorded, by when. Imported by its path, only from tests.

export interface ServerRendered extends Omit<Hydrated, 'unmount'> {
  /** What preparePage asked the API, as 'GET /api/bookings/bk_1' (with its query, if any). */
  prepared: string[];
  /** What the page asked the API once the server had rendered it: hydrating, and after. */
  afterwards: string[];
}

export interface ServerRenderOptions {
  /** Wraps the page where a test needs something of its own around it, on the server and in the browser. */
  around?: { server?: (page: ReactElement) => ReactElement; browser?: (page: ReactElement) => ReactElement };
  /** The browser's clock when it hydrates: a phone's clock is not the server's, and it hydrates later. */
  browserNow?: Date;
}

/**
 * The server rendering of one remote's pages: its fake API (`server`), and its page store (`store`:
 * one per page load in the browser, one per test file here, emptied after each test).
 */
export function serverRendering({ server, store }: { server: SetupServer; store: () => Store }) {
  const rendered: Array<() => void> = [];

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

  return {
    /** Takes each test's page out of the document and stops recording its requests. Call it before the page store is emptied. */
    unmountAfterEachTest() {
      afterEach(() => rendered.splice(0).forEach((unmount) => unmount()));
    },

    /** `page` prepared for `path` at `route`, rendered to markup, then hydrated. */
    async renderOnServer(path: string, route: string, page: RemotePageModule, { around = {}, browserNow }: ServerRenderOptions = {}): Promise<ServerRendered> {
      const { pathname, search } = new URL(path, 'http://localhost');
      const params = matchPath(route, pathname)?.params ?? {};
      const preparing = recordRequests();
      const prepared = page.preparePage ? await page.preparePage(pageRequest(pathname, params, { search })) : {};
      preparing.stop();
      const data = JSON.parse(JSON.stringify(prepared.data ?? null)) as PageData | null;

      // A page load with server data starts from that data: so does this one.
      if (data?.api) store().dispatch(hydrateApiCache({ api: data.api }));

      const { default: Page } = page;
      const element = atRoute(path, route, <Page data={data ?? undefined} />);
      const wrap = (how?: (page: ReactElement) => ReactElement) => <StrictMode>{how ? how(element) : element}</StrictMode>;
      // The server's renderer waits for code a page loads lazily (renderToPipeableStream, onAllReady);
      // renderToString does not, so a first render loads it.
      renderToString(wrap(around.server));
      await new Promise((resolve) => setTimeout(resolve, 10));

      const afterwards = recordRequests();
      // The markup is rendered at once; the hydration runs once this function has gone on (act).
      const hydrating = renderOnServerThenHydrate(wrap(around.server), wrap(around.browser));
      if (browserNow) jest.setSystemTime(browserNow);
      const hydrated = await hydrating;
      rendered.push(() => {
        afterwards.stop();
        hydrated.unmount();
      });
      return { ...hydrated, prepared: preparing.requests, afterwards: afterwards.requests };
    },
  };
}

/** Lets the page run for `ms` (its effects, the requests they start, a debounced one), as a browser would. */
export const settle = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
