import { useState } from 'react';
import { Button, PageMessage, usePageLive, useVenueStatus } from '@party/shared-ui';
import { phoneHref } from '@party/domain';

export interface RemoteUnavailableProps {
  label: string;
  /** True when the page could not be fetched; false when it failed while showing. */
  loadFailed: boolean;
  onTryAgain: () => Promise<void>;
}

/** Shown in place of a remote page that is down or broken. */
export function RemoteUnavailable({ label, loadFailed, onTryAgain }: RemoteUnavailableProps) {
  const [busy, setBusy] = useState(false);
  const venue = useVenueStatus();
  // In place of the route's page, this is the page: once hydrated it is live, and a Try again
  // tapped before is acted on then.
  usePageLive();
  async function handleClick() {
    setBusy(true);
    try {
      await onTryAgain();
    } finally {
      setBusy(false);
    }
  }
  return (
    <PageMessage
      title={`The ${label} page is not available right now`}
      actions={
        <Button onClick={handleClick} busy={busy} busyLabel="Trying again…">
          Try again
        </Button>
      }
    >
      <p>
        {loadFailed
          ? 'We could not load this part of the site. Please check your connection and try again.'
          : 'This part of the site ran into a problem. Please try again.'}
      </p>
      {venue.status === 'loaded' ? (
        <p>
          You can also call us on <a href={phoneHref(venue.venue.phone)}>{venue.venue.phone}</a>.
        </p>
      ) : null}
    </PageMessage>
  );
}
