import { useSyncExternalStore } from 'react';
import { venueDate } from '@party/domain';
import { usePreparedAt } from '@party/shared-ui';

const noChanges = () => () => undefined;

/**
 * Today in the venue's time zone, as the page renders. While the browser hydrates the server's
 * markup it is the server's today (from the page's data), so that what depends on it (the
 * calendar) matches that markup; after, the browser's, which renders again only when the day
 * differs: the page was rendered just before midnight, or the device's clock is wrong (the page's
 * clock: shared-ui's ssr/page-clock.ts).
 */
export function useVenueToday(timeZone: string): string {
  const serverTime = usePreparedAt();
  return useSyncExternalStore(
    noChanges,
    () => venueDate(Date.now(), timeZone),
    () => venueDate(serverTime ?? Date.now(), timeZone),
  );
}
