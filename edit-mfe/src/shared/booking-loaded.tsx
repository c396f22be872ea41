import type { ReactNode } from 'react';
import type { BookingRecord } from '@party/domain';
import { BookingNotFound, LoadingState, useLoadingUntilRendered } from '@party/shared-ui';

/** The parent's booking as its query hook reads it. */
interface BookingRead {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  data?: BookingRecord;
}

/**
 * A page of one booking, once it is read: its loading state while it is, and not found when the
 * address names none (`read` undefined) or it cannot be read. A booking the server could not read
 * stays shown as not found while the browser asks again.
 */
export function BookingLoaded({ read, children }: { read: BookingRead | undefined; children: (booking: BookingRecord) => ReactNode }) {
  const loading = useLoadingUntilRendered(Boolean(read?.isLoading && !read.error));
  if (!read) return <BookingNotFound />;
  if (loading) return <LoadingState label="Loading your booking…" />;
  if (read.isError || !read.data) return <BookingNotFound />;
  return children(read.data);
}
