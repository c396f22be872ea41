// The design tokens' stylesheet, for the staff site's own pages (the remote's pages load it with PageRoot).
import '@party/shared-ui/src/styles/tokens.css';
import { Route, Routes } from 'react-router-dom';
import { STAFF_ROUTES } from '@party/domain';
import { ButtonLink, PageMessage } from '@party/shared-ui';
import { DocumentTitle } from '../routing/document-title';
import { RemotePageSlot, type RemotePageSlotProps } from '../routing/remote-page-slot';
import { UnavailableMessage, type RemoteUnavailableProps } from '../routing/remote-unavailable';
import { staffRoutes } from './staff-route-table';
import styles from './staff-site.module.css';

/**
 * The staff site's pages: each address to the staff remote's page (which brings the staff layout,
 * the session and its role's pages), the staff console's own word when the remote is down, and a
 * 404 of its own. Nothing of the public site: no header, footer or public route.
 */
export function StaffRoutes({ loadPage }: { loadPage?: RemotePageSlotProps['load'] }) {
  return (
    <Routes>
      {staffRoutes.map(({ path, remote, page, label, title }) => (
        <Route
          key={path}
          path={path}
          element={
            <DocumentTitle title={title}>
              <RemotePageSlot remote={remote} page={page} label={label} load={loadPage} unavailable={StaffConsoleUnavailable} />
            </DocumentTitle>
          }
        />
      ))}
      <Route
        path="*"
        element={
          <DocumentTitle title="Page not found">
            <main className={styles.message}>
              <PageMessage title="Page not found" actions={<ButtonLink to={STAFF_ROUTES.today}>Go to today&apos;s run sheet</ButtonLink>}>
                <p>The staff site has no page at this address.</p>
              </PageMessage>
            </main>
          </DocumentTitle>
        }
      />
    </Routes>
  );
}

/** The staff remote down or broken: said in the staff's words, with Try again. */
function StaffConsoleUnavailable({ label, loadFailed, onTryAgain }: RemoteUnavailableProps) {
  return (
    <main className={styles.message}>
      <UnavailableMessage label={label} onTryAgain={onTryAgain}>
        <p>
          {loadFailed
            ? 'The staff console could not be loaded. Please check the connection and try again.'
            : 'This page of the staff console ran into a problem. Please try again.'}
        </p>
      </UnavailableMessage>
    </main>
  );
}
