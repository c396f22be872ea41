import { BOOKING_NOT_FOUND_MESSAGE, PAYMENT_MESSAGES } from '@party/domain';
import { TestClock } from '../test/test-clock';
import { useTestApi } from '../test/test-api';
import { recordPayment } from '../test/fixtures';
import {
  createAfterHoursBooking,
  createBooking,
  openCheckout,
  openDepositCheckout,
  pressCheckoutButton,
  sessionIdOf,
} from '../test/payments';

// The four checkout calls of SPEC.md §7: each answers { url }, with the amount the server decides.

const api = useTestApi();

async function sessions() {
  return api.db.query<{ id: string; kind: string; amount_cents: number; status: string; expires_at: Date; idempotency_key: string; provider: string }>(
    'select id, kind, amount_cents, status, expires_at, idempotency_key, provider from checkout_sessions order by created_at, id',
  );
}

const IN_30_MINUTES = new Date(TestClock.DEFAULT.getTime() + 30 * 60_000);

test("the deposit checkout is $100 and ends when the booking's hold does, which it does not move", async () => {
  const bookingId = await createBooking(api);
  api.clock.advanceMinutes(10);
  const response = await api.post('/api/create-dynamic-checkout-session', { bookingId, totalPrice: 1, amount: 1 });
  expect(response.status).toBe(201);
  expect(response.body).toEqual({ url: expect.stringMatching(/^http:\/\/site\.test\/checkout\/[A-Za-z0-9_-]{22}$/) });
  expect(await sessions()).toEqual([
    { id: sessionIdOf(response.body.url), kind: 'deposit', amount_cents: 10_000, status: 'open', expires_at: IN_30_MINUTES, idempotency_key: expect.any(String), provider: 'test' },
  ]);
  const [hold] = await api.db.query<{ hold_expires_at: Date }>('select hold_expires_at from bookings');
  expect(hold.hold_expires_at).toEqual(IN_30_MINUTES);
});

test.each([
  { name: 'the full checkout of a new booking is its whole final price', path: '/api/create-dynamic-checkout-session-full', body: {}, kind: 'full', cents: 56_000 },
  { name: "paymentType 'full' pays what remains", path: '/api/create-dynamic-checkout-session-full-pending-payment', body: { paymentType: 'full' }, kind: 'full', cents: 56_000 },
  { name: "paymentType 'deposit' pays the deposit while pending with nothing paid", path: '/api/create-dynamic-checkout-session-full-pending-payment', body: { paymentType: 'deposit' }, kind: 'deposit', cents: 10_000 },
])('$name', async ({ path, body, kind, cents }) => {
  const bookingId = await createBooking(api);
  await openCheckout(api, path, { bookingId, ...body });
  expect(await sessions()).toMatchObject([{ kind, amount_cents: cents }]);
});

test('the deposit is the final price when a coupon brings it under $100', async () => {
  await api.db.query(`insert into coupons (code, type, amount_hundredths, valid_from, valid_to, max_usage) values ('BIG', 'fixed', 50000, '2031-01-01', '2031-12-31', 5)`);
  const bookingId = await createBooking(api, { coupon: 'BIG' });
  await openDepositCheckout(api, bookingId);
  expect(await sessions()).toMatchObject([{ kind: 'deposit', amount_cents: 6_000 }]);
});

test('every attempt is a session of its own with its own idempotency key, so a retry after a declined card works', async () => {
  const bookingId = await createBooking(api);
  const first = await openDepositCheckout(api, bookingId);
  // The card was declined: nothing is recorded and the parent tries again.
  api.clock.advanceMinutes(2);
  const second = await openDepositCheckout(api, bookingId);
  const rows = await sessions();
  expect(rows.map((r) => r.id)).toEqual([first.sessionId, second.sessionId]);
  expect(new Set(rows.map((r) => r.idempotency_key)).size).toBe(2);
  expect((await pressCheckoutButton(api, second.sessionId, 'pay')).status).toBe(303);
  expect((await api.get(`/api/bookings/${bookingId}`)).body).toMatchObject({ status: 'confirmed', totalPaidAmount: 100 });
});

test.each([
  { name: "paymentType 'later' is no checkout", body: { paymentType: 'later' }, status: 400, message: PAYMENT_MESSAGES.payLater },
  { name: 'an unknown paymentType', body: { paymentType: 'half' }, status: 400, message: "paymentType must be 'deposit', 'full' or 'later'" },
  { name: 'a missing paymentType', body: {}, status: 400, message: "paymentType must be 'deposit', 'full' or 'later'" },
])('-full-pending-payment refuses $name with a clear 400, creating nothing', async ({ body, status, message }) => {
  const bookingId = await createBooking(api);
  const response = await api.post('/api/create-dynamic-checkout-session-full-pending-payment', { bookingId, ...body });
  expect(response).toMatchObject({ status, body: { message } });
  expect(await sessions()).toEqual([]);
});

test('the deposit is refused once it is paid (409); the rest can still be paid', async () => {
  const bookingId = await createBooking(api);
  await pressCheckoutButton(api, (await openDepositCheckout(api, bookingId)).sessionId, 'pay');
  for (const request of [
    api.post('/api/create-dynamic-checkout-session', { bookingId }),
    api.post('/api/create-dynamic-checkout-session-full-pending-payment', { bookingId, paymentType: 'deposit' }),
  ]) {
    expect(await request).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES['deposit-paid'] } });
  }
  api.clock.advanceMinutes(1);
  await openCheckout(api, '/api/create-dynamic-checkout-session-full-pending-payment', { bookingId, paymentType: 'full' });
  expect((await sessions()).map((s) => [s.kind, s.amount_cents])).toEqual([['deposit', 10_000], ['balance', 46_000]]);
});

test('a canceled booking and a booking paid in full cannot be paid (409)', async () => {
  const canceled = await createBooking(api);
  await api.db.query(`update bookings set status = 'canceled' where public_id = $1`, [canceled]);
  expect(await api.post('/api/create-dynamic-checkout-session-full', { bookingId: canceled })).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.canceled } });

  const paid = await createBooking(api, { room: { id: 'space-room' } });
  await recordPayment(api.db, paid, 'full', 56_000, 'earlier-payment');
  expect(await api.post('/api/create-dynamic-checkout-session-full', { bookingId: paid })).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES['nothing-due'] } });
  expect(await sessions()).toEqual([]);
});

test.each([
  { name: 'an unknown booking', path: '/api/create-dynamic-checkout-session', body: { bookingId: 'no-such-booking' }, status: 404, message: BOOKING_NOT_FOUND_MESSAGE },
  { name: 'an unknown booking (full)', path: '/api/create-dynamic-checkout-session-full', body: { bookingId: 'no-such-booking' }, status: 404, message: BOOKING_NOT_FOUND_MESSAGE },
  { name: 'no booking id', path: '/api/create-dynamic-checkout-session', body: {}, status: 400, message: 'The id is missing' },
  { name: 'a booking id that cannot be one', path: '/api/create-dynamic-checkout-session-full', body: { bookingId: '../1' }, status: 400, message: 'The id may hold only letters, digits, - and _' },
  { name: 'an unknown after-hours booking', path: '/api/create-dynamic-checkout-session-afterhours', body: 'no-such-event', status: 404, message: BOOKING_NOT_FOUND_MESSAGE },
  { name: 'an after-hours id that cannot be one', path: '/api/create-dynamic-checkout-session-afterhours', body: 'a b', status: 400, message: 'That is not an after-hours booking id' },
  { name: 'an after-hours body that is not an id', path: '/api/create-dynamic-checkout-session-afterhours', body: { uniqueBookingId: 'x' }, status: 400, message: "Send the after-hours booking's uniqueBookingId as the request body" },
])('$name: a clear $status', async ({ path, body, status, message }) => {
  expect(await api.post(path, body)).toMatchObject({ status, body: { message } });
});

test('the after-hours checkout takes the raw id as text/plain too, as the spec sends it', async () => {
  const eventId = await createAfterHoursBooking(api);
  const response = await api.request('POST', '/api/create-dynamic-checkout-session-afterhours', { raw: eventId, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
  expect(response).toMatchObject({ status: 201, body: { url: expect.stringMatching(/^http:\/\/site\.test\/checkout\//) } });
  // Pricing: 800 in all, paying by deposit: 50 %.
  expect(await sessions()).toMatchObject([{ kind: 'deposit', amount_cents: 40_000 }]);
  const empty = await api.request('POST', '/api/create-dynamic-checkout-session-afterhours', { raw: '', headers: { 'content-type': 'text/plain' } });
  expect(empty).toMatchObject({ status: 400, body: { message: "Send the after-hours booking's uniqueBookingId as the request body" } });
});

test('an after-hours booking paying in full pays its whole total', async () => {
  const eventId = await createAfterHoursBooking(api, { paymentOption: 'full' });
  await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', eventId);
  expect(await sessions()).toMatchObject([{ kind: 'full', amount_cents: 80_000 }]);
});

test('GET /api/bookings/session/{id} reads the booking of a session, as GET /api/bookings/{id} does', async () => {
  const bookingId = await createBooking(api);
  const { sessionId } = await openDepositCheckout(api, bookingId);
  const bySession = await api.get(`/api/bookings/session/${sessionId}`);
  expect(bySession.status).toBe(200);
  expect(bySession.body).toEqual((await api.get(`/api/bookings/${bookingId}`)).body);

  const eventSession = await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', await createAfterHoursBooking(api));
  for (const unknown of ['no-such-session', eventSession.sessionId]) {
    expect(await api.get(`/api/bookings/session/${unknown}`)).toMatchObject({ status: 404, body: { message: 'No booking was found for this checkout session' } });
  }
  expect(await api.get('/api/bookings/session/bad%20id')).toMatchObject({ status: 400 });
});
