import { roomGoneMessage } from '../services/checkout';
import { bookingPayload } from '../test/fixtures';
import { useTestApi } from '../test/test-api';
import { createBooking, moneyOf, openDepositCheckout, paymentRows, pressCheckoutButton } from '../test/payments';

// An unpaid booking holds its room for BOOKING_HOLD_MINUTES (30 here); its checkout never outlives
// the hold, and paying it later re-checks the room: never two confirmed bookings of one room.

const api = useTestApi();
const PHONE = api.config.venue.phone;

const at = (time: string) => ({ timeSlot: { id: `slot-${time.replace(':', '')}`, time }, kidsFood: [] });

async function roomHolders() {
  return api.db.query<{ public_id: string; status: string; holds_room: boolean }>(
    'select public_id, status, holds_room from bookings order by id',
  );
}

test('an expired hold frees the room for another parent; paying the expired booking then is refused and makes no checkout', async () => {
  const first = await createBooking(api, at('10:00'));
  api.clock.advanceMinutes(31);
  const second = await createBooking(api, at('11:00'));

  const refused = await api.post('/api/create-dynamic-checkout-session', { bookingId: first });
  expect(refused).toMatchObject({ status: 409, body: { message: roomGoneMessage(PHONE) } });
  expect(await api.post('/api/create-dynamic-checkout-session-full', { bookingId: first })).toMatchObject({ status: 409 });
  expect(await api.db.query('select id from checkout_sessions')).toEqual([]);
  expect(await roomHolders()).toEqual([
    { public_id: first, status: 'pending', holds_room: false },
    { public_id: second, status: 'pending', holds_room: true },
  ]);
  // The parent who holds it now pays as usual.
  await pressCheckoutButton(api, (await openDepositCheckout(api, second)).sessionId, 'pay');
  expect(await moneyOf(api, second)).toMatchObject({ status: 'confirmed' });
});

test("a checkout opened in time cannot be paid after the hold: the other parent's booking stands alone", async () => {
  const first = await createBooking(api, at('10:00'));
  const { sessionId } = await openDepositCheckout(api, first);
  api.clock.advanceMinutes(30);
  const second = await createBooking(api, at('10:00'));

  expect((await pressCheckoutButton(api, sessionId, 'pay')).status).toBe(410);
  expect(await paymentRows(api)).toEqual([]);
  expect(await roomHolders()).toEqual([
    { public_id: first, status: 'pending', holds_room: false },
    { public_id: second, status: 'pending', holds_room: true },
  ]);
});

test('a booking whose hold ran out takes its room back when it is free again, and holds it for the new checkout', async () => {
  const first = await createBooking(api, at('10:00'));
  api.clock.advanceMinutes(31);
  // Another parent takes the room (releasing the first hold), then never pays either.
  const second = await createBooking(api, at('11:00'));
  api.clock.advanceMinutes(31);

  const { sessionId } = await openDepositCheckout(api, first);
  expect(await roomHolders()).toEqual([
    { public_id: first, status: 'pending', holds_room: true },
    { public_id: second, status: 'pending', holds_room: false },
  ]);
  // The room is held again: nobody else can take it while this checkout is open.
  api.clock.advanceMinutes(20);
  expect((await api.post('/api/booking-initiate', bookingPayload(at('11:00')))).status).toBe(409);
  expect((await pressCheckoutButton(api, sessionId, 'pay')).status).toBe(303);
  expect(await moneyOf(api, first)).toMatchObject({ status: 'confirmed', refundDue: false });
  expect(await api.post('/api/create-dynamic-checkout-session', { bookingId: second })).toMatchObject({ status: 409, body: { message: roomGoneMessage(PHONE) } });
});

test('opening a checkout renews the hold to the checkout expiry', async () => {
  const first = await createBooking(api, at('10:00'));
  api.clock.advanceMinutes(25);
  await openDepositCheckout(api, first);
  // Past the booking's first 30 minutes, but within the checkout's.
  api.clock.advanceMinutes(20);
  const rooms = await api.get('/api/roomss3?timeSlots=10:00&numberOfKids=12&date=2031-06-20&duration=2');
  expect(rooms.body.find((room: { id: string }) => room.id === 'ocean-room').isAvailable).toBe(false);
  expect((await api.post('/api/booking-initiate', bookingPayload(at('10:00')))).status).toBe(409);
  api.clock.advanceMinutes(11);
  expect((await api.post('/api/booking-initiate', bookingPayload(at('10:00')))).status).toBe(201);
});

test('a confirmed booking is never released: its balance can be paid long after', async () => {
  const first = await createBooking(api, at('10:00'));
  await pressCheckoutButton(api, (await openDepositCheckout(api, first)).sessionId, 'pay');
  api.clock.advanceMinutes(7 * 24 * 60);
  expect((await api.post('/api/booking-initiate', bookingPayload(at('10:00')))).status).toBe(409);
  const balance = await api.post('/api/create-dynamic-checkout-session-full', { bookingId: first });
  expect(balance.status).toBe(201);
});
