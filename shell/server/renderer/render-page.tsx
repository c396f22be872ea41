import { StrictMode, type ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { matchPath, StaticRouter } from 'react-router';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { API_PATHS, type Venue } from '@party/domain';
import { setVenue, type PreparedPage } from '@party/shared-ui';
import { RemoteLoadError, type PageModule } from '../../src/federation/remote-load-error';
import type { RemoteName } from '../../src/federation/remote-names';
import type { RemotesConfig } from '../../src/federation/remotes-config';
import { SiteLayout } from '../../src/layout/site-layout';
import { AppRoutes } from '../../src/routing/app-routes';
import { remoteRouteAt, type RemoteRoute } from '../../src/routing/route-table';
import type { PageState, ServerPage } from '../../src/routing/server-page';
import type { PageRequest, PreparedResponse, Stylesheet } from './page-contract';
import { setAllowedRemoteOrigins } from './remote-origins';
import { REMOTE_FETCH_TIMEOUT_MS } from './server-federation-plugin';

// The shell's server renderer (docs/decisions/029), built for Node by webpack as a federation host
// (tooling/webpack-config.ts, `serverConfig`) and called by the site's server
// (tooling/site/page-server.ts) for every page. It loads the route's remote page over HTTP from the
// address the deployed remotes.json names, has it read its data from the API, and renders the
// whole page with React's streaming renderer; the browser hydrates the same markup.

/** Where a remote's Node build is: `server/remoteEntry.js` beside the manifest remotes.json names. */
export function serverEntryOf(manifestUrl: string): string {
  return new URL('server/remoteEntry.js', manifestUrl).href;
}

interface Manifest {
  metaData?: { publicPath?: string };
  exposes?: Array<{ path?: string; assets?: { css?: { sync?: string[]; async?: string[] } } }>;
}

/** Each deployment's manifest, read once: a deployment's files never change. */
const manifests = new Map<string, Promise<Manifest>>();

/** Each stylesheet's text, read once (its name carries its content's hash); null when it could not be read. */
const stylesheetTexts = new Map<string, Promise<string | null>>();

/** The remotes the federation runtime has, by the entry it has them at. */
const registered = new Map<RemoteName, string>();

/**
 * Registers the remotes remotes.json names now. A remote pointed at another deployment is
 * registered again (`force`), which drops the one loaded before: the next request renders the new
 * one, and the old one's code can be collected.
 */
function registerDeployedRemotes(remotes: RemotesConfig): void {
  const origins = new Set<string>();
  for (const [name, manifest] of Object.entries(remotes) as Array<[RemoteName, string]>) {
    const entry = serverEntryOf(manifest);
    origins.add(new URL(entry).origin);
    if (registered.get(name) === entry) continue;
    registerRemotes([{ name, entry }], { force: registered.has(name) });
    registered.set(name, entry);
  }
  setAllowedRemoteOrigins(origins);
  // Only the deployments in use are kept: a server that sees one deployment after another for
  // months must not keep them all.
  const inUse = new Set(Object.values(remotes));
  for (const url of manifests.keys()) if (!inUse.has(url)) manifests.delete(url);
  const folders = [...inUse].map((manifest) => new URL('.', manifest).href);
  for (const href of stylesheetTexts.keys()) if (!folders.some((folder) => href.startsWith(folder))) stylesheetTexts.delete(href);
}

/** Forgets a remote that failed, so that the next request tries it afresh. */
function forget(name: RemoteName): void {
  const entry = registered.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

function withinTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${REMOTE_FETCH_TIMEOUT_MS} ms`)), REMOTE_FETCH_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function loadPageModule(route: RemoteRoute, remotes: RemotesConfig): Promise<PageModule> {
  if (!remotes[route.remote]) throw new RemoteLoadError(route.remote, { reason: 'it is not listed in remotes.json' });
  let loaded: PageModule | null;
  try {
    loaded = await withinTimeout(loadRemote<PageModule>(`${route.remote}/${route.page}`), `The ${route.remote} remote`);
  } catch (cause) {
    forget(route.remote);
    throw new RemoteLoadError(route.remote, { cause });
  }
  if (typeof loaded?.default !== 'function') throw new RemoteLoadError(route.remote, { reason: `it does not expose ${route.page}` });
  return loaded;
}


/** The stylesheets of a remote's exposed page, from its browser manifest. */
async function stylesheetsOf(manifestUrl: string, page: string): Promise<string[]> {
  let manifest = manifests.get(manifestUrl);
  if (!manifest) {
    manifest = withinTimeout(
      fetch(manifestUrl, { signal: AbortSignal.timeout(REMOTE_FETCH_TIMEOUT_MS) }).then((response) => {
        if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
        return response.json() as Promise<Manifest>;
      }),
      manifestUrl,
    );
    manifests.set(manifestUrl, manifest);
    manifest.catch(() => manifests.delete(manifestUrl));
  }
  const { metaData, exposes = [] } = await manifest;
  const exposed = exposes.find((candidate) => candidate.path === `./${page}`);
  const base = metaData?.publicPath && metaData.publicPath !== 'auto' ? metaData.publicPath : manifestUrl;
  const files = [...(exposed?.assets?.css?.sync ?? []), ...(exposed?.assets?.css?.async ?? [])];
  return files.map((file) => new URL(file, base).href);
}

/**
 * The page's stylesheets with their text, for the page's head: a phone on a slow network paints
 * the page from the first response, with no request to another origin first. A stylesheet whose
 * text cannot be read in time is linked instead.
 */
async function withTexts(hrefs: string[]): Promise<Stylesheet[]> {
  return Promise.all(
    hrefs.map(async (href) => {
      let text = stylesheetTexts.get(href);
      if (!text) {
        text = withinTimeout(
          fetch(href, { signal: AbortSignal.timeout(REMOTE_FETCH_TIMEOUT_MS) }).then((response) => (response.ok ? response.text() : null)),
          href,
        ).catch(() => null);
        stylesheetTexts.set(href, text);
        // A failure is not kept: the next page asks again.
        void text.then((css) => css === null && stylesheetTexts.delete(href));
      }
      const css = await text;
      return css === null ? { href } : { href, css };
    }),
  );
}

/** How long the venue's details are kept: they change only when the venue's deployment does. */
const VENUE_MAX_AGE_MS = 30_000;
const venuesRead = new Map<string, { venue: Venue; at: number }>();

/** The venue from the API at `apiOrigin`, or null when it cannot be read (never kept). */
async function readVenue(apiOrigin: string): Promise<Venue | null> {
  const kept = venuesRead.get(apiOrigin);
  if (kept && Date.now() - kept.at < VENUE_MAX_AGE_MS) return kept.venue;
  try {
    const response = await fetch(`${apiOrigin}${API_PATHS.venue}`, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) return null;
    const venue = (await response.json()) as Venue;
    venuesRead.set(apiOrigin, { venue, at: Date.now() });
    return venue;
  } catch {
    return null;
  }
}

function titled(title: string, venue: Venue | null): string {
  return venue ? `${title} | ${venue.name}` : title;
}

/**
 * Everything a page needs before its markup: the venue, the route's remote page and its data, its
 * title and stylesheets. The site's server sends the page's head with these at once, then renders.
 */
export async function preparePage({ url, remotes, apiOrigin, nonce }: PageRequest): Promise<PreparedResponse> {
  const pathname = new URL(url, 'http://localhost').pathname;
  registerDeployedRemotes(remotes);
  const route = remoteRouteAt(pathname);
  const venue = await readVenue(apiOrigin);
  const state: PageState = { remotes, venue };

  if (!route) {
    return { status: 404, private: false, title: titled('Page not found', venue), stylesheets: [], state, renderBody: () => renderBody(url, state, nonce) };
  }

  const serverPage: ServerPage = { pathname };
  state.page = serverPage;
  let pageModule: PageModule | undefined;
  let prepared: PreparedPage = {};
  let stylesheets: Stylesheet[] = [];
  try {
    [pageModule, stylesheets] = await Promise.all([
      loadPageModule(route, remotes),
      stylesheetsOf(remotes[route.remote]!, route.page).then(withTexts),
    ]);
    const params = matchPath({ path: route.path, caseSensitive: false }, pathname)?.params ?? {};
    if (pageModule.preparePage) prepared = await pageModule.preparePage({ pathname, params, apiOrigin, venue });
    serverPage.data = prepared.data;
  } catch (error) {
    logFailure(route, error);
    pageModule = undefined;
    serverPage.failed = 'load';
    stylesheets = [];
  }

  const loaded = pageModule;
  return {
    status: 200,
    private: route.path.includes(':'),
    title: prepared.title ?? titled(route.title, venue),
    description: prepared.description,
    stylesheets,
    state,
    async renderBody() {
      try {
        return await renderBody(url, state, nonce, loaded);
      } catch (error) {
        // The page threw while rendering: the same message as for one that is down, from here.
        logFailure(route, error);
        serverPage.failed = 'render';
        serverPage.data = undefined;
        return renderBody(url, state, nonce);
      }
    },
  };
}

function logFailure(route: RemoteRoute, error: unknown) {
  console.error(`[server render] the ${route.remote} remote's ${route.page} could not be shown:`, error instanceof Error ? error.message : error);
}

/** The markup of #root, rendered by React's streaming renderer once every part of it is ready. */
function renderBody(url: string, state: PageState, nonce: string | undefined, pageModule?: PageModule): Promise<string> {
  setVenue(state.venue);
  // A resolved promise React reads without suspending (`use`).
  const loadPage = (): Promise<PageModule> =>
    pageModule
      ? Object.assign(Promise.resolve(pageModule), { status: 'fulfilled', value: pageModule })
      : Promise.reject(new Error('not loaded'));
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <AppRoutes siteLayout={SiteLayout} serverPage={state.page} loadPage={loadPage} />
      </StaticRouter>
    </StrictMode>,
    nonce,
  );
}

/** How long a render may take before it is given up (a page that never finishes). */
const RENDER_TIMEOUT_MS = 5000;

function renderToString(element: ReactElement, nonce: string | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failure: unknown;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
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
      onShellError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
      // An error inside a Suspense boundary still ends the stream, with the boundary's fallback:
      // the page is rendered again with its fallback message instead.
      onError: (error) => {
        failure ??= error;
      },
    });
    setTimeout(() => stream.abort(new Error(`The page took more than ${RENDER_TIMEOUT_MS} ms to render`)), RENDER_TIMEOUT_MS).unref();
  });
}

