import type { Venue } from '@party/domain';
// By its path, not shared-ui's index: the entry script must not load the shared modules, which
// the federation runtime sets up only behind the async boundary (index.ts).
import { requestVenue } from '@party/shared-ui/src/venue/venue-request';

let request: Promise<Venue> | undefined;

/**
 * GET /api/venue, asked for once: first by the entry script, beside the page's other first
 * requests, then handed by bootstrap to shared-ui's venue module, which every page reads it from.
 */
export function earlyVenueRequest(): Promise<Venue> {
  if (!request) {
    request = requestVenue();
    // A failure is shown by what needs the venue, once it renders; until then it is not unhandled.
    request.catch(() => undefined);
  }
  return request;
}
