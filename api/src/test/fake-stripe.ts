import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { call, type TestApi } from './test-api';

// A local HTTP server standing in for Stripe's API: the only thing the payment tests mock. The
// real `stripe` client talks to it (host, port and protocol options); it records each request and
// answers the way Stripe does for what the API uses (creating Checkout sessions, idempotency, and
// expiring an open session; a paid or expired one cannot be expired; reading a session back;
// creating a refund of a PaymentIntent, at most what it has left, in Stripe's Refund object as
// docs.stripe.com/api/refunds/object shows it). The refund it answers is typed by the `stripe`
// package's own Refund, which Stripe generates from its OpenAPI description (OPENAPI_VERSION in the
// package): a field Stripe requires and the stand-in lacks fails the type check.

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form-encoded parameters, flat as sent: 'metadata[bookingId]', 'line_items[0][quantity]'... */
  params: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  /**
   * The next `count` requests fail with a 500, as a Stripe outage would; `quoteKey` makes the error
   * quote the request's idempotency key, as Stripe's own errors about a key do.
   */
  failNext(count: number, quoteKey?: boolean): void;
  /** The customer paid this session: Stripe no longer lets it be expired, and it has a PaymentIntent (answered). */
  completeSession(id: string): string;
  /** The refunds made, in Stripe's shape, oldest first. */
  refunds: Stripe.Refund[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  // Stripe answers a repeated idempotency key with the first answer, creating nothing new.
  const byIdempotencyKey = new Map<string, string>();
  let failures = 0;
  let quoting = false;
  let sessions = 0;
  const statuses = new Map<string, 'open' | 'complete' | 'expired'>();
  const bodies = new Map<string, Record<string, unknown>>();
  // Each PaymentIntent a paid session made: what it took, and its refunds.
  const intents = new Map<string, { amount: number; currency: string }>();
  const refunds: Stripe.Refund[] = [];
  const refundParams = new Map<string, string>();

  const stripeError = (response: ServerResponse, status: number, error: Record<string, unknown>) => {
    response.statusCode = status;
    response.end(JSON.stringify({ error }));
  };

  /** POST /v1/refunds: a refund of a PaymentIntent, at most what it has left; once per idempotency key, with the same parameters. */
  function createRefund(params: Record<string, string>, key: string, response: ServerResponse) {
    const asked = JSON.stringify(params);
    const earlier = key ? refunds.find((refund) => refundParams.get(refund.id) === `${key} ${asked}`) : undefined;
    if (earlier) return response.end(JSON.stringify(earlier));
    if (key && [...refundParams.values()].some((value) => value.startsWith(`${key} `))) {
      return stripeError(response, 400, { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than the one used in the original request.' });
    }
    const intent = intents.get(params.payment_intent);
    if (!intent) return stripeError(response, 404, { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_intent', message: `No such payment_intent: '${params.payment_intent}'` });
    const refunded = refunds.filter((refund) => refund.payment_intent === params.payment_intent && refund.status !== 'failed' && refund.status !== 'canceled').reduce((sum, refund) => sum + refund.amount, 0);
    const amount = params.amount === undefined ? intent.amount - refunded : Number(params.amount);
    if (amount > intent.amount - refunded) {
      const dollars = (cents: number) => `A$${(cents / 100).toFixed(2)}`;
      return stripeError(response, 400, { type: 'invalid_request_error', code: 'amount_too_large', param: 'amount', message: `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(intent.amount - refunded)})` });
    }
    const number = String(refunds.length + 1).padStart(4, '0');
    const refund: Stripe.Refund = {
      id: `re_test_fake${number}`,
      object: 'refund',
      amount,
      balance_transaction: `txn_test_fake${number}`,
      charge: `ch_${params.payment_intent.slice(3)}`,
      created: Math.floor(Date.now() / 1000),
      currency: intent.currency,
      customer: null,
      customer_account: null,
      destination_details: { card: { reference_status: 'pending', reference_type: 'acquirer_reference_number', type: 'refund' }, type: 'card' },
      metadata: Object.fromEntries(Object.entries(params).filter(([name]) => name.startsWith('metadata[')).map(([name, value]) => [name.slice(9, -1), value])),
      payment_intent: params.payment_intent,
      payment_method: `pm_${params.payment_intent.slice(3)}`,
      reason: (params.reason as Stripe.Refund.Reason | undefined) ?? null,
      receipt_number: null,
      source_transfer_reversal: null,
      status: 'pending',
      transfer_reversal: null,
    };
    refunds.push(refund);
    refundParams.set(refund.id, `${key} ${asked}`);
    response.end(JSON.stringify(refund));
  }

  const server: Server = createServer(async (request, response) => {
    const params = Object.fromEntries(new URLSearchParams(await readBody(request)));
    requests.push({ method: request.method ?? '', path: request.url ?? '', headers: request.headers, params });
    response.setHeader('content-type', 'application/json');
    if (failures > 0) {
      failures -= 1;
      response.statusCode = 500;
      const key = quoting ? ` (idempotency key '${String(request.headers['idempotency-key'])}')` : '';
      response.end(JSON.stringify({ error: { type: 'api_error', message: `Stripe is having a bad day${key}` } }));
      return;
    }
    if (request.method === 'POST' && request.url === '/v1/refunds') return createRefund(params, String(request.headers['idempotency-key'] ?? ''), response);
    const read = /^\/v1\/checkout\/sessions\/([^/?]+)$/.exec(request.url ?? '');
    if (request.method === 'GET' && read) {
      const id = decodeURIComponent(read[1]);
      const body = bodies.get(id);
      if (!body) return stripeError(response, 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${id}'` });
      return response.end(JSON.stringify({ ...body, status: statuses.get(id) }));
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(request.url ?? '');
    if (request.method === 'POST' && expire) {
      const id = decodeURIComponent(expire[1]);
      const status = statuses.get(id);
      if (!status) {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${id}'` } }));
        return;
      }
      if (status !== 'open') {
        // Stripe's answer for a session already paid or expired.
        response.statusCode = 400;
        response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Only Checkout Sessions with a status of open can be expired.' } }));
        return;
      }
      statuses.set(id, 'expired');
      response.end(JSON.stringify({ ...bodies.get(id), status: 'expired' }));
      return;
    }
    if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url})` } }));
      return;
    }
    const key = String(request.headers['idempotency-key'] ?? '');
    const earlier = key && byIdempotencyKey.get(key);
    if (earlier) {
      response.end(earlier);
      return;
    }
    sessions += 1;
    const id = `cs_test_fake${String(sessions).padStart(4, '0')}`;
    const session = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      amount_total: Number(params['line_items[0][price_data][unit_amount]']),
      currency: params['line_items[0][price_data][currency]'],
      metadata: Object.fromEntries(
        Object.entries(params).filter(([name]) => name.startsWith('metadata[')).map(([name, value]) => [name.slice(9, -1), value]),
      ),
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      expires_at: Number(params.expires_at),
    };
    statuses.set(id, 'open');
    bodies.set(id, session);
    const body = JSON.stringify(session);
    if (key) byIdempotencyKey.set(key, body);
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext(count, quoteKey = false) {
      failures = count;
      quoting = quoteKey;
    },
    completeSession(id) {
      statuses.set(id, 'complete');
      const session = bodies.get(id) as { amount_total: number; currency: string };
      const intent = `pi_test_${id.slice(3)}`;
      intents.set(intent, { amount: session.amount_total, currency: session.currency });
      bodies.set(id, { ...session, payment_intent: intent, payment_status: 'paid' });
      return intent;
    },
    refunds,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Checkout session event as Stripe posts it to the webhook, signed with the endpoint's secret. */
export function signedEvent(
  type: string,
  session: Record<string, unknown>,
  secret: string,
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object: { object: 'checkout.session', ...session } },
  });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** The webhook signing secret of the apps the tests run with PAYMENT_PROVIDER=stripe. */
export const WEBHOOK_SECRET = 'whsec_test_secret';

/** Our checkout session as the webhook's event names it. */
export interface StripeSessionRow {
  id: string;
  provider_session_id: string;
  amount_cents: number;
}

export interface StripeApp {
  /** The second app's base URL: it pays through the stand-in. */
  readonly url: string;
  readonly stripe: FakeStripe;
  /** Opens a Stripe deposit checkout for the booking through the second app; gives our session's row. */
  openDeposit(bookingId: string): Promise<StripeSessionRow>;
}

/**
 * PAYMENT_PROVIDER=stripe, with the real `stripe` client pointed at the stand-in: registers Jest
 * hooks that start the stand-in, then a second app over the test API's database paying through it,
 * and forget the stand-in's requests, refunds and failures before each test.
 */
export function useStripeApp(api: TestApi): StripeApp {
  let stripe: FakeStripe;
  let url = '';
  beforeAll(async () => {
    stripe = await startFakeStripe();
    url = await api.startAnother({
      payments: { provider: 'stripe', stripe: { secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, apiBase: stripe.url } },
    });
  });
  afterAll(() => stripe?.close());
  beforeEach(() => {
    stripe.requests.length = 0;
    stripe.refunds.length = 0;
    stripe.failNext(0);
  });
  return {
    get url() {
      return url;
    },
    get stripe() {
      return stripe;
    },
    async openDeposit(bookingId) {
      const response = await call(url, 'POST', '/api/create-dynamic-checkout-session', { json: { bookingId } });
      expect(response.status).toBe(201);
      const [row] = await api.db.query<StripeSessionRow>('select id, provider_session_id, amount_cents from checkout_sessions where url = $1', [response.body.url]);
      return row;
    },
  };
}

/** Stripe's checkout.session.completed for one of our sessions, paid, as the webhook receives it. */
export function completedEvent(
  row: StripeSessionRow,
  bookingId: string,
  extra: Record<string, unknown> = {},
): { payload: string; signature: string } {
  return signedEvent(
    'checkout.session.completed',
    {
      id: row.provider_session_id,
      metadata: { bookingId, bookingType: 'party', checkoutSessionId: row.id },
      amount_total: row.amount_cents,
      currency: 'aud',
      payment_status: 'paid',
      status: 'complete',
      ...extra,
    },
    WEBHOOK_SECRET,
  );
}

/**
 * A refund event as Stripe posts it to the webhook (refund.created, .updated, .failed or
 * charge.refund.updated): the Refund object the stand-in made, with what changed, signed.
 *
 * Loose on purpose: the tests of events we cannot read send shapes Stripe never would.
 */
export function refundEvent(type: string, refund: Record<string, unknown> | Stripe.Refund, changes: Record<string, unknown> = {}): { payload: string; signature: string } {
  return signedEvent(type, { ...refund, ...changes }, WEBHOOK_SECRET);
}
