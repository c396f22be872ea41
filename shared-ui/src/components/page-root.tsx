import '../styles/tokens.css';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { phoneHref } from '@party/domain';
import type { PageData } from '../ssr/page-data';
import { preparedAtOf, PreparedAtContext } from '../ssr/page-clock';
import { usePageLive } from '../ssr/use-page-live';
import { useVenueStatus } from '../venue/venue';
import { VenueGate } from '../venue/venue-gate';
import { Button } from './button';
import { PageMessage } from './page-message';
import { Toaster } from './toast';

export interface PageRootProps {
  /** The exposed page, as `remote/Page`, and the build it comes from: shown as data attributes. */
  page: string;
  build: string;
  /** What the server prepared the page with, if it did: the page's clock reads its instant. */
  data?: PageData;
  /** The page's loading state, read out while the venue's details load. */
  loadingLabel?: string;
  children: ReactNode;
}

/**
 * What every exposed page wraps itself in, so it works wherever it is mounted: an error boundary
 * that keeps a crash inside the page, the venue's details before anything reads them (VenueGate),
 * the page's toasts, and the page's clock (ssr/page-clock.ts). A page with a Redux store uses
 * `RemoteRoot`, which adds the store; a page without one (the invitation) uses this alone.
 */
export function PageRoot({ page, build, data, loadingLabel, children }: PageRootProps) {
  // A page the server rendered shows before its script has made it live: its controls take taps,
  // typing and choices meanwhile, which the page's first script keeps (ssr/early-events-script.ts)
  // and which are replayed, in order, once it is live (issue 41). A page rendered in the browser is
  // live from the start, with nothing kept.
  usePageLive();
  return (
    <>
      <div data-remote-page={page} data-build={build}>
        <ErrorBoundary FallbackComponent={PageCrashed}>
          <PreparedAtContext.Provider value={preparedAtOf(data)}>
            <VenueGate loadingLabel={loadingLabel}>{children}</VenueGate>
          </PreparedAtContext.Provider>
        </ErrorBoundary>
      </div>
      <Toaster />
    </>
  );
}

function PageCrashed({ resetErrorBoundary }: FallbackProps) {
  const venue = useVenueStatus();
  return (
    <PageMessage
      title="Something went wrong"
      actions={<Button onClick={resetErrorBoundary}>Try again</Button>}
    >
      <p>
        This page stopped working. Your details are kept on this device; please try again
        {venue.status === 'loaded' ? (
          <>
            , or call us on <a href={phoneHref(venue.venue.phone)}>{venue.venue.phone}</a>
          </>
        ) : null}
        .
      </p>
    </PageMessage>
  );
}
