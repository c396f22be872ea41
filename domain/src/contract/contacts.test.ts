import { contactMessageSchema } from './contacts';
import { firstValidationMessage, validationMessages } from './validate';

const message = { name: 'Sam', email: 'sam@example.com', phone: '', subject: 'Parking', message: 'Is there parking?' };

test.each([
  { name: 'no name', change: { name: '' }, error: 'Name is required' },
  { name: 'no email', change: { email: '' }, error: 'Email is required' },
  { name: 'an invalid email', change: { email: 'sam@' }, error: 'Please enter a valid email address' },
  { name: 'no subject', change: { subject: undefined }, error: 'Subject is required' },
  { name: 'no message', change: { message: '  ' }, error: 'Message is required' },
  { name: 'a message over 5000 characters', change: { message: 'x'.repeat(5001) }, error: 'Must be at most 5000 characters' },
  { name: 'a phone over 20 characters', change: { phone: '1'.repeat(21) }, error: 'Must be at most 20 characters' },
])('the contact form requires name, email, subject and message: $name', ({ change, error }) => {
  expect(firstValidationMessage(contactMessageSchema, { ...message, ...change })).toBe(error);
});

test.each([
  { name: 'a complete message', change: {} },
  { name: 'no phone (it is optional)', change: { phone: undefined } },
  { name: 'a phone', change: { phone: '(02) 9555 0123' } },
])('the contact form accepts $name', ({ change }) => {
  expect(validationMessages(contactMessageSchema, { ...message, ...change })).toEqual([]);
});
