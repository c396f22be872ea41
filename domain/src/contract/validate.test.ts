import { afterHoursSchema, afterHoursTimesProblem } from './after-hours';
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

test("a hire's times are checked against the venue's window of the day (decision 042)", () => {
  const spec = { opens: '09:00', closes: '22:00' };
  const shorter = { opens: '10:00', closes: '18:00' };
  expect(afterHoursTimesProblem('09:00', '11:00', spec)).toBeUndefined();
  expect(afterHoursTimesProblem('09:00', '11:00', shorter)).toEqual({ field: 'startTime', message: 'Start time must be between 10:00 and 16:00, on the quarter hour.' });
  expect(afterHoursTimesProblem('16:00', '18:30', shorter)).toEqual({
    field: 'endTime',
    message: 'End time must be at least 2 hours after the start, on the half hour, and no later than 18:00.',
  });
  expect(afterHoursTimesProblem('18:10', '20:10', spec)?.message).toBe('Start time must be between 09:00 and 20:00, on the quarter hour.');
  // A missing or broken time is the schema's to say.
  expect(afterHoursTimesProblem('', '', spec)).toBeUndefined();
});
