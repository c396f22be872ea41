import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { phoneHref, venue } from '@party/domain';
import { Button } from './button';
import { PageMessage } from './page-message';
import { Toaster } from './toast';

/**
 * What every exposed page wraps itself in, so it works wherever it is mounted: its remote's own
 * store, an error boundary that keeps a crash inside the page, and the page's toasts.
 */
export interface RemoteRootProps {
  store: Store;
  /** The exposed page, as `remote/Page`, and the build it comes from: shown as data attributes. */
  page: string;
  build: string;
  children: ReactNode;
}

export function RemoteRoot({ store, page, build, children }: RemoteRootProps) {
  return (
    <Provider store={store}>
      <div data-remote-page={page} data-build={build}>
        <ErrorBoundary FallbackComponent={PageCrashed}>{children}</ErrorBoundary>
      </div>
      <Toaster />
    </Provider>
  );
}

function PageCrashed({ resetErrorBoundary }: FallbackProps) {
  return (
    <PageMessage
      title="Something went wrong"
      actions={<Button onClick={resetErrorBoundary}>Try again</Button>}
    >
      <p>
        This page stopped working. Your details are kept on this device; please try again, or call us on{' '}
        <a href={phoneHref(venue.phone)}>{venue.phone}</a>.
      </p>
    </PageMessage>
  );
}
