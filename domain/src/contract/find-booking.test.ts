import { FIND_BOOKING_MESSAGES } from '../find-booking-messages';
import { findBookingRequest } from './find-booking';
import { firstValidationMessage, validationMessages } from './validate';
import { z } from './zod';

test.each([
  { name: 'no address', email: '', error: FIND_BOOKING_MESSAGES.emailRequired },
  { name: 'only spaces', email: '   ', error: FIND_BOOKING_MESSAGES.emailRequired },
  { name: 'no email at all', email: undefined, error: FIND_BOOKING_MESSAGES.emailRequired },
  { name: 'not an address', email: 'sam@', error: FIND_BOOKING_MESSAGES.emailInvalid },
  { name: 'no domain dot', email: 'sam@example', error: FIND_BOOKING_MESSAGES.emailInvalid },
  { name: 'a number', email: 42, error: 'Must be text' },
  { name: 'over 254 characters', email: `${'a'.repeat(250)}@example.com`, error: 'Must be at most 254 characters' },
])('Find My Booking needs the address booked with: $name', ({ email, error }) => {
  expect(firstValidationMessage(findBookingRequest, { email })).toBe(error);
});

test('an address is read trimmed, as the bookings store it', () => {
  expect(validationMessages(findBookingRequest, { email: ' sam@example.com ' })).toEqual([]);
  expect(z.parse(findBookingRequest, { email: ' sam@example.com ' })).toEqual({ email: 'sam@example.com' });
});
