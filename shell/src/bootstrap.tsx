import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadVenue, setVenue } from '@party/shared-ui';
import { loadSiteLayout } from './layout/load-site-layout';
import { AppRoutes } from './routing/app-routes';
import { remoteRouteAt } from './routing/route-table';
import { HYDRATION_REPORT_PATH, readPageState } from './routing/server-page';
import { earlyVenueRequest } from './venue-request';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * How long the first paint waits for the venue's details at most. They come from the API beside
 * the page's scripts and are usually there first; a slow API must not hold the page back, so after
 * this the header and footer show without them and fill in when they come.
 */
const VENUE_WAIT_MS = 1500;

const pageState = readPageState();

/**
 * A page of a canary release (the server says so) reports its hydration errors, once per page, so
 * that a release whose pages break in browsers is withdrawn (docs/decisions/047). The error is
 * still reported as React's default does (the browser's `reportError`).
 */
function reportHydrationError(error: unknown): void {
  if (typeof reportError === 'function') reportError(error);
  else console.error(error);
  const canary = pageState?.canary;
  if (!canary || reported) return;
  reported = true;
  navigator.sendBeacon?.(HYDRATION_REPORT_PATH, JSON.stringify(canary));
}
let reported = false;

// A server-rendered page carries the venue it was rendered with; otherwise the request index.ts
// started becomes the one every page reads (shared-ui's venue module).
if (pageState) setVenue(pageState.venue);
const venueRead = pageState ? Promise.resolve() : loadVenue(earlyVenueRequest);

/**
 * On the routes with a header and footer, their chunk (asked for by index.ts beside this one) and
 * the venue's details they show are waited for and rendered in the first paint, so the header's
 * name and the footer's contact details do not appear a moment later. Rendered lazily, the layout
 * would show only with the remote page: React reveals content that comes within 300 ms of the first
 * together with it.
 */
async function loadedSiteLayout() {
  if (remoteRouteAt(window.location.pathname)?.standalone) return undefined;
  const venueOrTimeout = Promise.race([venueRead, new Promise((resolve) => setTimeout(resolve, VENUE_WAIT_MS))]);
  try {
    const [{ SiteLayout }] = await Promise.all([loadSiteLayout(), venueOrTimeout]);
    return SiteLayout;
  } catch {
    // Rendered lazily instead, which tries once more.
    return undefined;
  }
}

void loadedSiteLayout().then((siteLayout) => {
  if (pageState) {
    // The server's markup, made live: the same tree, with the data it was rendered with
    // (docs/decisions/029). The route's remote page hydrates once its code is here; until then
    // the server's markup stays on screen. As a transition, hydrating gives the main thread back
    // every few milliseconds instead of holding it for the whole page (docs/decisions/037), so a
    // phone's taps and scrolls are not kept waiting meanwhile.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <BrowserRouter>
            <AppRoutes siteLayout={siteLayout} serverPage={pageState.page} />
          </BrowserRouter>
        </StrictMode>,
        { onRecoverableError: reportHydrationError },
      );
    });
    return;
  }
  const root = createRoot(container);
  // As a transition, the first render gives the main thread back every few milliseconds instead
  // of holding it for the whole page (a phone's taps and scrolls are not kept waiting: Total
  // Blocking Time; decision 022). Nothing is on screen yet, so nothing is kept from view meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <AppRoutes siteLayout={siteLayout} />
        </BrowserRouter>
      </StrictMode>,
    );
  });
});
