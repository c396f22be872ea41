import { createContext, useContext, useState, type ReactNode } from 'react';
import { useHydrated, type PageData, type PreparedPage } from '@party/shared-ui';

// What a booking page says as of "now" (a hold's expiry, until when changes are open, whether they
// still are, the .ics file's stamp) is read once, when the page shows the booking. A page the
// server rendered is shown as of the server's reading, which travels with its data: the browser
// hydrates the same words even when seconds (or a minute boundary) have passed in between.

/** The instant the server prepared the page at, when it did. */
const PreparedAt = createContext<number | undefined>(undefined);

/** A page's prepared data, with the instant it was prepared at. */
export function preparedNow<T extends PreparedPage & { data: PageData }>(prepared: T, now = Date.now()): T {
  return { ...prepared, data: { ...prepared.data, now } };
}

/** A page's content, told the instant its server data was prepared at (none without server data). */
export function PageClock({ data, children }: { data?: PageData; children: ReactNode }) {
  const now = typeof data?.now === 'number' ? data.now : undefined;
  return <PreparedAt.Provider value={now}>{children}</PreparedAt.Provider>;
}

/**
 * "Now", read once when the component first shows: the server's reading while the server renders
 * and while the browser hydrates that markup; the browser's own otherwise (a page without server
 * data, or one mounted after hydration).
 */
export function useNowOnce(): number {
  const preparedAt = useContext(PreparedAt);
  const hydrated = useHydrated();
  return useState(() => (hydrated ? undefined : preparedAt) ?? Date.now())[0];
}
