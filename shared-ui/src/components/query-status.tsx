import type { ReactNode } from 'react';
import { phoneHref } from '@party/domain';
import { useVenueStatus } from '../venue/venue';
import { Alert } from './alert';
import { Button } from './button';
import { LoadingState } from './loading-state';
import { useLoadingUntilRendered } from './use-loading-until-rendered';

/** What QueryStatus reads of a query: an RTK Query hook's result, or several read as one. */
export interface QueryProgress {
  /** The first fetch is under way. */
  isLoading: boolean;
  /** Any fetch is under way, the first or a later one. */
  isFetching?: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryStatusProps {
  query: QueryProgress;
  /**
   * Shows the spinner at every fetch, not only the first: for a query whose arguments follow the
   * choices above it (the rooms at the time chosen), whose last answer no longer stands.
   */
  everyFetch?: boolean;
  /** Read out while loading, e.g. 'Loading time slots…'. */
  loadingLabel: string;
  /** The failure's title, e.g. 'Failed to fetch time slots'. */
  errorTitle: string;
  children: ReactNode;
}

/** A query's loading spinner, or its failure with a way to try again, or else its content. */
export function QueryStatus({ query, everyFetch = false, loadingLabel, errorTitle, children }: QueryStatusProps) {
  const loading = useLoadingUntilRendered(everyFetch ? query.isFetching === true : query.isLoading);
  const venue = useVenueStatus();
  if (loading) return <LoadingState label={loadingLabel} />;
  if (query.isError) {
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
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  return children;
}
