import { completedEvent as completed, signedEvent, useStripeApp, WEBHOOK_SECRET } from '../test/fake-stripe';
import { bookingPayload, bookingUpdatePayload, rowCounts } from '../test/fixtures';
import { createAfterHoursBooking, createBooking, moneyOf, paymentRows } from '../test/payments';
import { call, useTestApi, type ApiResponse } from '../test/test-api';

// PAYMENT_PROVIDER=stripe, with the real `stripe` client pointed at a local stand-in for Stripe's
// API. The app under test is a second one over the same database, started once the stand-in is up.

const api = useTestApi();
const stripeApp = useStripeApp(api);

const post = (path: string, json: unknown) => call(stripeApp.url, 'POST', path, { json });

async function sendWebhook(payload: string, signature?: string): Promise<ApiResponse> {
  return call(stripeApp.url, 'POST', '/api/payments/stripe/webhook', {
    raw: payload,
    headers: signature === undefined ? {} : { 'stripe-signature': signature },
  });
}

/** Opens a deposit checkout at the stand-in; returns Stripe's session as created and our attempt's row. */
async function openStripeCheckout(path: string, body: unknown) {
  const response = await post(path, body);
  expect(response.status).toBe(201);
  const created = stripeApp.stripe.requests.at(-1);
  const [row] = await api.db.query<{ id: string; provider_session_id: string; idempotency_key: string; amount_cents: number }>(
    'select id, provider_session_id, idempotency_key, amount_cents from checkout_sessions where url = $1',
    [response.body.url],
  );
  return { url: response.body.url as string, request: created!, row };
}

test("the session request carries the amount in cents, AUD, the booking in metadata, the return URLs and Stripe's shortest expiry", async () => {
  const bookingId = await createBooking(api);
  const { url, request, row } = await openStripeCheckout('/api/create-dynamic-checkout-session', { bookingId });
  expect(url).toBe(`https://checkout.stripe.test/c/pay/${row.provider_session_id}`);
  expect(request.method).toBe('POST');
  expect(request.path).toBe('/v1/checkout/sessions');
  expect(request.headers.authorization).toBe('Bearer sk_test_123');
  expect(request.headers['idempotency-key']).toBe(row.idempotency_key);
  // Stripe refuses an expiry under 30 minutes away: the session lasts 31, past the 30-minute hold, which does not move.
  const expiresAt = Math.floor(api.clock.now().getTime() / 1000) + 31 * 60;
  expect(request.params).toEqual({
    mode: 'payment',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'aud',
    'line_items[0][price_data][unit_amount]': '10000',
    'line_items[0][price_data][product_data][name]': "Deposit for Mia's party on Fri, June 20th, 2031 at 10:00 AM (Ocean Room), booking JJ1002",
    'metadata[bookingId]': bookingId,
    'metadata[bookingType]': 'party',
    'metadata[checkoutSessionId]': row.id,
    'payment_intent_data[metadata][bookingId]': bookingId,
    'payment_intent_data[metadata][bookingType]': 'party',
    'payment_intent_data[metadata][checkoutSessionId]': row.id,
    'payment_intent_data[description]': "Deposit for Mia's party on Fri, June 20th, 2031 at 10:00 AM (Ocean Room), booking JJ1002",
    client_reference_id: row.id,
    customer_email: 'sam@example.com',
    success_url: `http://site.test/booking-success/${bookingId}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `http://site.test/booking-payment/${bookingId}`,
    expires_at: String(expiresAt),
  });
  const [hold] = await api.db.query<{ hold_expires_at: Date }>('select hold_expires_at from bookings');
  expect(hold.hold_expires_at.getTime()).toBe(api.clock.now().getTime() + 30 * 60_000);
});

test('the full amount and an after-hours deposit are asked for in cents, with their own return pages', async () => {
  const bookingId = await createBooking(api);
  expect((await openStripeCheckout('/api/create-dynamic-checkout-session-full', { bookingId })).request.params['line_items[0][price_data][unit_amount]']).toBe('56000');
  const eventId = await createAfterHoursBooking(api);
  const { request } = await openStripeCheckout('/api/create-dynamic-checkout-session-afterhours', eventId);
  expect(request.params).toMatchObject({
    'line_items[0][price_data][unit_amount]': '40000',
    'line_items[0][price_data][currency]': 'aud',
    'metadata[bookingId]': eventId,
    'metadata[bookingType]': 'after-hours',
    success_url: `http://site.test/book-your-party/after-hours/edit/${eventId}?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `http://site.test/book-your-party/after-hours/edit/${eventId}`,
  });
});

test('idempotency keys are per attempt: a network retry reuses its key, a new attempt gets a new one', async () => {
  const bookingId = await createBooking(api);
  stripeApp.stripe.failNext(1);
  const first = await openStripeCheckout('/api/create-dynamic-checkout-session', { bookingId });
  // The client retried the failed request with the same key; Stripe made one session.
  expect(stripeApp.stripe.requests.map((r) => r.headers['idempotency-key'])).toEqual([first.row.idempotency_key, first.row.idempotency_key]);
  // The card is declined on Stripe's page; the parent starts again.
  const second = await openStripeCheckout('/api/create-dynamic-checkout-session', { bookingId });
  expect(second.row.idempotency_key).not.toBe(first.row.idempotency_key);
  expect(second.row.provider_session_id).not.toBe(first.row.provider_session_id);
  const paid = completed(second.row, bookingId);
  expect((await sendWebhook(paid.payload, paid.signature)).status).toBe(200);
  expect(await moneyOf(api, bookingId)).toMatchObject({ status: 'confirmed', totalPaidAmount: 100 });
});

test('when Stripe cannot be reached the parent gets a clear 502 and the attempt is closed', async () => {
  const bookingId = await createBooking(api);
  stripeApp.stripe.failNext(10);
  const response = await post('/api/create-dynamic-checkout-session', { bookingId });
  expect(response).toMatchObject({ status: 502, body: { message: expect.stringContaining('No payment has been taken') } });
  expect(await api.db.query('select status, url from checkout_sessions')).toEqual([{ status: 'expired', url: null }]);
});

test('checkout.session.completed records the payment once, however often it is delivered', async () => {
  const bookingId = await createBooking(api);
  const { row } = await openStripeCheckout('/api/create-dynamic-checkout-session', { bookingId });
  const event = completed(row, bookingId);
  expect(await sendWebhook(event.payload, event.signature)).toMatchObject({ status: 200, body: { received: true, outcome: 'recorded' } });
  expect(await sendWebhook(event.payload, event.signature)).toMatchObject({ status: 200, body: { received: true, outcome: 'already-completed' } });
  const again = completed(row, bookingId);
  expect((await sendWebhook(again.payload, again.signature)).body.outcome).toBe('already-completed');
  expect(await paymentRows(api)).toEqual([{ booking_id: 1, afterhours_booking_id: null, kind: 'deposit', amount_cents: 10_000, provider: 'stripe' }]);
  // The return from Stripe carries Stripe's own session id.
  expect(await call(stripeApp.url, 'GET', `/api/bookings/session/${row.provider_session_id}`)).toMatchObject({
    status: 200,
    body: { bookingId, status: 'confirmed', totalPaidAmount: 100, depositAmount: 100, remainingAmount: 460 },
  });
});

test('webhooks with a bad signature get 400 and change nothing', async () => {
  const bookingId = await createBooking(api);
  const { row } = await openStripeCheckout('/api/create-dynamic-checkout-session', { bookingId });
  const good = completed(row, bookingId);
  const forged = signedEvent('checkout.session.completed', JSON.parse(good.payload).data.object, 'whsec_someone_else');
  const before = { counts: await rowCounts(api.db), bookings: await api.db.query('select * from bookings'), sessions: await api.db.query('select * from checkout_sessions') };

  for (const [payload, signature] of [
    [good.payload, forged.signature],
    [good.payload.replace('"amount_total":10000', '"amount_total":1'), good.signature],
    [good.payload, 't=1,v1=deadbeef'],
    [good.payload, undefined],
    ['', good.signature],
  ] as Array<[string, string | undefined]>) {
    const response = await sendWebhook(payload, signature);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/signature/i);
  }
  expect({ counts: await rowCounts(api.db), bookings: await api.db.query('select * from bookings'), sessions: await api.db.query('select * from checkout_sessions') }).toEqual(before);
});

test('a payment that arrives after the room was taken is recorded and marked for refund: never two confirmed bookings of a room', async () => {
  const late = await createBooking(api);
  const { row } = await openStripeCheckout('/api/create-dynamic-checkout-session', { bookingId: late });
  api.clock.advanceMinutes(32);
  const other = await createBooking(api);
  // The parent paid just in time, but Stripe's event arrives now.
  const event = completed(row, late);
  expect((await sendWebhook(event.payload, event.signature)).status).toBe(200);
  // It was canceled when the room was taken: the money is no deposit of a live booking, all of it is owed back.
  expect(await moneyOf(api, late)).toEqual({
    status: 'canceled', totalPrice: 560, finalPrice: 560, totalPaidAmount: 100, depositAmount: 0, remainingAmount: 0, amountOwedBack: 100, refundDue: true,
  });
  expect((await api.get(`/api/bookings/${late}`)).body.canceledReason).toBe('room-taken');
  expect(await moneyOf(api, other)).toMatchObject({ status: 'pending', refundDue: false });
  const holders = await api.db.query(`select public_id from bookings where holds_room and status in ('pending', 'confirmed')`);
  expect(holders).toEqual([{ public_id: other }]);
});

test('a late payment whose room is still free confirms the booking and takes the room back', async () => {
  const late = await createBooking(api);
  const { row } = await openStripeCheckout('/api/create-dynamic-checkout-session', { bookingId: late });
  api.clock.advanceMinutes(40);
  await api.db.query('update bookings set holds_room = false'); // released by someone else's booking attempt
  const event = completed(row, late);
  await sendWebhook(event.payload, event.signature);
  expect(await moneyOf(api, late)).toMatchObject({ status: 'confirmed', refundDue: false });
  expect(await api.db.query('select holds_room from bookings')).toEqual([{ holds_room: true }]);
});

test('an unpaid completion waits for async_payment_succeeded; expired sessions are closed; unknown sessions are ignored', async () => {
  const bookingId = await createBooking(api);
  const { row } = await openStripeCheckout('/api/create-dynamic-checkout-session', { bookingId });
  const unpaid = completed(row, bookingId, { payment_status: 'unpaid' });
  expect((await sendWebhook(unpaid.payload, unpaid.signature)).body.outcome).toBe('awaiting-payment');
  expect(await paymentRows(api)).toEqual([]);
  const succeeded = signedEvent('checkout.session.async_payment_succeeded', JSON.parse(completed(row, bookingId).payload).data.object, WEBHOOK_SECRET);
  expect((await sendWebhook(succeeded.payload, succeeded.signature)).body.outcome).toBe('recorded');

  const second = await openStripeCheckout('/api/create-dynamic-checkout-session-full', { bookingId });
  const expired = signedEvent('checkout.session.expired', { id: second.row.provider_session_id, metadata: {} }, WEBHOOK_SECRET);
  expect((await sendWebhook(expired.payload, expired.signature)).body.outcome).toBe('expired');
  expect(await api.db.query('select status from checkout_sessions where id = $1', [second.row.id])).toEqual([{ status: 'expired' }]);

  const stranger = completed({ id: 'not-ours', provider_session_id: 'cs_test_stranger', amount_cents: 500 }, bookingId);
  expect(await sendWebhook(stranger.payload, stranger.signature)).toMatchObject({ status: 200, body: { outcome: 'unknown' } });
  expect(await paymentRows(api)).toHaveLength(1);
});

test('with Stripe, the test checkout is not served: nobody can pay a Stripe session there', async () => {
  const bookingId = await createBooking(api);
  const { row } = await openStripeCheckout('/api/create-dynamic-checkout-session', { bookingId });
  for (const id of [row.id, row.provider_session_id]) {
    expect((await call(stripeApp.url, 'GET', `/checkout/${id}`)).status).toBe(404);
    expect((await call(stripeApp.url, 'POST', `/checkout/${id}/pay`, { json: {} })).status).toBe(404);
  }
  // And the test app's checkout does not know Stripe's sessions either.
  expect((await api.post(`/checkout/${row.id}/pay`, {})).status).toBe(404);
  expect(await paymentRows(api)).toEqual([]);
});

test('the Stripe webhook is not enabled while the test checkout is the provider', async () => {
  const response = await api.request('POST', '/api/payments/stripe/webhook', { raw: '{}', headers: { 'stripe-signature': 't=1,v1=x' } });
  expect(response).toMatchObject({ status: 404, body: { message: 'Stripe payments are not enabled on this server' } });
});

/** The ids of the Stripe sessions the API asked Stripe to expire, in order. */
const expiredAtStripe = () =>
  stripeApp.stripe.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/expire')).map((r) => r.path.split('/')[4]);

test('four deposit checkouts opened at once and all paid at Stripe: one deposit, the other three owed back; the replaced sessions are expired at Stripe', async () => {
  const bookingId = await createBooking(api);
  const responses = await Promise.all([1, 2, 3, 4].map(() => post('/api/create-dynamic-checkout-session', { bookingId })));
  expect(responses.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
  const rows = await api.db.query<{ id: string; provider_session_id: string; amount_cents: number; status: string }>(
    'select id, provider_session_id, amount_cents, status from checkout_sessions order by created_at, id',
  );
  expect(rows.map((r) => r.status).sort()).toEqual(['expired', 'expired', 'expired', 'open']);
  // Every session that is no longer ours to pay was expired at Stripe too.
  expect([...new Set(expiredAtStripe())].sort()).toEqual(rows.filter((r) => r.status === 'expired').map((r) => r.provider_session_id).sort());

  // Stripe took the money on all four before the expiries reached it.
  const events = rows.map((row) => completed(row, bookingId));
  const answers = await Promise.all(events.map((event) => sendWebhook(event.payload, event.signature)));
  expect(answers.map((a) => a.body.outcome)).toEqual(['recorded', 'recorded', 'recorded', 'recorded']);
  expect(await moneyOf(api, bookingId)).toEqual({
    status: 'confirmed', totalPrice: 560, finalPrice: 560, totalPaidAmount: 400, depositAmount: 100, remainingAmount: 460, amountOwedBack: 300, refundDue: true,
  });
  const payments = await api.db.query<{ kind: string; owed_back: boolean }>('select kind, owed_back from payments order by id');
  expect(payments.filter((p) => !p.owed_back)).toEqual([{ kind: 'deposit', owed_back: false }]);
  expect(payments.filter((p) => p.owed_back)).toHaveLength(3);
});

test('a session replaced by a newer one is expired at Stripe at once', async () => {
  const bookingId = await createBooking(api);
  const first = await openStripeCheckout('/api/create-dynamic-checkout-session', { bookingId });
  api.clock.advanceMinutes(1);
  const second = await openStripeCheckout('/api/create-dynamic-checkout-session-full', { bookingId });
  expect(expiredAtStripe()).toEqual([first.row.provider_session_id]);
  expect(await api.db.query('select status from checkout_sessions order by created_at')).toEqual([{ status: 'expired' }, { status: 'open' }]);
  // Stripe's own expiry event for it later changes nothing.
  const expired = signedEvent('checkout.session.expired', { id: first.row.provider_session_id, metadata: {} }, WEBHOOK_SECRET);
  expect((await sendWebhook(expired.payload, expired.signature)).status).toBe(200);
  expect(await api.db.query('select status from checkout_sessions where id = $1', [second.row.id])).toEqual([{ status: 'open' }]);
});

test("a booking that lost its room has its open session expired at Stripe, so nobody pays into it", async () => {
  const first = await createBooking(api);
  const { row } = await openStripeCheckout('/api/create-dynamic-checkout-session', { bookingId: first });
  api.clock.advanceMinutes(31);
  // Another parent books the room (on the same site, whose provider is Stripe).
  expect((await post('/api/booking-initiate', bookingPayload())).status).toBe(201);
  expect(expiredAtStripe()).toEqual([row.provider_session_id]);
  expect(await api.db.query('select status from checkout_sessions')).toEqual([{ status: 'expired' }]);
});

test('an edit expires the open session at Stripe: it asked for the old amount', async () => {
  const bookingId = await createBooking(api);
  const { row } = await openStripeCheckout('/api/create-dynamic-checkout-session-full', { bookingId });
  expect((await call(stripeApp.url, 'PUT', `/api/bookings/${bookingId}`, { json: bookingUpdatePayload() })).status).toBe(200);
  expect(expiredAtStripe()).toEqual([row.provider_session_id]);
});

test('when Stripe cannot expire a session (it was paid meanwhile), the API goes on and the payment is still recorded', async () => {
  const bookingId = await createBooking(api);
  const first = await openStripeCheckout('/api/create-dynamic-checkout-session-full', { bookingId });
  stripeApp.stripe.completeSession(first.row.provider_session_id);
  const second = await openStripeCheckout('/api/create-dynamic-checkout-session-full', { bookingId });
  expect(second.url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  const paid = completed(first.row, bookingId);
  expect((await sendWebhook(paid.payload, paid.signature)).body.outcome).toBe('recorded');
  expect(await moneyOf(api, bookingId)).toMatchObject({ status: 'confirmed', totalPaidAmount: 560, remainingAmount: 0, amountOwedBack: 0 });
});
