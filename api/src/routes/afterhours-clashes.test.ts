import { BOOKING_CLASH_MESSAGES } from '@party/domain';
import { afterHoursPayload, bookingPayload, PARTY_DATE } from '../test/fixtures';
import { useTestApi } from '../test/test-api';

// The whole centre is hired: no two active after-hours hires overlap, and no party shares a
// moment with one (decision 014). The database refuses it, whichever process writes.

const api = useTestApi();

const hire = (startTime: string, endTime: string, extra: Record<string, unknown> = {}) => afterHoursPayload({ startTime, endTime, ...extra });
const save = (body: unknown) => api.post('/api/bookings-afterhours/save', body);
const party = (time: string, extra: Record<string, unknown> = {}) =>
  bookingPayload({ timeSlot: { id: `slot-${time.replace(':', '')}`, time }, kidsFood: [], ...extra });

async function statusesOf(publicIds: string[]): Promise<string[]> {
  return Promise.all(publicIds.map(async (id) => (await api.get(`/api/bookings-afterhours/${id}`)).body.status));
}

test('two overlapping hires made at once: one wins, the other gets a clear 409', async () => {
  const responses = await Promise.all([save(hire('18:00', '21:00')), save(hire('19:00', '22:00'))]);
  expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
  expect(responses.find((r) => r.status === 409)?.body).toEqual({ code: 'centre-hired', message: BOOKING_CLASH_MESSAGES.centreHired });
  const [{ count }] = await api.db.query<{ count: number }>('select count(*)::int as count from afterhours_bookings');
  expect(count).toBe(1);
});

test('ten hires of one evening made at once: exactly one is made', async () => {
  const responses = await Promise.all(Array.from({ length: 10 }, () => save(hire('18:00', '21:00'))));
  expect(responses.filter((r) => r.status === 201)).toHaveLength(1);
  expect(responses.filter((r) => r.status === 409)).toHaveLength(9);
});

test.each([
  { name: 'the same times', first: hire('18:00', '21:00'), second: hire('18:00', '21:00') },
  { name: 'one inside the other', first: hire('16:00', '22:00'), second: hire('18:00', '20:00') },
  { name: 'one starting before the other ends', first: hire('18:00', '21:00'), second: hire('20:00', '22:00') },
  { name: 'one ending after the other starts', first: hire('18:00', '21:00'), second: hire('16:00', '18:30') },
])('overlapping hires clash: $name', async ({ first, second }) => {
  expect((await save(first)).status).toBe(201);
  expect(await save(second)).toMatchObject({ status: 409, body: { message: BOOKING_CLASH_MESSAGES.centreHired } });
});

test.each([
  { name: 'back to back, after: 18:00-20:00 then 20:00-22:00', second: hire('20:00', '22:00') },
  { name: 'back to back, before: 18:00-20:00 then 16:00-18:00', second: hire('16:00', '18:00') },
  { name: 'the same evening on another day', second: hire('18:00', '20:00', { date: '2031-06-21' }) },
])('no clash: $name', async ({ second }) => {
  expect((await save(hire('18:00', '20:00'))).status).toBe(201);
  expect((await save(second)).status).toBe(201);
});

test('an unpaid hire holds the centre for 30 minutes; after that a new hire takes the time and the old one is over', async () => {
  const first = await save(hire('18:00', '21:00'));
  api.clock.advanceMinutes(29);
  expect((await save(hire('19:00', '22:00'))).status).toBe(409);
  api.clock.advanceMinutes(2);
  const second = await save(hire('19:00', '22:00'));
  expect(second.status).toBe(201);
  expect(await statusesOf([first.body.booking.uniqueBookingId, second.body.booking.uniqueBookingId])).toEqual(['canceled', 'pending']);
  const [{ canceled_reason }] = await api.db.query<{ canceled_reason: string }>("select canceled_reason from afterhours_bookings where status = 'canceled'");
  expect(canceled_reason).toBe('room-taken');
});

test('a confirmed hire keeps the centre however long ago it was made', async () => {
  const first = await save(hire('18:00', '21:00'));
  await api.db.query(`update afterhours_bookings set status = 'confirmed' where public_id = $1`, [first.body.booking.uniqueBookingId]);
  api.clock.advanceMinutes(24 * 60);
  expect((await save(hire('18:00', '21:00'))).status).toBe(409);
});

test('a canceled hire frees the centre', async () => {
  const first = await save(hire('18:00', '21:00'));
  await api.db.query(`update afterhours_bookings set status = 'canceled' where public_id = $1`, [first.body.booking.uniqueBookingId]);
  expect((await save(hire('18:00', '21:00'))).status).toBe(201);
});

test('the database itself refuses an overlapping hire, whatever code inserts it (SQLSTATE 23P01)', async () => {
  await save(hire('18:00', '21:00'));
  const copy = api.db.query(
    `insert into afterhours_bookings (public_id, payment_option, event_date, start_time, end_time, first_name, last_name, email,
       mobile, address, expected_kids, expected_adults, package_id, base_price_cents, addon_costs_cents, guest_fee_cents,
       additional_duration_cents, subtotal_cents, gst_cents, total_cents, deposit_cents, rates)
     select 'copy', payment_option, event_date, '20:00', '22:00', first_name, last_name, email, mobile, address, expected_kids,
       expected_adults, package_id, base_price_cents, addon_costs_cents, guest_fee_cents, additional_duration_cents,
       subtotal_cents, gst_cents, total_cents, deposit_cents, rates
       from afterhours_bookings`,
  );
  await expect(copy).rejects.toMatchObject({ code: '23P01' });
});

test('an edit that moves a hire onto another clashes, and changes nothing', async () => {
  const first = await save(hire('18:00', '20:00'));
  const second = await save(hire('20:00', '22:00'));
  const moved = await api.put(`/api/bookings-afterhours/${second.body.booking.uniqueBookingId}`, hire('19:00', '22:00'));
  expect(moved).toMatchObject({ status: 409, body: { message: BOOKING_CLASH_MESSAGES.centreHired } });
  expect((await api.get(`/api/bookings-afterhours/${second.body.booking.uniqueBookingId}`)).body).toMatchObject({ startTime: '20:00', status: 'pending' });
  expect(first.status).toBe(201);
});

test('an edit within its own time never clashes with itself', async () => {
  const made = await save(hire('18:00', '21:00'));
  const edited = await api.put(`/api/bookings-afterhours/${made.body.booking.uniqueBookingId}`, hire('18:00', '22:00'));
  expect(edited.status).toBe(200);
});

describe('the whole centre is hired: parties and hires never share a moment', () => {
  test('a hire over a party is refused', async () => {
    expect((await api.post('/api/booking-initiate', party('16:00'))).status).toBe(201);
    // 16:00 + 2 hours: the party ends at 18:00; a hire from 17:00 overlaps it.
    expect(await save(hire('17:00', '20:00'))).toMatchObject({ status: 409, body: { message: BOOKING_CLASH_MESSAGES.partiesBooked } });
    expect((await save(hire('18:00', '21:00'))).status).toBe(201);
  });

  test('a party during a hire is refused, in any room', async () => {
    expect((await save(hire('15:00', '18:00'))).status).toBe(201);
    for (const room of ['ocean-room', 'space-room']) {
      expect(await api.post('/api/booking-initiate', party('16:00', { room: { id: room } }))).toMatchObject({
        status: 409,
        body: { message: BOOKING_CLASH_MESSAGES.centreHired },
      });
    }
    expect((await api.post('/api/booking-initiate', party('13:00'))).status).toBe(201);
  });

  test('a party and a hire made at once: one of them wins', async () => {
    const [partyMade, hireMade] = await Promise.all([api.post('/api/booking-initiate', party('16:00')), save(hire('17:00', '20:00'))]);
    expect([partyMade.status, hireMade.status].sort()).toEqual([201, 409]);
  });

  test("an unpaid party whose hold ran out gives way to a hire, and an unpaid hire's to a party", async () => {
    const first = await api.post('/api/booking-initiate', party('16:00'));
    api.clock.advanceMinutes(31);
    expect((await save(hire('17:00', '20:00'))).status).toBe(201);
    expect((await api.get(`/api/bookings/${first.body.bookingId}`)).body).toMatchObject({ status: 'canceled', canceledReason: 'room-taken' });
    api.clock.advanceMinutes(31);
    expect((await api.post('/api/booking-initiate', party('16:00'))).status).toBe(201);
  });

  test('the times and rooms a hire covers are not offered for parties', async () => {
    expect((await save(hire('15:00', '18:00'))).status).toBe(201);
    const slots = (await api.get(`/api/get-time-slots?date=${PARTY_DATE}&duration=2`)).body as Array<{ time: string; isAvailable: boolean }>;
    expect(slots.filter((slot) => !slot.isAvailable).map((slot) => slot.time)).toEqual(['14:00', '15:00', '16:00']);
    const rooms = (await api.get(`/api/roomss3?timeSlots=16:00&numberOfKids=12&date=${PARTY_DATE}&duration=2`)).body as Array<{ availability: { availableByDefault: boolean } }>;
    expect(rooms.every((room) => !room.availability.availableByDefault)).toBe(true);
  });

  test('the database itself refuses a party moved into a hire, whatever code moves it (SQLSTATE 23P01)', async () => {
    expect((await api.post('/api/booking-initiate', party('10:00', { date: '2031-06-21' }))).status).toBe(201);
    expect((await save(hire('09:00', '22:00'))).status).toBe(201);
    const moved = api.db.query(`update bookings set event_date = $1, during = tsrange($1::date + time '10:00', $1::date + time '12:00')`, [PARTY_DATE]);
    await expect(moved).rejects.toMatchObject({ code: '23P01' });
  });
});

describe("a parent's changed draft replaces their own unpaid hire", () => {
  test('the unpaid earlier version is canceled, so the new one does not clash with it', async () => {
    const first = await save(hire('18:00', '21:00'));
    const second = await save(hire('18:00', '22:00', { replacesBookingId: first.body.booking.uniqueBookingId }));
    expect(second.status).toBe(201);
    expect(await statusesOf([first.body.booking.uniqueBookingId, second.body.booking.uniqueBookingId])).toEqual(['canceled', 'pending']);
  });

  test('a hire with a payment is never replaced: the clash stands', async () => {
    const first = await save(hire('18:00', '21:00'));
    await api.db.query(
      `insert into payments (afterhours_booking_id, kind, amount_cents, provider, provider_reference)
       select id, 'deposit', 40000, 'test', 'paid-1' from afterhours_bookings`,
    );
    const second = await save(hire('18:00', '22:00', { replacesBookingId: first.body.booking.uniqueBookingId }));
    expect(second).toMatchObject({ status: 409, body: { message: BOOKING_CLASH_MESSAGES.centreHired } });
    expect(await statusesOf([first.body.booking.uniqueBookingId])).toEqual(['pending']);
  });

  test('a refused new hire leaves the earlier version as it was', async () => {
    await save(hire('20:00', '22:00'));
    const first = await save(hire('15:00', '18:00'));
    const moved = await save(hire('17:00', '21:00', { replacesBookingId: first.body.booking.uniqueBookingId }));
    expect(moved.status).toBe(409);
    expect(await statusesOf([first.body.booking.uniqueBookingId])).toEqual(['pending']);
  });
});
