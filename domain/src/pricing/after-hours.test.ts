import { additionalDurationCents, clampAfterHoursAddonQuantity, priceAfterHours, type AfterHoursPriceInput } from './after-hours';
import { AFTER_HOURS_SAMPLE_ADDONS, AFTER_HOURS_SAMPLE_PACKAGES } from '../after-hours-sample-data';

const [basicFun] = AFTER_HOURS_SAMPLE_PACKAGES;
const [eventsRoom, cafeTab, kitchenAccess] = AFTER_HOURS_SAMPLE_ADDONS;
/** The spec's rates (SPEC.md §9), which a new database is seeded with. */
const SPEC_RATES = { basePrice: 300, baseHours: 2, halfHourPrice: 75, guestFee: 150, guestFeeAbove: 80, depositPercent: 50 };
const base: AfterHoursPriceInput = {
  rates: SPEC_RATES,
  startTime: '18:00',
  endTime: '20:00',
  expectedKids: 20,
  expectedAdults: 10,
  addons: [],
  catalogue: AFTER_HOURS_SAMPLE_ADDONS,
};

test('the sample catalogue is the spec\'s: Basic Fun 300 / 15 per child / min 10 / 2 hours', () => {
  expect(basicFun).toMatchObject({ name: 'Basic Fun', pricePackage: 300, pricePerChild: 15, minChildren: 10, duration: 2 });
  expect(AFTER_HOURS_SAMPLE_ADDONS.map(({ name, price, type, maxQuantity }) => [name, price, type, maxQuantity])).toEqual([
    ['Events Room', 100, 'quantity', 5],
    ['Cafe Tab', 150, 'selectable', 1],
    ['Kitchen Access', 150, 'selectable', 1],
  ]);
});

test.each([
  { name: '2 hours costs nothing extra', hours: 2, cost: 0 },
  { name: '2.5 hours is one 30-minute block: $75', hours: 2.5, cost: 75 },
  { name: '3 hours is two blocks: $150', hours: 3, cost: 150 },
  { name: '13 hours (09:00-22:00) is 22 blocks: $1,650', hours: 13, cost: 1650 },
  { name: 'a started block counts whole', hours: 2.25, cost: 75 },
  { name: 'under 2 hours costs nothing extra', hours: 1, cost: 0 },
])('extra time costs $75 per 30-minute block beyond 2 hours: $name', ({ hours, cost }) => {
  expect(additionalDurationCents(hours, SPEC_RATES)).toBe(cost * 100);
});

test.each([
  { name: '3 hours with 3 base hours costs nothing extra', hours: 3, rates: { baseHours: 3, halfHourPrice: 75 }, cost: 0 },
  { name: 'a half hour at $80 prices the blocks', hours: 3, rates: { baseHours: 2, halfHourPrice: 80 }, cost: 160 },
  { name: 'base hours of 2.5 leave one block of 3 hours', hours: 3, rates: { baseHours: 2.5, halfHourPrice: 75 }, cost: 75 },
])('extra time follows the venue\'s rates: $name', ({ hours, rates, cost }) => {
  expect(additionalDurationCents(hours, rates)).toBe(cost * 100);
});

test.each([
  { name: '80 guests pay no guest fee', kids: 50, adults: 30, fee: 0 },
  { name: '81 guests pay the $150 guest fee', kids: 50, adults: 31, fee: 150 },
  { name: 'kids alone over 80 pay it', kids: 81, adults: 0, fee: 150 },
])('guest fee $150 when kids + adults > 80: $name', ({ kids, adults, fee }) => {
  expect(priceAfterHours({ ...base, expectedKids: kids, expectedAdults: adults }).guestFee).toBe(fee);
});

test.each([
  { name: 'a quantity add-on costs price x quantity', addons: [{ id: eventsRoom.id, quantity: 2 }], cost: 200 },
  { name: 'a quantity above maxQuantity counts as maxQuantity', addons: [{ id: eventsRoom.id, quantity: 7 }], cost: 500 },
  { name: 'a selected selectable add-on costs its price once', addons: [{ id: cafeTab.id, quantity: 1 }], cost: 150 },
  { name: 'a selectable add-on never counts more than once', addons: [{ id: kitchenAccess.id, quantity: 3 }], cost: 150 },
  { name: 'quantity 0 costs nothing', addons: [{ id: eventsRoom.id, quantity: 0 }], cost: 0 },
  { name: 'a negative quantity costs nothing', addons: [{ id: eventsRoom.id, quantity: -2 }], cost: 0 },
  { name: 'the catalogue price wins over the selection price', addons: [{ id: eventsRoom.id, quantity: 1, price: 1 }], cost: 100 },
  { name: 'an add-on missing from the catalogue keeps its own price', addons: [{ id: 'balloons', quantity: 2, price: 12.5 }], cost: 25 },
])('add-on costs: $name', ({ addons, cost }) => {
  expect(priceAfterHours({ ...base, addons }).addonCosts).toBe(cost);
});

test.each([
  { name: 'up to maxQuantity is kept', quantity: 3, addon: eventsRoom, expected: 3 },
  { name: 'above maxQuantity becomes maxQuantity', quantity: 6, addon: eventsRoom, expected: 5 },
  { name: 'below 0 becomes 0', quantity: -1, addon: eventsRoom, expected: 0 },
  { name: 'a selectable add-on is 0 or 1', quantity: 2, addon: cafeTab, expected: 1 },
])('add-on quantity is 0 to maxQuantity: $name', ({ quantity, addon, expected }) => {
  expect(clampAfterHoursAddonQuantity(quantity, addon)).toBe(expected);
});

test('the full pricing: base + add-ons + guest fee + extra time, GST 0, deposit 50 %', () => {
  const pricing = priceAfterHours({
    ...base,
    startTime: '18:00',
    endTime: '21:00',
    expectedKids: 60,
    expectedAdults: 25,
    addons: [
      { id: eventsRoom.id, quantity: 2 },
      { id: kitchenAccess.id, quantity: 1 },
    ],
  });
  expect(pricing).toEqual({
    basePrice: 300,
    addonCosts: 350,
    guestFee: 150,
    additionalDurationCost: 150,
    subtotal: 950,
    gst: 0,
    total: 950,
    deposit: 475,
  });
});

test('the venue\'s rates price it: base $350, $80 a half hour more, $200 above 50 guests, a 30 % deposit', () => {
  const rates = { basePrice: 350, baseHours: 2, halfHourPrice: 80, guestFee: 200, guestFeeAbove: 50, depositPercent: 30 };
  expect(priceAfterHours({ ...base, rates, endTime: '21:00', expectedKids: 40, expectedAdults: 11, addons: [{ id: eventsRoom.id, quantity: 1 }] })).toEqual({
    basePrice: 350,
    addonCosts: 100,
    guestFee: 200,
    additionalDurationCost: 160,
    subtotal: 810,
    gst: 0,
    total: 810,
    deposit: 243,
  });
});

test('the 50 % deposit rounds half up to the cent', () => {
  const pricing = priceAfterHours({ ...base, rates: { ...SPEC_RATES, basePrice: 300.01 } });
  expect([pricing.total, pricing.deposit]).toEqual([300.01, 150.01]);
});

test('an end time before the start adds no extra time', () => {
  expect(priceAfterHours({ ...base, startTime: '20:00', endTime: '18:00' }).additionalDurationCost).toBe(0);
});
