import { bookingPayload, rowCounts } from '../test/fixtures';
import { useTestApi } from '../test/test-api';

// The limits are settings: the shared test app has none to speak of, and this file starts a
// second app over the same database with low ones.

const api = useTestApi();
const low = { max: 2, timeWindowMs: 60_000 };
let limited: string;

beforeAll(async () => {
  limited = await api.startAnother({ rateLimits: { contact: low, bookingCreate: low, rsvp: low, couponCheck: low } });
});

async function callLimited(method: string, path: string, json: unknown, client = '203.0.113.1') {
  const response = await fetch(`${limited}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify(json),
  });
  return { status: response.status, body: await response.json() };
}

const contact = { name: 'Jo', email: 'jo@example.com', subject: 'Hi', message: 'Hello' };

test('the contact form: the third message in a minute gets 429 with a clear message', async () => {
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push(await callLimited('POST', '/api/contacts', contact));
  expect(statuses.map((s) => s.status)).toEqual([201, 201, 429]);
  expect(statuses[2].body).toEqual({ message: 'Too many requests: please wait 1 minute and try again.' });
  expect((await rowCounts(api.db)).contact_messages).toBe(2);
});

test('booking creation is limited per client (after-hours included)', async () => {
  const rooms = ['jungle-room', 'space-room', 'castle-room'];
  const statuses = [];
  for (const room of rooms) statuses.push((await callLimited('POST', '/api/booking-initiate', bookingPayload({ room: { id: room }, numberOfKids: 10 }), '203.0.113.2')).status);
  expect(statuses).toEqual([201, 201, 429]);
  expect((await callLimited('POST', '/api/bookings-afterhours/save', {}, '203.0.113.2')).status).toBe(429);
});

test('RSVPs are limited per client', async () => {
  const created = await callLimited('POST', '/api/booking-initiate', bookingPayload(), '203.0.113.3');
  const rsvp = { guests: [{ name: 'Ava', email: 'ava@example.com' }] };
  const path = `/api/invitations/${created.body.invitationId}/rsvps`;
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push((await callLimited('POST', path, rsvp, '203.0.113.4')).status);
  expect(statuses).toEqual([201, 201, 429]);
});

test('coupon checks are limited, so codes cannot be guessed at speed', async () => {
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push((await callLimited('POST', '/api/coupon/validate', { code: `GUESS${i}`, total: 100 }, '203.0.113.5')).status);
  expect(statuses).toEqual([200, 200, 429]);
});

test("each client has its own count: the address comes from the proxy's X-Forwarded-For", async () => {
  expect((await callLimited('POST', '/api/contacts', contact, '198.51.100.1')).status).toBe(201);
  expect((await callLimited('POST', '/api/contacts', contact, '198.51.100.1')).status).toBe(201);
  expect((await callLimited('POST', '/api/contacts', contact, '198.51.100.1')).status).toBe(429);
  expect((await callLimited('POST', '/api/contacts', contact, '198.51.100.2')).status).toBe(201);
});

test('routes without a limit are not throttled', async () => {
  const statuses = await Promise.all(Array.from({ length: 10 }, () => fetch(`${limited}/api/packages`).then((r) => r.status)));
  expect(new Set(statuses)).toEqual(new Set([200]));
});
