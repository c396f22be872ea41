import { afterHoursSchema } from './after-hours';
import { bookingStep3Schema } from './bookings';
import { fieldErrors, firstValidationMessage, isValid, validationMessages } from './validate';

const hire = {
  date: '2031-06-20',
  startTime: '18:00',
  endTime: '17:00',
  firstName: '',
  lastName: 'Lee',
  email: 'sam@example.com',
  mobile: '0412 345 678',
  address: '1 Main St',
  expectedKids: 10,
  expectedAdults: 5,
  selectedPackage: { id: 'basic-fun' },
};

test('a check across fields is listed with its field, in the order of the fields', () => {
  expect(validationMessages(afterHoursSchema, hire)).toEqual(['End time must be after start time.', 'First name is required.']);
});

test('the same message is listed once', () => {
  expect(validationMessages(afterHoursSchema, { ...hire, firstName: 'Sam', lastName: '', address: '' })).toEqual([
    'End time must be after start time.',
    'Last name is required.',
    'Address is required.',
  ]);
});

test('fieldErrors places each field first message where the field is, nested as the values are', () => {
  const values = { contactInfo: { parentName: '', email: 'nope', phone: '12', address: 'x' }, acceptTerms: false, coupon: '', paymentOption: 'deposit' };
  expect(fieldErrors(bookingStep3Schema, values)).toEqual({
    contactInfo: { parentName: 'Parent/Guardian name is required', email: 'Please enter a valid email address', phone: 'Mobile number must be 10 digits' },
    acceptTerms: 'You must accept the terms and conditions',
  });
});

test('fieldErrors puts the problems of a list item at its index', () => {
  expect(fieldErrors(afterHoursSchema, { ...hire, endTime: '21:00', firstName: 'Sam', addons: [{ id: 'a', quantity: 1 }, { id: 'b', quantity: -1 }] })).toEqual({
    addons: [undefined, { quantity: 'Must be 0 or more' }],
  });
});

test('valid values have no messages and no errors', () => {
  const valid = { ...hire, endTime: '21:00', firstName: 'Sam' };
  expect(validationMessages(afterHoursSchema, valid)).toEqual([]);
  expect(firstValidationMessage(afterHoursSchema, valid)).toBeUndefined();
  expect(fieldErrors(afterHoursSchema, valid)).toEqual({});
  expect(isValid(afterHoursSchema, valid)).toBe(true);
});
