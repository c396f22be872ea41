import { canChooseAnotherKidsFood, complimentaryLimit, isIncludedInPackage, isKidsFoodDisabled, kidsFoodQuantity, toggleKidsFood, withKidsFoodQuantities } from './kids-food';
import type { SelectedKidsFood } from './contract/booking-answers';
import type { KidsFoodItem } from './contract/catalogue';

test.each([
  { name: '10 kids, one portion per 4 kids: ceil(10 / 4) = 3', kids: 10, max: 4, quantity: 3 },
  { name: '8 kids, one portion per 4 kids: exactly 2', kids: 8, max: 4, quantity: 2 },
  { name: '9 kids, one portion per 4 kids: rounds up to 3', kids: 9, max: 4, quantity: 3 },
  { name: 'maxChildComplementory missing defaults to 1', kids: 7, max: undefined, quantity: 7 },
  { name: 'maxChildComplementory null defaults to 1', kids: 7, max: null, quantity: 7 },
  { name: 'maxChildComplementory 0 defaults to 1', kids: 7, max: 0, quantity: 7 },
  { name: 'one kid still gets one portion', kids: 1, max: 10, quantity: 1 },
  { name: 'no kids need no portions', kids: 0, max: 4, quantity: 0 },
])('kids food quantity = ceil(kids / maxChildComplementory): $name', ({ kids, max, quantity }) => {
  expect(kidsFoodQuantity(kids, max)).toBe(quantity);
});

test.each([
  { name: 'fewer chosen than the complimentary count allows another', chosen: 1, limit: 2, allowed: true },
  { name: 'as many chosen as the complimentary count allows no more', chosen: 2, limit: 2, allowed: false },
  { name: 'a package with no complimentary items allows none', chosen: 0, limit: 0, allowed: false },
])('an item toggles on only while fewer than complementoryMenu are chosen: $name', ({ chosen, limit, allowed }) => {
  expect(canChooseAnotherKidsFood(chosen, { complementoryMenu: limit })).toBe(allowed);
});

test('without a package no kids food is complimentary', () => {
  expect(complimentaryLimit(null)).toBe(0);
});

const nuggets: KidsFoodItem = { id: 'nuggets', name: 'Nuggets', description: '', imageUrl: '', maxChildComplementory: 4 };
const pizza: KidsFoodItem = { id: 'pizza', name: 'Pizza', description: '', imageUrl: '', maxChildComplementory: 5 };
const fruit: KidsFoodItem = { id: 'fruit', name: 'Fruit', description: '', imageUrl: '', maxChildComplementory: 1 };
const pkg = { complementoryMenu: 2 };

test.each([
  { name: 'an unchosen item is added with its quantity', chosen: [], item: nuggets, ids: ['nuggets'], quantities: [3] },
  { name: 'a chosen item is removed', chosen: [{ ...nuggets, quantity: 3 }], item: nuggets, ids: [], quantities: [] },
  {
    name: 'an item is not added once the complimentary count is reached',
    chosen: [{ ...nuggets, quantity: 3 }, { ...pizza, quantity: 2 }],
    item: fruit,
    ids: ['nuggets', 'pizza'],
    quantities: [3, 2],
  },
])('toggleKidsFood: $name', ({ chosen, item, ids, quantities }) => {
  const next = toggleKidsFood(chosen as SelectedKidsFood[], item, pkg, 10);
  expect(next.map((c) => c.id)).toEqual(ids);
  expect(next.map((c) => c.quantity)).toEqual(quantities);
});

test.each([
  { name: 'unchosen boxes are disabled once the count is reached', item: fruit, disabled: true },
  { name: 'chosen boxes stay enabled so they can be unticked', item: pizza, disabled: false },
])('isKidsFoodDisabled: $name', ({ item, disabled }) => {
  expect(isKidsFoodDisabled([nuggets, pizza], item, pkg)).toBe(disabled);
});

test('withKidsFoodQuantities works the quantities out again for a new number of kids', () => {
  const chosen = [{ ...nuggets, quantity: 3 }, { ...fruit, quantity: 10 }];
  expect(withKidsFoodQuantities(chosen, 20).map((c) => c.quantity)).toEqual([5, 20]);
});

test.each([
  { name: 'an add-on named as an inclusion, in other capitals', addon: { name: 'Lolly Bags' }, inclusions: ['Party host', 'Lolly bags'], included: true },
  { name: 'an add-on the package does not include', addon: { name: 'Face Painting' }, inclusions: ['Party host', 'Lolly bags'], included: false },
  { name: 'an inclusion that only contains the name', addon: { name: 'Host' }, inclusions: ['Party host'], included: false },
  { name: 'no package', addon: { name: 'Lolly Bags' }, inclusions: null, included: false },
])('isIncludedInPackage: $name', ({ addon, inclusions, included }) => {
  expect(isIncludedInPackage(addon, inclusions ? { inclusions } : null)).toBe(included);
});
