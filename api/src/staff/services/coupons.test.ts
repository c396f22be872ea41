import { API_PATHS, apiPath } from '@party/domain';
import { bookingPayload, keepingEditPayload, rowCounts } from '../../test/fixtures';
import { openDepositCheckout, pressCheckoutButton } from '../../test/payments';
import { staffCall, staffSession } from '../../test/staff';
import { useTestApi, type Loose } from '../../test/test-api';

// Coupons from the console (decision 040): created, changed and disabled by owners and managers,
// audited; the public coupon check and the server's pricing take them at once; each coupon lists
// the bookings that used it; a change from an older version is refused with the coupon as it is.

const api = useTestApi();

const FETE = { code: 'fete-2031', type: 'fixed', amount: 25, validFrom: '2031-06-01', validTo: '2031-07-31', maxUsage: 2, minCartValue: 100 };
const create = (cookie: string, json: unknown) => staffCall(api, 'POST', API_PATHS.staffCoupons, { cookie, json });
const change = (cookie: string, id: string, json: unknown) => staffCall(api, 'PUT', apiPath(API_PATHS.staffCoupon, { id }), { cookie, json });
const list = async (cookie: string) => (await staffCall(api, 'GET', API_PATHS.staffCoupons, { cookie })).body.coupons as Loose[];
const check = (code: string) => api.post(API_PATHS.couponCheck, { code, total: 300 });

test('a new coupon is taken by the public check and a new booking at once, and lists the booking that used it', async () => {
  const cookie = await staffSession(api, 'manager');
  expect((await check('FETE-2031')).body).toMatchObject({ valid: false });
  const made = await create(cookie, FETE);
  expect(made).toMatchObject({ status: 201, body: { code: 'FETE-2031', type: 'fixed', amount: 25, maxUsage: 2, usedCount: 0, disabled: false, version: 1, uses: [] } });
  expect((await check('fete-2031')).body).toMatchObject({ valid: true, discount: 25 });

  const booked = await api.post(API_PATHS.bookingInitiate, bookingPayload({ coupon: 'Fete-2031' }));
  expect(booked.body).toMatchObject({ totalPrice: 560, appliedDiscountAmount: 25, finalPrice: 535 });
  await pressCheckoutButton(api, (await openDepositCheckout(api, booked.body.bookingId)).sessionId, 'pay');
  const [coupon] = await list(cookie);
  expect(coupon).toMatchObject({ code: 'FETE-2031', usedCount: 1, uses: [{ kind: 'party', reference: 'JJ1002', date: '2031-06-20', discount: 25 }] });

  const [entry] = await api.db.query<{ action: string; target_reference: string; after: Loose }>("select action, target_reference, after from audit_log where action like 'coupon.%'");
  expect(entry).toMatchObject({ action: 'coupon.create', target_reference: 'FETE-2031', after: { code: 'FETE-2031', amount: 25 } });
});

test('a disabled coupon is refused to new bookings; a booking that has it keeps its discount through an edit', async () => {
  const cookie = await staffSession(api, 'owner');
  const made = (await create(cookie, FETE)).body;
  const booked = await api.post(API_PATHS.bookingInitiate, bookingPayload({ coupon: 'FETE-2031' }));
  const disabled = await change(cookie, made.id, { ...FETE, disabled: true, version: 1 });
  expect(disabled).toMatchObject({ status: 200, body: { disabled: true, version: 2 } });
  expect((await check('FETE-2031')).body).toMatchObject({ valid: false });
  expect(await api.post(API_PATHS.bookingInitiate, bookingPayload({ coupon: 'FETE-2031', timeSlot: { id: 'slot-1300', time: '13:00', isAvailable: true } }))).toMatchObject({
    status: 422,
    body: { code: 'coupon-refused' },
  });
  const quote = await api.post(apiPath(API_PATHS.bookingQuote, { id: booked.body.bookingId }), keepingEditPayload());
  expect(quote.body).toMatchObject({ totalPrice: 560, appliedDiscountAmount: 25, finalPrice: 535 });
});

test('a change from an older version is refused with the coupon as it now is; a code another coupon has is refused', async () => {
  const alice = await staffSession(api, 'manager', 'alice@staff.test');
  const bob = await staffSession(api, 'owner', 'bob@staff.test');
  const made = (await create(alice, FETE)).body;
  const answers = await Promise.all([change(alice, made.id, { ...FETE, amount: 30, version: 1 }), change(bob, made.id, { ...FETE, amount: 40, version: 1 })]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const refused = answers.find((a) => a.status === 409) as Loose;
  const [saved] = (await list(alice)).filter((c) => c.id === made.id);
  expect(refused.body).toMatchObject({ code: 'changed-meanwhile', current: saved });
  expect(saved.version).toBe(2);

  expect(await create(bob, { ...FETE, code: 'PARTY10' })).toMatchObject({ status: 409, body: { code: 'coupon-code-taken' } });
  expect(await change(bob, made.id, { ...FETE, code: 'party10', version: 2 })).toMatchObject({ status: 409, body: { code: 'coupon-code-taken' } });
  const same = await Promise.all(Array.from({ length: 5 }, () => create(bob, { ...FETE, code: 'TWINS' })));
  expect(same.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
  expect(await change(bob, '999999', { ...FETE, version: 1 })).toMatchObject({ status: 404, body: { code: 'item-not-found' } });
  expect(await change(bob, 'abc', { ...FETE, version: 1 })).toMatchObject({ status: 404, body: { code: 'item-not-found' } });
});

test.each([
  { name: 'emoji in the code', patch: { code: 'FÊTE🎉' } },
  { name: 'a NUL in the code', patch: { code: 'FETE\u0000' } },
  { name: 'a code of 2 characters', patch: { code: 'AB' } },
  { name: 'a negative amount', patch: { amount: -5 } },
  { name: 'an amount of 0', patch: { amount: 0 } },
  { name: 'a percentage above 100', patch: { type: 'percentage', amount: 101 } },
  { name: 'an absurd amount', patch: { amount: 1e12 } },
  { name: 'a last day before the first', patch: { validTo: '2031-05-01' } },
  { name: 'a date that is no date', patch: { validFrom: '2031-02-30' } },
  { name: '0 uses', patch: { maxUsage: 0 } },
  { name: 'a type of its own', patch: { type: 'free' } },
])('a coupon with $name is refused with a clear 400, and nothing is made', async ({ patch }) => {
  const cookie = await staffSession(api, 'owner');
  const before = await rowCounts(api.db);
  const answer = await create(cookie, { ...FETE, ...patch });
  expect(answer.status).toBe(400);
  expect(answer.body.message).toEqual(expect.any(String));
  expect(await rowCounts(api.db)).toEqual(before);
});
