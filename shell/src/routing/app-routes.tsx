import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { loadSiteLayout } from '../layout/load-site-layout';
import { NotFoundPage } from '../pages/not-found-page';
import { DocumentTitle } from './document-title';
import { RemotePage } from './remote-page';
import { remoteRoutes, type RemoteRoute } from './route-table';

// The header and footer load only on the routes that show them: the invitation, opened from an
// SMS, goes without (federation/preload.ts starts this chunk early on every other route).
const LazySiteLayout = lazy(() => loadSiteLayout().then(({ SiteLayout }) => ({ default: SiteLayout })));

function routeElement({ remote, page, label, title }: RemoteRoute) {
  return (
    <DocumentTitle title={title}>
      <RemotePage remote={remote} page={page} label={label} />
    </DocumentTitle>
  );
}

export interface AppRoutesProps {
  /** The header and footer's layout when it has loaded already; else it loads when a route needs it. */
  siteLayout?: ComponentType;
}

/** The route table of the spec (SPEC.md §2, route-table.ts): each path maps to a page exposed by a remote. */
export function AppRoutes({ siteLayout: SiteLayout = LazySiteLayout }: AppRoutesProps) {
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
