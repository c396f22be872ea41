import { completedEvent, useStripeApp } from '../test/fake-stripe';
import { createBooking, moneyOf } from '../test/payments';
import { call, useTestApi } from '../test/test-api';

// A cancellation and money the provider reports later (decision 052): a payment that arrives for a
// booking canceled at the customer's request is owed back whole, and what the terms kept stays kept.

const api = useTestApi();
const stripeApp = useStripeApp(api);

async function openStripeCheckout(path: string, body: unknown) {
  const response = await call(stripeApp.url, 'POST', path, { json: body });
  expect(response.status).toBe(201);
  const [row] = await api.db.query<{ id: string; provider_session_id: string; amount_cents: number }>(
    'select id, provider_session_id, amount_cents from checkout_sessions where url = $1',
    [response.body.url],
  );
  return row;
}

const webhook = (event: { payload: string; signature: string }) =>
  call(stripeApp.url, 'POST', '/api/payments/stripe/webhook', { raw: event.payload, headers: { 'stripe-signature': event.signature } });

test('the balance paid into a checkout the cancellation closed is owed back whole; the deposit kept stays kept', async () => {
  const bookingId = await createBooking(api, { date: '2031-06-22' });
  const deposit = await openStripeCheckout('/api/create-dynamic-checkout-session', { bookingId });
  expect((await webhook(completedEvent(deposit, bookingId))).status).toBe(200);
  const balance = await openStripeCheckout('/api/create-dynamic-checkout-session-full', { bookingId });

  expect(await call(stripeApp.url, 'POST', `/api/bookings/${bookingId}/cancel`, { json: { refund: 0 } })).toMatchObject({ status: 200, body: { kept: { total: 100 } } });
  expect(await moneyOf(api, bookingId)).toMatchObject({ status: 'canceled', totalPaidAmount: 100, amountOwedBack: 0 });

  // The customer had paid the balance before the cancellation closed its checkout: Stripe reports it.
  expect((await webhook(completedEvent(balance, bookingId))).status).toBe(200);
  expect(await moneyOf(api, bookingId)).toMatchObject({ status: 'canceled', totalPaidAmount: 560, amountOwedBack: 460 });
});
