import { bookingEditBody, bookingUpdateBody, editStep2Schema } from './edits';
import { firstValidationMessage, validationMessages } from './validate';

const step2 = { acceptTerms: true, paymentOption: 'full', guestNames: [{ name: 'Mia' }, { name: '', email: '', phone: '' }] };

test.each([
  { name: "unticked terms: 'You must accept the terms and conditions'", change: { acceptTerms: false }, message: 'You must accept the terms and conditions' },
  { name: "no payment option: 'Please Select Payment Type'", change: { paymentOption: undefined }, message: 'Please Select Payment Type' },
  { name: "an unknown payment option: 'Please Select Payment Type'", change: { paymentOption: 'cash' }, message: 'Please Select Payment Type' },
  { name: 'a guest name over 100 characters', change: { guestNames: [{ name: 'x'.repeat(101) }] }, message: 'Must be at most 100 characters' },
])('edit step 2 refuses $name', ({ change, message }) => {
  expect(firstValidationMessage(editStep2Schema, { ...step2, ...change })).toBe(message);
});

test.each([
  { name: 'ticked terms with full payment', change: {} },
  { name: "'later' ('Pay on Event Day')", change: { paymentOption: 'later' } },
  { name: 'deposit', change: { paymentOption: 'deposit' } },
  { name: 'guests with no name, email or phone (all optional)', change: { guestNames: [{}, {}] } },
])('edit step 2 accepts $name', ({ change }) => {
  expect(validationMessages(editStep2Schema, { ...step2, ...change })).toEqual([]);
});

const update = {
  kidsFood: [{ id: 1, quantity: 3 }],
  adultsFood: [{ id: 2, quantity: 1 }],
  addons: [],
  guestNames: [{ name: 'Mia' }],
  paymentOption: 'later',
  totalPrice: 390,
  finalPrice: 351,
  numberOfKids: 12,
  appliedDiscountAmount: 39,
  acceptTerms: true,
};

test('a whole PUT /api/bookings/{id} body is accepted', () => {
  expect(validationMessages(bookingUpdateBody, update)).toEqual([]);
});

test.each([
  { name: 'unticked terms', change: { acceptTerms: false } },
  { name: 'no acceptTerms at all', change: { acceptTerms: undefined } },
])("an edit is saved only with the terms accepted, as a new booking is: $name", ({ change }) => {
  expect(firstValidationMessage(bookingUpdateBody, { ...update, ...change })).toBe('You must accept the terms and conditions');
});

test('a quote needs no terms, and no number of kids (the server counts the guests)', () => {
  expect(validationMessages(bookingEditBody, { ...update, acceptTerms: undefined, numberOfKids: undefined })).toEqual([]);
});

test.each([
  { name: "51 kids: 'Maximum 50 Kids'", change: { numberOfKids: 51 }, message: 'Maximum 50 Kids' },
  { name: 'an adult food quantity below 1', change: { adultsFood: [{ id: 2, quantity: 0 }] }, message: 'Quantity must be 1 or more' },
  { name: 'an add-on quantity below 1', change: { addons: [{ id: 2, quantity: 0 }] }, message: 'Quantity must be 1 or more' },
  { name: 'no payment option', change: { paymentOption: undefined }, message: 'Please Select Payment Type' },
  { name: 'a negative discount', change: { appliedDiscountAmount: -1 }, message: 'Must be 0 or more' },
])('the booking update body refuses $name', ({ change, message }) => {
  expect(firstValidationMessage(bookingUpdateBody, { ...update, ...change })).toBe(message);
});
