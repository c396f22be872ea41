import { bookingOverMessage } from '@party/domain';
import { afterHoursPayload } from '../test/fixtures';
import { createAfterHoursBooking, openCheckout, pressCheckoutButton } from '../test/payments';
import { useTestApi } from '../test/test-api';

// An unpaid after-hours hire holds the whole centre as an unpaid party holds its room (decisions
// 007 and 014): one deadline from when it is made, one renewal at a checkout once it has run out
// (if nobody has taken the time meanwhile), then it is over.

const api = useTestApi();

const openEventCheckout = (eventId: string) => api.post('/api/create-dynamic-checkout-session-afterhours', eventId);
const holdOf = async () => (await api.db.query<{ hold_expires_at: Date; hold_renewed: boolean; status: string }>('select hold_expires_at, hold_renewed, status from afterhours_bookings order by id'))[0];
const sessionExpiry = async () => (await api.db.query<{ expires_at: Date }>('select expires_at from checkout_sessions order by created_at desc limit 1'))[0].expires_at;
const minutesFromNow = (minutes: number) => new Date(api.clock.now().getTime() + minutes * 60_000);

test('a new hire holds the centre for 30 minutes from when it is made; a checkout does not move that, and ends with it', async () => {
  const eventId = await createAfterHoursBooking(api);
  const deadline = minutesFromNow(30);
  expect(await holdOf()).toEqual({ hold_expires_at: deadline, hold_renewed: false, status: 'pending' });
  api.clock.advanceMinutes(10);
  expect((await openEventCheckout(eventId)).status).toBe(201);
  expect(await holdOf()).toMatchObject({ hold_expires_at: deadline });
  expect(await sessionExpiry()).toEqual(deadline);
});

test('once the hold has run out and nobody took the time, a checkout takes it up again once, and the hire can be paid', async () => {
  const eventId = await createAfterHoursBooking(api);
  api.clock.advanceMinutes(90);
  const { sessionId } = await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', eventId);
  expect(await holdOf()).toEqual({ hold_expires_at: minutesFromNow(30), hold_renewed: true, status: 'pending' });
  expect(await sessionExpiry()).toEqual(minutesFromNow(30));
  expect((await pressCheckoutButton(api, sessionId, 'pay')).status).toBe(303);
  expect((await api.get(`/api/bookings-afterhours/${eventId}`)).body).toMatchObject({ status: 'confirmed', totalPaidAmount: 400 });
});

test('when the renewed hold has run out too, the hire is over: canceled, and no checkout is made', async () => {
  const eventId = await createAfterHoursBooking(api);
  api.clock.advanceMinutes(40);
  expect((await openEventCheckout(eventId)).status).toBe(201);
  api.clock.advanceMinutes(31);
  expect(await openEventCheckout(eventId)).toMatchObject({ status: 409, body: { message: bookingOverMessage('hold-expired', api.config.venue.phone) } });
  expect(await holdOf()).toMatchObject({ status: 'canceled' });
  expect(await api.db.query("select count(*)::int as open from checkout_sessions where status = 'open'")).toEqual([{ open: 0 }]);
});

test('a hire whose time was taken after its hold ran out cannot be paid: its open checkout is closed and the test checkout refuses', async () => {
  const eventId = await createAfterHoursBooking(api);
  const { sessionId } = await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', eventId);
  api.clock.advanceMinutes(31);
  expect((await api.post('/api/bookings-afterhours/save', afterHoursPayload({ startTime: '19:00', endTime: '22:00' }))).status).toBe(201);
  expect((await api.get(`/api/bookings-afterhours/${eventId}`)).body.status).toBe('canceled');
  expect(await openEventCheckout(eventId)).toMatchObject({ status: 409, body: { code: 'booking-over', message: bookingOverMessage('room-taken', api.config.venue.phone) } });
  const pay = await pressCheckoutButton(api, sessionId, 'pay');
  expect(pay.status).not.toBe(303);
  expect(await api.db.query('select count(*)::int as payments from payments')).toEqual([{ payments: 0 }]);
});

test('a paid hire no longer has a hold to run out: it keeps the centre', async () => {
  const eventId = await createAfterHoursBooking(api);
  await pressCheckoutButton(api, (await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', eventId)).sessionId, 'pay');
  api.clock.advanceMinutes(24 * 60);
  expect((await api.post('/api/bookings-afterhours/save', afterHoursPayload())).status).toBe(409);
  expect((await api.get(`/api/bookings-afterhours/${eventId}`)).body.status).toBe('confirmed');
});
