import { createContext, useContext, type ReactNode } from 'react';
import { preparedAtOf, useNowOnce as useNowOnceFrom, type PageData } from '@party/shared-ui';

// What a booking page says as of "now" (a hold's expiry, until when changes are open, whether they
// still are, the .ics file's stamp) is read once, when the page shows the booking: as of the
// server's reading while the browser hydrates a page the server rendered (shared-ui's page clock).

/** The instant the server prepared the page at, when it did, for every part of the page. */
const PreparedAt = createContext<number | undefined>(undefined);

/** A page's content, told the instant its server data was prepared at (none without server data). */
export function PageClock({ data, children }: { data?: PageData; children: ReactNode }) {
  return <PreparedAt.Provider value={preparedAtOf(data)}>{children}</PreparedAt.Provider>;
}

/** "Now", read once when the component first shows (shared-ui's `useNowOnce`, with the page's clock). */
export function useNowOnce(): number {
  return useNowOnceFrom(useContext(PreparedAt));
}
