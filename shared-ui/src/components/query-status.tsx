import type { ReactNode } from 'react';
import { phoneHref } from '@party/domain';
import { useVenueStatus } from '../venue/venue';
import { Alert } from './alert';
import { Button } from './button';
import { LoadingState } from './loading-state';
import { useLoadingUntilRendered } from './use-loading-until-rendered';

export interface QueryStatusProps {
  isLoading: boolean;
  isError: boolean;
  /** Read out while loading, e.g. 'Loading time slots…'. */
  loadingLabel: string;
  /** The failure's title, e.g. 'Failed to fetch time slots'. */
  errorTitle: string;
  onRetry: () => void;
  children: ReactNode;
}

/** A query's loading spinner, or its failure with a way to try again, or else its content. */
export function QueryStatus({ isLoading, isError, loadingLabel, errorTitle, onRetry, children }: QueryStatusProps) {
  const loading = useLoadingUntilRendered(isLoading);
  const venue = useVenueStatus();
  if (loading) return <LoadingState label={loadingLabel} />;
  if (isError) {
    return (
      <Alert tone="danger" title={errorTitle}>
        <p>
          Please try again.
          {venue.status === 'loaded' ? (
            <>
              {' '}
              If it keeps failing, call us on <a href={phoneHref(venue.venue.phone)}>{venue.venue.phone}</a>.
            </>
          ) : null}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  return children;
}
