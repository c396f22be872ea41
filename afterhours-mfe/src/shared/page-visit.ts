import { useState } from 'react';
import { useHydrated } from '@party/shared-ui';

// A visit to the page, as the server rendered it or the browser alone (docs/decisions/029): what
// the browser's first render must take from the server so that it matches the server's markup.

/**
 * `refetchOnMountOrArgChange` for what the page reads afresh at every visit (a booking, the taken
 * times): true, except while the browser hydrates a page the server rendered, whose answers are
 * this visit's own (asking again would only repeat them).
 */
export function useAskOnArrival(): boolean {
  return useHydrated();
}

/**
 * What `value` was when the page was rendered on the server, as the browser hydrates it (the
 * server's answers, which the markup shows already); undefined in a page the browser renders alone.
 */
export function useValueOnServer<T>(value: T): T | undefined {
  const hydrated = useHydrated();
  return useState(() => (hydrated ? undefined : value))[0];
}
