import { bookingCreateBody, bookingStep1Schema, bookingStep3Schema } from './bookings';
import { firstValidationMessage, validationMessages } from './validate';
import { z } from './zod';

const step1 = {
  childfName: 'Mia',
  childlName: '',
  childAge: 6,
  date: '2024-03-03',
  timeSlot: { id: 4, time: '10:00', isAvailable: true },
  room: { id: 'jungle', name: 'Jungle Room' },
  selectedPackage: { id: 1, name: 'Basic Fun' },
  numberOfKids: 12,
};

test.each([
  { name: "a missing first name: 'Child's First name is required'", change: { childfName: undefined }, message: "Child's First name is required" },
  { name: "a blank first name: 'Child's First name is required'", change: { childfName: '   ' }, message: "Child's First name is required" },
  { name: "age 0 (not chosen yet): 'Child's age is required'", change: { childAge: 0 }, message: "Child's age is required" },
  { name: "a missing age: 'Child's age is required'", change: { childAge: undefined }, message: "Child's age is required" },
  { name: 'age 12 is over 11', change: { childAge: 12 }, message: 'Children over 11 must book by phone' },
  { name: "no date: 'Please select a date'", change: { date: '' }, message: 'Please select a date' },
  { name: 'a date not written yyyy-MM-dd', change: { date: '03/03/2024' }, message: 'Date must be a real date written yyyy-MM-dd' },
  { name: "no time slot: 'Please select a time slot'", change: { timeSlot: null }, message: 'Please select a time slot' },
  { name: 'a time slot time not written HH:mm', change: { timeSlot: { id: 4, time: '10am' } }, message: 'Time must be written HH:mm (24-hour)' },
  { name: "no room: 'Please select a room'", change: { room: null }, message: 'Please select a room' },
  { name: "a room without an id: 'Please select a room'", change: { room: {} }, message: 'Please select a room' },
  { name: "no package: 'Please select a package'", change: { selectedPackage: undefined }, message: 'Please select a package' },
  { name: "51 kids: 'Maximum 50 Kids'", change: { numberOfKids: 51 }, message: 'Maximum 50 Kids' },
  { name: '0 kids is below the minimum of 1', change: { numberOfKids: 0 }, message: 'Minimum number of Children is 1' },
  { name: 'an empty number of kids', change: { numberOfKids: '' }, message: 'Number of kids is required' },
  { name: 'a fractional number of kids', change: { numberOfKids: 8.5 }, message: 'Must be a whole number' },
  { name: 'a number of kids sent as text', change: { numberOfKids: '12' }, message: 'Must be a number' },
  { name: 'a first name over 100 characters', change: { childfName: 'x'.repeat(101) }, message: 'Must be at most 100 characters' },
])('step 1 refuses $name', ({ change, message }) => {
  expect(firstValidationMessage(bookingStep1Schema, { ...step1, ...change })).toBe(message);
});

test.each([
  { name: 'a complete step 1', change: {} },
  { name: 'no last name (it is optional)', change: { childlName: undefined } },
  { name: '49 kids', change: { numberOfKids: 49 } },
  { name: '50 kids', change: { numberOfKids: 50 } },
  { name: '1 kid', change: { numberOfKids: 1 } },
  { name: 'age 1', change: { childAge: 1 } },
  { name: 'age 11', change: { childAge: 11 } },
])('step 1 accepts $name', ({ change }) => {
  expect(validationMessages(bookingStep1Schema, { ...step1, ...change })).toEqual([]);
});

test("step 1 lists its messages in the spec's order", () => {
  expect(validationMessages(bookingStep1Schema, {})).toEqual([
    "Child's First name is required",
    "Child's age is required",
    'Please select a date',
    'Please select a time slot',
    'Please select a room',
    'Please select a package',
    'Number of kids is required',
  ]);
});

const contactInfo = { parentName: 'Sam Lee', email: 'sam@example.com', phone: '0412345678', address: '1 Main St, Parramatta' };
const step3 = { contactInfo, acceptTerms: true, coupon: '', paymentOption: 'deposit' };

test.each([
  { name: "no parent name: 'Parent/Guardian name is required'", contact: { parentName: '' }, message: 'Parent/Guardian name is required' },
  { name: "no email: 'Email address is required'", contact: { email: '' }, message: 'Email address is required' },
  { name: "an email without @: 'Please enter a valid email address'", contact: { email: 'sam.example.com' }, message: 'Please enter a valid email address' },
  { name: "an email without a dot in the domain: 'Please enter a valid email address'", contact: { email: 'sam@example' }, message: 'Please enter a valid email address' },
  { name: "an email with spaces: 'Please enter a valid email address'", contact: { email: 'sam lee@example.com' }, message: 'Please enter a valid email address' },
  { name: "no mobile: 'Mobile number must be 10 digits'", contact: { phone: '' }, message: 'Mobile number must be 10 digits' },
  { name: "9 digits: 'Mobile number must be 10 digits'", contact: { phone: '041234567' }, message: 'Mobile number must be 10 digits' },
  { name: "11 digits: 'Mobile number must be 10 digits'", contact: { phone: '04123456789' }, message: 'Mobile number must be 10 digits' },
  { name: "letters: 'Mobile number must be 10 digits'", contact: { phone: '04123456ab' }, message: 'Mobile number must be 10 digits' },
  { name: "a +61 number one digit short: 'Mobile number must be 10 digits'", contact: { phone: '+61 41234567' }, message: 'Mobile number must be 10 digits' },
  { name: "a number of another country: 'Mobile number must be 10 digits'", contact: { phone: '+44 7911 123456' }, message: 'Mobile number must be 10 digits' },
  { name: "no address: 'Address is required'", contact: { address: ' ' }, message: 'Address is required' },
])('step 3 refuses $name', ({ contact, message }) => {
  expect(firstValidationMessage(bookingStep3Schema, { ...step3, contactInfo: { ...contactInfo, ...contact } })).toBe(message);
});

test.each([
  { name: "unticked terms: 'You must accept the terms and conditions'", change: { acceptTerms: false }, message: 'You must accept the terms and conditions' },
  { name: "missing terms: 'You must accept the terms and conditions'", change: { acceptTerms: undefined }, message: 'You must accept the terms and conditions' },
  { name: "an unknown payment option: 'Please Select Payment Type'", change: { paymentOption: 'later' }, message: 'Please Select Payment Type' },
  { name: 'a coupon code over 50 characters', change: { coupon: 'X'.repeat(51) }, message: 'Must be at most 50 characters' },
])('step 3 refuses $name', ({ change, message }) => {
  expect(firstValidationMessage(bookingStep3Schema, { ...step3, ...change })).toBe(message);
});

test.each([
  { name: 'a complete step 3', change: {} },
  { name: 'a mobile typed with spaces', change: { contactInfo: { ...contactInfo, phone: '0412 345 678' } } },
  { name: 'a mobile as a phone autofills it (+61)', change: { contactInfo: { ...contactInfo, phone: '+61 412 345 678' } } },
  { name: 'a mobile with dashes and brackets', change: { contactInfo: { ...contactInfo, phone: '(0412) 345-678' } } },
  { name: 'no payment option (deposit by default)', change: { paymentOption: undefined } },
  { name: 'full payment', change: { paymentOption: 'full' } },
])('step 3 accepts $name', ({ change }) => {
  expect(validationMessages(bookingStep3Schema, { ...step3, ...change })).toEqual([]);
});

test('step 3 gives the API clean values: trimmed text, the mobile as its 10 digits (+61 read as 0), deposit by default', () => {
  const values = z.parse(bookingStep3Schema, {
    ...step3,
    paymentOption: undefined,
    contactInfo: { ...contactInfo, parentName: '  Sam Lee ', phone: '+61 412 345 678' },
  });
  expect(values).toMatchObject({ paymentOption: 'deposit', contactInfo: { parentName: 'Sam Lee', phone: '0412345678' } });
});

const createBody = {
  ...step1,
  ...step3,
  kidsFood: [{ id: 1, quantity: 3 }],
  adultsFood: [{ id: 2, quantity: 2, price: 60 }],
  addons: [{ id: 3, quantity: 1, price: 25 }],
  guestNames: [],
  totalPrice: 445,
  finalPrice: 445,
  depositAmount: 100,
};

test('a whole booking-initiate body is accepted', () => {
  expect(validationMessages(bookingCreateBody, createBody)).toEqual([]);
});

test('the booking-initiate body lists step 1 messages before step 3 messages', () => {
  expect(firstValidationMessage(bookingCreateBody, {})).toBe("Child's First name is required");
  expect(firstValidationMessage(bookingCreateBody, { ...step1 })).toBe('Parent/Guardian name is required');
});

test.each([
  { name: 'an adult food quantity of 0', change: { adultsFood: [{ id: 2, quantity: 0 }] }, message: 'Quantity must be 1 or more' },
  { name: 'an add-on quantity over 100', change: { addons: [{ id: 3, quantity: 101 }] }, message: 'Quantity must be 100 or less' },
  { name: 'an item without an id', change: { addons: [{ quantity: 1 }] }, message: 'Every item needs an id' },
  { name: 'an id that is neither text nor a whole number', change: { addons: [{ id: 1.5 }] }, message: 'Must be an id' },
  { name: 'more than 50 items', change: { adultsFood: Array.from({ length: 51 }, (_, i) => ({ id: i })) }, message: 'At most 50 items' },
  { name: 'a negative price', change: { adultsFood: [{ id: 2, price: -1 }] }, message: 'Must be 0 or more' },
  { name: 'a price in fractions of a cent', change: { totalPrice: 10.005 }, message: 'Must be in whole cents' },
  { name: 'unticked terms', change: { acceptTerms: false }, message: 'You must accept the terms and conditions' },
  { name: 'a guest list over 50', change: { guestNames: Array.from({ length: 51 }, () => ({ name: 'x' })) }, message: 'At most 50 guests' },
])('the booking-initiate body refuses $name', ({ change, message }) => {
  expect(firstValidationMessage(bookingCreateBody, { ...createBody, ...change })).toBe(message);
});

test('unknown fields are dropped', () => {
  const values = z.parse(bookingCreateBody, { ...createBody, isAdmin: true });
  expect(values).not.toHaveProperty('isAdmin');
});
