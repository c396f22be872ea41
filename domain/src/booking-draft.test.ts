import { changeDate, changeNumberOfKids, changeTimeSlot, createBookingDraft, showsAgeRestriction, showsMinimumPartySize } from './booking-draft';
import type { BookingDraft } from './booking-draft';

test('a new draft starts with its defaults', () => {
  expect(createBookingDraft()).toMatchObject({
    childAge: 0,
    numberOfKids: 8,
    guestNames: [{ name: '' }, { name: '' }],
    paymentOption: 'deposit',
    timeSlot: null,
    room: null,
    selectedPackage: null,
    totalPrice: 0,
    finalPrice: 0,
    appliedDiscountAmount: 0,
  });
});

test('every draft is a fresh object, so a reset never shares state', () => {
  const first = createBookingDraft();
  first.guestNames.push({ name: 'x' });
  expect(createBookingDraft().guestNames).toHaveLength(2);
});

const room = { id: 'jungle', name: 'Jungle', description: '', imageUrl: '', maxCapacity: 30, availability: { availableByDefault: true } };
const slot = { id: 'slot-1000', time: '10:00', isAvailable: true };
const filled: BookingDraft = {
  ...createBookingDraft(),
  date: '2024-03-03',
  timeSlot: slot,
  room,
  kidsFood: [{ id: 'nuggets', name: 'Nuggets', description: '', imageUrl: '', maxChildComplementory: 4, quantity: 2 }],
};

test.each([
  { name: 'changing the date clears the time slot and the room', next: changeDate(filled, '2024-03-04'), timeSlot: null, room: null },
  { name: 'changing the time slot clears the room', next: changeTimeSlot(filled, { ...slot, id: 'slot-1100' }), timeSlot: { ...slot, id: 'slot-1100' }, room: null },
  { name: 'changing the number of kids clears the room', next: changeNumberOfKids(filled, 12), timeSlot: slot, room: null },
])('$name', ({ next, timeSlot, room: expectedRoom }) => {
  expect(next.timeSlot).toEqual(timeSlot);
  expect(next.room).toEqual(expectedRoom);
});

test("changing the number of kids works the kids' food quantities out again", () => {
  expect(changeNumberOfKids(filled, 12).kidsFood[0].quantity).toBe(3);
});

test.each([
  { name: 'age 10 shows no age alert', age: 10, shows: false },
  { name: 'age 11 shows the age alert', age: 11, shows: true },
  { name: 'age 12, booked by the venue on the phone, does not send the parent to the phone', age: 12, shows: false },
  { name: 'age 17, booked by phone, does not either', age: 17, shows: false },
])("'Age Restriction' appears when the child's age is over 10: $name", ({ age, shows }) => {
  expect(showsAgeRestriction(age)).toBe(shows);
});

test.each([
  { name: '7 kids show the alert', kids: 7, shows: true },
  { name: '8 kids do not', kids: 8, shows: false },
])("'Minimum Party Size' appears when kids are fewer than 8: $name", ({ kids, shows }) => {
  expect(showsMinimumPartySize(kids)).toBe(shows);
});
