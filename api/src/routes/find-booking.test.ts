import { FIND_BOOKING_MESSAGES } from '@party/domain';
import type { RateLimits } from '../config';
import { bookingPayload, recordPayment } from '../test/fixtures';
import { useMailedApi } from '../test/mailed-api';
import { createAfterHoursBooking, createBooking } from '../test/payments';
import { call } from '../test/test-api';
import type { ReceivedMail } from '../test/test-smtp';

// Find My Booking: a parent who lost the email gives the address they booked with, and the links
// of its upcoming bookings are emailed to it. The answer is the same whatever the address, and is
// sent before anything is looked up; the email follows, once per request (decision 027).

const { api, smtp } = useMailedApi();
const SITE = 'http://site.test';
const ANSWER = { message: FIND_BOOKING_MESSAGES.sent };

const find = (email: unknown, base = api.url, headers: Record<string, string> = {}) => call(base, 'POST', '/api/find-my-booking', { json: { email }, headers });
const to = (address: string) => (mail: ReceivedMail) => mail.envelope.to.includes(address);
const textOf = (mail: ReceivedMail) => mail.mail.text ?? '';

/**
 * Requests are worked through one at a time after their answers: once a request for `marker`
 * (which has a booking) has sent its email, every request to the same API before it is done.
 */
async function afterEarlierRequests(base = api.url, marker = 'marker@example.com') {
  await createAfterHoursBooking(api, { email: marker, date: '2031-08-01' });
  expect((await find(marker, base)).status).toBe(202);
  await smtp.waitFor(to(marker));
}

const party = (email: string, extra: Record<string, unknown> = {}) => ({
  ...bookingPayload(extra),
  contactInfo: { parentName: 'Sam Nguyen', email, phone: '0412 345 678', address: '1 Test Street, Parramatta' },
});

test('an address with upcoming bookings is sent one email with the links of each, earliest first', async () => {
  const hire = await createAfterHoursBooking(api, { email: 'sam@example.com', date: '2031-07-04', firstName: 'Sam', lastName: 'Nguyen' });
  const pending = await createBooking(api, party('sam@example.com', { date: '2031-06-20' }));
  const paid = await createBooking(api, party('Sam@Example.com', { date: '2031-06-27', room: { id: 'space-room' } }));
  await api.db.query(`update bookings set status = 'confirmed', hold_expires_at = null where public_id = $1`, [paid]);
  // Not listed: someone else's, a canceled one, and (below) one already past.
  await createBooking(api, party('other@example.com', { date: '2031-06-20', room: { id: 'jungle-room' }, numberOfKids: 10 }));
  const canceled = await createBooking(api, party('sam@example.com', { date: '2031-06-21' }));
  await api.db.query(`update bookings set status = 'canceled', holds_room = false where public_id = $1`, [canceled]);
  const past = await createBooking(api, party('sam@example.com', { date: '2031-06-05' }));

  api.clock.set('2031-06-06T09:00:00+10:00');
  const answer = await find('  SAM@example.COM ');
  expect(answer).toMatchObject({ status: 202, body: ANSWER });

  const [mail] = await smtp.waitFor(to('sam@example.com'));
  expect(mail.mail.subject).toBe('The links to your 3 bookings at Jumping Jellybeans Play Centre');
  const text = textOf(mail);
  const order = [pending, paid, hire].map((id) => text.indexOf(id));
  expect(order.every((at) => at > 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  for (const link of [
    `${SITE}/booking-success/${pending}`,
    `${SITE}/booking-edit/${pending}`,
    `${SITE}/booking-payment/${pending}`,
    `${SITE}/booking-success/${paid}`,
    `${SITE}/booking-edit/${paid}`,
    `${SITE}/booking-payment/${paid}`,
    `${SITE}/book-your-party/after-hours/edit/${hire}`,
  ]) {
    expect(text).toContain(link);
  }
  expect(text).toContain('Pay for this booking');
  expect(text).toContain('Pay the balance');
  for (const absent of [canceled, past]) expect(text).not.toContain(absent);
  expect(smtp.received.filter(to('sam@example.com'))).toHaveLength(1);
});

test('a booking paid in full has no pay link', async () => {
  const paid = await createBooking(api, party('kim@example.com'));
  await api.db.query(`update bookings set status = 'confirmed', hold_expires_at = null where public_id = $1`, [paid]);
  const [{ cents }] = await api.db.query<{ cents: number }>('select final_price_cents as cents from bookings where public_id = $1', [paid]);
  await recordPayment(api.db, paid, 'full', cents, 'pi_kim');
  await find('kim@example.com');
  const [mail] = await smtp.waitFor(to('kim@example.com'));
  expect(mail.mail.subject).toBe('The links to your booking at Jumping Jellybeans Play Centre');
  expect(textOf(mail)).toContain(`${SITE}/booking-edit/${paid}`);
  expect(textOf(mail)).not.toContain('/booking-payment/');
});

test('an address without upcoming bookings gets the same answer, and no email', async () => {
  await createBooking(api, party('known@example.com'));
  const known = await find('known@example.com');
  const unknown = await find('nobody@example.com');
  expect(unknown.status).toBe(known.status);
  expect(unknown.body).toEqual(known.body);
  expect(unknown.headers.get('content-length')).toBe(known.headers.get('content-length'));
  await afterEarlierRequests();
  expect(smtp.received.filter(to('nobody@example.com'))).toEqual([]);
  expect(smtp.received.filter(to('known@example.com'))).toHaveLength(1);
});

test('each request sends one email, however many bookings the address has', async () => {
  for (const room of ['ocean-room', 'space-room', 'castle-room']) await createBooking(api, party('many@example.com', { room: { id: room } }));
  await find('many@example.com');
  await find('many@example.com');
  await afterEarlierRequests();
  const mails = smtp.received.filter(to('many@example.com'));
  expect(mails).toHaveLength(2);
  expect(mails.map((m) => m.mail.subject)).toEqual(Array(2).fill('The links to your 3 bookings at Jumping Jellybeans Play Centre'));
});

describe('limits', () => {
  const low = { max: 2, timeWindowMs: 60_000 };
  let limited: string;
  beforeAll(async () => {
    const limits: RateLimits = { ...api.config.rateLimits, findBooking: low, findBookingPerAddress: { max: 2, timeWindowMs: 3_600_000 } };
    limited = await api.startAnother({ rateLimits: limits });
  });

  test('a client gets 429 after RATE_LIMIT_FIND_BOOKING_MAX requests in a window, whatever address it asks about', async () => {
    const client = { 'x-forwarded-for': '203.0.113.40' };
    const statuses = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) statuses.push(await find(email, limited, client));
    expect(statuses.map((s) => s.status)).toEqual([202, 202, 429]);
    expect(statuses[2]?.body).toEqual({ code: 'rate-limited', message: 'Too many requests: please wait 1 minute and try again.' });
    expect(statuses[2]?.headers.get('retry-after')).toBe('60');
    // Another client is not held back.
    expect((await find('a@example.com', limited, { 'x-forwarded-for': '203.0.113.41' })).status).toBe(202);
  });

  test('an address is emailed at most RATE_LIMIT_FIND_BOOKING_ADDRESS_MAX times a window, whoever asks; the answer stays the same', async () => {
    await createBooking(api, party('flood@example.com'));
    const answers = [];
    for (const client of ['203.0.113.50', '203.0.113.51', '203.0.113.52']) answers.push(await find('flood@example.com', limited, { 'x-forwarded-for': client }));
    expect(answers.map((a) => [a.status, a.body])).toEqual(Array(3).fill([202, ANSWER]));
    await afterEarlierRequests(limited);
    expect(smtp.received.filter(to('flood@example.com'))).toHaveLength(2);
    // A new window, a new email.
    api.clock.advanceMinutes(61);
    await find('flood@example.com', limited, { 'x-forwarded-for': '203.0.113.53' });
    await smtp.waitFor(to('flood@example.com'), 3);
  });

  test('the counts keep no addresses', async () => {
    await find('private@example.com', limited, { 'x-forwarded-for': '203.0.113.60' });
    await afterEarlierRequests(limited, 'marker2@example.com');
    const keys = await api.db.query<{ key: string }>('select key from rate_limit_counts');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((row) => row.key.includes('@'))).toEqual([]);
  });
});

test.each([
  { name: 'no address', json: {}, code: 'invalid-request', message: FIND_BOOKING_MESSAGES.emailRequired },
  { name: 'an empty address', json: { email: '' }, code: 'invalid-request', message: FIND_BOOKING_MESSAGES.emailRequired },
  { name: 'not an address', json: { email: 'sam@' }, code: 'invalid-request', message: FIND_BOOKING_MESSAGES.emailInvalid },
  { name: 'a number', json: { email: 42 }, code: 'invalid-request', message: 'Must be text' },
  { name: 'a list', json: [{ email: 'sam@example.com' }], code: 'invalid-request' },
  { name: 'a list of addresses', json: { email: ['sam@example.com', 'kim@example.com'] }, code: 'invalid-request' },
  { name: 'a huge address', json: { email: `${'a'.repeat(20_000)}@example.com` }, code: 'invalid-request', message: 'Must be at most 254 characters' },
  { name: 'a NUL', json: { email: 'sam\u0000@example.com' }, code: 'invalid-request' },
  { name: 'SQL', json: { email: "x'@example.com; drop table bookings; --" }, code: 'invalid-request', message: FIND_BOOKING_MESSAGES.emailInvalid },
])('bad input gets 400 and its reason, never a 500: $name', async ({ json, code, message }) => {
  const answer = await call(api.url, 'POST', '/api/find-my-booking', { json });
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ code, ...(message ? { message } : {}) });
});

test.each<{ name: string; raw: string; headers: Record<string, string>; status: number }>([
  { name: 'a body over the limit', raw: JSON.stringify({ email: 'a@example.com', pad: 'x'.repeat(70_000) }), headers: {}, status: 413 },
  { name: 'not JSON', raw: '{"email": ', headers: {}, status: 400 },
  { name: 'the address as text, not JSON', raw: 'sam@example.com', headers: { 'content-type': 'text/plain' }, status: 400 },
  { name: 'a form', raw: 'email=sam%40example.com', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415 },
])('a body the API cannot take gets $status: $name', async ({ raw, headers, status }) => {
  const answer = await call(api.url, 'POST', '/api/find-my-booking', { raw, headers });
  expect(answer.status).toBe(status);
});

test('made-up headers change nothing, and ten requests at once all get the same answer and their emails', async () => {
  await createBooking(api, party('ten@example.com'));
  const headers = { 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8', forwarded: 'for=9.9.9.9', 'x-client-ip': '::1', 'user-agent': 'x'.repeat(2000) };
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) => find(i % 2 === 0 ? 'ten@example.com' : `nobody${i}@example.com`, api.url, headers)),
  );
  expect(answers.map((a) => [a.status, a.body])).toEqual(Array(10).fill([202, ANSWER]));
  await afterEarlierRequests();
  expect(smtp.received.filter(to('ten@example.com'))).toHaveLength(5);
  expect(smtp.received.filter((mail) => mail.envelope.to.some((address) => address.startsWith('nobody')))).toEqual([]);
});

test('an after-hours booking alone is found too, with its one page', async () => {
  const hire = await createAfterHoursBooking(api, { email: 'eve@example.com', firstName: 'Eve', lastName: 'Ng' });
  await find('eve@example.com');
  const [mail] = await smtp.waitFor(to('eve@example.com'));
  expect(textOf(mail)).toContain('Hi Eve Ng');
  expect(textOf(mail)).toContain(`View, change or pay for this event: ${SITE}/book-your-party/after-hours/edit/${hire}`);
});
