import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { phoneHref, venue } from '@party/domain';
import { Button } from './button';
import { PageMessage } from './page-message';
import { Toaster } from './toast';

export interface PageRootProps {
  /** The exposed page, as `remote/Page`, and the build it comes from: shown as data attributes. */
  page: string;
  build: string;
  children: ReactNode;
}

/**
 * What every exposed page wraps itself in, so it works wherever it is mounted: an error boundary
 * that keeps a crash inside the page, and the page's toasts. A page with a Redux store uses
 * `RemoteRoot`, which adds the store; a page without one (the invitation) uses this alone.
 */
export function PageRoot({ page, build, children }: PageRootProps) {
  return (
    <>
      <div data-remote-page={page} data-build={build}>
        <ErrorBoundary FallbackComponent={PageCrashed}>{children}</ErrorBoundary>
      </div>
      <Toaster />
    </>
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
