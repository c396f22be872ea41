import { editNumberOfKids, guestCount, priceEditBooking, type EditBookingPriceInput } from './edit-flow';

test.each([
  { name: 'an empty list counts 0', guests: [], count: 0 },
  { name: 'a row with only a name counts', guests: [{ name: 'Mia' }], count: 1 },
  { name: 'a row with only an email or only a phone counts', guests: [{ email: 'a@b.co' }, { phone: '0400000000' }], count: 2 },
  { name: 'rows left empty or blank do not count', guests: [{ name: '', email: '', phone: '' }, { name: '  ' }, {}], count: 0 },
])('guest count: $name', ({ guests, count }) => {
  expect(guestCount(guests)).toBe(count);
});

test.each([
  { name: 'the number the edit asks for', requested: 16, booked: 14, kids: 16 },
  { name: 'a lower number, when the edit asks for it', requested: 12, booked: 14, kids: 12 },
  { name: 'the booked number when the edit asks for none', requested: undefined, booked: 14, kids: 14 },
])('edit flow number of kids is the parent\'s: $name', ({ requested, booked, kids }) => {
  expect(editNumberOfKids(requested, booked)).toBe(kids);
});

const base: EditBookingPriceInput = {
  selectedPackage: { pricePackage: 300, pricePerChild: 15, minChildren: 10 },
  numberOfKids: 12,
  guestCount: 0,
  adultsFood: [],
  addons: [{ id: 1, price: 5, priceType: 'per_child' }],
};

test.each([
  { name: 'more guests than kids: guests count', guests: 15, kids: 12, charged: 15 },
  { name: 'more kids than guests: kids count', guests: 5, kids: 12, charged: 12 },
  { name: 'as many guests as kids', guests: 12, kids: 12, charged: 12 },
])('per_child add-ons multiply by the larger of guests and kids: $name', ({ guests, kids, charged }) => {
  const quote = priceEditBooking({ ...base, guestCount: guests, numberOfKids: kids });
  expect(quote.addons[0]).toMatchObject({ quantity: charged, cost: charged * 5 });
});

test.each([
  { name: 'a fixed coupon below the total comes off in full', coupon: { type: 'fixed', amount: 50 }, discount: 50, final: 340 },
  { name: 'a fixed coupon above the total is capped at the total', coupon: { type: 'fixed', amount: 1000 }, discount: 390, final: 0 },
  { name: 'a percentage coupon is worked out on the new total', coupon: { type: 'percentage', amount: 10 }, discount: 39, final: 351 },
  { name: 'a negative coupon amount never raises the price', coupon: { type: 'fixed', amount: -40 }, discount: 0, final: 390 },
] as const)('the edit-flow discount is capped at the total and never below 0: $name', ({ coupon, discount, final }) => {
  // 300 package + 2 extra kids x 15 + 12 kids x $5 per_child add-on = 390.
  const quote = priceEditBooking({ ...base, coupon });
  expect(quote.total).toBe(390);
  expect(quote).toMatchObject({ appliedDiscountAmount: discount, finalPrice: final });
});

test.each([
  { name: 'the recorded discount applies when the coupon is not at hand', recorded: 40, discount: 40, final: 350 },
  { name: 'a recorded discount above the new total is capped', recorded: 500, discount: 390, final: 0 },
])('$name', ({ recorded, discount, final }) => {
  expect(priceEditBooking({ ...base, appliedDiscountAmount: recorded })).toMatchObject({ appliedDiscountAmount: discount, finalPrice: final });
});

test.each([
  { name: 'deposit with nothing paid takes the deposit, as its checkout does', option: 'deposit', paid: 0, due: 100 },
  { name: 'deposit once something is paid is treated as full: the final price less what is paid', option: 'deposit', paid: 100, due: 290 },
  { name: 'full pays the final price less what is paid', option: 'full', paid: 100, due: 290 },
  { name: 'later pays nothing now', option: 'later', paid: 100, due: 0 },
  { name: 'nothing is due when more than the final price is paid', option: 'full', paid: 500, due: 0 },
] as const)('edit flow amount due now: $name', ({ option, paid, due }) => {
  expect(priceEditBooking({ ...base, paymentOption: option, totalPaid: paid }).amountDueNow).toBe(due);
});

test.each([
  { name: 'a rebooking fee is added after the discount, which it does not change', coupon: { type: 'percentage', amount: 10 }, fees: 100, discount: 39, final: 451, due: 351 },
  { name: 'a fee on a free booking is still owed', coupon: { type: 'fixed', amount: 1000 }, fees: 100, discount: 390, final: 100, due: 0 },
  { name: 'two fees', coupon: undefined, fees: 200, discount: 0, final: 590, due: 490 },
] as const)('the bill\'s fees come on top of the order (decision 052): $name', ({ coupon, fees, discount, final, due }) => {
  const quote = priceEditBooking({ ...base, coupon, fees, totalPaid: 100, paymentOption: 'full' });
  expect(quote).toMatchObject({ total: 390, appliedDiscountAmount: discount, finalPrice: final, amountDueNow: due });
});
