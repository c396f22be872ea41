import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { venueHandler, venueLoadedBeforeAll } from '@party/shared-ui/src/test/venue-fixtures';
import { addons, aRecord, CLOSED_DATE, packages, terms } from './fixtures';

// The API at the network layer. In jsdom the page's origin is http://localhost.
export const API = 'http://localhost/api';

export const server = setupServer(
  venueHandler,
  http.get(`${API}/packages`, () => HttpResponse.json(packages)),
  http.get(`${API}/afterhours-addons`, () => HttpResponse.json(addons)),
  http.get(`${API}/after-hours-terms`, () => HttpResponse.json(terms)),
  http.get(`${API}/unavailable-dates`, () => HttpResponse.json([CLOSED_DATE])),
  http.get(`${API}/bookings-afterhours/:id`, () => HttpResponse.json(aRecord())),
  http.get(`${API}/afterhours-availability`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    return HttpResponse.json({ from: query.get('from'), to: query.get('to'), days: [] });
  }),
);

/** The days GET /api/afterhours-availability answers as taken; records the queries it is asked. */
export function serveTakenTimes(days: JsonBodyType[] | ((call: number) => JsonBodyType[])) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get(`${API}/afterhours-availability`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return HttpResponse.json({ from: query.get('from'), to: query.get('to'), days: typeof days === 'function' ? days(queries.length) : days });
    }),
  );
  return queries;
}

/** Answers GET /api/bookings-afterhours/{id} with this booking, or this status and message. */
export function serveBooking(booking: JsonBodyType, status = 200) {
  server.use(http.get(`${API}/bookings-afterhours/:id`, () => HttpResponse.json(booking, { status })));
}

/** Records the bodies a POST or PUT endpoint receives (JSON, or the text itself) and answers with `answer`. */
export function recordCalls(method: 'post' | 'put', path: string, answer: JsonBodyType | ((body: unknown) => JsonBodyType), status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      const text = await request.text();
      const body: unknown = request.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
      bodies.push(body);
      return HttpResponse.json(typeof answer === 'function' ? answer(body) : answer, { status });
    }),
  );
  return bodies;
}

/** The usual life cycle: every request must be answered by a handler. */
export function serveApiForEachTest() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  venueLoadedBeforeAll();
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
