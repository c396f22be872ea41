import type { ReactNode } from 'react';
import { Button } from '../components/button';
import { LoadingState } from '../components/loading-state';
import { PageMessage } from '../components/page-message';
import { reloadVenue, useVenueStatus } from './venue';

export interface VenueGateProps {
  /** The page's loading state, read out while the venue loads (e.g. 'Loading your invitation…'). */
  loadingLabel?: string;
  children: ReactNode;
}

/**
 * A page's content, once the venue's details are read (useVenue): the page's loading state while
 * they load, and, when they cannot be read (the API is down), a message with Try again in place
 * of the page. Nothing inside reads the venue before it is there. In the site the shell has
 * usually read them before a page renders, so the page shows at once.
 */
export function VenueGate({ loadingLabel = 'Loading…', children }: VenueGateProps) {
  const venue = useVenueStatus();
  if (venue.status === 'loading') return <LoadingState label={loadingLabel} />;
  if (venue.status === 'failed') return <VenueUnavailable />;
  return children;
}

/** Try again shows the page's loading state again, then the page, or this once more. */
function VenueUnavailable() {
  return (
    <PageMessage title="This page could not be loaded" actions={<Button onClick={() => void reloadVenue()}>Try again</Button>}>
      <p>We could not reach our booking system. Please check your connection and try again.</p>
    </PageMessage>
  );
}
