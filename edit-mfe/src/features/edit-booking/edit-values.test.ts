import { addons, adultsFood, aBooking, kidsFood } from '../../test/fixtures';
import { editCatalogue, guestsToAdd, initialEditValues, kidsProblem, missingExtras, quoteEdit, toBookingUpdate, type EditValues } from './edit-values';

const catalogue = { kidsFood, adultsFood, addons };
const noStored = { adultsFood: {}, addons: {} };
const guest = (name: string) => ({ name, email: '', phone: '' });

test("an edit starts from the booking: its items, the child as Guest of Honour, ticked terms, its payment option if offered", () => {
  const values = initialEditValues(aBooking({ status: 'pending', paymentOption: 'deposit' }), noStored);
  expect(values).toEqual({
    timing: 'now',
    numberOfKids: 12,
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
  { guests: 1, blank: 0 },
  { guests: 3, blank: 13 },
  { guests: 20, blank: 0 },
])('with $guests guests named and $blank blank rows the update keeps the booked 12 kids (decision 031)', ({ guests, blank }) => {
  const list = [...Array.from({ length: guests }, (_, i) => guest(`Guest ${i + 1}`)), ...Array.from({ length: blank }, () => guest(''))];
  expect(toBookingUpdate(values({ guestNames: list }), aBooking(), catalogue).numberOfKids).toBe(12);
});

test('the update asks for the number of kids the parent typed', () => {
  expect(toBookingUpdate(values({ numberOfKids: 16 }), aBooking(), catalogue).numberOfKids).toBe(16);
});

test.each([
  { kids: 25, problem: undefined },
  { kids: 26, problem: 'The Ocean Room holds up to 25 kids. Please call us to change rooms.' },
  { kids: 0, problem: 'Minimum number of Children is 1' },
])('$kids kids in the 25-kid Ocean Room: $problem', ({ kids, problem }) => {
  expect(kidsProblem(values({ numberOfKids: kids }), aBooking())).toBe(problem);
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
    kidsFood: [{ id: 'nuggets', quantity: 3 }],
    adultsFood: [{ id: 'sandwich-platter', quantity: 2, price: 65 }],
    addons: [
      { id: 'lolly-bags', quantity: 1, price: 5 },
      { id: 'face-painting', quantity: 1, price: 150 },
    ],
    guestNames: [guest('Mia'), { name: '', email: 'sam@example.com', phone: '' }],
    paymentOption: 'full',
    // 12 kids: package 300, 2 more kids 30, sandwiches 130, lolly bags 12 x 5, face painting 150.
    totalPrice: 670,
    finalPrice: 670,
    numberOfKids: 12,
    appliedDiscountAmount: 0,
    acceptTerms: true,
  });
});

test.each([
  { name: 'a percentage coupon is worked out again on the new total', terms: { type: 'percentage', amount: 10, minCartValue: 200 }, discount: 30, final: 270 },
  { name: 'a fixed coupon takes its amount off', terms: { type: 'fixed', amount: 50, minCartValue: 200 }, discount: 50, final: 250 },
] as const)("with the booking's coupon terms, $name (not the recorded $45.50)", ({ terms, discount, final }) => {
  const quote = quoteEdit(values({ numberOfKids: 10, adultsFood: {}, addons: {} }), aBooking({ couponTerms: terms, appliedDiscountAmount: 45.5 }), catalogue);
  expect(quote).toMatchObject({ total: 300, appliedDiscountAmount: discount, finalPrice: final });
});

test('the recorded coupon discount is kept, never above the total', () => {
  const quote = quoteEdit(values({ numberOfKids: 10, adultsFood: {}, addons: {} }), aBooking({ appliedDiscountAmount: 500 }), catalogue);
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

test("the edit page offers the booking's items at the prices it was sold at, keeps those the venue hides since, and prices a new item at today's", () => {
  // Sold: nuggets, a sandwich platter at $65, lolly bags at $5 a child. Since: the platter costs $80, lolly bags are hidden, nuggets too.
  const booking = aBooking();
  const today = { kidsFood: kidsFood.slice(1), adultsFood: adultsFood.map((item) => ({ ...item, price: item.price + 15 })), addons: addons.slice(1) };
  const offered = editCatalogue(booking, today);
  expect(offered.adultsFood.map((item) => [item.id, item.price])).toEqual([['sandwich-platter', 65], ['sushi-platter', 104.5]]);
  expect(offered.addons.map((item) => [item.id, item.price, item.priceType])).toEqual([['face-painting', 150, 'per_item'], ['lolly-bags', 5, 'per_child']]);
  expect(offered.kidsFood.map((item) => item.id)).toEqual(['pizzas', 'fairy-bread', 'nuggets']);
  expect(offered.kidsFood[2]).toEqual(kidsFood[0]);

  // Kept as it was, the edit costs what it cost with the catalogue it was sold from.
  const values = initialEditValues(booking, noStored);
  expect(quoteEdit(values, booking, offered).total).toBe(quoteEdit(values, booking, catalogue).total);
  const withSushi = { ...values, adultsFood: { ...values.adultsFood, 'sushi-platter': 1 } };
  expect(quoteEdit(withSushi, booking, offered).total - quoteEdit(values, booking, offered).total).toBe(104.5);
});
