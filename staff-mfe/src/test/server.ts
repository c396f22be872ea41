import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import type { StaffRole } from '@party/domain';
import { venueHandler, venueLoadedBeforeAll } from '@party/shared-ui/src/test/venue-fixtures';
import { aBooking, aDoor, aKitchenSheet, aStaffCatalogue, aMoneyPage, aRunSheet, aSession, anAuditEntry, someTakings } from './fixtures';

// The staff API at the network layer. In jsdom the page's origin is http://localhost.
export const API = 'http://localhost/api/staff';

export const server = setupServer(
  venueHandler,
  http.get(`${API}/session`, () => HttpResponse.json(aSession('front-desk'))),
  http.get(`${API}/day/:date`, ({ params }) => HttpResponse.json({ ...aRunSheet(), date: params.date })),
  http.get(`${API}/door/:date`, ({ params }) => HttpResponse.json({ ...aDoor(), date: params.date })),
  http.get(`${API}/kitchen/:date`, ({ params }) => HttpResponse.json({ ...aKitchenSheet(), date: params.date })),
  http.get(`${API}/bookings/:reference`, () => HttpResponse.json(aBooking())),
  http.get(`${API}/money`, () => HttpResponse.json(aMoneyPage())),
  http.get(`${API}/money/takings`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    return HttpResponse.json(someTakings(query.get('from')!, query.get('to')!));
  }),
  http.get(`${API}/catalogue`, () => HttpResponse.json(aStaffCatalogue())),
  http.get(`${API}/audit`, () => HttpResponse.json({ entries: [anAuditEntry('9')], next: null })),
  // A closure or an hours change that touches no booking (decision 059).
  http.post(`${API}/closures/preview`, () => HttpResponse.json({ bookings: [] })),
  http.post(`${API}/hours/preview`, () => HttpResponse.json({ bookings: [] })),
);

/** Answers GET /api/staff/session as this role's session. */
export function signedInAs(role: StaffRole) {
  server.use(http.get(`${API}/session`, () => HttpResponse.json(aSession(role))));
}

/** Answers GET /api/staff/session with 401, as for a browser without a session. */
export function signedOut() {
  server.use(http.get(`${API}/session`, () => HttpResponse.json({ code: 'staff-session-required', message: 'Sign in first' }, { status: 401 })));
}

/** Answers a GET with this body and status. */
export function serve(path: string, body: JsonBodyType, status = 200) {
  server.use(http.get(`${API}${path}`, () => HttpResponse.json(body, { status })));
}

/** Records the JSON bodies a write receives and answers with `answer` (or what it makes of the body). */
export function recordCalls(method: 'post' | 'put', path: string, answer: JsonBodyType | ((body: unknown, call: number) => JsonBodyType), status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      const body: unknown = await request.json();
      bodies.push(body);
      return HttpResponse.json(typeof answer === 'function' ? answer(body, bodies.length) : answer, { status });
    }),
  );
  return bodies;
}

/** The addresses (path and query) of the GETs of a path pattern, answered as before. */
export function recordGets(path: string) {
  const addresses: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && new RegExp(`^${path.replace(/:[a-z]+/gi, '[^/]+')}$`).test(url.pathname)) addresses.push(`${url.pathname}${url.search}`);
  });
  return addresses;
}

/** The usual life cycle: every request must be answered by a handler. */
export function serveApiForEachTest() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  venueLoadedBeforeAll();
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
}
