import { BOOKING_NOT_FOUND_MESSAGE } from '@party/domain';
import { createBookingsRepository } from '../repositories/bookings-repository';
import { bookingPayload, bookingUpdatePayload, PARTY_DATE, recordPayment, rowCounts } from '../test/fixtures';
import { useTestApi } from '../test/test-api';

const api = useTestApi();

async function createBooking(overrides: Record<string, unknown> = {}) {
  const response = await api.post('/api/booking-initiate', bookingPayload(overrides));
  expect(response.status).toBe(201);
  return response.body as { bookingId: string; invitationId: string };
}

const storedBooking = async (bookingId: string) =>
  (await api.db.query('select * from bookings where public_id = $1', [bookingId]))[0];

test('an edit is priced by the server with the edit-flow rules, whatever totals were sent', async () => {
  const { bookingId } = await createBooking();
  const response = await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload({ totalPrice: 5, finalPrice: 5 }));
  expect(response.status).toBe(200);
  // 300 + 4 extra kids x 15 + 3 sandwich platters x 65 + lolly bags 5 x 14 kids = 625.
  expect(response.body).toEqual({
    bookingId,
    status: 'pending',
    paymentOption: 'full',
    totalPrice: 625,
    appliedDiscountAmount: 0,
    finalPrice: 625,
  });
  const read = await api.get(`/api/bookings/${bookingId}`);
  expect(read.body).toMatchObject({
    numberOfKids: 14,
    paymentOption: 'full',
    totalPrice: 625,
    finalPrice: 625,
    kidsFood: [{ id: 'chicken-nuggets', quantity: 3 }],
    adultsFood: [{ id: 'sandwich-platter', quantity: 3, price: 65 }],
    addons: [{ id: 'lolly-bags', quantity: 14, price: 5 }],
    guestNames: [
      { name: 'Mia', email: '', phone: '' },
      { name: 'Leo', email: 'leo@example.com', phone: '' },
    ],
  });
  expect(await storedBooking(bookingId)).toMatchObject({ total_price_cents: 62500, final_price_cents: 62500, version: 2 });
});

test('per_child add-ons count the larger of the guests and the kids', async () => {
  const { bookingId } = await createBooking({ numberOfKids: 10 });
  const guests = Array.from({ length: 13 }, (_, i) => ({ name: `Guest ${i + 1}` }));
  const response = await api.put(
    `/api/bookings/${bookingId}`,
    bookingUpdatePayload({ numberOfKids: 10, guestNames: [...guests, { name: '  ' }], adultsFood: [], addons: [{ id: 'lolly-bags' }] }),
  );
  // 300 for 10 kids + lolly bags 5 x 13 named guests (the blank row does not count) = 365.
  expect(response.body).toMatchObject({ totalPrice: 365, finalPrice: 365 });
});

test("the booking's coupon is worked out again on the new total", async () => {
  const { bookingId } = await createBooking({ coupon: 'PARTY10' });
  const response = await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload());
  expect(response.body).toMatchObject({ totalPrice: 625, appliedDiscountAmount: 62.5, finalPrice: 562.5 });
});

test.each([
  { name: '5 days before (open)', now: '2031-06-15T23:59:00+10:00', status: 200 },
  { name: '4 days before, just after midnight (closed)', now: '2031-06-16T00:01:00+10:00', status: 409 },
  { name: 'on the day (closed)', now: '2031-06-20T08:00:00+10:00', status: 409 },
])('online changes close 4 days before the event, in Sydney time: $name', async ({ now, status }) => {
  const { bookingId } = await createBooking();
  const before = await storedBooking(bookingId);
  api.clock.set(now);
  const response = await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload());
  expect(response.status).toBe(status);
  if (status === 409) {
    expect(response.body.message).toBe(
      'Online Changes Are Closed: Your party is 4 days or less away, so it can no longer be changed online. Please call us on (02) 9555 0123 or email parties@jumpingjellybeans.com.au and we will be happy to help.',
    );
    expect(await storedBooking(bookingId)).toEqual(before);
  }
});

test('a canceled booking cannot be edited', async () => {
  const { bookingId } = await createBooking();
  await api.db.query(`update bookings set status = 'canceled' where public_id = $1`, [bookingId]);
  expect(await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload())).toMatchObject({
    status: 409,
    body: { message: 'This booking has been canceled and can no longer be changed.' },
  });
});

test.each([
  { name: 'Pay on Event Day while pending', status: 'pending', option: 'later', code: 422, message: 'Pay on Event Day is not offered for a pending booking.' },
  { name: 'a deposit once confirmed', status: 'confirmed', option: 'deposit', code: 422, message: 'Deposit is not offered for a confirmed booking.' },
  { name: 'Pay on Event Day once confirmed', status: 'confirmed', option: 'later', code: 200, message: undefined },
  { name: 'full while pending', status: 'pending', option: 'full', code: 200, message: undefined },
])('payment options follow the booking status: $name', async ({ status, option, code, message }) => {
  const { bookingId } = await createBooking();
  await api.db.query('update bookings set status = $2 where public_id = $1', [bookingId, status]);
  const response = await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload({ paymentOption: option }));
  expect(response.status).toBe(code);
  if (message) expect(response.body.message).toBe(message);
});

test('a confirmed booking that has paid its deposit keeps its paid figures after an edit', async () => {
  const { bookingId } = await createBooking();
  await recordPayment(api.db, bookingId, 'deposit', 10000, 'session-1');
  await api.db.query(`update bookings set status = 'confirmed' where public_id = $1`, [bookingId]);
  await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload({ paymentOption: 'later' }));
  const read = await api.get(`/api/bookings/${bookingId}`);
  expect(read.body).toMatchObject({ status: 'confirmed', finalPrice: 625, totalPaidAmount: 100, depositAmount: 100, remainingAmount: 525 });
});

test.each([
  { name: 'more kids than the room holds', body: { numberOfKids: 26 }, code: 422, message: 'The Ocean Room holds up to 25 kids. Please call us to change rooms.' },
  { name: 'an unknown add-on', body: { addons: [{ id: 'pony' }] }, code: 400, message: "Unknown add-on 'pony'" },
  { name: 'no payment option', body: { paymentOption: undefined }, code: 400, message: 'Please Select Payment Type' },
  { name: 'over 50 kids', body: { numberOfKids: 51 }, code: 400, message: 'Maximum 50 Kids' },
  { name: 'an adult food quantity of 0', body: { adultsFood: [{ id: 'sandwich-platter', quantity: 0 }] }, code: 400, message: 'Quantity must be 1 or more' },
])('an edit with $name is refused and changes nothing', async ({ body, code, message }) => {
  const { bookingId } = await createBooking();
  const before = await storedBooking(bookingId);
  const response = await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload(body));
  expect(response).toMatchObject({ status: code, body: { message } });
  expect(await storedBooking(bookingId)).toEqual(before);
});

test('an edit saved from a stale read saves nothing, so two edits cannot both be saved unseen', async () => {
  const { bookingId } = await createBooking();
  const stale = await createBookingsRepository(api.db).findByPublicId(bookingId);
  expect((await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload())).status).toBe(200);
  const save = createBookingsRepository(api.db).updateSelections(
    stale!.id,
    stale!.version,
    { ...bookingUpdatePayload(), kidsFood: [], adultsFood: [], addons: [], guestNames: [], paymentOption: 'full', totalCents: 0, discountCents: 0, finalCents: 0 },
    api.clock.now(),
  );
  await expect(save).resolves.toBe(false);
  expect(await storedBooking(bookingId)).toMatchObject({ version: 2, total_price_cents: 62500 });
});

test('PUT on an unknown booking answers 404', async () => {
  expect(await api.put('/api/bookings/unknown-id', bookingUpdatePayload())).toMatchObject({
    status: 404,
    body: { message: BOOKING_NOT_FOUND_MESSAGE },
  });
});

test('the invitation id cannot read, edit or pay the booking: every booking route answers 404', async () => {
  const { invitationId } = await createBooking();
  const before = await rowCounts(api.db);
  const responses = await Promise.all([
    api.get(`/api/bookings/${invitationId}`),
    api.put(`/api/bookings/${invitationId}`, bookingUpdatePayload()),
    api.get(`/api/total-paid/${invitationId}`),
    api.get(`/api/bookings/${invitationId}/rsvps`),
  ]);
  expect(responses.map((r) => r.status)).toEqual([404, 404, 404, 404]);
  expect(await rowCounts(api.db)).toEqual(before);
  const stored = await api.db.query<{ version: number; date: string }>('select version, event_date::text as date from bookings');
  expect(stored).toEqual([{ version: 1, date: PARTY_DATE }]);
});
