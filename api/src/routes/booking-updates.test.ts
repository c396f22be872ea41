import { couponMinimumMessage } from '@party/domain';
import { BOOKING_NOT_FOUND_MESSAGE } from '@party/domain';
import { createBookingsRepository } from '../repositories/bookings-repository';
import { bookingPayload, bookingUpdatePayload, guestList, PARTY_DATE, recordPayment, rowCounts } from '../test/fixtures';
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
    numberOfKids: 14,
    totalPrice: 625,
    appliedDiscountAmount: 0,
    finalPrice: 625,
    totalPaidAmount: 0,
    remainingAmount: 625,
    amountOwedBack: 0,
    amountDueNow: 625,
    lines: [
      { kind: 'adult-food', id: 'sandwich-platter', name: 'Sandwich Platter', quantity: 3, unitPrice: 65, cost: 195, priced: 'booked' },
      { kind: 'addon', id: 'lolly-bags', name: 'Lolly Bags', quantity: 14, unitPrice: 5, cost: 70, priced: 'booked' },
    ],
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
    guestNames: guestList(14),
  });
  expect(await storedBooking(bookingId)).toMatchObject({ total_price_cents: 62500, final_price_cents: 62500, version: 2 });
});

test('the number of kids is the one the edit asks for (decision 031): the guest list and its blank rows change nothing', async () => {
  const { bookingId } = await createBooking({ numberOfKids: 10 });
  const guests = Array.from({ length: 3 }, (_, i) => ({ name: `Guest ${i + 1}` }));
  for (const sent of [13, 12, 16]) {
    const response = await api.put(
      `/api/bookings/${bookingId}`,
      bookingUpdatePayload({ numberOfKids: sent, guestNames: [...guests, { name: '  ' }], adultsFood: [], addons: [] }),
    );
    // 300 for 10 kids + 15 for each more.
    expect(response.body).toMatchObject({ numberOfKids: sent, totalPrice: 300 + (sent - 10) * 15 });
  }
  expect((await api.get(`/api/bookings/${bookingId}`)).body).toMatchObject({ numberOfKids: 16, kidsFood: [{ id: 'chicken-nuggets', quantity: 4 }] });
});

test('an edit without a number of kids keeps the booked number: 14 kids with 12 named and 13 blank rows stay 14', async () => {
  const { bookingId } = await createBooking({ numberOfKids: 14 });
  const before = (await api.get(`/api/bookings/${bookingId}`)).body;
  const blank = Array.from({ length: 13 }, () => ({ name: '', email: '', phone: '' }));
  const response = await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload({ numberOfKids: undefined, guestNames: [...guestList(12), ...blank] }));
  expect(response).toMatchObject({ status: 200, body: { numberOfKids: 14, totalPrice: 625 } });
  const after = (await api.get(`/api/bookings/${bookingId}`)).body;
  expect(after).toMatchObject({ numberOfKids: 14, kidsFood: [{ id: 'chicken-nuggets', quantity: before.kidsFood[0].quantity }] });
});

test('per-child add-ons count the larger of the guest list and the kids (SPEC.md §9)', async () => {
  const { bookingId } = await createBooking({ numberOfKids: 14 });
  const response = await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload({ guestNames: guestList(20), adultsFood: [] }));
  // Basic Fun for 14 kids: 300 + 4 x 15; lolly bags 5 x 20 guests.
  expect(response.body).toMatchObject({ numberOfKids: 14, totalPrice: 460 });
});

test('the room capacity is checked on the number of kids the edit asks for, not on its guest list', async () => {
  const { bookingId } = await createBooking();
  const before = await storedBooking(bookingId);
  const refused = await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload({ numberOfKids: 26, guestNames: guestList(2) }));
  expect(refused).toMatchObject({ status: 422, body: { code: 'room-too-small', message: 'The Ocean Room holds up to 25 kids. Please call us to change rooms.' } });
  expect(await storedBooking(bookingId)).toEqual(before);
  const quoted = await api.post(`/api/bookings/${bookingId}/quote`, bookingUpdatePayload({ numberOfKids: 26 }));
  expect(quoted).toMatchObject({ status: 422, body: { code: 'room-too-small' } });
  expect(await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload({ numberOfKids: 10, guestNames: guestList(26) }))).toMatchObject({ status: 200, body: { numberOfKids: 10 } });
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
    expect(response.body.code).toBe('online-changes-closed');
    expect(response.body.message).toBe(
      'Your party is 4 days or less away, so it can no longer be changed online. Please call us on (02) 9555 0123 or email parties@jumpingjellybeans.com.au and we will be happy to help.',
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
  { name: 'no kids', body: { numberOfKids: 0 }, code: 400, message: 'Minimum number of Children is 1' },
  { name: 'an unknown add-on', body: { addons: [{ id: 'pony' }] }, code: 400, message: "Unknown add-on 'pony'" },
  { name: 'no payment option', body: { paymentOption: undefined }, code: 400, message: 'Please Select Payment Type' },
  { name: 'over 50 kids', body: { numberOfKids: 51 }, code: 400, message: 'Maximum 50 Kids' },
  { name: 'an adult food quantity of 0', body: { adultsFood: [{ id: 'sandwich-platter', quantity: 0 }] }, code: 400, message: 'Quantity must be 1 or more' },
  { name: 'the terms not accepted', body: { acceptTerms: false }, code: 400, message: 'You must accept the terms and conditions' },
  { name: 'no acceptTerms at all', body: { acceptTerms: undefined }, code: 400, message: 'You must accept the terms and conditions' },
  { name: 'over 50 guests', body: { guestNames: guestList(51) }, code: 400, message: 'At most 50 guests' },
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
  const save = createBookingsRepository(api.db).saveEdit(
    stale!.id,
    stale!.version,
    {
      numberOfKids: 14, kidsFood: [], adultsFood: [], addons: [], guestNames: [], paymentOption: 'full', totalCents: 0, discountCents: 0, finalCents: 0,
      status: 'pending', refundDueCents: 0, countCouponId: null,
    },
    api.clock.now(),
  );
  await expect(save).resolves.toEqual({ saved: false, closedSessions: [] });
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

// A Mini Party (200 for 8 kids) with a sandwich platter (65), lolly bags (5 x 8) and a balloon
// bundle (40): 345, or 295 with SAVE50 ($50 off a total of at least $300).
const miniParty = { selectedPackage: { id: 'mini-party' }, numberOfKids: 8, kidsFood: [], adultsFood: [{ id: 'sandwich-platter', quantity: 1 }] };
const miniEdit = (overrides: Record<string, unknown> = {}) =>
  bookingUpdatePayload({ numberOfKids: 8, kidsFood: [], guestNames: guestList(8), adultsFood: [{ id: 'sandwich-platter', quantity: 1 }], addons: [{ id: 'lolly-bags' }, { id: 'balloon-bundle' }], ...overrides });

test("an edit that takes the total below its coupon's minimum is refused with the reason, and nothing changes", async () => {
  const { bookingId } = await createBooking({ ...miniParty, coupon: 'SAVE50' });
  expect((await api.get(`/api/bookings/${bookingId}`)).body).toMatchObject({ totalPrice: 345, finalPrice: 295 });
  const before = await storedBooking(bookingId);
  const response = await api.put(`/api/bookings/${bookingId}`, miniEdit({ adultsFood: [], addons: [] }));
  expect(response).toMatchObject({ status: 422, body: { message: couponMinimumMessage('SAVE50', 300, 200) } });
  expect(await storedBooking(bookingId)).toEqual(before);
  // A new booking at that total is refused the coupon in the same way.
  expect((await api.post('/api/coupon/validate', { code: 'SAVE50', total: 200 })).body).toMatchObject({ valid: false, message: 'Minimum cart value not met' });
  // At or above the minimum, the edit keeps the coupon.
  expect(await api.put(`/api/bookings/${bookingId}`, miniEdit({ adultsFood: [{ id: 'sandwich-platter', quantity: 1 }], addons: [{ id: 'balloon-bundle' }] }))).toMatchObject({
    status: 200,
    body: { totalPrice: 305, appliedDiscountAmount: 50, finalPrice: 255 },
  });
});

test('the record carries the coupon terms the edit page prices with', async () => {
  const { bookingId } = await createBooking({ coupon: 'PARTY10' });
  expect((await api.get(`/api/bookings/${bookingId}`)).body).toMatchObject({
    coupon: 'PARTY10',
    couponTerms: { type: 'percentage', amount: 10, minCartValue: 200 },
  });
  const plain = await createBooking({ room: { id: 'space-room' } });
  expect((await api.get(`/api/bookings/${plain.bookingId}`)).body.couponTerms).toBeNull();
});

test('the server quotes an edit exactly as it will save it: a percentage coupon worked out on the new total', async () => {
  const { bookingId } = await createBooking({ coupon: 'PARTY10' });
  await recordPayment(api.db, bookingId, 'deposit', 10_000, 'session-1');
  await api.db.query(`update bookings set status = 'confirmed' where public_id = $1`, [bookingId]);
  const before = await storedBooking(bookingId);
  const body = bookingUpdatePayload({ paymentOption: 'full', adultsFood: [{ id: 'sandwich-platter', quantity: 2 }, { id: 'sushi-platter', quantity: 2 }] });
  const quote = await api.post(`/api/bookings/${bookingId}/quote`, body);
  // 300 + 4 x 15 + 2 x 65 + 2 x 89.50 + lolly bags 5 x 14 = 739; 10 % off: 73.90.
  expect(quote).toEqual({
    status: 200,
    headers: expect.anything(),
    body: {
      numberOfKids: 14,
      totalPrice: 739,
      appliedDiscountAmount: 73.9,
      finalPrice: 665.1,
      totalPaidAmount: 100,
      remainingAmount: 565.1,
      amountOwedBack: 0,
      amountDueNow: 565.1,
      lines: [
        { kind: 'adult-food', id: 'sandwich-platter', name: 'Sandwich Platter', quantity: 2, unitPrice: 65, cost: 130, priced: 'booked' },
        { kind: 'adult-food', id: 'sushi-platter', name: 'Sushi Platter', quantity: 2, unitPrice: 89.5, cost: 179, priced: 'today' },
        { kind: 'addon', id: 'lolly-bags', name: 'Lolly Bags', quantity: 14, unitPrice: 5, cost: 70, priced: 'booked' },
      ],
    },
  });
  // A quote changes nothing.
  expect(await storedBooking(bookingId)).toEqual(before);
  const saved = await api.put(`/api/bookings/${bookingId}`, body);
  expect(saved.body).toMatchObject({ numberOfKids: 14, totalPrice: 739, appliedDiscountAmount: 73.9, finalPrice: 665.1 });
  expect((await api.get(`/api/bookings/${bookingId}`)).body).toMatchObject({ finalPrice: 665.1, remainingAmount: 565.1 });
});

test.each([
  { name: 'below the coupon minimum', coupon: 'SAVE50', body: { adultsFood: [], addons: [] }, status: 422 },
  { name: 'with an unknown add-on', coupon: '', body: { addons: [{ id: 'pony' }] }, status: 400 },
])('a quote is refused as the edit would be: $name', async ({ coupon, body, status }) => {
  const { bookingId } = await createBooking({ ...miniParty, coupon });
  const quote = await api.post(`/api/bookings/${bookingId}/quote`, miniEdit(body));
  const put = await api.put(`/api/bookings/${bookingId}`, miniEdit(body));
  expect(quote.status).toBe(status);
  expect(quote.body).toEqual(put.body);
});

test('an edit while a checkout is open closes that checkout: it asked for the old amount', async () => {
  const { bookingId } = await createBooking();
  const checkout = await api.post('/api/create-dynamic-checkout-session-full', { bookingId });
  expect(checkout.status).toBe(201);
  await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload());
  expect(await api.db.query('select status from checkout_sessions')).toEqual([{ status: 'expired' }]);
});

test.each([
  { option: 'deposit', due: 100, path: '/api/create-dynamic-checkout-session' },
  { option: 'full', due: 625, path: '/api/create-dynamic-checkout-session-full' },
])("a pending booking's quote says what its $option checkout then takes: $due", async ({ option, due, path }) => {
  const { bookingId } = await createBooking();
  const body = bookingUpdatePayload({ paymentOption: option });
  expect((await api.post(`/api/bookings/${bookingId}/quote`, body)).body).toMatchObject({ finalPrice: 625, amountDueNow: due });
  expect((await api.put(`/api/bookings/${bookingId}`, body)).body).toMatchObject({ amountDueNow: due });
  expect((await api.post(path, { bookingId })).status).toBe(201);
  expect(await api.db.query('select amount_cents from checkout_sessions')).toEqual([{ amount_cents: due * 100 }]);
});
