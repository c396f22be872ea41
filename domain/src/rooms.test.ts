import { editKidsProblem, roomHoldsKids } from './rooms';

test.each([
  { name: 'fewer kids than its capacity', kids: 24, holds: true },
  { name: 'exactly its capacity', kids: 25, holds: true },
  { name: 'one kid more than its capacity', kids: 26, holds: false },
])('a room holds the party only when its capacity takes every kid: $name', ({ kids, holds }) => {
  expect(roomHoldsKids({ maxCapacity: 25 }, kids)).toBe(holds);
});

const jungle = { name: 'Jungle Room', maxCapacity: 15 };

test.each([
  { name: 'within the room', kids: 15, problem: undefined },
  { name: 'one more than the room holds', kids: 16, problem: 'The Jungle Room holds up to 15 kids. Please call us to change rooms.' },
  { name: 'none', kids: 0, problem: 'Minimum number of Children is 1' },
  { name: 'not a whole number', kids: 2.5, problem: 'Minimum number of Children is 1' },
  { name: 'more than 50 in a room that holds more', kids: 51, problem: 'Maximum 50 Kids', room: { name: 'Hall', maxCapacity: 80 } },
])("an edit's number of kids: $name", ({ kids, problem, room }) => {
  expect(editKidsProblem(kids, room ?? jungle)).toBe(problem);
});
