// The design tokens' stylesheet, for the shell's own pages and layout (the remotes' pages load it with PageRoot).
import '@party/shared-ui/src/styles/tokens.css';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { loadSiteLayout } from '../layout/load-site-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { DocumentTitle } from './document-title';
import { RemotePageSlot, type RemotePageSlotProps } from './remote-page-slot';
import { remoteRoutes, type RemoteRoute } from './route-table';
import type { ServerPage } from './server-page';

// The header and footer load only on the routes that show them: the invitation, opened from an
// SMS, goes without (federation/preload.ts starts this chunk early on every other route).
const LazySiteLayout = lazy(() => loadSiteLayout().then(({ SiteLayout }) => ({ default: SiteLayout })));

/** A remote page, with what the server rendered it with when it is at the path the server rendered. */
function RemotePageAtPath({ serverPage, ...props }: RemotePageSlotProps) {
  const { pathname } = useLocation();
  return <RemotePageSlot {...props} serverPage={serverPage?.pathname === pathname ? serverPage : undefined} />;
}

export interface AppRoutesProps {
  /** The header and footer's layout when it has loaded already; else it loads when a route needs it. */
  siteLayout?: ComponentType;
  /** The page the server rendered, and how remote pages are loaded there (shell/server/renderer/). */
  serverPage?: ServerPage;
  loadPage?: RemotePageSlotProps['load'];
}

/** The site's route table (SPEC.md §2, route-table.ts): each path maps to a page exposed by a remote. */
export function AppRoutes({ siteLayout: SiteLayout = LazySiteLayout, serverPage, loadPage }: AppRoutesProps) {
  function routeElement({ remote, page, label, title }: RemoteRoute) {
    return (
      <DocumentTitle title={title}>
        <RemotePageAtPath remote={remote} page={page} label={label} serverPage={serverPage} load={loadPage} />
      </DocumentTitle>
    );
  }

  return (
    <Routes>
      {remoteRoutes
        .filter((route) => route.standalone)
        .map((route) => (
          <Route key={route.path} path={route.path} element={<main id="main">{routeElement(route)}</main>} />
        ))}
      <Route
        element={
          <Suspense fallback={null}>
            <SiteLayout />
          </Suspense>
        }
      >
        {remoteRoutes
          .filter((route) => !route.standalone)
          .map((route) => (
            <Route key={route.path} path={route.path} element={routeElement(route)} />
          ))}
        <Route
          path="*"
          element={
            <DocumentTitle title="Page not found">
              <NotFoundPage />
            </DocumentTitle>
          }
        />
      </Route>
    </Routes>
  );
}
