import { bookingOverMessage, PAYMENT_MESSAGES } from '@party/domain';
import { recordPayment } from '../test/fixtures';
import { createAfterHoursBooking, createBooking, moneyOf, openCheckout, openDepositCheckout, openFullCheckout, paymentRows, pressCheckoutButton } from '../test/payments';
import { useTestApi } from '../test/test-api';

// One checkout open per booking: opening another closes the one before it, so a booking is paid
// once however many tabs, back buttons and retries its parent uses (decision 007).

const api = useTestApi();

const sessionStates = async () =>
  api.db.query<{ id: string; status: string }>('select id, status from checkout_sessions order by created_at, id');

test('four deposit checkouts opened at once for one booking: one stays open, and all four paid take one deposit', async () => {
  const bookingId = await createBooking(api);
  const responses = await Promise.all([1, 2, 3, 4].map(() => api.post('/api/create-dynamic-checkout-session', { bookingId })));
  // Each opening closed the one before it; one that lost the race while it was being made is told so.
  expect(responses.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
  for (const refused of responses.filter((r) => r.status !== 201)) {
    expect(refused).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.superseded } });
  }
  const states = await sessionStates();
  expect(states.map((s) => s.status).sort()).toEqual(['expired', 'expired', 'expired', 'open']);

  const presses = await Promise.all(states.map((s) => pressCheckoutButton(api, s.id, 'pay')));
  expect(presses.map((p) => p.status).sort()).toEqual([303, 410, 410, 410]);
  expect(await paymentRows(api)).toEqual([{ booking_id: 1, afterhours_booking_id: null, kind: 'deposit', amount_cents: 10_000, provider: 'test' }]);
  expect(await moneyOf(api, bookingId)).toEqual({
    status: 'confirmed', totalPrice: 560, finalPrice: 560, totalPaidAmount: 100, depositAmount: 100, remainingAmount: 460, amountOwedBack: 0, refundDue: false,
  });
});

test('opening the full amount closes an open deposit checkout, and the other way round', async () => {
  const bookingId = await createBooking(api);
  const deposit = await openDepositCheckout(api, bookingId);
  api.clock.advanceMinutes(1);
  const full = await openFullCheckout(api, bookingId);
  expect(await sessionStates()).toEqual([{ id: deposit.sessionId, status: 'expired' }, { id: full.sessionId, status: 'open' }]);
  expect((await pressCheckoutButton(api, deposit.sessionId, 'pay')).status).toBe(410);
  expect((await pressCheckoutButton(api, full.sessionId, 'pay')).status).toBe(303);
  expect(await moneyOf(api, bookingId)).toMatchObject({ status: 'confirmed', totalPaidAmount: 560, remainingAmount: 0 });
});

test("an after-hours booking's new checkout closes its open one too", async () => {
  const eventId = await createAfterHoursBooking(api);
  const first = await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', eventId);
  api.clock.advanceMinutes(1);
  const second = await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', eventId);
  expect(await sessionStates()).toEqual([{ id: first.sessionId, status: 'expired' }, { id: second.sessionId, status: 'open' }]);
});

test.each([
  // An unpaid party is over once it has started (decision 026): the checkout says so.
  { name: 'a pending party once it has started', confirm: false, at: '2031-06-20T10:00:00+10:00', code: 'booking-over', message: bookingOverMessage('event-passed', '(02) 9555 0123') },
  { name: 'a confirmed party once it has started', confirm: true, at: '2031-06-20T10:00:00+10:00', code: 'event-started', message: PAYMENT_MESSAGES['event-started'] },
  { name: 'a confirmed party the day after', confirm: true, at: '2031-06-21T09:00:00+10:00', code: 'event-started', message: PAYMENT_MESSAGES['event-started'] },
])('no checkout is opened for $name', async ({ confirm, at, code, message }) => {
  const bookingId = await createBooking(api);
  if (confirm) await pressCheckoutButton(api, (await openDepositCheckout(api, bookingId)).sessionId, 'pay');
  api.clock.set(at);
  for (const path of ['/api/create-dynamic-checkout-session', '/api/create-dynamic-checkout-session-full']) {
    expect(await api.post(path, { bookingId })).toMatchObject({ status: 409, body: { code, message } });
  }
  expect(await api.post('/api/create-dynamic-checkout-session-full-pending-payment', { bookingId, paymentType: 'full' })).toMatchObject({ status: 409 });
  expect(await api.db.query(`select id from checkout_sessions where status = 'open'`)).toEqual([]);
});

test('a checkout opened shortly before the party cannot be paid once it has started', async () => {
  const bookingId = await createBooking(api);
  await pressCheckoutButton(api, (await openDepositCheckout(api, bookingId)).sessionId, 'pay');
  api.clock.set('2031-06-20T09:50:00+10:00');
  const { sessionId } = await openFullCheckout(api, bookingId);
  api.clock.set('2031-06-20T10:00:00+10:00');
  expect((await pressCheckoutButton(api, sessionId, 'pay')).status).toBe(410);
  expect(await moneyOf(api, bookingId)).toMatchObject({ totalPaidAmount: 100 });
});

test('an after-hours event cannot be paid once it has started', async () => {
  const eventId = await createAfterHoursBooking(api);
  api.clock.set('2031-06-20T18:00:00+10:00');
  expect(await api.post('/api/create-dynamic-checkout-session-afterhours', eventId)).toMatchObject({
    status: 409,
    body: { message: PAYMENT_MESSAGES['event-started'] },
  });
});

test('a booking paid in full, asked for a deposit, is told it is paid in full', async () => {
  const bookingId = await createBooking(api);
  await pressCheckoutButton(api, (await openFullCheckout(api, bookingId)).sessionId, 'pay');
  for (const request of [
    api.post('/api/create-dynamic-checkout-session', { bookingId }),
    api.post('/api/create-dynamic-checkout-session-full-pending-payment', { bookingId, paymentType: 'deposit' }),
  ]) {
    expect(await request).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES['nothing-due'] } });
  }
});

test('a booking paid in full and then added to owes its balance, not a deposit, and is told so', async () => {
  const bookingId = await createBooking(api);
  await recordPayment(api.db, bookingId, 'full', 50_000, 'earlier-full-payment');
  await api.db.query(`update bookings set status = 'confirmed' where public_id = $1`, [bookingId]);
  expect(await api.post('/api/create-dynamic-checkout-session', { bookingId })).toMatchObject({
    status: 409,
    body: { message: PAYMENT_MESSAGES['deposit-not-due'] },
  });
});
