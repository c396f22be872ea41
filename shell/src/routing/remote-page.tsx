import { Suspense, use, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LoadingState } from '@party/shared-ui';
import { RemoteLoadError, loadRemotePage, resetRemote, type PageModule } from '../federation/remote-registry';
import type { RemoteName } from '../federation/remote-names';
import { RemoteUnavailable } from './remote-unavailable';

export interface RemotePageProps {
  remote: RemoteName;
  /** The exposed module, e.g. `BookingPage`. */
  page: string;
  /** What the page is, in words a visitor understands ("party booking"). */
  label: string;
  /** How the page module is loaded; tests pass their own. */
  load?: (remote: RemoteName, page: string) => Promise<PageModule>;
}

/**
 * One route's remote page. Loading shows a spinner; a remote that fails to load or throws while
 * rendering shows a message with Try again, and the rest of the site keeps working.
 */
export function RemotePage(props: RemotePageProps) {
  // Another route may reuse this element for another page: start that one afresh.
  return <RemotePageAttempts key={`${props.remote}/${props.page}`} {...props} />;
}

function RemotePageAttempts({ remote, page, label, load = loadRemotePage }: RemotePageProps) {
  // Each attempt is a new promise: Try again must not reuse the one that failed.
  const [pageModule, setPageModule] = useState(() => load(remote, page));

  async function tryAgain(error: unknown) {
    if (error instanceof RemoteLoadError) await resetRemote(remote);
    setPageModule(load(remote, page));
  }

  return (
    <ErrorBoundary
      resetKeys={[pageModule]}
      fallbackRender={({ error }) => (
        <RemoteUnavailable label={label} loadFailed={error instanceof RemoteLoadError} onTryAgain={() => tryAgain(error)} />
      )}
    >
      <Suspense fallback={<LoadingState label={`Loading the ${label} page…`} />}>
        <LoadedPage pageModule={pageModule} />
      </Suspense>
    </ErrorBoundary>
  );
}

function LoadedPage({ pageModule }: { pageModule: Promise<PageModule> }) {
  const { default: Page } = use(pageModule);
  return <Page />;
}
