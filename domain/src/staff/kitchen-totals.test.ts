import { kitchenTotals } from './kitchen-totals';

test("each food is added up across the start time's parties, in the order names first appear", () => {
  const first = [
    { name: 'Nuggets', quantity: 10 },
    { name: 'Fairy bread', quantity: 2 },
  ];
  const second = [
    { name: 'Pizza', quantity: 3 },
    { name: 'Nuggets', quantity: 12 },
  ];
  expect(kitchenTotals([first, second])).toEqual([
    { name: 'Nuggets', quantity: 22 },
    { name: 'Fairy bread', quantity: 2 },
    { name: 'Pizza', quantity: 3 },
  ]);
});

test('no parties, or parties with no food, make an empty list', () => {
  expect(kitchenTotals([])).toEqual([]);
  expect(kitchenTotals([[], []])).toEqual([]);
});
