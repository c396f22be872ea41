import { checkCoupon, couponDiscount, findCoupon, hasCouponUsesLeft, isCouponInDate, meetsMinimumCartValue } from './coupon';
import type { Coupon } from './types';

const SYDNEY = 'Australia/Sydney';
const march: Coupon = {
  code: 'PARTY10',
  type: 'fixed',
  amount: 10,
  validFrom: '2024-03-01',
  validTo: '2024-03-31',
  usedCount: 0,
  maxUsage: 5,
  minCartValue: 200,
};
const coupons: Coupon[] = [
  march,
  { ...march, code: 'HALF', type: 'percentage', amount: 50, minCartValue: 0 },
  { ...march, code: 'USEDUP', usedCount: 5 },
  { ...march, code: 'EXPIRED', validFrom: '2024-01-01', validTo: '2024-01-31', usedCount: 9 },
];
const midMarch = Date.parse('2024-03-15T01:00:00Z');

test.each([
  { name: "an unknown code fails with 'Invalid coupon code'", code: 'NOPE', total: 500, message: 'Invalid coupon code' },
  { name: "an empty code fails with 'Invalid coupon code'", code: '  ', total: 500, message: 'Invalid coupon code' },
  { name: "a code outside its dates fails with 'Coupon is not valid' (before the usage check)", code: 'EXPIRED', total: 500, message: 'Coupon is not valid' },
  { name: "a used-up code fails with 'Coupon has exceeded maximum usage'", code: 'USEDUP', total: 500, message: 'Coupon has exceeded maximum usage' },
  { name: "a total below minCartValue fails with 'Minimum cart value not met'", code: 'PARTY10', total: 199.99, message: 'Minimum cart value not met' },
])('checkCoupon: $name, with no discount', ({ code, total, message }) => {
  expect(checkCoupon({ code, coupons, total, now: midMarch, timeZone: SYDNEY })).toEqual({ ok: false, coupon: null, discount: 0, message });
});

test.each([
  { name: 'a total exactly at minCartValue is enough', code: 'PARTY10', total: 200, discount: 10 },
  { name: 'a fixed coupon subtracts its amount', code: 'PARTY10', total: 480, discount: 10 },
  { name: 'a percentage coupon subtracts that percent of the total', code: 'HALF', total: 480, discount: 240 },
  { name: 'codes match whatever their case and surrounding spaces', code: ' party10 ', total: 480, discount: 10 },
])("checkCoupon: $name ('Coupon added successfully')", ({ code, total, discount }) => {
  const result = checkCoupon({ code, coupons, total, now: midMarch, timeZone: SYDNEY });
  expect(result).toMatchObject({ ok: true, discount, message: 'Coupon added successfully' });
});

test.each([
  { name: 'the first valid day, from Sydney midnight (still the day before in UTC)', instant: '2024-02-29T13:00:00Z', valid: true },
  { name: 'the day before validFrom, a second before Sydney midnight', instant: '2024-02-29T12:59:59Z', valid: false },
  { name: 'the last valid day, a minute before Sydney midnight', instant: '2024-03-31T12:59:00Z', valid: true },
  { name: 'the day after validTo, from Sydney midnight (still validTo in UTC)', instant: '2024-03-31T13:00:00Z', valid: false },
])('a coupon is valid from validFrom to validTo inclusive, in Sydney dates: $name', ({ instant, valid }) => {
  expect(isCouponInDate(march, new Date(instant), SYDNEY)).toBe(valid);
});

test.each([
  { name: 'late on a validTo that is the day summer time ends (AEST, +10)', instant: '2024-04-07T13:30:00Z', valid: true },
  { name: 'the next Sydney day after summer time ended', instant: '2024-04-07T14:00:00Z', valid: false },
  { name: 'early on a validFrom that is the day summer time starts (AEST until 2 am)', instant: '2024-10-05T14:00:00Z', from: '2024-10-06', valid: true },
  { name: 'the evening before that validFrom', instant: '2024-10-05T13:59:59Z', from: '2024-10-06', valid: false },
])('the validity window holds across a daylight-saving change: $name', ({ instant, from, valid }) => {
  const coupon = { validFrom: from ?? '2024-04-01', validTo: from ? '2024-10-31' : '2024-04-07' };
  expect(isCouponInDate(coupon, Date.parse(instant), SYDNEY)).toBe(valid);
});

test('a validity window stored as UTC timestamps is read as Sydney dates', () => {
  const coupon = { validFrom: '2024-02-29T13:00:00.000Z', validTo: '2024-03-31T12:59:59.000Z' };
  expect(isCouponInDate(coupon, Date.parse('2024-02-29T13:30:00Z'), SYDNEY)).toBe(true);
  expect(isCouponInDate(coupon, Date.parse('2024-03-31T13:30:00Z'), SYDNEY)).toBe(false);
});

test('an unreadable validity window never applies', () => {
  expect(isCouponInDate({ validFrom: 'soon', validTo: '2024-12-31' }, midMarch, SYDNEY)).toBe(false);
});

test.each([
  { name: 'usedCount below maxUsage leaves uses', usedCount: 4, maxUsage: 5, left: true },
  { name: 'usedCount equal to maxUsage is used up', usedCount: 5, maxUsage: 5, left: false },
  { name: 'usedCount above maxUsage is used up', usedCount: 6, maxUsage: 5, left: false },
  { name: 'maxUsage 0 never applies', usedCount: 0, maxUsage: 0, left: false },
  { name: 'no maxUsage means no limit', usedCount: 99, maxUsage: Number.NaN, left: true },
])('hasCouponUsesLeft: $name', ({ usedCount, maxUsage, left }) => {
  expect(hasCouponUsesLeft({ usedCount, maxUsage })).toBe(left);
});

test.each([
  { name: 'a total at the minimum meets it', total: 200, min: 200, meets: true },
  { name: 'a cent below the minimum does not', total: 199.99, min: 200, meets: false },
  { name: 'no minimum (0) is always met', total: 0, min: 0, meets: true },
])('meetsMinimumCartValue: $name', ({ total, min, meets }) => {
  expect(meetsMinimumCartValue({ minCartValue: min }, total)).toBe(meets);
});

test.each([
  { name: 'fixed: the amount', type: 'fixed', amount: 25, total: 300, discount: 25 },
  { name: 'percentage: total x amount / 100', type: 'percentage', amount: 15, total: 333, discount: 49.95 },
  { name: 'percentage rounds half up to the cent', type: 'percentage', amount: 12.5, total: 19.99, discount: 2.5 },
  { name: 'a fixed discount is capped at the total', type: 'fixed', amount: 500, total: 300, discount: 300 },
  { name: 'a percentage over 100 is capped at the total', type: 'percentage', amount: 150, total: 300, discount: 300 },
  { name: 'a negative amount gives no discount', type: 'fixed', amount: -20, total: 300, discount: 0 },
  { name: 'nothing comes off a zero total', type: 'fixed', amount: 20, total: 0, discount: 0 },
] as const)('couponDiscount: $name', ({ type, amount, total, discount }) => {
  expect(couponDiscount({ type, amount }, total)).toBe(discount);
});

test('findCoupon finds the coupon by its code', () => {
  expect(findCoupon(coupons, 'half')?.code).toBe('HALF');
  expect(findCoupon(coupons, 'HAL')).toBeUndefined();
});
