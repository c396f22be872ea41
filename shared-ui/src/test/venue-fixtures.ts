import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Venue } from '@party/domain';
import { loadVenue } from '../venue/venue';

// The venue the component tests' fake API answers at GET /api/venue: one for shared-ui's tests and
// every remote's (each remote's src/test/server.ts serves it). It is not the sample venue the API
// falls back to, so a page showing the sample's details would fail its test. Imported by its path
// (`@party/shared-ui/src/test/venue-fixtures`), only from tests.

export const testVenue: Venue = {
  name: 'Test Play Centre',
  phone: '(02) 9555 0199',
  email: 'hello@testplay.example',
  address: '7 Test Avenue, Parramatta NSW 2150',
  openingHours: [
    { days: 'Mon-Fri', hours: '9:00am-5:00pm' },
    { days: 'Sat-Sun', hours: '8:00am-6:00pm' },
  ],
  // The remotes' tests fix their clock in Sydney (10 am on 8 July 2031).
  timeZone: 'Australia/Sydney',
};

/** The test venue's phone as a tel: link's address. */
export const TEST_VENUE_TEL = 'tel:0295550199';

/** GET /api/venue, answered with the test venue (jsdom's page origin is http://localhost). */
export const venueHandler = http.get('http://localhost/api/venue', () => HttpResponse.json(testVenue));

/**
 * Reads the venue before the file's first test, as the shell does before its first paint, so a
 * page shows at once. The venue is read once per page load: for a test file, once.
 */
export function venueLoadedBeforeAll() {
  beforeAll(() => loadVenue());
}

/** For shared-ui's own component tests: a fake API answering the venue alone, read before the first test. */
export function serveTestVenue() {
  const server = setupServer(venueHandler);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  venueLoadedBeforeAll();
  afterAll(() => server.close());
}
