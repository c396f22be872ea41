import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is rendered on the server and while the browser hydrates that markup; true
 * in every render after. What only the browser knows (session storage, `navigator.share`) is read
 * once this is true, so that the first render in the browser matches the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
