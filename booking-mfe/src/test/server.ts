import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { checkCoupon, type Coupon } from '@party/domain';
import { testVenue, venueHandler, venueLoadedBeforeAll } from '@party/shared-ui/src/test/venue-fixtures';
import { addons, adultsFood, CLOSED_DATE, kidsFood, NOW, packages, rooms, timeSlots } from './fixtures';

// The API at the network layer. In jsdom the page's origin is http://localhost.
export const API = 'http://localhost/api';

/** The coupons the fake server knows, one for each of the spec's coupon rules. */
const coupons: Coupon[] = [
  { code: 'PARTY10', type: 'percentage', amount: 10, validFrom: '2031-01-01', validTo: '2031-12-31', usedCount: 0, maxUsage: 100, minCartValue: 200 },
  { code: 'SAVE50', type: 'fixed', amount: 50, validFrom: '2031-01-01', validTo: '2031-12-31', usedCount: 0, maxUsage: 100, minCartValue: 400 },
  { code: 'EXPIRED', type: 'fixed', amount: 50, validFrom: '2030-01-01', validTo: '2030-12-31', usedCount: 0, maxUsage: 100, minCartValue: 0 },
  { code: 'USEDUP', type: 'fixed', amount: 50, validFrom: '2031-01-01', validTo: '2031-12-31', usedCount: 10, maxUsage: 10, minCartValue: 0 },
  { code: 'BIGPARTY', type: 'fixed', amount: 50, validFrom: '2031-01-01', validTo: '2031-12-31', usedCount: 0, maxUsage: 100, minCartValue: 1000 },
];

/** POST /api/coupon/validate as the API answers it: the domain's coupon rules on the sent total. */
const validateCoupon = http.post(`${API}/coupon/validate`, async ({ request }) => {
  const { code, total } = (await request.json()) as { code: string; total: number };
  const check = checkCoupon({ code, coupons, total, now: NOW, timeZone: testVenue.timeZone });
  if (!check.ok) return HttpResponse.json({ valid: false, message: check.message });
  const { type, amount } = check.coupon;
  return HttpResponse.json({ valid: true, message: check.message, code: check.coupon.code, type, amount, discount: check.discount, totalPrice: total });
});

export const server = setupServer(
  venueHandler,
  http.get(`${API}/packages`, () => HttpResponse.json(packages)),
  http.get(`${API}/unavailable-dates`, () => HttpResponse.json([CLOSED_DATE])),
  http.get(`${API}/get-time-slots`, () => HttpResponse.json(timeSlots)),
  http.get(`${API}/full-party-dates`, () => HttpResponse.json([])),
  http.get(`${API}/roomss3`, () => HttpResponse.json(rooms)),
  http.get(`${API}/food-items`, () => HttpResponse.json({ kidsFood, adultsFood })),
  http.get(`${API}/addons`, () => HttpResponse.json(addons)),
  validateCoupon,
  // A booking made during the visit is still waiting for its payment.
  http.get(`${API}/bookings/:id`, ({ params }) => HttpResponse.json({ bookingId: params.id, status: 'pending' })),
);

/** Answers GET requests to `path` with `answer`, and records each request's query. */
export function serveGet(path: string, answer: JsonBodyType, status = 200) {
  const queries: Array<Record<string, string>> = [];
  server.use(
    http.get(`${API}${path}`, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json(answer, { status });
    }),
  );
  return queries;
}

/** The JSON bodies of the POST requests made to `path`, whoever answers them. */
export function watchPosts(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === `/api${path}`) bodies.push(await request.clone().json());
  });
  return bodies;
}

/** Records the JSON bodies a POST endpoint receives and answers with `answer`. */
export function recordPosts(path: string, answer: JsonBodyType, status = 200) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json(answer, { status });
    }),
  );
  return bodies;
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

/**
 * Records the JSON bodies a POST endpoint receives and holds every answer until `release` is
 * called, so that a test can look at the page while the call is under way.
 */
export function holdPosts(path: string, answer: JsonBodyType) {
  const bodies: unknown[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(`${API}${path}`, async ({ request }) => {
      bodies.push(await request.json());
      await released;
      return HttpResponse.json(answer);
    }),
  );
  return { bodies, release: () => release() };
}
