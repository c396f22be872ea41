import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { STAFF_MESSAGES, staffSignInPath } from '@party/domain';
import { Alert, apiErrorCode, apiErrorMessage, apiErrorStatus, Button, LoadingState, useLoadingUntilRendered, type ApiError } from '@party/shared-ui';
import { signInNotice } from './sign-in-notice';

/** A link to sign in again and come back to this page. */
function SignInAgain() {
  const { pathname, search } = useLocation();
  return (
    <Link to={staffSignInPath(`${pathname}${search}`)} state={signInNotice('session-ended')}>
      Sign in again
    </Link>
  );
}

/**
 * What a failed staff call means to the person who made it: their session ended (sign in again,
 * and come back here), their role may not do it, or the API's own words (a payment larger than
 * what is due, a refund reference used for another amount...), or the network.
 */
export function ApiProblem({ error, fallback }: { error: ApiError | undefined; fallback: string }) {
  const status = apiErrorStatus(error);
  if (status === 401) {
    return (
      <Alert tone="danger" title={STAFF_MESSAGES.sessionEnded}>
        <SignInAgain />
      </Alert>
    );
  }
  const code = apiErrorCode(error);
  if (code === 'staff-forbidden') return <Alert tone="danger">{STAFF_MESSAGES.notAllowed}</Alert>;
  if (code === 'staff-origin') return <Alert tone="danger">{STAFF_MESSAGES.otherOrigin}</Alert>;
  // The API's answers say what to change in words meant for the person ('The amount is more than
  // what is due'); a network failure or a proxy's page has none.
  const message = code !== undefined && code !== 'server-error' ? apiErrorMessage(error) : fallback;
  return <Alert tone="danger">{message}</Alert>;
}

/** What StaffQueryStatus reads of a query hook's result (RTK Query's `useGetXQuery()`). */
export interface StaffQuery {
  isLoading: boolean;
  isFetching: boolean;
  error?: ApiError;
  refetch: () => unknown;
}

export interface StaffQueryStatusProps {
  /** The query shown: its loading, its failure, and Try again reads it again. */
  query: StaffQuery;
  /** Read out while loading: 'Loading the run sheet…'. */
  loadingLabel: string;
  /** The failure's title: 'The run sheet could not be loaded'. */
  errorTitle: string;
  /** What a 404 means here ('No booking has this reference'), when it can happen. */
  notFound?: ReactNode;
  children: ReactNode;
}

/** A staff query's loading state, its failure (with Try again, or Sign in again), or its content. */
export function StaffQueryStatus({ query, loadingLabel, errorTitle, notFound, children }: StaffQueryStatusProps) {
  const { isLoading, isFetching, error } = query;
  const loading = useLoadingUntilRendered(isLoading);
  if (loading) return <LoadingState label={loadingLabel} />;
  if (error) {
    const status = apiErrorStatus(error);
    if (status === 404 && notFound) return notFound;
    if (status === 401 || status === 403) return <ApiProblem error={error} fallback={errorTitle} />;
    return (
      <Alert tone="danger" title={errorTitle}>
        <p>The staff system did not answer. Please check the connection and try again.</p>
        <Button variant="secondary" onClick={() => void query.refetch()} busy={isFetching} busyLabel="Trying again…">
          Try again
        </Button>
      </Alert>
    );
  }
  return children;
}
