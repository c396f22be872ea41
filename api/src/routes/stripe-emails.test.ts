import { completedEvent, useStripeApp } from '../test/fake-stripe';
import { useMailedApi } from '../test/mailed-api';
import { createBooking } from '../test/payments';
import { call } from '../test/test-api';

// The emails of Stripe's webhook: a repeated event confirms once, and money the booking does not
// owe (a second deposit, a payment after the room was taken) tells the venue what to refund, with
// Stripe's reference of the payment.

const TOKEN = 'venue-admin-token-of-at-least-32-characters';
const { api, sent, smtp } = useMailedApi({ venueAdminToken: TOKEN });
// It queues its emails in the shared outbox; the first app's sender delivers them.
const stripeApp = useStripeApp(api);
const VENUE = 'parties@jumpingjellybeans.com.au';

const sendWebhook = (event: { payload: string; signature: string }) =>
  call(stripeApp.url, 'POST', '/api/payments/stripe/webhook', { raw: event.payload, headers: { 'stripe-signature': event.signature } });

test('a webhook delivered five times, two of them at once, sends one confirmation', async () => {
  const bookingId = await createBooking(api);
  const event = completedEvent(await stripeApp.openDeposit(bookingId), bookingId);
  await Promise.all([sendWebhook(event), sendWebhook(event)]);
  for (let i = 0; i < 3; i++) expect((await sendWebhook(event)).status).toBe(200);
  const mails = await sent();
  expect(mails.map((m) => [m.envelope.to, m.mail.subject])).toEqual([
    [['sam@example.com'], "Booking confirmed: Mia's party on Fri, June 20th, 2031 (JJ1002)"],
    [[VENUE], "Booking confirmed: JJ1002, Mia's party on Fri, June 20th, 2031"],
  ]);
});

test("a second deposit paid at Stripe tells the venue to refund it, with Stripe's reference; the parent gets no second confirmation", async () => {
  const bookingId = await createBooking(api);
  const first = await stripeApp.openDeposit(bookingId);
  const second = await stripeApp.openDeposit(bookingId);
  await sendWebhook(completedEvent(first, bookingId));
  await sendWebhook(completedEvent(second, bookingId));
  const mails = await sent();
  expect(mails.map((m) => m.envelope.to)).toEqual([['sam@example.com'], [VENUE], [VENUE]]);
  const refund = mails[2];
  expect(refund.mail.subject).toBe('Refund due: $100.00 on booking JJ1002');
  for (const line of [
    'Owed back now: $100.00',
    'Was: $0.00',
    'Payment provider: stripe',
    `Payment reference: ${second.provider_session_id}`,
    // Every payment received, with Stripe's reference: what the venue refunds against.
    `Deposit $100.00: stripe ${first.provider_session_id}`,
    `Deposit $100.00 (counts for nothing: owed back whole): stripe ${second.provider_session_id}`,
    'The payment pays nothing the booking owes: its deposit had already been paid',
    'Owed back to the customer: $100.00',
    'Customer: Sam Nguyen',
  ]) {
    expect(refund.mail.text).toContain(line);
  }
  expect(refund.mail.text).not.toContain('refunded to you');
});

test('a payment that arrives after the room was taken confirms nothing and tells the venue to refund all of it', async () => {
  const late = await createBooking(api);
  const row = await stripeApp.openDeposit(late);
  api.clock.advanceMinutes(32);
  await createBooking(api);
  await sendWebhook(completedEvent(row, late));
  const mails = await sent();
  expect(mails).toHaveLength(1);
  expect(mails[0].envelope.to).toEqual([VENUE]);
  expect(mails[0].mail.subject).toBe('Refund due: $100.00 on booking JJ1002');
  expect(mails[0].mail.text).toContain("The payment arrived after the booking's hold had run out and another booking had taken its room");
  expect(mails[0].mail.text).toContain('Booking status: canceled');
  expect(mails[0].mail.text).toContain(`Deposit $100.00 (counts for nothing: owed back whole): stripe ${row.provider_session_id}`);
  expect((await api.get(`/api/bookings/${late}`)).body).toMatchObject({ status: 'canceled', confirmationEmailTo: null });

  // The venue refunds it and records so: nothing is owed back, the booking stays canceled, and it is told once more.
  smtp.clear();
  const refund = await call(api.url, 'POST', '/api/venue/bookings/JJ1002/refunds', { json: { amount: 100, providerReference: 're_late_deposit' }, headers: { authorization: `Bearer ${TOKEN}` } });
  expect(refund).toMatchObject({ status: 201, body: { status: 'canceled', amountOwedBack: 0, totalPaidAmount: 0 } });
  expect((await sent()).map((m) => [m.envelope.to, m.mail.subject])).toEqual([[[VENUE], 'Refund of $100.00 recorded on booking JJ1002: nothing owed back now']]);
  expect(await api.db.query('select * from money_owed_back')).toEqual([]);
});
