import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import Stripe from 'stripe';
import { buildApp } from '../app';
import { startFakeStripe, WEBHOOK_SECRET, type FakeStripe } from '../test/fake-stripe';
import { createBooking } from '../test/payments';
import { call, useTestApi, type ApiResponse } from '../test/test-api';

// Signed events whose fields we act on are malformed: an amount that is text, a fraction, out of
// range or negative, a body of null, a session without an id... Stripe retries anything but 2xx
// for three days, and a 500 is a fault of ours: each is answered 400 (the event is one we act on
// but cannot read, so a fixed deployment can still take Stripe's retry) or 200 (a type we ignore),
// never 500, nothing is recorded, and the log names no session, booking or checkout id.

const api = useTestApi();
let stripe: FakeStripe;
let app: FastifyInstance;
let url = '';
const lines: string[] = [];

beforeAll(async () => {
  stripe = await startFakeStripe();
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  app = await buildApp(
    {
      ...api.config,
      logLevel: 'info',
      storage: api.database.storage,
      payments: { provider: 'stripe', stripe: { secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url } },
    },
    api.db,
    { logStream: stream },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  await stripe?.close();
});

beforeEach(() => {
  lines.length = 0;
  stripe.failNext(0);
});

/** A deposit checkout opened at the stand-in: our session's row and the ids the log must never show. */
async function openCheckout() {
  const bookingId = await createBooking(api);
  const response = await call(url, 'POST', '/api/create-dynamic-checkout-session', { json: { bookingId } });
  expect(response.status).toBe(201);
  const [row] = await api.db.query<{ id: string; provider_session_id: string }>('select id, provider_session_id from checkout_sessions where url = $1', [
    response.body.url,
  ]);
  return { bookingId, row, secrets: [bookingId, row.id, row.provider_session_id] };
}

/** Posts a body signed with the endpoint's secret, exactly as given. */
function sendSigned(payload: string): Promise<ApiResponse> {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return call(url, 'POST', '/api/payments/stripe/webhook', { raw: payload, headers: { 'stripe-signature': signature } });
}

const eventOf = (type: string, object: unknown) => ({ id: 'evt_test_x', object: 'event', created: 1_900_000_000, type, data: { object } });

async function recorded() {
  const [row] = await api.db.query<{ payments: number; completed: number }>(
    `select (select count(*)::int from payments) as payments, (select count(*)::int from checkout_sessions where status = 'completed') as completed`,
  );
  return row;
}

function expectNoIdLogged(secrets: string[]) {
  const log = lines.join('\n');
  for (const secret of secrets) expect(log).not.toContain(secret);
}

test.each([
  { name: 'an amount_total of "abc"', amount: '"abc"' },
  { name: 'an amount_total of 12.5', amount: '12.5' },
  { name: 'an amount_total of 1e308', amount: '1e308' },
  { name: 'an amount_total of 1e20', amount: '1e20' },
  { name: 'an amount_total of -500', amount: '-500' },
  { name: 'an amount_total of 2^31 (past the column)', amount: '2147483648' },
  { name: 'an amount_total of true', amount: 'true' },
  { name: 'an amount_total of {}', amount: '{}' },
])('a signed checkout.session.completed with $name is answered 400, records nothing, and is logged without ids', async ({ amount }) => {
  const { row, secrets } = await openCheckout();
  const session = { object: 'checkout.session', id: row.provider_session_id, metadata: { checkoutSessionId: row.id }, payment_status: 'paid', amount_total: 0 };
  const payload = JSON.stringify(eventOf('checkout.session.completed', session)).replace('"amount_total":0', `"amount_total":${amount}`);
  const response = await sendSigned(payload);
  expect(response).toMatchObject({ status: 400, body: { code: 'invalid-request', message: expect.stringContaining('amount_total') } });
  expect(await recorded()).toEqual({ payments: 0, completed: 0 });
  expect(lines.join('\n')).toContain('a signed Stripe event could not be read');
  expectNoIdLogged(secrets);
});

test('a signed completion for $0 records nothing and is answered 200: no money arrived', async () => {
  const { row, secrets } = await openCheckout();
  const session = { object: 'checkout.session', id: row.provider_session_id, metadata: { checkoutSessionId: row.id }, payment_status: 'paid', amount_total: 0 };
  expect(await sendSigned(JSON.stringify(eventOf('checkout.session.completed', session)))).toMatchObject({ status: 200, body: { outcome: 'nothing-paid' } });
  expect(await recorded()).toEqual({ payments: 0, completed: 0 });
  expectNoIdLogged(secrets);
});

test.each([
  { name: 'null', payload: 'null' },
  { name: 'a number', payload: '42' },
  { name: 'a list', payload: '[]' },
  { name: 'an event without a type', payload: JSON.stringify({ id: 'evt_x', data: { object: {} } }) },
  { name: 'an event whose type is a number', payload: JSON.stringify({ id: 'evt_x', type: 7 }) },
  { name: 'a completion without payment_status', payload: JSON.stringify(eventOf('checkout.session.completed', { id: 'cs_test_x', amount_total: 100 })) },
  { name: 'a completion without amount_total', payload: JSON.stringify(eventOf('checkout.session.completed', { id: 'cs_test_x', payment_status: 'paid' })) },
  { name: 'a completion with an unknown payment_status', payload: JSON.stringify(eventOf('checkout.session.completed', { id: 'cs_test_x', amount_total: 100, payment_status: 'maybe' })) },
  { name: 'a completion whose metadata is a list', payload: JSON.stringify(eventOf('checkout.session.completed', { id: 'cs_test_x', amount_total: 100, payment_status: 'paid', metadata: [] })) },
  { name: 'a completion with an empty checkoutSessionId', payload: JSON.stringify(eventOf('checkout.session.completed', { id: 'cs_test_x', amount_total: 100, payment_status: 'paid', metadata: { checkoutSessionId: '' } })) },
  { name: 'an async success with data null', payload: JSON.stringify({ ...eventOf('checkout.session.async_payment_succeeded', null), data: null }) },
  { name: 'an expiry without a session id', payload: JSON.stringify(eventOf('checkout.session.expired', { metadata: {} })) },
  { name: 'an expiry with a session id of 300 characters', payload: JSON.stringify(eventOf('checkout.session.expired', { id: 'x'.repeat(300) })) },
])('a signed body that is $name is answered 400 and changes nothing', async ({ payload }) => {
  const { secrets } = await openCheckout();
  expect(await sendSigned(payload)).toMatchObject({ status: 400, body: { code: 'invalid-request' } });
  expect(await recorded()).toEqual({ payments: 0, completed: 0 });
  expectNoIdLogged(secrets);
});

test('a signed event of a type the webhook does not act on is answered 200 and ignored, however it is shaped', async () => {
  const response = await sendSigned(JSON.stringify({ id: 'evt_x', type: 'charge.refunded', data: { object: { amount: 'abc' } } }));
  expect(response).toMatchObject({ status: 200, body: { received: true, outcome: 'ignored' } });
});

test('a paid session that matches no checkout of ours is logged without its id', async () => {
  const { secrets } = await openCheckout();
  const stranger = { object: 'checkout.session', id: 'cs_test_stranger_0123456789', metadata: { checkoutSessionId: 'not-ours-0123456789' }, payment_status: 'paid', amount_total: 500 };
  expect(await sendSigned(JSON.stringify(eventOf('checkout.session.completed', stranger)))).toMatchObject({ status: 200, body: { outcome: 'unknown' } });
  expect(lines.join('\n')).toContain('a paid Stripe session matches no checkout of ours');
  expectNoIdLogged([...secrets, stranger.id, stranger.metadata.checkoutSessionId]);
});

test("a Stripe error quoting the attempt's idempotency key is logged without it, the session's or the booking's id", async () => {
  const bookingId = await createBooking(api);
  stripe.failNext(10, true);
  expect((await call(url, 'POST', '/api/create-dynamic-checkout-session', { json: { bookingId } })).status).toBe(502);
  const [session] = await api.db.query<{ id: string }>('select id from checkout_sessions');
  const log = lines.join('\n');
  expect(log).toContain('checkout creation failed at the provider');
  expect(log).toContain("idempotency key 'checkout-attempt-:redacted'");
  expectNoIdLogged([bookingId, session.id]);
});

/** Any JSON value, and the values that broke the webhook before. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(12.5, 1e308, 1e20, 0, -500, -0, 2 ** 53 + 2, 'abc', '', null, true, [], {}),
  fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
  fc.double(),
);

test('fuzzed signed events against a real open checkout (types, ranges, nulls, missing fields): never an answer of 500 or more, and what is recorded is a whole, positive amount', async () => {
  const { row, secrets } = await openCheckout();
  const wellFormed: Record<string, unknown> = {
    object: 'checkout.session',
    id: row.provider_session_id,
    metadata: { checkoutSessionId: row.id },
    amount_total: 10_000,
    payment_status: 'paid',
  };
  const eventType = fc.oneof(fc.constantFrom('checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.expired'), anyValue);
  // One field of a well-formed session changed or left out, so most events reach the database...
  const oneFieldOff = fc
    .record({ type: eventType, field: fc.constantFrom(...Object.keys(wellFormed), 'none'), value: anyValue, drop: fc.boolean() })
    .map(({ type, field, value, drop }) => {
      const session = { ...wellFormed };
      if (drop) delete session[field];
      else if (field !== 'none') session[field] = value;
      return { id: 'evt_test_x', object: 'event', type, data: { object: session } };
    });
  // ...and anything at all in its place, at any level.
  const session = fc.record(
    {
      id: fc.oneof(fc.constant(row.provider_session_id), anyValue),
      metadata: fc.oneof(fc.constant({ checkoutSessionId: row.id }), fc.record({ checkoutSessionId: anyValue }), anyValue),
      amount_total: anyValue,
      payment_status: fc.oneof(fc.constantFrom('paid', 'unpaid', 'no_payment_required'), anyValue),
    },
    { requiredKeys: [] },
  );
  const anything = fc.oneof(
    fc.record({ type: eventType, data: fc.oneof(fc.record({ object: fc.oneof(session, anyValue) }, { requiredKeys: [] }), anyValue) }, { requiredKeys: [] }),
    anyValue,
  );
  const outcomes = new Set<string>();
  await fc.assert(
    fc.asyncProperty(fc.oneof(oneFieldOff, anything), async (event) => {
      // Each run meets the checkout open and unpaid again, so a well-formed payment reaches the database.
      await api.db.query('delete from payments');
      await api.db.query(`update checkout_sessions set status = 'open' where id = $1`, [row.id]);
      const response = await sendSigned(JSON.stringify(event) ?? 'null');
      expect([200, 400]).toContain(response.status);
      outcomes.add(response.status === 200 ? response.body.outcome : String(response.status));
      const amounts = await api.db.query<{ amount_cents: number }>('select amount_cents from payments');
      expect(amounts.length).toBe(response.body.outcome === 'recorded' ? 1 : 0);
      for (const { amount_cents } of amounts) expect(Number.isSafeInteger(amount_cents) && amount_cents > 0 && amount_cents <= 100_000_000).toBe(true);
    }),
    { numRuns: 300 },
  );
  // Payments were recorded, events were refused, and others ignored: every path was taken.
  expect([...outcomes]).toEqual(expect.arrayContaining(['recorded', '400', 'ignored']));
  expectNoIdLogged(secrets);
});
