import type { Venue } from '@party/domain';
import type { PageRequest } from '../ssr/page-data';
import { testVenue } from './venue-fixtures';

/**
 * A page's request as the shell's server makes it, against the component tests' fake API (jsdom's
 * page origin), with the venue the shell read and the test's clock. Imported by its path, only
 * from tests.
 */
export function pageRequest(
  pathname: string,
  params: PageRequest['params'] = {},
  { venue = testVenue, now = Date.now(), search = '' }: { venue?: Venue | null; now?: number; search?: string } = {},
): PageRequest {
  // Through the global fetch as it is when asked (the fake API intercepts it).
  const serverFetch = (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init);
  return { pathname, search, params, api: { origin: 'http://localhost', fetch: serverFetch as typeof fetch }, venue, now, siteOrigin: 'http://localhost' };
}
