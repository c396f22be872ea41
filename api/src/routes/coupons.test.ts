import { bookingPayload } from '../test/fixtures';
import { useTestApi } from '../test/test-api';

const api = useTestApi();

async function addCoupon(values: Partial<Record<'code' | 'type' | 'valid_from' | 'valid_to', string> & Record<'amount_hundredths' | 'used_count' | 'max_usage' | 'min_cart_value_cents', number>>) {
  const row = { code: 'TEST', type: 'fixed', amount_hundredths: 2000, valid_from: '2031-01-01', valid_to: '2031-12-31', used_count: 0, max_usage: 10, min_cart_value_cents: 0, ...values };
  await api.db.query(
    `insert into coupons (code, type, amount_hundredths, valid_from, valid_to, used_count, max_usage, min_cart_value_cents)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [row.code, row.type, row.amount_hundredths, row.valid_from, row.valid_to, row.used_count, row.max_usage, row.min_cart_value_cents],
  );
}

test('a percentage coupon checked against a total', async () => {
  const response = await api.post('/api/coupon/validate', { code: 'PARTY10', total: 450 });
  expect(response).toMatchObject({
    status: 200,
    body: { valid: true, message: 'Coupon added successfully', code: 'PARTY10', type: 'percentage', amount: 10, discount: 45, totalPrice: 450, finalPrice: 405 },
  });
});

test('codes match whatever their case and surrounding spaces', async () => {
  expect((await api.post('/api/coupon/validate', { code: '  save50 ', total: 400 })).body).toMatchObject({ valid: true, code: 'SAVE50', discount: 50 });
});

test('against a booking draft, the server prices the cart itself and ignores its totals', async () => {
  const response = await api.post('/api/coupon/validate', {
    code: 'SAVE50',
    total: 1,
    booking: {
      selectedPackage: { id: 'basic-fun', pricePackage: 1 },
      numberOfKids: 12,
      adultsFood: [{ id: 'sandwich-platter', quantity: 2, price: 1 }],
      addons: [{ id: 'lolly-bags' }],
      totalPrice: 1,
    },
  });
  // 300 + 2 x 15 + 2 x 65 + 12 x 5 = 520.
  expect(response.body).toMatchObject({ valid: true, discount: 50, totalPrice: 520, finalPrice: 470 });
});

test('a fixed coupon above the total is capped at the total', async () => {
  await addCoupon({ code: 'BIG', amount_hundredths: 100000 });
  expect((await api.post('/api/coupon/validate', { code: 'BIG', total: 300 })).body).toMatchObject({ valid: true, discount: 300, finalPrice: 0 });
});

test.each([
  { name: 'an unknown code', setup: undefined, code: 'NOPE', total: 500, message: 'Invalid coupon code' },
  { name: 'an empty code', setup: undefined, code: '', total: 500, message: 'Invalid coupon code' },
  { name: 'a coupon not yet valid', setup: { code: 'LATER', valid_from: '2031-07-01' }, code: 'LATER', total: 500, message: 'Coupon is not valid' },
  { name: 'an expired coupon', setup: { code: 'OLD', valid_to: '2031-06-01' }, code: 'OLD', total: 500, message: 'Coupon is not valid' },
  { name: 'a coupon used up', setup: { code: 'USED', used_count: 10, max_usage: 10 }, code: 'USED', total: 500, message: 'Coupon has exceeded maximum usage' },
  { name: 'a total below the minimum', setup: undefined, code: 'SAVE50', total: 299.99, message: 'Minimum cart value not met' },
])('$name is answered with the spec message', async ({ setup, code, total, message }) => {
  if (setup) await addCoupon(setup);
  expect(await api.post('/api/coupon/validate', { code, total })).toMatchObject({ status: 200, body: { valid: false, message } });
});

test('the validity window is read in the venue time zone, last day included', async () => {
  await addCoupon({ code: 'JUNE', valid_to: '2031-06-02' });
  api.clock.set('2031-06-02T23:30:00+10:00');
  expect((await api.post('/api/coupon/validate', { code: 'JUNE', total: 100 })).body.valid).toBe(true);
  api.clock.set('2031-06-03T00:30:00+10:00');
  expect((await api.post('/api/coupon/validate', { code: 'JUNE', total: 100 })).body.message).toBe('Coupon is not valid');
});

test.each([
  { name: 'no code', body: { total: 100 }, status: 400, message: 'Send the coupon code' },
  { name: 'no cart', body: { code: 'PARTY10' }, status: 400, message: 'Send the cart total, or the booking to price, with the code' },
  { name: 'a negative total', body: { code: 'PARTY10', total: -5 }, status: 400, message: 'Must be 0 or more' },
  { name: 'an unknown package', body: { code: 'PARTY10', booking: { selectedPackage: { id: 'nope' }, numberOfKids: 10 } }, status: 400, message: "Unknown package 'nope'" },
  { name: 'over 50 kids', body: { code: 'PARTY10', booking: { selectedPackage: { id: 'basic-fun' }, numberOfKids: 51 } }, status: 400, message: 'Maximum 50 Kids' },
  { name: 'no kids', body: { code: 'PARTY10', booking: { selectedPackage: { id: 'basic-fun' }, numberOfKids: 0 } }, status: 400, message: 'Minimum number of Children is 1' },
])('a bad check is refused: $name', async ({ body, status, message }) => {
  expect(await api.post('/api/coupon/validate', body)).toMatchObject({ status, body: { message } });
});

// The coupon check prices a booking draft, so it takes the bounds a booking takes (the contract's
// item lists and number of kids): no quantity or list a booking may not have is priced.
const platters = (quantity: unknown) => [{ id: 'sandwich-platter', quantity }];
const manyItems = Array.from({ length: 51 }, (_, i) => ({ id: `item-${i}`, quantity: 1 }));
test.each([
  { name: 'a quantity of 2^53 + 1', field: 'adultsFood', list: '[{"id":"sandwich-platter","quantity":9007199254740993}]', message: 'adultsFood.0.quantity: Quantity must be 100 or less' },
  { name: 'a quantity of 1e308', field: 'adultsFood', list: '[{"id":"sandwich-platter","quantity":1e308}]', message: 'adultsFood.0.quantity: Quantity must be 100 or less' },
  { name: 'a quantity of 101', field: 'addons', list: JSON.stringify([{ id: 'balloon-bundle', quantity: 101 }]), message: 'addons.0.quantity: Quantity must be 100 or less' },
  { name: 'a quantity of 1.5', field: 'adultsFood', list: JSON.stringify(platters(1.5)), message: 'adultsFood.0.quantity: Quantity must be a whole number' },
  { name: 'a quantity of 0', field: 'adultsFood', list: JSON.stringify(platters(0)), message: 'adultsFood.0.quantity: Quantity must be 1 or more' },
  { name: 'a quantity that is text', field: 'adultsFood', list: JSON.stringify(platters('2')), message: 'adultsFood.0.quantity: Quantity must be a number' },
  { name: '51 items', field: 'addons', list: JSON.stringify(manyItems), message: 'addons: At most 50 items' },
  { name: '4,000 items', field: 'addons', list: JSON.stringify(Array.from({ length: 4_000 }, () => ({ id: 'x' }))), message: 'addons: At most 50 items' },
])('the coupon check refuses what a booking refuses, with the same answer: $name', async ({ field, list, message }) => {
  const coupon = `{"code":"PARTY10","booking":{"selectedPackage":{"id":"basic-fun"},"numberOfKids":12,"${field}":${list}}}`;
  const bookingBody = JSON.stringify(bookingPayload({ [field]: [] }));
  const booking = bookingBody.replace(`"${field}":[]`, `"${field}":${list}`);
  const answers = [await api.request('POST', '/api/coupon/validate', { raw: coupon }), await api.request('POST', '/api/booking-initiate', { raw: booking })];
  for (const answer of answers) {
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'invalid-request' });
    // The coupon check's draft is under `booking.`: the same field, the same words.
    expect(answer.body.errors.map((error: string) => error.replace(/^booking\./, ''))).toContain(message);
  }
});

test.each([
  { name: 'a total of 1e20', body: { code: 'PARTY10', total: 1e20 }, message: 'Must be 1000000 or less' },
  { name: 'a total in fractions of a cent', body: { code: 'PARTY10', total: 450.001 }, message: 'Must be in whole cents' },
  { name: 'a code of 51 characters', body: { code: 'X'.repeat(51), total: 450 }, message: 'Must be at most 50 characters' },
])('the coupon check refuses a cart no booking could have: $name', async ({ body, message }) => {
  expect(await api.post('/api/coupon/validate', body)).toMatchObject({ status: 400, body: { code: 'invalid-request', message } });
});

test('a coupon check body over the body limit is refused with 413, as a booking is', async () => {
  const huge = JSON.stringify({ code: 'PARTY10', total: 450, padding: 'x'.repeat(70_000) });
  expect(await api.request('POST', '/api/coupon/validate', { raw: huge })).toMatchObject({ status: 413, body: { code: 'body-too-large' } });
  expect(await api.request('POST', '/api/booking-initiate', { raw: huge })).toMatchObject({ status: 413, body: { code: 'body-too-large' } });
});
