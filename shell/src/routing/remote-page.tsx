import { Suspense, use, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LoadingState, type PageData } from '@party/shared-ui';
import { RemoteLoadError, loadRemotePage, resetRemote, type PageModule } from '../federation/remote-registry';
import type { RemoteName } from '../federation/remote-names';
import { RemoteUnavailable, type RemoteUnavailableProps } from './remote-unavailable';
import type { ServerPage } from './server-page';

export interface RemotePageProps {
  remote: RemoteName;
  /** The exposed module, e.g. `BookingPage`. */
  page: string;
  /** What the page is, in words a visitor understands ("party booking"). */
  label: string;
  /** How the page module is loaded; tests and the server pass their own. */
  load?: (remote: RemoteName, page: string) => Promise<PageModule>;
  /** What the server rendered this page with (server-page.ts), when it is the page it rendered. */
  serverPage?: ServerPage;
  /** What shows in place of a page that is down or broken: the public site's message by default (the staff site has its own). */
  unavailable?: ComponentType<RemoteUnavailableProps>;
}

/**
 * One route's remote page. Loading shows a spinner; a remote that fails to load or throws while
 * rendering shows a message with Try again, and the rest of the site keeps working.
 */
export function RemotePage(props: RemotePageProps) {
  // Another route may reuse this element for another page: start that one afresh.
  return <RemotePageAttempts key={`${props.remote}/${props.page}`} {...props} />;
}

function RemotePageAttempts({ remote, page, label, load = loadRemotePage, serverPage, unavailable: Unavailable = RemoteUnavailable }: RemotePageProps) {
  const server = serverPage;
  // A page the server could not show is shown the same in the browser, Try again included.
  const [failedOnServer, setFailedOnServer] = useState(server?.failed);
  // Each attempt is a new promise: Try again must not reuse the one that failed.
  const [pageModule, setPageModule] = useState(() => (failedOnServer ? undefined : load(remote, page)));

  async function tryAgain(error: unknown) {
    if (error instanceof RemoteLoadError || failedOnServer === 'load') await resetRemote(remote);
    setFailedOnServer(undefined);
    setPageModule(load(remote, page));
  }

  if (failedOnServer || !pageModule) {
    return <Unavailable label={label} loadFailed={failedOnServer !== 'render'} onTryAgain={() => tryAgain(undefined)} />;
  }

  return (
    <ErrorBoundary
      resetKeys={[pageModule]}
      fallbackRender={({ error }) => (
        <Unavailable label={label} loadFailed={error instanceof RemoteLoadError} onTryAgain={() => tryAgain(error)} />
      )}
    >
      <Suspense fallback={<LoadingState label={`Loading the ${label} page…`} />}>
        <LoadedPage pageModule={pageModule} data={server?.data} />
      </Suspense>
    </ErrorBoundary>
  );
}

function LoadedPage({ pageModule, data }: { pageModule: Promise<PageModule>; data: PageData | undefined }) {
  const { default: Page } = use(pageModule);
  return <Page data={data} />;
}
