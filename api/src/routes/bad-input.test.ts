import fc from 'fast-check';
import { connect } from 'node:net';
import Stripe from 'stripe';
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

/** The contract's error answer and nothing else: a code, a message, and for a refused request every problem. */
function expectErrorAnswer(body: unknown, code: string | RegExp) {
  const { errors, ...answer } = body as { code: string; message: string; errors?: unknown };
  expect(answer).toEqual({ code: typeof code === 'string' ? code : expect.stringMatching(code), message: expect.any(String) });
  if (errors !== undefined) expect(errors).toEqual(expect.arrayContaining([expect.any(String)]));
}

const rsvp = { coming: true, name: 'Ava Brown', email: 'ava@example.com', phone: '', kids: [{ name: 'Ava', allergies: '' }] };

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
    // Another day than the hire made before each test: two hires of one evening clash.
    valid: () => afterHoursPayload({ date: '2031-06-21' }),
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
    valid: () => rsvp,
    fields: [
      [['coming'], 'boolean'], [['name'], 'string'], [['email'], 'string'], [['phone'], 'string'], [['kids'], 'array'],
      [['kids', 0], 'object'], [['kids', 0, 'name'], 'string'], [['kids', 0, 'allergies'], 'string'],
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
    name: 'POST /api/find-my-booking',
    method: 'POST',
    path: () => '/api/find-my-booking',
    valid: () => ({ email: 'sam@example.com' }),
    fields: [[['email'], 'string']],
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

/**
 * Text PostgreSQL cannot store, each once answered 500: a NUL byte (refused by text columns) and a
 * lone surrogate (refused by jsonb), alone or inside ordinary text.
 */
const unstorableText = fc
  .tuple(fc.string({ maxLength: 8 }), fc.constantFrom('\u0000', '\ud800', '\udfff', 'a\ud83d', '\udc00b'), fc.string({ maxLength: 8 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** A marker replaced by deep nesting in the JSON text (JSON.stringify would recurse that deep). */
const DEEP = '__deeply_nested__';
const deepJson = (levels: number, open: '[' | '{"a":') => `${open.repeat(levels)}1${(open === '[' ? ']' : '}').repeat(levels)}`;

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

  test('a NUL byte, a lone surrogate or 6,000 levels of nesting in any field, new key or key name: a clear 4xx, nothing stored', async () => {
    const before = await snapshot();
    const paths: Path[] = typeof endpoint.valid(ids) === 'object' ? [...endpoint.fields.map(([path]) => path), ['unknownField']] : [[]];
    const hostile = fc.oneof(
      fc.record({ path: fc.constantFrom(...paths), value: unstorableText }),
      fc.record({ path: fc.constantFrom(...paths), value: fc.constant(DEEP), levels: fc.integer({ min: 40, max: 6_000 }), open: fc.constantFrom('[' as const, '{"a":' as const) }),
      fc.record({ path: fc.constantFrom(...paths), value: unstorableText.map((key) => ({ [key]: 'x' })) }),
    );
    await fc.assert(
      fc.asyncProperty(hostile, async (mutation) => {
        let raw = JSON.stringify(withValueAt(endpoint.valid(ids), mutation.path, mutation.value));
        if ('levels' in mutation) raw = raw.replace(`"${DEEP}"`, deepJson(mutation.levels, mutation.open));
        const response = await api.request(endpoint.method, endpoint.path(ids), { raw });
        expect(response.status).toBe(400);
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
  // '.' and '..' are not ids: the URL resolves them away into another address.
  const id = fc
    .oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), fc.string({ minLength: 1, maxLength: 80 }).map(encodeURIComponent))
    .filter((text) => text !== '.' && text !== '..');
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
        api.post(`/api/invitations/${unknown}/rsvps`, rsvp),
        api.get(`/api/invitations/${unknown}/calendar.ics`),
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
  // '.' and '..' are left out: a browser (and fetch) resolves them as path segments before sending.
  const id = fc
    .oneof(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), fc.string({ minLength: 1, maxLength: 40 }).map(encodeURIComponent))
    .filter((segment) => segment !== '.' && segment !== '..');
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

test('the test checkout with no session id at all answers the same 404 page', async () => {
  const response = await api.get('/checkout/');
  expect(response.status).toBe(404);
  expect(response.body).toContain('Checkout not found');
});

test.each([
  { name: "a NUL in the test checkout's address", method: 'GET', path: '/checkout/a%00b' },
  { name: 'a NUL pressing Pay', method: 'POST', path: '/checkout/a%00b/pay' },
  { name: "a NUL in a booking's address", method: 'GET', path: '/api/bookings/a%00b' },
  { name: 'a lone surrogate in a query', method: 'GET', path: '/api/get-time-slots?date=%ED%A0%80' },
  { name: 'a NUL in a query', method: 'GET', path: '/api/get-time-slots?date=2031-06-20%00' },
  { name: 'a broken percent escape', method: 'GET', path: '/api/bookings/%E0%A4%A' },
  { name: 'a broken percent escape on the checkout', method: 'GET', path: '/checkout/%ZZ%E0' },
  { name: 'a broken percent escape in an unknown address', method: 'POST', path: '/api/%C3%28' },
])('$name: a 400 with only the error answer (code, message), nothing stored', async ({ method, path }) => {
  const before = await snapshot();
  const response = await api.request(method, path, method === 'POST' ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, raw: '' } : {});
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expectErrorAnswer(response.body, /^(invalid|unreadable)-request$/);
  expect(await snapshot()).toEqual(before);
});

/** Sends a request line Node's HTTP parser cannot read, as a broken client or a scanner would. */
function rawRequest(url: string, requestLine: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(`${requestLine}\r\nHost: x\r\n\r\n`));
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: Number(text.split(' ')[1]), body: text.split('\r\n\r\n')[1] ?? '' }));
  });
}

test.each([
  { name: 'a space inside the address', line: 'GET /api/bookings/a b HTTP/1.1' },
  { name: 'a control character in the address', line: 'GET /api/\u0001 HTTP/1.1' },
  { name: 'no HTTP version', line: 'GET /api/health HTTP/9' },
])("a request Node cannot parse ($name): a 400 with only the error answer", async ({ line }) => {
  const response = await rawRequest(api.url, line);
  expect(response.status).toBe(400);
  expect(JSON.parse(response.body)).toEqual({ code: 'unreadable-request', message: expect.any(String) });
});

test('a body of 6,000 nested arrays (12 KB) is refused with a 400 on every JSON route, and the server keeps answering', async () => {
  const deep = deepJson(6_000, '[');
  for (const endpoint of ENDPOINTS) {
    const response = await api.request(endpoint.method, endpoint.path(ids), { raw: deep });
    expect([endpoint.name, response.status]).toEqual([endpoint.name, 400]);
    expect(response.body.message).toMatch(/nested too deeply/);
  }
  expect((await api.get('/api/health')).status).toBe(200);
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

  /** A genuinely signed event of any shape: only a sender with the secret can make one. */
  const signed = (event: unknown) => {
    const payload = JSON.stringify(event).replace(`"${DEEP}"`, deepJson(6_000, '['));
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
  };
  const completed = (data: unknown) => ({ id: 'evt_x', object: 'event', type: 'checkout.session.completed', data });
  const paidSession = { object: 'checkout.session', id: 'cs_test_x', amount_total: 10_000, payment_status: 'paid' };

  test.each([
    { name: 'without data', event: { id: 'evt_x', object: 'event', type: 'checkout.session.completed' } },
    { name: 'with data null', event: completed(null) },
    { name: 'with data.object null', event: completed({ object: null }) },
    { name: 'with data.object a string', event: completed({ object: 'cs_test_x' }) },
    { name: 'an expiry with data.object null', event: { id: 'evt_x', type: 'checkout.session.expired', data: { object: null } } },
    { name: 'with a NUL in its metadata', event: completed({ object: { ...paidSession, metadata: { checkoutSessionId: 'a\u0000b' } } }) },
    { name: 'with a lone surrogate in its metadata', event: completed({ object: { ...paidSession, metadata: { checkoutSessionId: '\ud800' } } }) },
    { name: 'with a NUL in its session id', event: completed({ object: { ...paidSession, id: 'cs_\u0000' } }) },
    { name: 'with a session id that is a number', event: completed({ object: { ...paidSession, id: 42 } }) },
    { name: 'nested 6,000 levels deep', event: completed({ object: { ...paidSession, metadata: { x: DEEP } } }) },
  ])('a signed event $name: a clear 400, nothing stored', async ({ event }) => {
    const before = await snapshot();
    const { payload, signature } = signed(event);
    const response = await call(stripeApp, 'POST', '/api/payments/stripe/webhook', {
      raw: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(response.status).toBe(400);
    expectErrorAnswer(response.body, 'invalid-request');
    expect(await snapshot()).toEqual(before);
  });
});
