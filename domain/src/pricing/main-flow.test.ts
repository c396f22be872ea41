import { priceMainBooking, type BookingPriceInput } from './main-flow';

const basicFun = { pricePackage: 300, pricePerChild: 15, minChildren: 10 };
const noFood = { adultsFood: [], addons: [] };

test.each([
  { name: 'the package price covers minChildren kids', pkg: basicFun, kids: 10, packagePrice: 300, extra: 0, extraCost: 0, total: 300 },
  { name: 'each kid above minChildren costs pricePerChild', pkg: basicFun, kids: 12, packagePrice: 300, extra: 2, extraCost: 30, total: 330 },
  { name: 'kids below minChildren never make a negative extra', pkg: basicFun, kids: 4, packagePrice: 300, extra: 0, extraCost: 0, total: 300 },
  { name: 'minChildren missing defaults to 8', pkg: { pricePackage: 200, pricePerChild: 20 }, kids: 10, packagePrice: 200, extra: 2, extraCost: 40, total: 240 },
  { name: 'minChildren null defaults to 8', pkg: { ...basicFun, minChildren: null }, kids: 9, packagePrice: 300, extra: 1, extraCost: 15, total: 315 },
  { name: 'minChildren 0 defaults to 8', pkg: { ...basicFun, minChildren: 0 }, kids: 8, packagePrice: 300, extra: 0, extraCost: 0, total: 300 },
  { name: 'no package costs 0', pkg: null, kids: 12, packagePrice: 0, extra: 0, extraCost: 0, total: 0 },
  { name: '49 kids', pkg: basicFun, kids: 49, packagePrice: 300, extra: 39, extraCost: 585, total: 885 },
  { name: '50 kids', pkg: basicFun, kids: 50, packagePrice: 300, extra: 40, extraCost: 600, total: 900 },
  { name: 'a per-child price in cents stays exact', pkg: { pricePackage: 299.99, pricePerChild: 19.99, minChildren: 8 }, kids: 11, packagePrice: 299.99, extra: 3, extraCost: 59.97, total: 359.96 },
])('package and additional kids: $name', ({ pkg, kids, packagePrice, extra, extraCost, total }) => {
  const price = priceMainBooking({ selectedPackage: pkg, numberOfKids: kids, ...noFood });
  expect(price).toMatchObject({ packagePrice, additionalKids: extra, additionalKidsCost: extraCost, total });
});

const adultFoodPrices = [
  { id: 1, price: 60 },
  { id: 2, price: 45.5 },
];

test.each([
  { name: 'quantity comes from the item first', item: { id: 1, quantity: 3, price: 60 }, stored: { 1: 5 }, quantity: 3, cost: 180 },
  { name: 'then from the stored quantity', item: { id: 1, price: 60 }, stored: { 1: 5 }, quantity: 5, cost: 300 },
  { name: 'then 1', item: { id: 1, price: 60 }, stored: {}, quantity: 1, cost: 60 },
  { name: 'a quantity of 0 on the item is not a quantity (falls back)', item: { id: 1, quantity: 0 }, stored: { 1: 2 }, quantity: 2, cost: 120 },
  { name: 'the price comes from the server list, not the item', item: { id: 2, quantity: 2, price: 1 }, stored: {}, quantity: 2, cost: 91 },
  { name: "the item's own price is the fallback when the list lacks it", item: { id: 9, quantity: 2, price: 12.25 }, stored: {}, quantity: 2, cost: 24.5 },
  { name: 'an item with no price anywhere costs 0', item: { id: 9, quantity: 2 }, stored: {}, quantity: 2, cost: 0 },
  { name: 'ids match whether string or number', item: { id: '2', quantity: 1 }, stored: {}, quantity: 1, cost: 45.5 },
])('adult food costs price x quantity: $name', ({ item, stored, quantity, cost }) => {
  const price = priceMainBooking({
    selectedPackage: null,
    numberOfKids: 8,
    adultsFood: [item],
    adultFoodPrices,
    storedAdultFoodQuantities: stored as Record<string, number>,
  });
  expect(price.adultFood[0]).toMatchObject({ quantity, cost, perChild: false });
  expect(price.adultFoodCost).toBe(cost);
  expect(price.total).toBe(cost);
});

test.each([
  { name: 'a per_child add-on costs price x number of kids', item: { id: 1, price: 5, priceType: 'per_child', quantity: 3 }, stored: { 1: 4 }, kids: 12, quantity: 12, cost: 60, perChild: true },
  { name: 'another add-on takes the stored quantity first', item: { id: 2, price: 25, priceType: 'fixed', quantity: 3 }, stored: { 2: 4 }, kids: 12, quantity: 4, cost: 100, perChild: false },
  { name: 'then the item quantity', item: { id: 2, price: 25, priceType: 'fixed', quantity: 3 }, stored: {}, kids: 12, quantity: 3, cost: 75, perChild: false },
  { name: 'then 1', item: { id: 2, price: 25, priceType: 'fixed' }, stored: {}, kids: 12, quantity: 1, cost: 25, perChild: false },
  { name: 'an add-on without a price type costs per unit', item: { id: 2, price: 25 }, stored: {}, kids: 12, quantity: 1, cost: 25, perChild: false },
])('add-ons: $name', ({ item, stored, kids, quantity, cost, perChild }) => {
  const price = priceMainBooking({ selectedPackage: null, numberOfKids: kids, addons: [item], storedAddonQuantities: stored as Record<string, number> });
  expect(price.addons[0]).toMatchObject({ quantity, cost, perChild });
  expect(price.addonsCost).toBe(cost);
});

test('the server add-on list decides the price and the price type', () => {
  const price = priceMainBooking({
    selectedPackage: null,
    numberOfKids: 10,
    addons: [{ id: 7, price: 1, priceType: 'fixed', quantity: 1 }],
    addonPrices: [{ id: 7, price: 4.5, priceType: 'per_child' }],
  });
  expect(price.addons[0]).toMatchObject({ quantity: 10, unitPrice: 4.5, cost: 45, perChild: true });
});

test('total = package + additional kids + food + add-ons, exact to the cent', () => {
  const input: BookingPriceInput = {
    selectedPackage: { pricePackage: 349.95, pricePerChild: 17.45, minChildren: 8 },
    numberOfKids: 11,
    adultsFood: [{ id: 1, quantity: 3, price: 0.1 }, { id: 2, quantity: 1, price: 0.2 }],
    addons: [{ id: 3, price: 2.35, priceType: 'per_child' }, { id: 4, price: 19.99, quantity: 3 }],
  };
  const price = priceMainBooking(input);
  expect(price).toMatchObject({ additionalKidsCost: 52.35, adultFoodCost: 0.5, addonsCost: 85.82 });
  expect(price.total).toBe(488.62);
});

test('kids food is complimentary and never adds to the total', () => {
  const price = priceMainBooking({ selectedPackage: basicFun, numberOfKids: 10, adultsFood: [], addons: [] });
  expect(price.total).toBe(300);
});
