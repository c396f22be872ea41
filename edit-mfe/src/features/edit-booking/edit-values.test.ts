import { addons, adultsFood, aBooking, kidsFood } from '../../test/fixtures';
import { guestsToAdd, initialEditValues, missingExtras, quoteEdit, toBookingUpdate, type EditValues } from './edit-values';

const catalogue = { kidsFood, adultsFood, addons };
const noStored = { adultsFood: {}, addons: {} };
const guest = (name: string) => ({ name, email: '', phone: '' });

test("an edit starts from the booking: its items, the child as Guest of Honour, ticked terms, its payment option if offered", () => {
  const values = initialEditValues(aBooking({ status: 'pending', paymentOption: 'deposit' }), noStored);
  expect(values).toEqual({
    timing: 'now',
    kidsFood: aBooking().kidsFood,
    adultsFood: { 'sandwich-platter': 1 },
    addons: { 'lolly-bags': 12 },
    guestNames: [guest('Mia Nguyen')],
    paymentOption: 'deposit',
    acceptTerms: true,
  });
});

test.each([
  { status: 'confirmed', saved: 'deposit', start: '' },
  { status: 'confirmed', saved: 'later', start: 'later' },
  { status: 'pending', saved: 'full', start: 'full' },
  { status: 'canceled', saved: 'full', start: '' },
] as const)('a $status booking saved with $saved starts with the payment option "$start"', ({ status, saved, start }) => {
  expect(initialEditValues(aBooking({ status, paymentOption: saved }), noStored).paymentOption).toBe(start);
});

test('quantities kept in session storage win over the booking, list by list', () => {
  const values = initialEditValues(aBooking(), { adultsFood: { 'sushi-platter': 3 }, addons: {} });
  expect(values.adultsFood).toEqual({ 'sushi-platter': 3 });
  expect(values.addons).toEqual({ 'lolly-bags': 12 });
});

test('a booking without food or add-ons starts on "I will do it later"', () => {
  expect(initialEditValues(aBooking({ kidsFood: [], adultsFood: [], addons: [] }), noStored).timing).toBe('later');
});

const values = (overrides: Partial<EditValues> = {}): EditValues => ({
  ...initialEditValues(aBooking(), noStored),
  paymentOption: 'full',
  ...overrides,
});

test.each([
  { guests: 1, kids: 10 },
  { guests: 10, kids: 10 },
  { guests: 11, kids: 11 },
])('with $guests guests the number of kids is $kids (the package minimum is 10)', ({ guests, kids }) => {
  const list = Array.from({ length: guests }, (_, i) => guest(`Guest ${i + 1}`));
  expect(toBookingUpdate(values({ guestNames: list }), aBooking(), catalogue).numberOfKids).toBe(kids);
});

test('the update body carries ids, quantities and prices, the kids count, totals and the guests who were filled in', () => {
  const body = toBookingUpdate(
    values({
      adultsFood: { 'sandwich-platter': 2 },
      addons: { 'lolly-bags': 1, 'face-painting': 1 },
      guestNames: [guest('Mia'), guest('  '), { name: '', email: 'sam@example.com', phone: '' }],
    }),
    aBooking(),
    catalogue,
  );
  expect(body).toEqual({
    kidsFood: [{ id: 'nuggets', quantity: 2 }],
    adultsFood: [{ id: 'sandwich-platter', quantity: 2, price: 65 }],
    addons: [
      { id: 'lolly-bags', quantity: 1, price: 5 },
      { id: 'face-painting', quantity: 1, price: 150 },
    ],
    guestNames: [guest('Mia'), { name: '', email: 'sam@example.com', phone: '' }],
    paymentOption: 'full',
    // 10 kids: package 300, sandwiches 130, lolly bags 10 x 5, face painting 150.
    totalPrice: 630,
    finalPrice: 630,
    numberOfKids: 10,
    appliedDiscountAmount: 0,
    acceptTerms: true,
  });
});

test.each([
  { name: 'a percentage coupon is worked out again on the new total', terms: { type: 'percentage', amount: 10, minCartValue: 200 }, discount: 30, final: 270 },
  { name: 'a fixed coupon takes its amount off', terms: { type: 'fixed', amount: 50, minCartValue: 200 }, discount: 50, final: 250 },
] as const)("with the booking's coupon terms, $name (not the recorded $45.50)", ({ terms, discount, final }) => {
  const quote = quoteEdit(values({ adultsFood: {}, addons: {} }), aBooking({ couponTerms: terms, appliedDiscountAmount: 45.5 }), catalogue);
  expect(quote).toMatchObject({ total: 300, appliedDiscountAmount: discount, finalPrice: final });
});

test('the recorded coupon discount is kept, never above the total', () => {
  const quote = quoteEdit(values({ adultsFood: {}, addons: {} }), aBooking({ appliedDiscountAmount: 500 }), catalogue);
  expect(quote.total).toBe(300);
  expect(quote.finalPrice).toBe(0);
});

test.each<{ adultsFood: Record<string, number>; addons: Record<string, number>; missing: unknown }>([
  { adultsFood: {}, addons: { a: 1 }, missing: { adultFood: true, addons: false } },
  { adultsFood: { a: 1 }, addons: {}, missing: { adultFood: false, addons: true } },
  { adultsFood: {}, addons: {}, missing: { adultFood: true, addons: true } },
  { adultsFood: { a: 1 }, addons: { b: 1 }, missing: undefined },
])('the warning names what is missing: $missing', ({ adultsFood: food, addons: extras, missing }) => {
  expect(missingExtras({ adultsFood: food, addons: extras })).toEqual(missing);
});

const family = {
  coming: true,
  email: 'sam@example.com',
  phone: '0400000001',
  kids: [
    { name: 'Ava', allergies: 'Peanuts' },
    { name: 'Leo', allergies: '' },
  ],
};

test.each([
  { name: 'an empty guest list', guests: [], added: ['Ava', 'Leo'] },
  { name: 'Leo on it already (in other letters)', guests: [guest('Mia'), guest(' leo ')], added: ['Ava'] },
  { name: 'both on it', guests: [guest('Ava'), guest('Leo')], added: [] },
])("a family's kids go on the guest list with the family's email and phone, each once: $name", ({ guests, added }) => {
  expect(guestsToAdd(guests, family)).toEqual(added.map((name) => ({ name, email: 'sam@example.com', phone: '0400000001' })));
});

test("a family who can't come adds nobody", () => {
  expect(guestsToAdd([], { ...family, coming: false, kids: [] })).toEqual([]);
});
