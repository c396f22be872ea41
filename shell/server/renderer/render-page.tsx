import { StrictMode, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { matchPath, StaticRouter } from 'react-router';
import { API_PATHS, type Venue } from '@party/domain';
import { VenueOfRequest, type PreparedPage, type RemotePageModule, type ServerApi } from '@party/shared-ui';
import { SiteLayout } from '../../src/layout/site-layout';
import { AppRoutes } from '../../src/routing/app-routes';
import { remoteRouteAt, type RemoteRoute } from '../../src/routing/route-table';
import type { PageState, ServerPage } from '../../src/routing/server-page';
import type { PreparedResponse, RenderRequest, Stylesheet } from './page-contract';
import { loadPageModule, pageAssets, registerDeployedRemotes } from './remote-pages';
import { signalWithin } from './deadline-signal';
import { serverApi, untilAborted } from './server-api';

// The shell's server renderer (docs/decisions/029), built for Node by webpack as a federation host
// (tooling/webpack-config.ts, `serverConfig`) and called by the site's server
// (shell/server/page-server.ts) for every page. It loads the route's remote page over HTTP from the
// address the deployed remotes.json names, has it read its data from the API, and renders the
// whole page with React's streaming renderer; the browser hydrates the same markup.
//
// One request, one render (docs/decisions/035): the venue, the API, the remotes.json, the clock and
// the nonce of a page travel with it, as arguments and as React context, never in a module's state;
// and the whole of it keeps to the page's one deadline.

/** What of the page's deadline is kept for rendering it once its data is read, or its fallback once not. */
const RENDER_SHARE_MS = 500;

/** The venue from the render's API, or null when it cannot be read in time. */
async function readVenue(api: ServerApi): Promise<Venue | null> {
  try {
    const response = await api.fetch(`${api.origin}${API_PATHS.venue}`);
    return response.ok ? ((await response.json()) as Venue) : null;
  } catch {
    return null;
  }
}

/**
 * The status of a page of a known address (decision 055): 200 when all it needed came; when it is
 * shown with a failure in place of something it could not get (the venue, its data, its remote
 * page), 504 when the deadline came first, and 503 when the API or the remote failed it.
 */
function statusOf(failed: boolean, dataRead: AbortSignal): 200 | 503 | 504 {
  if (!failed) return 200;
  const deadlinePassed = dataRead.aborted && (dataRead.reason as Error | undefined)?.name === 'TimeoutError';
  return deadlinePassed ? 504 : 503;
}

function titled(title: string, venue: Venue | null): string {
  return venue ? `${title} | ${venue.name}` : title;
}

/**
 * Everything a page needs before its markup: the venue, the route's remote page and its data, its
 * title and stylesheets. The site's server sends the page's head with these at once, then renders.
 */
export async function prepareResponse(request: RenderRequest): Promise<PreparedResponse> {
  const { url, remotes, nonce, deadline, signal, siteOrigin } = request;
  const now = Date.now();
  const { pathname, search } = new URL(url, 'http://localhost');
  // The data is read until a share of the deadline is left, for rendering what was read.
  const dataRead = signalWithin(Math.max(0, deadline - RENDER_SHARE_MS - now), signal);
  const api = serverApi(request.apiOrigin, dataRead);
  const deployed = registerDeployedRemotes(remotes);
  const route = remoteRouteAt(pathname);
  // The route's code and files are fetched while the venue is read, not after: with an API that
  // hangs, the venue takes the whole data stage, and a remote loaded then would miss the deadline.
  const pageLoad = route && Promise.all([loadPageModule(route, deployed), pageAssets(remotes[route.remote]!, route.page)]);
  pageLoad?.catch(() => undefined);
  const venue = await readVenue(api);
  const state: PageState = { remotes, venue };
  const render = (bound: AbortSignal, pageModule?: RemotePageModule) => renderBody({ url, state, nonce }, bound, pageModule);
  // A fallback (the 404, a page that could not be shown) waits for nothing: it gets the share kept for rendering.
  const renderFallback = () => render(AbortSignal.timeout(RENDER_SHARE_MS));

  if (!route) {
    return { status: 404, private: false, title: titled('Page not found', venue), stylesheets: [], remoteOrigins: [], state, renderBody: renderFallback };
  }

  const serverPage: ServerPage = { pathname };
  state.page = serverPage;
  let pageModule: RemotePageModule | undefined;
  let prepared: PreparedPage = {};
  let stylesheets: Stylesheet[] = [];
  let remoteOrigins: string[] = [];
  try {
    let assets: Awaited<ReturnType<typeof pageAssets>>;
    [pageModule, assets] = await pageLoad!;
    stylesheets = assets.stylesheets;
    remoteOrigins = [...new Set(assets.scripts.map((url) => new URL(url).origin))];
    const params = matchPath({ path: route.path, caseSensitive: false }, pathname)?.params ?? {};
    // A page's reading ends with its requests, given up at the end of the data stage; one that
    // would go on regardless is given up on at the deadline.
    if (pageModule.preparePage) prepared = await untilAborted(pageModule.preparePage({ pathname, search, params, api, venue, now, siteOrigin }), signal);
    serverPage.data = prepared.data;
  } catch (error) {
    logFailure(route, error);
    pageModule = undefined;
    serverPage.failed = 'load';
    stylesheets = [];
    remoteOrigins = [];
  }

  const loaded = pageModule;
  return {
    status: statusOf(api.failed() || serverPage.failed !== undefined, dataRead),
    private: route.path.includes(':'),
    title: prepared.title ?? titled(route.title, venue),
    description: prepared.description,
    stylesheets,
    remoteOrigins,
    state,
    async renderBody() {
      if (!loaded) return renderFallback();
      try {
        return await render(signal, loaded);
      } catch (error) {
        // The page threw while rendering, or was not done by the deadline: the same message as
        // for one that is down, from here.
        logFailure(route, error);
        serverPage.failed = 'render';
        serverPage.data = undefined;
        return renderFallback();
      }
    },
  };
}

function logFailure(route: RemoteRoute, error: unknown) {
  console.error(`[server render] the ${route.remote} remote's ${route.page} could not be shown:`, error instanceof Error ? error.message : error);
}

interface Rendered {
  url: string;
  state: PageState;
  nonce: string;
}

/** The markup of #root, rendered by React's streaming renderer once every part of it is ready, or given up when `bound` is aborted. */
function renderBody({ url, state, nonce }: Rendered, bound: AbortSignal, pageModule?: RemotePageModule): Promise<string> {
  // A resolved promise React reads without suspending (`use`).
  const loadPage = (): Promise<RemotePageModule> =>
    pageModule
      ? Object.assign(Promise.resolve(pageModule), { status: 'fulfilled', value: pageModule })
      : Promise.reject(new Error('not loaded'));
  return renderToString(
    <StrictMode>
      <VenueOfRequest venue={state.venue}>
        <StaticRouter location={url}>
          <AppRoutes siteLayout={SiteLayout} serverPage={state.page} loadPage={loadPage} />
        </StaticRouter>
      </VenueOfRequest>
    </StrictMode>,
    nonce,
    bound,
  );
}

function renderToString(element: ReactElement, nonce: string, bound: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        bound.removeEventListener('abort', giveUp);
        if (failure) reject(failure instanceof Error ? failure : new Error(String(failure)));
        else resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, however large: the page is sent once it is all ready, and must read
      // the same without JavaScript (React would otherwise move a large boundary to the end of the
      // page, to be put in place by an inline script).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      nonce,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        bound.removeEventListener('abort', giveUp);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      // An error inside a Suspense boundary still ends the stream, with the boundary's fallback:
      // the page is rendered again with its fallback message instead.
      onError: (error) => {
        failure ??= error;
      },
    });
    function giveUp() {
      stream.abort(new Error('The page was not rendered by its deadline'));
    }
    if (bound.aborted) giveUp();
    else bound.addEventListener('abort', giveUp, { once: true });
  });
}
