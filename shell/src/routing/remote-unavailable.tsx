import { useState, type ReactNode } from 'react';
import { Button, PageMessage, usePageLive, useVenueStatus } from '@party/shared-ui';
import { phoneHref } from '@party/domain';

export interface RemoteUnavailableProps {
  label: string;
  /** True when the page could not be fetched; false when it failed while showing. */
  loadFailed: boolean;
  onTryAgain: () => Promise<void>;
}

/** The message in place of a remote page that is down or broken, with Try again (busy while it tries). */
export function UnavailableMessage({ label, onTryAgain, children }: Pick<RemoteUnavailableProps, 'label' | 'onTryAgain'> & { children: ReactNode }) {
  const [busy, setBusy] = useState(false);
  async function tryAgain() {
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
        <Button onClick={() => void tryAgain()} busy={busy} busyLabel="Trying again…">
          Try again
        </Button>
      }
    >
      {children}
    </PageMessage>
  );
}

/** Shown in place of a remote page that is down or broken. */
export function RemoteUnavailable({ label, loadFailed, onTryAgain }: RemoteUnavailableProps) {
  const venue = useVenueStatus();
  // In place of the route's page, this is the page: once hydrated it is live, and a Try again
  // tapped before is acted on then.
  usePageLive();
  return (
    <UnavailableMessage label={label} onTryAgain={onTryAgain}>
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
    </UnavailableMessage>
  );
}
