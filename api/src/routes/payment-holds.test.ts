import { bookingOverMessage } from '@party/domain';
import { bookingPayload } from '../test/fixtures';
import { useTestApi } from '../test/test-api';
import { createBooking, moneyOf, openDepositCheckout, paymentRows, pressCheckoutButton } from '../test/payments';

// An unpaid booking holds its room for BOOKING_HOLD_MINUTES (30 here) from its creation: opening
// checkouts never moves that deadline. A booking whose hold ran out may take its room back once,
// while it is still free; a booking that lost its room is over (canceled, with the reason).

const api = useTestApi();
const PHONE = api.config.venue.phone;

const at = (time: string) => ({ timeSlot: { id: `slot-${time.replace(':', '')}`, time }, kidsFood: [] });

async function roomHolders() {
  return api.db.query<{ public_id: string; status: string; holds_room: boolean }>(
    'select public_id, status, holds_room from bookings order by id',
  );
}

const CHECKOUTS = [
  { path: '/api/create-dynamic-checkout-session', body: {} },
  { path: '/api/create-dynamic-checkout-session-full', body: {} },
  { path: '/api/create-dynamic-checkout-session-full-pending-payment', body: { paymentType: 'full' } },
];

test('a booking whose room was taken after its hold ran out is over: canceled with the reason, and every checkout refused', async () => {
  const first = await createBooking(api, at('10:00'));
  api.clock.advanceMinutes(31);
  const second = await createBooking(api, at('11:00'));

  const read = await api.get(`/api/bookings/${first}`);
  expect(read.body).toMatchObject({ status: 'canceled', canceledReason: 'room-taken', remainingAmount: 0, amountOwedBack: 0, refundDue: false });
  for (const { path, body } of CHECKOUTS) {
    expect(await api.post(path, { bookingId: first, ...body })).toMatchObject({ status: 409, body: { message: bookingOverMessage('room-taken', PHONE) } });
  }
  expect(await api.db.query('select id from checkout_sessions')).toEqual([]);
  expect(await roomHolders()).toEqual([
    { public_id: first, status: 'canceled', holds_room: false },
    { public_id: second, status: 'pending', holds_room: true },
  ]);
  // The parent who holds it now pays as usual.
  await pressCheckoutButton(api, (await openDepositCheckout(api, second)).sessionId, 'pay');
  expect(await moneyOf(api, second)).toMatchObject({ status: 'confirmed' });
});

test("a checkout opened in time cannot be paid once the hold ran out and the room was taken: the other parent's booking stands alone", async () => {
  const first = await createBooking(api, at('10:00'));
  const { sessionId } = await openDepositCheckout(api, first);
  api.clock.advanceMinutes(30);
  const second = await createBooking(api, at('10:00'));

  expect((await pressCheckoutButton(api, sessionId, 'pay')).status).toBe(410);
  expect(await paymentRows(api)).toEqual([]);
  expect(await api.db.query('select status from checkout_sessions')).toEqual([{ status: 'expired' }]);
  expect(await roomHolders()).toEqual([
    { public_id: first, status: 'canceled', holds_room: false },
    { public_id: second, status: 'pending', holds_room: true },
  ]);
});

test('opening checkouts again and again never moves the hold: 30 minutes after booking, the room is free for others', async () => {
  const first = await createBooking(api, at('10:00'));
  const [{ hold_expires_at: deadline }] = await api.db.query<{ hold_expires_at: Date }>('select hold_expires_at from bookings');
  for (let minute = 0; minute < 30; minute += 10) {
    await openDepositCheckout(api, first);
    api.clock.advanceMinutes(10);
  }
  expect(await api.db.query('select hold_expires_at from bookings')).toEqual([{ hold_expires_at: deadline }]);
  const rooms = await api.get('/api/roomss3?timeSlots=10:00&numberOfKids=12&date=2031-06-20&duration=2');
  expect(rooms.body.find((room: { id: string }) => room.id === 'ocean-room').isAvailable).toBe(true);
  expect((await api.post('/api/booking-initiate', bookingPayload(at('10:00')))).status).toBe(201);
  expect((await api.get(`/api/bookings/${first}`)).body).toMatchObject({ status: 'canceled', canceledReason: 'room-taken' });
  // Its last checkout was closed with it.
  expect(await api.db.query(`select id from checkout_sessions where status = 'open'`)).toEqual([]);
});

test('a booking whose hold ran out takes its room back once while it is still free; after that second hold it is over', async () => {
  const first = await createBooking(api, at('10:00'));
  api.clock.advanceMinutes(45);
  // Nobody took the room: the parent comes back to the pay-now page and opens a checkout.
  const { sessionId } = await openDepositCheckout(api, first);
  const [renewed] = await api.db.query<{ hold_expires_at: Date; holds_room: boolean }>('select hold_expires_at, holds_room from bookings');
  expect(renewed).toEqual({ hold_expires_at: new Date(api.clock.now().getTime() + 30 * 60_000), holds_room: true });
  // The room is held again: nobody else can take it meanwhile.
  api.clock.advanceMinutes(20);
  expect((await api.post('/api/booking-initiate', bookingPayload(at('11:00')))).status).toBe(409);
  // No third hold: once the second has run out too, the booking is over.
  api.clock.advanceMinutes(11);
  expect(await api.post('/api/create-dynamic-checkout-session', { bookingId: first })).toMatchObject({
    status: 409,
    body: { message: bookingOverMessage('hold-expired', PHONE) },
  });
  expect((await pressCheckoutButton(api, sessionId, 'pay')).status).toBe(410);
  expect((await api.get(`/api/bookings/${first}`)).body).toMatchObject({ status: 'canceled', canceledReason: 'hold-expired' });
  expect(await roomHolders()).toEqual([{ public_id: first, status: 'canceled', holds_room: false }]);
});

test("a booking's record says when its hold runs out while it is pending, and nothing once it is paid", async () => {
  const first = await createBooking(api, at('10:00'));
  expect((await api.get(`/api/bookings/${first}`)).body.holdExpiresAt).toBe(new Date(api.clock.now().getTime() + 30 * 60_000).toISOString());
  await pressCheckoutButton(api, (await openDepositCheckout(api, first)).sessionId, 'pay');
  expect((await api.get(`/api/bookings/${first}`)).body.holdExpiresAt).toBeNull();
});

test('a confirmed booking is never released: its balance can be paid long after', async () => {
  const first = await createBooking(api, at('10:00'));
  await pressCheckoutButton(api, (await openDepositCheckout(api, first)).sessionId, 'pay');
  api.clock.advanceMinutes(7 * 24 * 60);
  expect((await api.post('/api/booking-initiate', bookingPayload(at('10:00')))).status).toBe(409);
  const balance = await api.post('/api/create-dynamic-checkout-session-full', { bookingId: first });
  expect(balance.status).toBe(201);
});
