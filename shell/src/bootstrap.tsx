import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadSiteLayout } from './layout/load-site-layout';
import { AppRoutes } from './routing/app-routes';
import { remoteRouteAt } from './routing/route-table';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * On the routes with a header and footer, their chunk (asked for by index.ts beside this one) is
 * waited for and rendered in the first paint. Rendered lazily, they would show only with the remote
 * page: React reveals content that comes within 300 ms of the first together with it.
 */
async function loadedSiteLayout() {
  if (remoteRouteAt(window.location.pathname)?.standalone) return undefined;
  try {
    return (await loadSiteLayout()).SiteLayout;
  } catch {
    // Rendered lazily instead, which tries once more.
    return undefined;
  }
}

void loadedSiteLayout().then((siteLayout) => {
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
