import type { RateLimits } from '../config';
import { bookingPayload, rowCounts } from '../test/fixtures';
import { createAfterHoursBooking, createBooking } from '../test/payments';
import { useTestApi } from '../test/test-api';

// The limits are settings: the shared test app has none to speak of, and this file starts two
// more apps over the same database with low ones, as two API processes of one site would run.

const api = useTestApi();
const low = { max: 2, timeWindowMs: 60_000 };
const lowLimits: RateLimits = {
  contact: low,
  bookingCreate: low,
  rsvp: low,
  couponCheck: low,
  checkout: { max: 3, timeWindowMs: 60_000 },
  checkoutPerBooking: low,
  findBooking: low,
  findBookingPerAddress: low,
  staffSignIn: low,
  staffSignInPerAccount: low,
};
let limited: string;
let limitedTwin: string;

beforeAll(async () => {
  limited = await api.startAnother({ rateLimits: lowLimits });
  limitedTwin = await api.startAnother({ rateLimits: lowLimits });
});

async function callLimited(method: string, path: string, json: unknown, client = '203.0.113.1', server = limited) {
  const body = typeof json === 'string' ? json : JSON.stringify(json);
  const response = await fetch(`${server}${path}`, {
    method,
    headers: { 'content-type': typeof json === 'string' ? 'text/plain' : 'application/json', 'x-forwarded-for': client },
    body,
  });
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') };
}

const contact = { name: 'Jo', email: 'jo@example.com', subject: 'Hi', message: 'Hello' };

test('the contact form: the third message in a minute gets 429 with a clear message', async () => {
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push(await callLimited('POST', '/api/contacts', contact));
  expect(statuses.map((s) => s.status)).toEqual([201, 201, 429]);
  expect(statuses[2].body).toEqual({ code: 'rate-limited', message: 'Too many requests: please wait 1 minute and try again.' });
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
  const rsvp = (i: number) => ({ coming: false, name: 'Ava', email: `ava${i}@example.com` });
  const path = `/api/invitations/${created.body.invitationId}/rsvps`;
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push((await callLimited('POST', path, rsvp(i), '203.0.113.4')).status);
  expect(statuses).toEqual([201, 201, 429]);
  // The answer refused sends its guest no copy.
  expect(await api.db.query(`select recipient from email_outbox where kind = 'rsvp-copy' order by id`)).toEqual([
    { recipient: 'ava0@example.com' },
    { recipient: 'ava1@example.com' },
  ]);
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

test('opening checkouts is limited per client: the fourth in a minute, for any booking, gets 429', async () => {
  const bookings = [];
  for (const room of ['jungle-room', 'space-room', 'castle-room', 'ocean-room']) bookings.push(await createBooking(api, { room: { id: room }, numberOfKids: 10 }));
  const statuses = [];
  for (const bookingId of bookings) statuses.push((await callLimited('POST', '/api/create-dynamic-checkout-session', { bookingId }, '203.0.113.6')).status);
  expect(statuses).toEqual([201, 201, 201, 429]);
});

test.each([
  { name: 'deposit', path: '/api/create-dynamic-checkout-session', body: (id: string) => ({ bookingId: id }) },
  { name: 'full', path: '/api/create-dynamic-checkout-session-full', body: (id: string) => ({ bookingId: id }) },
  { name: 'pending payment', path: '/api/create-dynamic-checkout-session-full-pending-payment', body: (id: string) => ({ bookingId: id, paymentType: 'deposit' }) },
])('opening $name checkouts is limited per booking, whoever asks: a third client is refused too', async ({ path, body }) => {
  const bookingId = await createBooking(api);
  const statuses = [];
  for (const client of ['198.51.100.7', '198.51.100.8', '198.51.100.9']) statuses.push((await callLimited('POST', path, body(bookingId), client)).status);
  expect(statuses).toEqual([201, 201, 429]);
  // Another booking is not held back by this one's count.
  expect((await callLimited('POST', path, body(await createBooking(api, { room: { id: 'space-room' } })), '198.51.100.10')).status).toBe(201);
});

test("an after-hours checkout (its id is the body) is limited per booking, and each booking's checkouts share one count", async () => {
  const id = await createAfterHoursBooking(api);
  const statuses = [];
  for (const [i, body] of [id, `  ${id}\n`, id].entries()) statuses.push((await callLimited('POST', '/api/create-dynamic-checkout-session-afterhours', body, `192.0.2.${i + 1}`)).status);
  expect(statuses).toEqual([201, 201, 429]);
});

test('100 checkouts for one booking at once: only as many as the limit are opened, the rest get 429 with Retry-After', async () => {
  const bookingId = await createBooking(api);
  const responses = await Promise.all(
    Array.from({ length: 100 }, (_, i) => callLimited('POST', '/api/create-dynamic-checkout-session', { bookingId }, `10.0.${Math.floor(i / 250)}.${i % 250}`)),
  );
  const refused = responses.filter((r) => r.status === 429);
  expect(responses.length - refused.length).toBe(low.max);
  expect(Number(refused[0].retryAfter)).toBeGreaterThan(0);
  expect(refused[0].body).toEqual({ code: 'rate-limited', message: 'Too many requests: please wait 1 minute and try again.' });
  const [{ count }] = await api.db.query<{ count: number }>('select count(*)::int as count from checkout_sessions');
  expect(count).toBeLessThanOrEqual(low.max);
  // A hundred requests at once may take longer than Jest's default 5 s on CI's two busy cores; no time is measured.
}, 120_000);

test('a limit holds across API processes: requests alternating between two apps on one database share one count', async () => {
  const statuses = [];
  for (const server of [limited, limitedTwin, limited]) statuses.push((await callLimited('POST', '/api/contacts', contact, '203.0.113.20', server)).status);
  expect(statuses).toEqual([201, 201, 429]);
  expect((await callLimited('POST', '/api/contacts', contact, '203.0.113.20', limitedTwin)).status).toBe(429);
});

test('the count starts again once the window has passed', async () => {
  for (let i = 0; i < 2; i++) expect((await callLimited('POST', '/api/contacts', contact, '203.0.113.21')).status).toBe(201);
  expect((await callLimited('POST', '/api/contacts', contact, '203.0.113.21')).status).toBe(429);
  api.clock.advanceMinutes(1);
  expect((await callLimited('POST', '/api/contacts', contact, '203.0.113.21')).status).toBe(201);
});

test('IPv6 clients are counted by their /64 network: a new address in the same network is no new client', async () => {
  expect((await callLimited('POST', '/api/contacts', contact, '2001:db8:1:2::1')).status).toBe(201);
  expect((await callLimited('POST', '/api/contacts', contact, '2001:db8:1:2::ffff')).status).toBe(201);
  expect((await callLimited('POST', '/api/contacts', contact, '2001:db8:1:2:abcd::9')).status).toBe(429);
  expect((await callLimited('POST', '/api/contacts', contact, '2001:db8:1:3::1')).status).toBe(201);
});
