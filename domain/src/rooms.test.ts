import { roomHoldsKids } from './rooms';

test.each([
  { name: 'fewer kids than its capacity', kids: 24, holds: true },
  { name: 'exactly its capacity', kids: 25, holds: true },
  { name: 'one kid more than its capacity', kids: 26, holds: false },
])('a room holds the party only when its capacity takes every kid: $name', ({ kids, holds }) => {
  expect(roomHoldsKids({ maxCapacity: 25 }, kids)).toBe(holds);
});
