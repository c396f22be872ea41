import { createContext, useContext, type ReactNode } from 'react';
import type { PageData, PreparedPage } from './page-data';

// The site's own address (its origin, as `https://parties.example`), for what a page links to by
// its full address: the invitation link a parent sends, the invitation's calendar event. A page
// the server rendered is drawn with the origin the server was asked on, which travels in its data
// (`siteOrigin`), so that the browser hydrates the same link instead of drawing it again (issue 41:
// the confirmation's invitation message was drawn only once hydrated, seconds after the rest). A
// page the browser renders alone reads its own address.

/** A page's prepared data, with the site's origin the server rendered it for. */
export function withSiteOrigin<T extends PreparedPage>(prepared: T, siteOrigin: string): T {
  return { ...prepared, data: { ...prepared.data, siteOrigin } };
}

function siteOriginOf(data: PageData | undefined): string | undefined {
  return typeof data?.siteOrigin === 'string' ? data.siteOrigin : undefined;
}

const SiteOriginContext = createContext<string | undefined>(undefined);

/** Gives the page the site's origin its server data names (none: the browser's own address is read). */
export function SiteOriginOfPage({ data, children }: { data: PageData | undefined; children: ReactNode }) {
  return <SiteOriginContext.Provider value={siteOriginOf(data)}>{children}</SiteOriginContext.Provider>;
}

/**
 * The site's origin: the one the server rendered the page for, the same on the server and in the
 * browser that hydrates it; the browser's own address in a page rendered without server data.
 */
export function useSiteOrigin(): string {
  const served = useContext(SiteOriginContext);
  if (served !== undefined) return served;
  if (typeof window === 'undefined') throw new Error('A page rendered on the server links by its full address only with `withSiteOrigin` in its data');
  return window.location.origin;
}
