import fc from 'fast-check';
import { signedEvent } from '../test/fake-stripe';
import { afterHoursPayload, bookingPayload, bookingUpdatePayload, rowCounts } from '../test/fixtures';
import { call, useTestApi, type ApiResponse } from '../test/test-api';

// Bad input never gives a 500: random and malformed JSON, wrong types, huge strings and unknown
// ids posted to every write endpoint get a clear 4xx (400, 404, or 409/413/422 where that is the
// honest answer), and nothing is stored.

const api = useTestApi();
const RUNS = { numRuns: 40 };
const HONEST = [400, 404, 409, 413, 415, 422];

/** quantity: an integer that may be null (null means "not given"). */
type Kind = 'string' | 'integer' | 'quantity' | 'number' | 'object' | 'array' | 'id' | 'boolean';
type Path = Array<string | number>;

interface WriteEndpoint {
  name: string;
  method: 'POST' | 'PUT';
  /** The URL, given the ids of the booking and after-hours booking made before each test. */
  path: (ids: Ids) => string;
  /** A body that is accepted; usually an object, for the after-hours checkout the id itself. */
  valid: (ids: Ids) => unknown;
  /** Where a wrong value can go; the empty path replaces the whole body. */
  fields: Array<[Path, Kind]>;
}

interface Ids {
  bookingId: string;
  invitationId: string;
  afterHoursId: string;
}

const guest = { name: 'Ava', email: 'ava@example.com', phone: '', kidsNames: '', allergies: '' };

const ENDPOINTS: WriteEndpoint[] = [
  {
    name: 'POST /api/create-dynamic-checkout-session',
    method: 'POST',
    path: () => '/api/create-dynamic-checkout-session',
    valid: (ids) => ({ bookingId: ids.bookingId }),
    fields: [[['bookingId'], 'id']],
  },
  {
    name: 'POST /api/create-dynamic-checkout-session-full',
    method: 'POST',
    path: () => '/api/create-dynamic-checkout-session-full',
    valid: (ids) => ({ bookingId: ids.bookingId }),
    fields: [[['bookingId'], 'id']],
  },
  {
    name: 'POST /api/create-dynamic-checkout-session-full-pending-payment',
    method: 'POST',
    path: () => '/api/create-dynamic-checkout-session-full-pending-payment',
    valid: (ids) => ({ bookingId: ids.bookingId, paymentType: 'deposit' }),
    fields: [[['bookingId'], 'id'], [['paymentType'], 'string']],
  },
  {
    name: 'POST /api/create-dynamic-checkout-session-afterhours',
    method: 'POST',
    path: () => '/api/create-dynamic-checkout-session-afterhours',
    valid: (ids) => ids.afterHoursId,
    fields: [[[], 'id']],
  },
  {
    name: 'POST /api/booking-initiate',
    method: 'POST',
    path: () => '/api/booking-initiate',
    valid: () => bookingPayload({ room: { id: 'space-room' } }),
    fields: [
      [['childfName'], 'string'], [['childlName'], 'string'], [['childAge'], 'integer'], [['numberOfKids'], 'integer'],
      [['date'], 'string'], [['timeSlot'], 'object'], [['timeSlot', 'id'], 'id'], [['timeSlot', 'time'], 'string'],
      [['room'], 'object'], [['room', 'id'], 'id'], [['selectedPackage', 'id'], 'id'], [['kidsFood'], 'array'],
      [['kidsFood', 0, 'id'], 'id'], [['kidsFood', 0, 'quantity'], 'quantity'], [['adultsFood', 0, 'id'], 'id'],
      [['adultsFood', 0, 'quantity'], 'quantity'], [['addons'], 'array'], [['addons', 1, 'id'], 'id'],
      [['contactInfo'], 'object'], [['contactInfo', 'parentName'], 'string'], [['contactInfo', 'email'], 'string'],
      [['contactInfo', 'phone'], 'string'], [['contactInfo', 'address'], 'string'], [['acceptTerms'], 'boolean'],
      [['coupon'], 'string'], [['paymentOption'], 'string'], [['guestNames'], 'array'], [['totalPrice'], 'number'],
    ],
  },
  {
    name: 'PUT /api/bookings/{id}',
    method: 'PUT',
    path: (ids) => `/api/bookings/${ids.bookingId}`,
    valid: () => bookingUpdatePayload(),
    fields: [
      [['kidsFood'], 'array'], [['kidsFood', 0, 'id'], 'id'], [['adultsFood'], 'array'], [['adultsFood', 0, 'id'], 'id'],
      [['adultsFood', 0, 'quantity'], 'quantity'], [['addons'], 'array'], [['addons', 0, 'id'], 'id'], [['guestNames'], 'array'],
      [['guestNames', 1, 'email'], 'string'], [['paymentOption'], 'string'], [['numberOfKids'], 'integer'], [['finalPrice'], 'number'],
      [['acceptTerms'], 'boolean'],
    ],
  },
  {
    name: 'POST /api/bookings/{id}/quote',
    method: 'POST',
    path: (ids) => `/api/bookings/${ids.bookingId}/quote`,
    valid: () => bookingUpdatePayload(),
    fields: [
      [['kidsFood'], 'array'], [['kidsFood', 0, 'id'], 'id'], [['adultsFood'], 'array'], [['adultsFood', 0, 'id'], 'id'],
      [['adultsFood', 0, 'quantity'], 'quantity'], [['addons'], 'array'], [['addons', 0, 'id'], 'id'], [['guestNames'], 'array'],
      [['guestNames', 1, 'email'], 'string'], [['paymentOption'], 'string'], [['numberOfKids'], 'integer'],
    ],
  },
  {
    name: 'POST /api/bookings-afterhours/save',
    method: 'POST',
    path: () => '/api/bookings-afterhours/save',
    valid: () => afterHoursPayload(),
    fields: [
      [['date'], 'string'], [['startTime'], 'string'], [['endTime'], 'string'], [['firstName'], 'string'],
      [['lastName'], 'string'], [['email'], 'string'], [['mobile'], 'string'], [['address'], 'string'], [['notes'], 'string'],
      [['expectedKids'], 'integer'], [['expectedAdults'], 'integer'], [['addons'], 'array'], [['addons', 0, 'id'], 'id'],
      [['addons', 0, 'quantity'], 'integer'], [['selectedPackage'], 'object'], [['selectedPackage', 'id'], 'id'],
      [['paymentOption'], 'string'], [['duration'], 'number'],
    ],
  },
  {
    name: 'PUT /api/bookings-afterhours/{id}',
    method: 'PUT',
    path: (ids) => `/api/bookings-afterhours/${ids.afterHoursId}`,
    valid: () => afterHoursPayload({ expectedAdults: 12 }),
    fields: [
      [['date'], 'string'], [['endTime'], 'string'], [['email'], 'string'], [['expectedKids'], 'integer'],
      [['addons', 1, 'id'], 'id'], [['addons', 1, 'quantity'], 'integer'], [['selectedPackage', 'id'], 'id'],
    ],
  },
  {
    name: 'POST /api/invitations/{id}/rsvps',
    method: 'POST',
    path: (ids) => `/api/invitations/${ids.invitationId}/rsvps`,
    valid: () => ({ guests: [guest] }),
    fields: [
      [['guests'], 'array'], [['guests', 0, 'name'], 'string'], [['guests', 0, 'email'], 'string'],
      [['guests', 0, 'phone'], 'string'], [['guests', 0, 'kidsNames'], 'string'], [['guests', 0, 'allergies'], 'string'],
    ],
  },
  {
    name: 'POST /api/contacts',
    method: 'POST',
    path: () => '/api/contacts',
    valid: () => ({ name: 'Jo', email: 'jo@example.com', phone: '', subject: 'Hi', message: 'Hello' }),
    fields: [[['name'], 'string'], [['email'], 'string'], [['phone'], 'string'], [['subject'], 'string'], [['message'], 'string']],
  },
  {
    name: 'POST /api/coupon/validate',
    method: 'POST',
    path: () => '/api/coupon/validate',
    valid: () => ({ code: 'PARTY10', booking: { selectedPackage: { id: 'basic-fun' }, numberOfKids: 12, addons: [{ id: 'lolly-bags' }] } }),
    fields: [
      [['code'], 'string'], [['total'], 'number'], [['booking'], 'object'], [['booking', 'selectedPackage', 'id'], 'id'],
      [['booking', 'numberOfKids'], 'integer'], [['booking', 'addons', 0, 'id'], 'id'],
    ],
  },
  {
    name: 'POST /api/single-food-detail',
    method: 'POST',
    path: () => '/api/single-food-detail',
    valid: () => ({ foodId: 'fairy-bread' }),
    fields: [[['foodId'], 'id']],
  },
];

/** Text too long for any field (the longest allowed is 5000), sometimes beyond the body limit. */
const hugeString = fc.oneof(
  fc.integer({ min: 5_001, max: 20_000 }).map((n) => 'x'.repeat(n)),
  fc.constant('y'.repeat(70 * 1024)),
);
const notAString = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const notANumber = fc.oneof(fc.string({ maxLength: 20 }), fc.boolean(), fc.array(fc.integer(), { maxLength: 3 }), fc.object({ maxDepth: 1 }));
const notAnInteger = fc.oneof(
  notANumber,
  fc.double({ min: 0.01, max: 0.99, noNaN: true }).map((f) => 3 + f),
  fc.integer({ min: 100_000 }),
  fc.integer({ max: -1 }),
);

/** A value that is wrong for a field of the kind, whatever the field. */
const wrongValue: Record<Kind, fc.Arbitrary<unknown>> = {
  string: fc.oneof(notAString, hugeString),
  integer: fc.oneof(notAnInteger, fc.constant(null)),
  quantity: notAnInteger,
  number: fc.oneof(notANumber, fc.constant(null), fc.double({ min: 1_000_001, max: 1e12, noNaN: true }), fc.double({ min: -1e6, max: -0.01, noNaN: true })),
  object: fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.array(fc.integer(), { maxLength: 2 })),
  array: fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null), fc.object({ maxDepth: 1 }), fc.constant(Array.from({ length: 51 }, () => ({ id: 'x' })))),
  id: fc.oneof(
    fc.stringMatching(/^[a-z0-9-]{1,40}$/).map((s) => `unknown-${s}`),
    fc.oneof(fc.boolean(), fc.constant(null), fc.object({ maxDepth: 1 }), fc.double({ min: 0.1, max: 0.9, noNaN: true }), fc.integer({ max: -1 }), hugeString),
  ),
  boolean: fc.oneof(fc.constant(false), fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null), fc.object({ maxDepth: 1 })),
};

function withValueAt(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]] = value;
  return copy;
}

let ids: Ids;

beforeEach(async () => {
  const booking = await api.post('/api/booking-initiate', bookingPayload());
  const afterHours = await api.post('/api/bookings-afterhours/save', afterHoursPayload());
  ids = { bookingId: booking.body.bookingId, invitationId: booking.body.invitationId, afterHoursId: afterHours.body.booking.uniqueBookingId };
});

/** Everything a refused write must leave as it was. */
async function snapshot() {
  return {
    counts: await rowCounts(api.db),
    bookings: await api.db.query('select * from bookings order by id'),
    afterHours: await api.db.query('select * from afterhours_bookings order by id'),
    checkoutSessions: await api.db.query('select * from checkout_sessions order by id'),
  };
}

function expectRefused(endpoint: WriteEndpoint, response: ApiResponse) {
  const couponAnswer = endpoint.name === 'POST /api/coupon/validate' && response.status === 200 && response.body.valid === false;
  if (!couponAnswer) expect(HONEST).toContain(response.status);
  expect(typeof response.body.message).toBe('string');
  expect(response.body.message.length).toBeGreaterThan(0);
  expect(response.body.message).not.toMatch(/went wrong/);
}

describe.each(ENDPOINTS)('$name', (endpoint) => {
  test('the valid body this file mutates is accepted (so each refusal below is due to the mutation)', async () => {
    const response = await api.request(endpoint.method, endpoint.path(ids), { json: endpoint.valid(ids) });
    expect(response.status).toBeLessThan(300);
  });

  test('a wrong type, huge string or unknown id in any field: a clear 4xx, nothing stored', async () => {
    const before = await snapshot();
    const mutation = fc.constantFrom(...endpoint.fields).chain(([path, kind]) => wrongValue[kind].map((value) => ({ path, value })));
    await fc.assert(
      fc.asyncProperty(mutation, async ({ path, value }) => {
        const response = await api.request(endpoint.method, endpoint.path(ids), { json: withValueAt(endpoint.valid(ids), path, value) });
        expectRefused(endpoint, response);
      }),
      RUNS,
    );
    expect(await snapshot()).toEqual(before);
  });

  test('random JSON and malformed text: a clear 4xx, nothing stored', async () => {
    const before = await snapshot();
    const valid = JSON.stringify(endpoint.valid(ids));
    const truncated = fc.integer({ min: 0, max: valid.length - 1 }).map((n) => valid.slice(0, n));
    const body = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.string({ maxLength: 50 }).filter((text) => {
        try {
          JSON.parse(text);
          return false;
        } catch {
          return true;
        }
      }),
      truncated,
    );
    await fc.assert(
      fc.asyncProperty(body, async (raw) => expectRefused(endpoint, await api.request(endpoint.method, endpoint.path(ids), { raw }))),
      RUNS,
    );
    expect(await snapshot()).toEqual(before);
  });
});

test('unknown ids in URLs answer 404 (or 400 when they cannot be ids), and change nothing', async () => {
  const before = await snapshot();
  const id = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), fc.string({ minLength: 1, maxLength: 80 }).map(encodeURIComponent));
  await fc.assert(
    fc.asyncProperty(id, async (unknown) => {
      const responses = await Promise.all([
        api.get(`/api/bookings/${unknown}`),
        api.put(`/api/bookings/${unknown}`, bookingUpdatePayload()),
        api.post(`/api/bookings/${unknown}/quote`, bookingUpdatePayload()),
        api.get(`/api/bookings/${unknown}/rsvps`),
        api.get(`/api/total-paid/${unknown}`),
        api.get(`/api/bookings/session/${unknown}`),
        api.get(`/api/bookings-afterhours/${unknown}`),
        api.put(`/api/bookings-afterhours/${unknown}`, afterHoursPayload()),
        api.get(`/api/invitations/${unknown}`),
        api.post(`/api/invitations/${unknown}/rsvps`, { guests: [guest] }),
      ]);
      for (const response of responses) {
        expect([400, 404]).toContain(response.status);
        expect(response.body.message).toEqual(expect.any(String));
      }
    }),
    { numRuns: 30 },
  );
  expect(await snapshot()).toEqual(before);
});

test('the test checkout answers unknown sessions with a 404 page, for every button, and changes nothing', async () => {
  const before = await snapshot();
  const id = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent));
  await fc.assert(
    fc.asyncProperty(id, fc.constantFrom('', '/pay', '/cancel'), fc.string({ maxLength: 40 }), async (unknown, button, body) => {
      const method = button === '' ? 'GET' : 'POST';
      const headers = method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : undefined;
      const response = await api.request(method, `/checkout/${unknown}${button}`, { raw: method === 'POST' ? body : undefined, headers });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.body).toContain('Checkout not found');
    }),
    RUNS,
  );
  expect(await snapshot()).toEqual(before);
});

describe('POST /api/payments/stripe/webhook', () => {
  const secret = 'whsec_bad_input';
  let stripeApp: string;
  beforeAll(async () => {
    // The webhook never calls Stripe, so the API base can point nowhere.
    stripeApp = await api.startAnother({ payments: { provider: 'stripe', stripe: { secretKey: 'sk_test_x', webhookSecret: secret, apiBase: 'http://127.0.0.1:9' } } });
  });

  test('random bodies and signatures: a clear 400, nothing stored', async () => {
    const before = await snapshot();
    const session = { id: 'cs_test_x', metadata: { checkoutSessionId: 'x' }, amount_total: 10_000, payment_status: 'paid' };
    const genuine = signedEvent('checkout.session.completed', session, secret);
    const forged = fc.record({
      payload: fc.oneof(fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)), fc.string({ maxLength: 60 }), fc.constant(genuine.payload)),
      signature: fc.oneof(
        fc.string({ maxLength: 80 }),
        fc.integer({ min: 0 }).map((t) => `t=${t},v1=${'0'.repeat(64)}`),
        fc.constant(signedEvent('checkout.session.completed', session, 'whsec_other').signature),
      ),
    });
    await fc.assert(
      fc.asyncProperty(forged, async ({ payload, signature }) => {
        const headers: Record<string, string> = { 'content-type': 'application/json' };
        if (signature !== '') headers['stripe-signature'] = signature;
        const response = await call(stripeApp, 'POST', '/api/payments/stripe/webhook', { raw: payload, headers });
        expect(response.status).toBe(400);
        expect(response.body.message).toEqual(expect.any(String));
      }),
      RUNS,
    );
    expect(await snapshot()).toEqual(before);
  });
});
