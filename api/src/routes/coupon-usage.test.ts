import { bookingPayload } from '../test/fixtures';
import { useTestApi } from '../test/test-api';
import { createBooking, moneyOf, openDepositCheckout, openFullCheckout, pressCheckoutButton } from '../test/payments';

// A coupon's use is counted in the transaction that confirms a booking's first payment, and only
// while usedCount < maxUsage: a booking whose payment finds the coupon used up pays full price.

const api = useTestApi();

async function addCoupon(code: string, maxUsage: number, usedCount = 0) {
  // $60 off: Basic Fun for 12 kids (560) costs 500 with it.
  await api.db.query(
    `insert into coupons (code, type, amount_hundredths, valid_from, valid_to, used_count, max_usage)
     values ($1, 'fixed', 6000, '2031-01-01', '2031-12-31', $2, $3)`,
    [code, usedCount, maxUsage],
  );
}

const usedCount = async (code: string) =>
  (await api.db.query<{ used_count: number }>('select used_count from coupons where code = $1', [code]))[0].used_count;

test('two parents racing for the last use of a coupon: exactly one discount is counted', async () => {
  await addCoupon('LASTONE', 5, 4);
  const parents = await Promise.all([
    createBooking(api, { coupon: 'LASTONE' }),
    createBooking(api, { coupon: 'LASTONE', room: { id: 'space-room' } }),
  ]);
  // Booking with a coupon does not use it up: both were accepted at 500.
  expect(await usedCount('LASTONE')).toBe(4);
  const sessions = await Promise.all(parents.map((id) => openDepositCheckout(api, id)));

  const presses = await Promise.all(sessions.map(({ sessionId }) => pressCheckoutButton(api, sessionId, 'pay')));
  expect(presses.map((p) => p.status)).toEqual([303, 303]);
  expect(await usedCount('LASTONE')).toBe(5);

  const bookings = await Promise.all(parents.map(async (id) => (await api.get(`/api/bookings/${id}`)).body));
  const withDiscount = bookings.filter((b) => b.coupon === 'LASTONE');
  const withoutDiscount = bookings.filter((b) => b.coupon === '');
  expect(withDiscount).toHaveLength(1);
  expect(withoutDiscount).toHaveLength(1);
  expect(withDiscount[0]).toMatchObject({ status: 'confirmed', appliedDiscountAmount: 60, finalPrice: 500, remainingAmount: 400 });
  // The other parent's deposit went through; the coupon had run out, so the full price is due.
  expect(withoutDiscount[0]).toMatchObject({ status: 'confirmed', appliedDiscountAmount: 0, finalPrice: 560, remainingAmount: 460, refundDue: false });
});

test('a coupon is counted once per booking: at the first payment, not at booking, checkout or the balance', async () => {
  await addCoupon('ONCE', 10);
  const bookingId = await createBooking(api, { coupon: 'ONCE' });
  const deposit = await openDepositCheckout(api, bookingId);
  expect(await usedCount('ONCE')).toBe(0);

  await pressCheckoutButton(api, deposit.sessionId, 'pay');
  expect(await usedCount('ONCE')).toBe(1);
  // The same payment reported again counts nothing more.
  await pressCheckoutButton(api, deposit.sessionId, 'pay');
  expect(await usedCount('ONCE')).toBe(1);

  await pressCheckoutButton(api, (await openFullCheckout(api, bookingId)).sessionId, 'pay');
  expect(await usedCount('ONCE')).toBe(1);
  expect(await moneyOf(api, bookingId)).toEqual({
    status: 'confirmed', totalPrice: 560, finalPrice: 500, totalPaidAmount: 500, depositAmount: 100, remainingAmount: 0, amountOwedBack: 0, refundDue: false,
  });
});

test('an unpaid checkout never counts the coupon, and an abandoned one leaves it for others', async () => {
  await addCoupon('SOLO', 1);
  const first = await createBooking(api, { coupon: 'SOLO' });
  await pressCheckoutButton(api, (await openDepositCheckout(api, first)).sessionId, 'cancel');
  expect(await usedCount('SOLO')).toBe(0);

  const second = await createBooking(api, { coupon: 'SOLO', room: { id: 'space-room' } });
  await pressCheckoutButton(api, (await openDepositCheckout(api, second)).sessionId, 'pay');
  expect(await usedCount('SOLO')).toBe(1);
  expect(await moneyOf(api, second)).toMatchObject({ finalPrice: 500 });
  // Used up now: a new booking with it is refused with the spec's message.
  expect(await api.post('/api/booking-initiate', bookingPayload({ coupon: 'SOLO', room: { id: 'castle-room' } }))).toMatchObject({
    status: 422,
    body: { message: 'Coupon has exceeded maximum usage' },
  });
});
