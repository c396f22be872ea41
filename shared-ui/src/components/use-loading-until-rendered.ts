import { useDeferredValue } from 'react';

/**
 * Whether a page or a section should still show its loading state: at once when loading starts,
 * and, when it ends, until what the data brings has been rendered as a deferred update. RTK
 * Query's answers arrive as a store update, which React renders in one go, holding the main thread
 * for the whole page; deferred, it renders in slices that leave a phone free to respond (Total
 * Blocking Time; decision 022).
 */
export function useLoadingUntilRendered(isLoading: boolean): boolean {
  const stillShown = useDeferredValue(isLoading);
  return isLoading || stillShown;
}
