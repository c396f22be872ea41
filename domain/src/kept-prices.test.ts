import { atKeptPackagePrices, atKeptPrices } from './kept-prices';

const menu = [
  { id: 'cake', name: 'Cake', price: 40, priceType: 'per_item' },
  { id: 'balloons', name: 'Balloons', price: 12 },
];

test('a menu keeps the booking its own prices and price types; what it did not have costs today’s price', () => {
  const kept = atKeptPrices(menu, [{ id: 'cake', unitPriceCents: 2550, priceType: 'per_child' }]);
  expect(kept).toEqual([
    { id: 'cake', name: 'Cake', price: 25.5, priceType: 'per_child' },
    { id: 'balloons', name: 'Balloons', price: 12 },
  ]);
});

test('a line kept without a price type keeps the catalogue’s', () => {
  expect(atKeptPrices(menu, [{ id: 'cake', unitPriceCents: 3000 }])[0]).toEqual({ id: 'cake', name: 'Cake', price: 30, priceType: 'per_item' });
});

test('no lines kept: the menu as it is today', () => {
  expect(atKeptPrices(menu)).toEqual(menu);
});

test("a package keeps the booking's prices and its catalogue name and contents", () => {
  const pkg = { id: 'basic', name: 'Basic Fun', pricePackage: 400, pricePerChild: 30, minChildren: 10, includes: ['pizza'] };
  expect(atKeptPackagePrices(pkg, { packagePriceCents: 35000, pricePerChildCents: 2500, minChildren: 8 })).toEqual({
    id: 'basic',
    name: 'Basic Fun',
    pricePackage: 350,
    pricePerChild: 25,
    minChildren: 8,
    includes: ['pizza'],
  });
});
