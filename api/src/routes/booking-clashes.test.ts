import { BOOKING_CLASH_MESSAGES } from '@party/domain';
import { bookingPayload } from '../test/fixtures';
import { useTestApi } from '../test/test-api';

// No double booking: the database refuses two active bookings of one room at overlapping times.

const api = useTestApi();

const at = (id: string, time: string, extra: Record<string, unknown> = {}) =>
  bookingPayload({ timeSlot: { id, time }, kidsFood: [], ...extra });

// Fifty requests at once take longer than Jest's default 5 s on a loaded machine (CI: two busy
// cores): the test waits as long as it takes; it measures no time.
test('50 parallel bookings of one room, date and time: exactly one wins, the rest get a clear 409', async () => {
  const responses = await Promise.all(Array.from({ length: 50 }, () => api.post('/api/booking-initiate', at('slot-1000', '10:00'))));
  const statuses = responses.map((r) => r.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  for (const refused of responses.filter((r) => r.status === 409)) expect(refused.body).toEqual({ code: 'room-taken', message: BOOKING_CLASH_MESSAGES.roomTaken });
  const [{ count }] = await api.db.query<{ count: number }>('select count(*)::int as count from bookings');
  expect(count).toBe(1);
}, 120_000);

test.each([
  { name: 'a 2-hour party at 10:00 and one at 11:00', first: at('slot-1000', '10:00'), second: at('slot-1100', '11:00') },
  { name: 'a party at 11:00 and a 2-hour one at 10:00', first: at('slot-1100', '11:00'), second: at('slot-1000', '10:00') },
  {
    name: 'a 2.5-hour party at 10:00 and one at 12:00',
    first: at('slot-1000', '10:00', { selectedPackage: { id: 'ultimate-bash' }, numberOfKids: 16 }),
    second: at('slot-1200', '12:00'),
  },
])('overlapping times clash, not only equal ones: $name', async ({ first, second }) => {
  expect((await api.post('/api/booking-initiate', first)).status).toBe(201);
  expect(await api.post('/api/booking-initiate', second)).toMatchObject({ status: 409, body: { message: BOOKING_CLASH_MESSAGES.roomTaken } });
});

test.each([
  { name: 'back to back: 10:00-12:00 then 12:00', second: at('slot-1200', '12:00') },
  { name: 'the same time in another room', second: at('slot-1000', '10:00', { room: { id: 'space-room' } }) },
  { name: 'the same time on another day', second: at('slot-1000', '10:00', { date: '2031-06-21' }) },
])('no clash: $name', async ({ second }) => {
  expect((await api.post('/api/booking-initiate', at('slot-1000', '10:00'))).status).toBe(201);
  expect((await api.post('/api/booking-initiate', second)).status).toBe(201);
});

test('an unpaid booking holds its room for 30 minutes, then stops blocking it', async () => {
  const first = await api.post('/api/booking-initiate', at('slot-1000', '10:00'));
  api.clock.advanceMinutes(29);
  expect((await api.post('/api/booking-initiate', at('slot-1100', '11:00'))).status).toBe(409);
  api.clock.advanceMinutes(2);
  expect((await api.post('/api/booking-initiate', at('slot-1100', '11:00'))).status).toBe(201);
  // The first booking lost its room: it is over, canceled with the reason.
  const held = await api.db.query<{ public_id: string; holds_room: boolean; status: string; canceled_reason: string | null }>(
    'select public_id, holds_room, status, canceled_reason from bookings order by id',
  );
  expect(held).toEqual([
    { public_id: first.body.bookingId, holds_room: false, status: 'canceled', canceled_reason: 'room-taken' },
    { public_id: expect.any(String), holds_room: true, status: 'pending', canceled_reason: null },
  ]);
});

test('a confirmed booking keeps its room after the hold time', async () => {
  const first = await api.post('/api/booking-initiate', at('slot-1000', '10:00'));
  await api.db.query(`update bookings set status = 'confirmed' where public_id = $1`, [first.body.bookingId]);
  api.clock.advanceMinutes(24 * 60);
  expect((await api.post('/api/booking-initiate', at('slot-1000', '10:00'))).status).toBe(409);
});

test('a canceled booking frees its room', async () => {
  const first = await api.post('/api/booking-initiate', at('slot-1000', '10:00'));
  await api.db.query(`update bookings set status = 'canceled' where public_id = $1`, [first.body.bookingId]);
  expect((await api.post('/api/booking-initiate', at('slot-1000', '10:00'))).status).toBe(201);
});

test('the database itself refuses an overlap, whatever code inserts it (SQLSTATE 23P01)', async () => {
  await api.post('/api/booking-initiate', at('slot-1000', '10:00'));
  const copy = api.db.query(
    `insert into bookings (public_id, invitation_id, payment_option, child_first_name, child_age, number_of_kids,
       package_id, room_id, time_slot_id, event_date, during, hold_expires_at, parent_name, email, phone, address,
       total_price_cents, final_price_cents, package_price_cents, price_per_child_cents, package_min_children)
     select 'copy', 'copy-invitation', payment_option, child_first_name, child_age, number_of_kids, package_id,
       room_id, time_slot_id, event_date, tsrange(lower(during) + interval '90 minutes', upper(during) + interval '90 minutes'),
       hold_expires_at, parent_name, email, phone, address, total_price_cents, final_price_cents, package_price_cents,
       price_per_child_cents, package_min_children
       from bookings`,
  );
  await expect(copy).rejects.toMatchObject({ code: '23P01' });
});

describe("a parent's changed draft replaces their own unpaid booking", () => {
  // Back from the checkout, the parent changes the draft and completes it again: the new booking
  // must not clash with the hold of the version they abandoned.
  test('the unpaid earlier version is canceled and its open checkout closed, in the same transaction', async () => {
    const first = await api.post('/api/booking-initiate', at('slot-1000', '10:00'));
    const checkout = await api.post('/api/create-dynamic-checkout-session', { bookingId: first.body.bookingId });
    expect(checkout.status).toBe(201);
    const second = await api.post('/api/booking-initiate', at('slot-1000', '10:00', { replacesBookingId: first.body.bookingId }));
    expect(second.status).toBe(201);
    expect((await api.get(`/api/bookings/${first.body.bookingId}`)).body.status).toBe('canceled');
    expect((await api.get(`/api/bookings/${second.body.bookingId}`)).body.status).toBe('pending');
    expect(await api.db.query('select status from checkout_sessions')).toEqual([{ status: 'expired' }]);
  });

  test('a booking with a payment is never replaced: the clash stands', async () => {
    const first = await api.post('/api/booking-initiate', at('slot-1000', '10:00'));
    const [{ id }] = await api.db.query<{ id: number }>('select id from bookings where public_id = $1', [first.body.bookingId]);
    await api.db.query(
      `insert into payments (booking_id, kind, amount_cents, provider, provider_reference) values ($1, 'deposit', 10000, 'test', 'paid-1')`,
      [id],
    );
    const second = await api.post('/api/booking-initiate', at('slot-1000', '10:00', { replacesBookingId: first.body.bookingId }));
    expect(second).toMatchObject({ status: 409, body: { message: BOOKING_CLASH_MESSAGES.roomTaken } });
    expect((await api.get(`/api/bookings/${first.body.bookingId}`)).body.status).toBe('pending');
  });

  test('an unknown id to replace changes nothing else: the booking is made as usual', async () => {
    const made = await api.post('/api/booking-initiate', at('slot-1000', '10:00', { replacesBookingId: 'no-such-booking' }));
    expect(made.status).toBe(201);
  });

  test('a refused new booking leaves the earlier version as it was', async () => {
    const other = await api.post('/api/booking-initiate', at('slot-1200', '12:00'));
    expect(other.status).toBe(201);
    const first = await api.post('/api/booking-initiate', at('slot-1000', '10:00'));
    // Moving the party to 11:00 clashes with someone else's 12:00 party: nothing is replaced.
    const moved = await api.post('/api/booking-initiate', at('slot-1100', '11:00', { replacesBookingId: first.body.bookingId }));
    expect(moved.status).toBe(409);
    expect((await api.get(`/api/bookings/${first.body.bookingId}`)).body.status).toBe('pending');
  });
});
