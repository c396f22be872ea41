import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { addons, adultsFood, aBooking, kidsFood, rsvps } from './fixtures';

// The API at the network layer. In jsdom the page's origin is http://localhost.
export const API = 'http://localhost/api';

export const server = setupServer(
  http.get(`${API}/bookings/:id/rsvps`, () => HttpResponse.json(rsvps)),
  http.get(`${API}/bookings/:id`, () => HttpResponse.json(aBooking())),
  http.get(`${API}/food-items`, () => HttpResponse.json({ kidsFood, adultsFood })),
  http.get(`${API}/addons`, () => HttpResponse.json(addons)),
);

/** Answers GET /api/bookings/{id} with this booking. */
export function serveBooking(booking: JsonBodyType) {
  server.use(http.get(`${API}/bookings/:id`, () => HttpResponse.json(booking)));
}

/** Records the JSON bodies a POST or PUT endpoint receives and answers with `answer`. */
export function recordCalls(method: 'post' | 'put', path: string, answer: JsonBodyType, status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer, { status });
    }),
  );
  return bodies;
}

/** The usual life cycle: every request must be answered by a handler. */
export function serveApiForEachTest() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
