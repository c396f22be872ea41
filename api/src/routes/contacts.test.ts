import { rowCounts } from '../test/fixtures';
import { useTestApi } from '../test/test-api';

const api = useTestApi();

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jo Citizen',
  email: 'jo@example.com',
  phone: '',
  subject: 'Parking',
  message: 'Is there parking near the venue?',
  ...overrides,
});

test('a contact message is stored and its own random id returned, never a serial number', async () => {
  const response = await api.post('/api/contacts', message());
  expect(response).toMatchObject({ status: 201, body: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
  const stored = await api.db.query('select name, email, phone, subject, message, public_id from contact_messages');
  expect(stored).toEqual([{ name: 'Jo Citizen', email: 'jo@example.com', phone: '', subject: 'Parking', message: 'Is there parking near the venue?', public_id: response.body.id }]);
  const second = await api.post('/api/contacts', message());
  expect(second.body.id).not.toBe(response.body.id);
  expect([response.body.id, second.body.id]).not.toContain('1');
});

test.each([
  { name: 'no name', overrides: { name: '' }, message: 'Name is required' },
  { name: 'no email', overrides: { email: undefined }, message: 'Email is required' },
  { name: 'a bad email', overrides: { email: 'jo at example' }, message: 'Please enter a valid email address' },
  { name: 'no subject', overrides: { subject: '  ' }, message: 'Subject is required' },
  { name: 'no message', overrides: { message: '' }, message: 'Message is required' },
  { name: 'a message too long', overrides: { message: 'x'.repeat(5001) }, message: 'Must be at most 5000 characters' },
])('a message with $name is refused with 400 and not stored', async ({ overrides, message: expected }) => {
  expect(await api.post('/api/contacts', message(overrides))).toMatchObject({ status: 400, body: { message: expected } });
  expect((await rowCounts(api.db)).contact_messages).toBe(0);
});
