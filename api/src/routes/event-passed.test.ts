import { bookingOverMessage } from '@party/domain';
import { completedEvent, useStripeApp } from '../test/fake-stripe';
import { bookingUpdatePayload } from '../test/fixtures';
import { createBooking, moneyOf, openDepositCheckout, pressCheckoutButton } from '../test/payments';
import { call, useTestApi } from '../test/test-api';

// A party whose start has passed while it was still unpaid is over (decision 026): it is canceled
// with the reason 'event-passed' the first time anything reads it, so its pages say so, no payment
// is offered, and an edit says the party has started. A paid party stays confirmed.

const api = useTestApi();
const stripeApp = useStripeApp(api);
const PHONE = '(02) 9555 0123';
const STARTED =
  'Your party has started, so it can no longer be changed online. Please call us on (02) 9555 0123 or email parties@jumpingjellybeans.com.au and we will be happy to help.';

/** A booking made ten minutes before its 10:00 start: its hold runs to 10:20, past the start. */
async function bookJustBeforeTheStart() {
  api.clock.set('2031-06-20T09:50:00+10:00');
  const bookingId = await createBooking(api);
  expect((await api.get(`/api/bookings/${bookingId}`)).body).toMatchObject({ status: 'pending', holdExpiresAt: '2031-06-20T00:20:00.000Z' });
  return bookingId;
}

test('an unpaid party whose start has passed reads as over, not pending: canceled for event-passed, no hold, nothing to pay', async () => {
  const bookingId = await bookJustBeforeTheStart();
  api.clock.set('2031-06-20T10:01:00+10:00');
  const { body } = await api.get(`/api/bookings/${bookingId}`);
  expect(body).toMatchObject({ status: 'canceled', canceledReason: 'event-passed', holdExpiresAt: null, remainingAmount: 0, amountOwedBack: 0 });
  expect(await api.db.query('select status, canceled_reason, holds_room from bookings')).toEqual([{ status: 'canceled', canceled_reason: 'event-passed', holds_room: false }]);
});

test('a minute before its start, an unpaid party is still pending', async () => {
  const bookingId = await bookJustBeforeTheStart();
  api.clock.set('2031-06-20T09:59:00+10:00');
  expect((await api.get(`/api/bookings/${bookingId}`)).body).toMatchObject({ status: 'pending', canceledReason: null });
});

test('every read says so: the confirmation page by session, the total paid, a checkout (over, with the reason) and the open checkout is closed', async () => {
  const bookingId = await bookJustBeforeTheStart();
  const { sessionId } = await openDepositCheckout(api, bookingId);
  api.clock.set('2031-06-20T10:00:00+10:00');
  expect((await api.get(`/api/bookings/session/${sessionId}`)).body).toMatchObject({ status: 'canceled', canceledReason: 'event-passed' });
  expect(await api.db.query('select status from checkout_sessions')).toEqual([{ status: 'expired' }]);
  expect(await api.post('/api/create-dynamic-checkout-session-full', { bookingId })).toMatchObject({
    status: 409,
    body: { code: 'booking-over', message: bookingOverMessage('event-passed', PHONE) },
  });
  expect((await pressCheckoutButton(api, sessionId, 'pay')).status).toBe(410);
});

test('an edit or a quote of it says the party has started, not that it is 4 days or less away', async () => {
  const bookingId = await bookJustBeforeTheStart();
  api.clock.set('2031-06-20T10:30:00+10:00');
  for (const response of [
    await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload({ paymentOption: 'deposit' })),
    await api.post(`/api/bookings/${bookingId}/quote`, bookingUpdatePayload({ paymentOption: 'deposit' })),
  ]) {
    expect(response).toMatchObject({ status: 409, body: { code: 'online-changes-closed', message: STARTED } });
  }
});

test('a paid party that has started stays confirmed, and an edit of it says it has started', async () => {
  const bookingId = await createBooking(api);
  await pressCheckoutButton(api, (await openDepositCheckout(api, bookingId)).sessionId, 'pay');
  api.clock.set('2031-06-20T10:05:00+10:00');
  expect(await moneyOf(api, bookingId)).toMatchObject({ status: 'confirmed', remainingAmount: 460 });
  expect(await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload({ paymentOption: 'later' }))).toMatchObject({
    status: 409,
    body: { code: 'online-changes-closed', message: STARTED },
  });
});

test('money Stripe takes for it once it is over is recorded and owed back whole, as for any booking that is over', async () => {
  const bookingId = await bookJustBeforeTheStart();
  const session = await stripeApp.openDeposit(bookingId);
  api.clock.set('2031-06-20T10:02:00+10:00');
  expect((await api.get(`/api/bookings/${bookingId}`)).body.canceledReason).toBe('event-passed');
  const event = completedEvent(session, bookingId);
  expect(await call(stripeApp.url, 'POST', '/api/payments/stripe/webhook', { raw: event.payload, headers: { 'stripe-signature': event.signature } })).toMatchObject({
    status: 200,
    body: { outcome: 'recorded' },
  });
  expect(await moneyOf(api, bookingId)).toMatchObject({ status: 'canceled', totalPaidAmount: 100, remainingAmount: 0, amountOwedBack: 100, refundDue: true });
});
