import { orderLines, type PartyOrder } from './order';

const order = (overrides: Partial<PartyOrder> = {}): PartyOrder => ({
  numberOfKids: 12,
  kidsFood: [{ id: 'nuggets', name: 'Chicken Nuggets', quantity: 3 }],
  adultsFood: [{ id: 'sandwich', name: 'Sandwich Platter', quantity: 2, unitPrice: 65 }],
  addons: [
    { id: 'lolly', name: 'Lolly Bags', quantity: 1, unitPrice: 5, priceType: 'per_child' },
    { id: 'face', name: 'Face Painting', quantity: 1, unitPrice: 120, priceType: 'per_item' },
  ],
  ...overrides,
});

test('each item of an order says how much of it: portions of kids food, a count of the rest, every kid for a per-child add-on', () => {
  expect(orderLines(order()).map(({ name, amount }) => `${name}: ${amount}`)).toEqual([
    'Chicken Nuggets: 3 portions, included',
    'Sandwich Platter: 2 × $65.00',
    'Lolly Bags: 12 kids × $5.00',
    'Face Painting: 1 × $120.00',
  ]);
  expect(orderLines(order({ kidsFood: [{ id: 'x', name: 'Fairy Bread', quantity: 1 }], adultsFood: [], addons: [] }))).toEqual([
    { key: 'kids-x', name: 'Fairy Bread', amount: '1 portion, included' },
  ]);
  expect(orderLines(order({ kidsFood: [], adultsFood: [], addons: [] }))).toEqual([]);
});
