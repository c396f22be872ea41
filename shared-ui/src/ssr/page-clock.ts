import { createContext, useContext, useState } from 'react';
import type { PageData, PreparedPage } from './page-data';
import { useHydrated } from './use-hydrated';

// A page's clock (docs/decisions/029, 035), one way for every remote. What a page shows as of "now"
// (the calendar's today, a hold's expiry, whether changes are still open) is read once. A page the
// server rendered is shown as of the server's reading (its request's `now`), which travels in its
// data (`preparedAt`) and reaches every part of the page through PageRoot, so that the browser
// hydrates the same words even when seconds, or midnight, have passed in between.

/** A page's prepared data, with the instant the server prepared it at (its request's `now`). */
export function withPreparedAt<T extends PreparedPage & { data: PageData }>(prepared: T, at: number): T {
  return { ...prepared, data: { ...prepared.data, preparedAt: at } };
}

/** The instant the server prepared the page at, when it did. */
export function preparedAtOf(data: PageData | undefined): number | undefined {
  return typeof data?.preparedAt === 'number' ? data.preparedAt : undefined;
}

/** The instant the page's server data was prepared at, for every part of the page (PageRoot provides it). */
export const PreparedAtContext = createContext<number | undefined>(undefined);

/** The instant the server prepared this page at; undefined in a page the browser rendered alone. */
export function usePreparedAt(): number | undefined {
  return useContext(PreparedAtContext);
}

/**
 * "Now", read once when the component first shows: the server's reading while the browser
 * hydrates the server's markup; the browser's own otherwise (a page without server data, or one
 * mounted after hydration).
 */
export function useNowOnce(): number {
  const preparedAt = usePreparedAt();
  const hydrated = useHydrated();
  return useState(() => (hydrated ? undefined : preparedAt) ?? Date.now())[0];
}
