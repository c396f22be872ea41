import { randomBytes } from 'node:crypto';
import { completedEvent, refundEvent, useStripeApp } from '../test/fake-stripe';
import { bookingUpdatePayload, guestList } from '../test/fixtures';
import { createBooking, moneyOf } from '../test/payments';
import { call, useTestApi, type ApiResponse } from '../test/test-api';
import { staffSession, STAFF_ORIGIN } from '../test/staff';

// Refund through Stripe (PAYMENT_PROVIDER=stripe, the real `stripe` client against the local
// stand-in, decision 053): refunds.create names the payment's PaymentIntent, the amount, our
// refund in its metadata and an idempotency key of its own; the refund is pending until Stripe's
// signed refund events settle it, once, however often they come; a failed one is owed back again.

const api = useTestApi();
const stripeApp = useStripeApp(api);
const requestId = () => randomBytes(12).toString('base64url');

const sendWebhook = ({ payload, signature }: { payload: string; signature: string }): Promise<ApiResponse> =>
  call(stripeApp.url, 'POST', '/api/payments/stripe/webhook', { raw: payload, headers: { 'stripe-signature': signature } });

const staff = (method: string, path: string, cookie: string, json?: unknown) =>
  call(stripeApp.url, method, path, { json, headers: { origin: STAFF_ORIGIN, cookie } });

const refund = (cookie: string, json: Record<string, unknown>) => staff('POST', '/api/staff/bookings/JJ1002/provider-refunds', cookie, json);

/** Stripe's requests to create a refund, as the stand-in received them. */
const refundRequests = () => stripeApp.stripe.requests.filter((request) => request.path === '/v1/refunds');

/**
 * Paid in full through Stripe ($560; its event carrying the PaymentIntent unless `withIntent` is
 * false, as events were read before), then edited down to $300: $260 owed back on JJ1002.
 */
async function paidThroughStripe({ withIntent = true } = {}): Promise<{ bookingId: string; intent: string }> {
  const bookingId = await createBooking(api);
  const opened = await call(stripeApp.url, 'POST', '/api/create-dynamic-checkout-session-full', { json: { bookingId } });
  expect(opened.status).toBe(201);
  const [row] = await api.db.query<{ id: string; provider_session_id: string; amount_cents: number }>('select id, provider_session_id, amount_cents from checkout_sessions');
  const intent = stripeApp.stripe.completeSession(row.provider_session_id);
  expect(await sendWebhook(completedEvent(row, bookingId, withIntent ? { payment_intent: intent } : {}))).toMatchObject({ status: 200, body: { outcome: 'recorded' } });
  const edited = await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload({ numberOfKids: 10, guestNames: guestList(10), adultsFood: [], addons: [], paymentOption: 'later' }));
  expect(edited.status).toBe(200);
  expect(await moneyOf(api, bookingId)).toMatchObject({ totalPaidAmount: 560, amountOwedBack: 260 });
  stripeApp.stripe.requests.length = 0;
  return { bookingId, intent };
}

const refundRows = () =>
  api.db.query<{ public_id: string; amount_cents: number; status: string; failure_reason: string; provider_reference: string }>(
    'select public_id, amount_cents, status, failure_reason, provider_reference from refunds order by id',
  );

test('Refund asks Stripe for a refund of the PaymentIntent with our refund in its metadata and one idempotency key; pending until refund.updated settles it, once', async () => {
  const { bookingId, intent } = await paidThroughStripe();
  const manager = await staffSession(api, 'manager');
  const sent = await refund(manager, { amount: 260, requestId: requestId(), note: 'Fewer kids' });
  expect(sent).toMatchObject({ status: 201, body: { refunds: [{ amount: 260, status: 'pending', provider: 'stripe', providerReference: 're_test_fake0001' }], amountOwedBack: 0 } });
  const [row] = await refundRows();
  expect(refundRequests()).toHaveLength(1);
  expect(refundRequests()[0].headers['idempotency-key']).toBe(`refund-${row.public_id}`);
  expect(refundRequests()[0].params).toEqual({
    payment_intent: intent,
    amount: '26000',
    'metadata[refundId]': row.public_id,
    'metadata[bookingReference]': 'JJ1002',
  });
  expect(await moneyOf(api, bookingId)).toMatchObject({ totalPaidAmount: 300, amountOwedBack: 0 });

  const made = stripeApp.stripe.refunds[0];
  const succeeded = refundEvent('refund.updated', made, { status: 'succeeded' });
  expect(await sendWebhook(succeeded)).toMatchObject({ status: 200, body: { outcome: 'settled' } });
  // Delivered again, or told again by charge.refund.updated: settled once.
  expect(await sendWebhook(succeeded)).toMatchObject({ status: 200, body: { outcome: 'unchanged' } });
  expect(await sendWebhook(refundEvent('charge.refund.updated', made, { status: 'succeeded' }))).toMatchObject({ body: { outcome: 'unchanged' } });
  // A pending event that arrives late does not undo it.
  expect(await sendWebhook(refundEvent('refund.created', made))).toMatchObject({ body: { outcome: 'unchanged' } });
  expect(await refundRows()).toEqual([{ public_id: row.public_id, amount_cents: 26_000, status: 'succeeded', failure_reason: '', provider_reference: 're_test_fake0001' }]);
  expect(await api.db.query(`select count(*)::int as n from audit_log where action = 'refund.settle'`)).toEqual([{ n: 1 }]);
  expect(await api.db.query(`select count(*)::int as n from email_outbox where kind = 'venue-refund-due'`)).toEqual([{ n: 2 }]);
  expect(await api.db.query('select provider_payment_id from payments')).toEqual([{ provider_payment_id: intent }]);
});

test('a payment recorded before its PaymentIntent was kept: the session is read back from Stripe to find it, and it is kept', async () => {
  const { intent } = await paidThroughStripe({ withIntent: false });
  expect(await api.db.query('select provider_payment_id from payments')).toEqual([{ provider_payment_id: null }]);
  const manager = await staffSession(api, 'manager');
  expect(await refund(manager, { amount: 60, requestId: requestId() })).toMatchObject({ status: 201, body: { refunds: [{ amount: 60, status: 'pending' }] } });
  const [session] = await api.db.query<{ provider_session_id: string }>('select provider_session_id from checkout_sessions');
  expect(stripeApp.stripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`GET /v1/checkout/sessions/${session.provider_session_id}`, 'POST /v1/refunds']);
  expect(refundRequests()[0].params.payment_intent).toBe(intent);
  expect(await api.db.query('select provider_payment_id from payments')).toEqual([{ provider_payment_id: intent }]);
  // The next refund names the intent kept: Stripe is not asked again.
  await refund(manager, { amount: 200, requestId: requestId() });
  expect(stripeApp.stripe.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`GET /v1/checkout/sessions/${session.provider_session_id}`, 'POST /v1/refunds', 'POST /v1/refunds']);
});

test('a failed refund is shown failed and stays owed back, the venue told; a new Refund sends it again', async () => {
  const { bookingId } = await paidThroughStripe();
  const manager = await staffSession(api, 'manager');
  await refund(manager, { requestId: requestId() });
  const failed = refundEvent('refund.failed', stripeApp.stripe.refunds[0], { status: 'failed', failure_reason: 'expired_or_canceled_card' });
  expect(await sendWebhook(failed)).toMatchObject({ status: 200, body: { outcome: 'settled' } });
  expect(await sendWebhook(failed)).toMatchObject({ body: { outcome: 'unchanged' } });
  // A failure Stripe reported is final: a late success event changes nothing.
  expect(await sendWebhook(refundEvent('refund.updated', stripeApp.stripe.refunds[0], { status: 'succeeded' }))).toMatchObject({ body: { outcome: 'unchanged' } });
  expect(await moneyOf(api, bookingId)).toMatchObject({ totalPaidAmount: 560, amountOwedBack: 260 });
  const page = await staff('GET', '/api/staff/bookings/JJ1002', manager);
  expect(page.body.money).toMatchObject({ owedBack: 260, refundableOnline: 260 });
  expect(page.body.money.records.at(-1)).toMatchObject({ kind: 'refund', amount: 260, status: 'failed', failure: 'the card has expired or was canceled' });
  const money = await staff('GET', '/api/staff/money', manager);
  expect(money.body).toMatchObject({ owedBack: [{ reference: 'JJ1002', owedBack: 260 }], refundsPending: [] });
  const notices = await api.db.query<{ subject: string; text: string }>(`select message->>'subject' as subject, message->>'text' as text from email_outbox where kind = 'venue-refund-due' order by id`);
  expect(notices.map((notice) => notice.subject)).toEqual([
    'Refund due: $260.00 on booking JJ1002',
    'Refund of $260.00 sent through Stripe on booking JJ1002: nothing owed back now',
    'Refund due: $260.00 on booking JJ1002',
  ]);
  expect(notices[2].text).toContain('A refund of $260.00 sent through Stripe failed (the card has expired or was canceled): it is owed back again.');

  const again = await refund(manager, { requestId: requestId() });
  expect(again).toMatchObject({ status: 201, body: { refunds: [{ amount: 260, status: 'pending', providerReference: 're_test_fake0002' }], amountOwedBack: 0 } });
});

test('ten Refunds at once with one request id: one request to Stripe, one refund', async () => {
  await paidThroughStripe();
  const manager = await staffSession(api, 'manager');
  const body = { amount: 100, requestId: requestId() };
  const answers = await Promise.all(Array.from({ length: 10 }, () => refund(manager, body)));
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
  expect(refundRequests()).toHaveLength(1);
  expect(stripeApp.stripe.refunds).toHaveLength(1);
  expect((await refundRows()).map((row) => row.amount_cents)).toEqual([10_000]);
});

test("Stripe down: a clear 502 in the staff member's words, the refund failed and still owed back; a new request id sends it", async () => {
  const { bookingId } = await paidThroughStripe();
  const manager = await staffSession(api, 'manager');
  stripeApp.stripe.failNext(10);
  const body = { requestId: requestId() };
  const down = await refund(manager, body);
  expect(down).toMatchObject({
    status: 502,
    body: { code: 'payment-provider-unavailable', message: 'Stripe did not take the refund of $260.00, so nothing of it went back to the customer: it is still owed back on JJ1002. Try again in a moment.' },
  });
  expect(await refundRows()).toMatchObject([{ amount_cents: 26_000, status: 'failed', failure_reason: 'not-sent', provider_reference: '' }]);
  expect(await moneyOf(api, bookingId)).toMatchObject({ totalPaidAmount: 560, amountOwedBack: 260 });
  expect((await staff('GET', '/api/staff/bookings/JJ1002', manager)).body.money.records.at(-1)).toMatchObject({
    status: 'failed',
    failure: 'it could not be sent: the payment provider did not take it',
  });
  // The same request again answers what it did; it is not sent again.
  stripeApp.stripe.failNext(0);
  const sentBefore = refundRequests().length;
  expect(await refund(manager, body)).toMatchObject({ status: 502 });
  expect(refundRequests()).toHaveLength(sentBefore);
  expect(await refund(manager, { requestId: requestId() })).toMatchObject({ status: 201, body: { refunds: [{ amount: 260, status: 'pending' }], amountOwedBack: 0 } });
});

test("Stripe made a refund whose answer was lost: its refund.created event names our refund and puts it right", async () => {
  const { bookingId, intent } = await paidThroughStripe();
  const manager = await staffSession(api, 'manager');
  stripeApp.stripe.failNext(10);
  expect((await refund(manager, { requestId: requestId() })).status).toBe(502);
  const [row] = await refundRows();
  // Stripe's event for the refund it made, as it would send it: our refund's id in its metadata.
  const made = { id: 're_lost_answer', object: 'refund', amount: 26_000, currency: 'aud', payment_intent: intent, metadata: { refundId: row.public_id, bookingReference: 'JJ1002' }, status: 'succeeded' };
  expect(await sendWebhook(refundEvent('refund.created', made))).toMatchObject({ status: 200, body: { outcome: 'settled' } });
  expect(await refundRows()).toMatchObject([{ status: 'succeeded', failure_reason: '', provider_reference: 're_lost_answer' }]);
  expect(await moneyOf(api, bookingId)).toMatchObject({ totalPaidAmount: 300, amountOwedBack: 0 });
  const [notice] = await api.db.query<{ text: string }>(`select message->>'text' as text from email_outbox where kind = 'venue-refund-due' order by id desc limit 1`);
  expect(notice.text).toContain('Stripe reports the refund of $260.00 that was recorded as not sent: it was made after all.');
});

test("refund events we cannot read are answered 400 (Stripe retries them); one made in Stripe's dashboard is ignored", async () => {
  await paidThroughStripe();
  const manager = await staffSession(api, 'manager');
  await refund(manager, { requestId: requestId() });
  const made = stripeApp.stripe.refunds[0];
  for (const changes of [{ status: 'reversed' }, { id: '' }, { metadata: { refundId: 42 } }, { failure_reason: 'x'.repeat(300) }]) {
    expect(await sendWebhook(refundEvent('refund.updated', made, changes))).toMatchObject({ status: 400, body: { code: 'invalid-request' } });
  }
  expect(await sendWebhook(refundEvent('refund.updated', { id: 're_dashboard', object: 'refund', amount: 500, status: 'succeeded', metadata: {} }))).toMatchObject({
    status: 200,
    body: { outcome: 'unknown' },
  });
  expect((await refundRows()).map((row) => row.status)).toEqual(['pending']);
});
