import { completedEvent, useStripeApp } from '../test/fake-stripe';
import { useMailedApi } from '../test/mailed-api';
import { createBooking } from '../test/payments';
import { call } from '../test/test-api';

// The emails of Stripe's webhook: a repeated event confirms once, and money the booking does not
// owe (a second deposit, a payment after the room was taken) tells the venue what to refund, with
// Stripe's reference of the payment.

const { api, sent } = useMailedApi();
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
    'To refund now: $100.00',
    'Owed back on this booking in all: $100.00',
    'Payment provider: stripe',
    `Payment reference: ${second.provider_session_id}`,
    'The payment pays nothing the booking owes: its deposit had already been paid',
    'Customer: Sam Nguyen',
  ]) {
    expect(refund.mail.text).toContain(line);
  }
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
  expect((await api.get(`/api/bookings/${late}`)).body).toMatchObject({ status: 'canceled', confirmationEmailTo: null });
});
