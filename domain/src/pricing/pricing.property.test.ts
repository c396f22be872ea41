import fc from 'fast-check';
import { couponDiscount } from '../coupon';
import type { AddonSelection, AdultFoodSelection } from '../selections';
import { priceEditBooking } from './edit-flow';
import { priceMainBooking, type BookingPriceInput } from './main-flow';
import { finalPrice, mainBookingTotals } from './payment';

// Pricing invariants over random bookings: the final price is never negative and never above the
// total, and the total never falls when kids, food or add-ons are added.

const RUNS = { numRuns: 200 };
const dollars = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);
const isCents = (amount: number) => Number.isInteger(Math.round(amount * 100 * 1e6) / 1e6);

const packageArb = fc.option(
  fc.record(
    {
      pricePackage: dollars(2000),
      pricePerChild: dollars(100),
      minChildren: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
    },
    { requiredKeys: ['pricePackage', 'pricePerChild'] },
  ),
  { nil: null },
);
const adultFoodArb: fc.Arbitrary<AdultFoodSelection> = fc.record(
  { id: fc.integer({ min: 1, max: 1000 }), price: dollars(500), quantity: fc.integer({ min: 1, max: 20 }) },
  { requiredKeys: ['id'] },
);
const addonArb: fc.Arbitrary<AddonSelection> = fc.record(
  {
    id: fc.integer({ min: 1, max: 1000 }),
    price: dollars(300),
    priceType: fc.constantFrom('per_child', 'fixed', 'per_item'),
    quantity: fc.integer({ min: 1, max: 20 }),
  },
  { requiredKeys: ['id'] },
);
const bookingArb: fc.Arbitrary<BookingPriceInput> = fc.record({
  selectedPackage: packageArb,
  numberOfKids: fc.integer({ min: 1, max: 50 }),
  adultsFood: fc.array(adultFoodArb, { maxLength: 6 }),
  addons: fc.array(addonArb, { maxLength: 6 }),
  adultFoodPrices: fc.array(fc.record({ id: fc.integer({ min: 1, max: 1000 }), price: dollars(500) }), { maxLength: 4 }),
});
const couponArb = fc.record({
  type: fc.constantFrom('fixed' as const, 'percentage' as const),
  amount: fc.oneof(dollars(5000), fc.integer({ min: -100, max: 200 })),
});

test('the final price is never negative and never above the total', () => {
  fc.assert(
    fc.property(bookingArb, couponArb, (booking, coupon) => {
      const { total } = priceMainBooking(booking);
      const final = finalPrice(total, couponDiscount(coupon, total));
      return final >= 0 && final <= total;
    }),
    RUNS,
  );
});

test('an arbitrary discount, even a wild one, never makes the final price negative or above the total', () => {
  fc.assert(
    fc.property(bookingArb, fc.double({ min: -1e6, max: 1e6, noNaN: true }), (booking, discount) => {
      const totals = mainBookingTotals(priceMainBooking(booking).total, discount);
      return totals.finalPrice >= 0 && totals.finalPrice <= totals.totalPrice && totals.depositAmount <= totals.finalPrice;
    }),
    RUNS,
  );
});

test('edit flow: the final price is never negative and never above the total', () => {
  fc.assert(
    fc.property(bookingArb, couponArb, fc.integer({ min: 0, max: 60 }), (booking, coupon, guestCount) => {
      const quote = priceEditBooking({ ...booking, guestCount, coupon });
      return quote.finalPrice >= 0 && quote.finalPrice <= quote.total && quote.amountDueNow <= quote.finalPrice;
    }),
    RUNS,
  );
});

test('every amount is exact to the cent', () => {
  fc.assert(
    fc.property(bookingArb, couponArb, (booking, coupon) => {
      const price = priceMainBooking(booking);
      const discount = couponDiscount(coupon, price.total);
      return [price.total, price.additionalKidsCost, price.adultFoodCost, price.addonsCost, discount].every(isCents);
    }),
    RUNS,
  );
});

test('the total never falls when a kid is added', () => {
  fc.assert(
    fc.property(bookingArb, (booking) => {
      const more = { ...booking, numberOfKids: booking.numberOfKids + 1 };
      return priceMainBooking(more).total >= priceMainBooking(booking).total;
    }),
    RUNS,
  );
});

test('the total never falls when adult food is added', () => {
  fc.assert(
    fc.property(bookingArb, adultFoodArb, (booking, item) => {
      const more = { ...booking, adultsFood: [...(booking.adultsFood ?? []), item] };
      return priceMainBooking(more).total >= priceMainBooking(booking).total;
    }),
    RUNS,
  );
});

test('the total never falls when an add-on is added', () => {
  fc.assert(
    fc.property(bookingArb, addonArb, (booking, item) => {
      const more = { ...booking, addons: [...(booking.addons ?? []), item] };
      return priceMainBooking(more).total >= priceMainBooking(booking).total;
    }),
    RUNS,
  );
});

test('the total never falls when a quantity goes up', () => {
  fc.assert(
    fc.property(bookingArb, fc.nat(), (booking, pick) => {
      const food = booking.adultsFood ?? [];
      if (food.length === 0) return true;
      const index = pick % food.length;
      const more = {
        ...booking,
        adultsFood: food.map((item, i) => (i === index ? { ...item, quantity: (item.quantity ?? 1) + 1 } : item)),
      };
      return priceMainBooking(more).total >= priceMainBooking(booking).total;
    }),
    RUNS,
  );
});

test('edit flow: the total never falls when a guest is added', () => {
  fc.assert(
    fc.property(bookingArb, fc.integer({ min: 0, max: 60 }), (booking, guestCount) => {
      const before = priceEditBooking({ ...booking, guestCount });
      const after = priceEditBooking({ ...booking, guestCount: guestCount + 1 });
      return after.total >= before.total;
    }),
    RUNS,
  );
});
