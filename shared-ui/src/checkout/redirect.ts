import { createContext, useContext } from 'react';

/**
 * How a page sends the browser to another site (a hosted checkout): a full navigation. Given to the
 * page as a context, so that whoever mounts the page decides it: the browser's own by default, a
 * recording one in the component tests (jsdom cannot navigate).
 */
export const RedirectContext = createContext<(url: string) => void>((url) => window.location.assign(url));

export function useRedirect(): (url: string) => void {
  return useContext(RedirectContext);
}
