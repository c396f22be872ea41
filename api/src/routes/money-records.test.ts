import { COUPON_MESSAGES, PAYMENT_MESSAGES } from '@party/domain';
import { bookingPayload, bookingUpdatePayload, guestList } from '../test/fixtures';
import { createAfterHoursBooking, createBooking, moneyOf, openCheckout, openDepositCheckout, openFullCheckout, pressCheckoutButton } from '../test/payments';
import { useTestApi } from '../test/test-api';

// What the records say about money: what is owed back and why, what remains, the deposit actually
// paid, a coupon taken off at payment, and a free booking (decisions 009 and 019).

const api = useTestApi();

const owedBackView = () =>
  api.db.query<{ booking_type: string; public_id: string; email: string; owed_back_cents: number }>(
    'select booking_type, public_id, email, owed_back_cents from money_owed_back order by booking_type',
  );

async function addCoupon(code: string, type: 'fixed' | 'percentage', amountHundredths: number, maxUsage: number) {
  await api.db.query(
    `insert into coupons (code, type, amount_hundredths, valid_from, valid_to, max_usage) values ($1, $2, $3, '2031-01-01', '2031-12-31', $4)`,
    [code, type, amountHundredths, maxUsage],
  );
}

test('a party paid in full and then edited down owes the difference back, on its record and in the venue\'s list', async () => {
  const bookingId = await createBooking(api);
  await pressCheckoutButton(api, (await openFullCheckout(api, bookingId)).sessionId, 'pay');
  // 10 guests, no platters, lolly bags only: 300 + 5 x 10 = 350, after 560 was paid.
  const edit = await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload({ numberOfKids: 10, guestNames: guestList(10), adultsFood: [], paymentOption: 'later' }));
  expect(edit).toMatchObject({ status: 200, body: { finalPrice: 350, amountOwedBack: 210 } });
  expect(await moneyOf(api, bookingId)).toEqual({
    status: 'confirmed', totalPrice: 350, finalPrice: 350, totalPaidAmount: 560, depositAmount: 0, remainingAmount: 0, amountOwedBack: 210, refundDue: true,
  });
  expect(await owedBackView()).toEqual([{ booking_type: 'party', public_id: bookingId, email: 'sam@example.com', owed_back_cents: 21_000 }]);
  // Added to again, it owes less back: the record follows what was paid and what it costs now.
  await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload({ numberOfKids: 10, guestNames: guestList(10), adultsFood: [{ id: 'sandwich-platter', quantity: 2 }], paymentOption: 'later' }));
  expect(await moneyOf(api, bookingId)).toMatchObject({ finalPrice: 480, remainingAmount: 0, amountOwedBack: 80, refundDue: true });
});

test('an after-hours hire paid in full and edited down owes the difference back; its record says so', async () => {
  const eventId = await createAfterHoursBooking(api, { paymentOption: 'full' });
  await pressCheckoutButton(api, (await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', eventId)).sessionId, 'pay');
  // 18:00-20:00, no add-ons: the base 300 alone, after 800 was paid.
  const edit = await api.put(`/api/bookings-afterhours/${eventId}`, { ...(await afterHoursBody(eventId)), endTime: '20:00', addons: [] });
  expect(edit.status).toBe(200);
  expect(edit.body.booking).toMatchObject({ pricing: { total: 300 }, totalPaidAmount: 800, remainingAmount: 0, amountOwedBack: 500, refundDue: true });
  expect(await owedBackView()).toEqual([{ booking_type: 'after-hours', public_id: eventId, email: 'alex@example.com', owed_back_cents: 50_000 }]);
});

test('after an after-hours edit the record keeps the deposit actually paid', async () => {
  const eventId = await createAfterHoursBooking(api);
  await pressCheckoutButton(api, (await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', eventId)).sessionId, 'pay');
  // 18:00-22:00: 300 + add-ons 350 + 4 extra half hours 300 = 950, whose half would be 475.
  const edit = await api.put(`/api/bookings-afterhours/${eventId}`, { ...(await afterHoursBody(eventId)), endTime: '22:00' });
  expect(edit.body.booking).toMatchObject({
    pricing: { total: 950, deposit: 400 },
    totalPaidAmount: 400,
    depositAmount: 400,
    remainingAmount: 550,
    amountOwedBack: 0,
    refundDue: false,
  });
});

test('a canceled booking owes nothing: its remaining amount is 0', async () => {
  const bookingId = await createBooking(api);
  await api.db.query(`update bookings set status = 'canceled', holds_room = false where public_id = $1`, [bookingId]);
  expect(await moneyOf(api, bookingId)).toMatchObject({ status: 'canceled', finalPrice: 560, remainingAmount: 0 });
});

test('a booking whose price is $0 (a 100 % coupon) is confirmed without a checkout, and its coupon use counted', async () => {
  await addCoupon('FREEPARTY', 'percentage', 10_000, 1);
  const created = await api.post('/api/booking-initiate', bookingPayload({ coupon: 'FREEPARTY' }));
  expect(created).toMatchObject({ status: 201, body: { status: 'confirmed', finalPrice: 0, depositAmount: 0, balanceDueOnDay: 0 } });
  const { bookingId } = created.body;
  expect(await moneyOf(api, bookingId)).toEqual({
    status: 'confirmed', totalPrice: 560, finalPrice: 0, totalPaidAmount: 0, depositAmount: 0, remainingAmount: 0, amountOwedBack: 0, refundDue: false,
  });
  expect((await api.get(`/api/bookings/${bookingId}`)).body.holdExpiresAt).toBeNull();
  expect(await api.db.query(`select used_count from coupons where code = 'FREEPARTY'`)).toEqual([{ used_count: 1 }]);
  expect(await api.post('/api/create-dynamic-checkout-session', { bookingId })).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES['nothing-due'] } });
  // It keeps its room like any confirmed booking, long after the hold time.
  api.clock.advanceMinutes(24 * 60);
  expect((await api.post('/api/booking-initiate', bookingPayload())).status).toBe(409);
  // The coupon's one use is taken.
  expect(await api.post('/api/booking-initiate', bookingPayload({ coupon: 'FREEPARTY', room: { id: 'space-room' } }))).toMatchObject({
    status: 422,
    body: { message: COUPON_MESSAGES.maxUsageExceeded },
  });
});

test('an edit that brings a pending booking to $0 confirms it, counting its coupon; without a use left the edit is refused', async () => {
  // $500 off: the booking costs 60, and 0 once edited down to Basic Fun alone (300).
  await addCoupon('BIG', 'fixed', 50_000, 2);
  const bookingId = await createBooking(api, { coupon: 'BIG' });
  const edit = bookingUpdatePayload({ numberOfKids: 10, guestNames: guestList(10), adultsFood: [], addons: [] });
  expect(await api.put(`/api/bookings/${bookingId}`, edit)).toMatchObject({ status: 200, body: { status: 'confirmed', finalPrice: 0, remainingAmount: 0 } });
  expect(await moneyOf(api, bookingId)).toMatchObject({ status: 'confirmed', finalPrice: 0, remainingAmount: 0 });
  expect(await api.db.query(`select used_count from coupons where code = 'BIG'`)).toEqual([{ used_count: 1 }]);

  const other = await createBooking(api, { coupon: 'BIG', room: { id: 'space-room' } });
  await api.db.query(`update coupons set used_count = max_usage where code = 'BIG'`);
  expect(await api.put(`/api/bookings/${other}`, edit)).toMatchObject({ status: 422, body: { message: COUPON_MESSAGES.maxUsageExceeded } });
  expect(await moneyOf(api, other)).toMatchObject({ status: 'pending', finalPrice: 60 });
});

test('a coupon that ran out before the payment is taken off, and the record says which and why', async () => {
  await addCoupon('LASTONE', 'fixed', 6_000, 1);
  const first = await createBooking(api, { coupon: 'LASTONE' });
  const second = await createBooking(api, { coupon: 'LASTONE', room: { id: 'space-room' } });
  await pressCheckoutButton(api, (await openDepositCheckout(api, first)).sessionId, 'pay');
  await pressCheckoutButton(api, (await openDepositCheckout(api, second)).sessionId, 'pay');
  expect((await api.get(`/api/bookings/${first}`)).body).toMatchObject({ coupon: 'LASTONE', droppedCoupon: null, finalPrice: 500 });
  expect((await api.get(`/api/bookings/${second}`)).body).toMatchObject({
    coupon: '',
    couponTerms: null,
    droppedCoupon: { code: 'LASTONE', reason: 'used-up' },
    appliedDiscountAmount: 0,
    finalPrice: 560,
    remainingAmount: 460,
  });
});

/** The after-hours body as the edit page sends it back, from the booking as read. */
async function afterHoursBody(eventId: string) {
  const { body } = await api.get(`/api/bookings-afterhours/${eventId}`);
  return {
    date: body.date,
    startTime: body.startTime,
    endTime: body.endTime,
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    mobile: body.mobile,
    address: body.address,
    notes: body.notes,
    expectedKids: body.expectedKids,
    expectedAdults: body.expectedAdults,
    addons: body.addons.map((a: { id: string; quantity: number }) => ({ id: a.id, quantity: a.quantity })),
    selectedPackage: { id: body.selectedPackage.id },
    paymentOption: body.paymentOption,
  };
}
