import { addDays, API_PATHS, apiPath, BOOKING_CLASH_MESSAGES, fitsOpeningHours, venueDate } from '@party/domain';
import path from 'node:path';
import pg from 'pg';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { listMigrations } from './db/migrate';
import { hashPassword } from './staff/sign-in/passwords';
import { afterHoursPayload, bookingPayload, bookingUpdatePayload, guestList } from './test/fixtures';
import { call } from './test/test-api';
import { startApiProcess, stopApiProcess, type ApiProcess } from './test/api-process';
import { createPostgresDatabase } from './test/test-database';
import { SAMPLE_WEEKLY_HOURS } from './venue';
import { TOTP_SECRET, totpCode } from './test/staff';
import { TestSmtp } from './test/test-smtp';

// Two real API processes (`npm start -w api`'s command) started at once on one new PostgreSQL
// database: they migrate it in turn, the database refuses double bookings between them, and a rate
// limit is one limit for both, and each email is sent by one of them, once.
// PGlite serves one process only: files named *.postgres.test.ts run in the api (PostgreSQL) project
// only (jest.config.ts).

const apiDir = path.resolve(__dirname, '..');
const VENUE_TOKEN = 'venue-admin-token-of-at-least-32-characters';
const STAFF_ORIGIN = 'http://staff.test';
const commandDir = mkdtempSync(path.join(tmpdir(), 'party-two-processes-'));
const commandFile = path.join(commandDir, 'staff-command.json');

/** One API process on the database, mailing to the test's SMTP server, with the limits these tests count on. */
const startServer = (databaseUrl: string, smtpUrl: string, more: Record<string, string> = {}) =>
  startApiProcess({
    DATABASE_URL: databaseUrl, SMTP_URL: smtpUrl, RATE_LIMIT_BOOKING_MAX: '1000', RATE_LIMIT_CONTACT_MAX: '3', VENUE_ADMIN_TOKEN: VENUE_TOKEN, STAFF_SITE_URL: STAFF_ORIGIN,
    RATE_LIMIT_STAFF_SIGN_IN_ACCOUNT_MAX: '3', RATE_LIMIT_STAFF_SIGN_IN_MAX: '100', ...more,
  });

/**
 * A party date a month (or `daysAhead`) from the real today (the processes use the real clock), not
 * a closed day, on which a 2-hour party from `until` (16:00 by default) ends by closing time.
 */
function partyDate(daysAhead = 30, until = '16:00'): string {
  let date = addDays(venueDate(Date.now(), 'Australia/Sydney'), daysAhead);
  while (['12-25', '12-26', '01-01'].includes(date.slice(5)) || !fitsOpeningHours(date, until, 120, SAMPLE_WEEKLY_HOURS)) date = addDays(date, 1);
  return date;
}

describe('two API processes on one PostgreSQL', () => {
  let servers: ApiProcess[] = [];
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const smtp = new TestSmtp();

  beforeAll(async () => {
    await smtp.start();
    database = await createPostgresDatabase();
    // The first writes the staff command's file, as npm start's API does.
    servers = await Promise.all([startServer(database.url, smtp.url, { STAFF_COMMAND_FILE: commandFile }), startServer(database.url, smtp.url)]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopApiProcess));
    await database?.drop();
    await smtp.stop();
    rmSync(commandDir, { recursive: true, force: true });
  });

  async function count(sql: string): Promise<number> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query<{ n: number }>(sql)).rows[0].n;
    } finally {
      await client.end();
    }
  }

  test('starting together, they migrate and seed the database once', async () => {
    expect(await count('select count(*)::int as n from schema_migrations')).toBe((await listMigrations()).length);
    expect(await count('select count(*)::int as n from packages')).toBe(4);
  });

  // Fifty requests over two processes can take longer than Jest's default 5 s on CI's two busy
  // cores (so can the twenty presses below): these tests wait as long as it takes; no time is measured.
  test('50 parallel bookings of one room spread over both: exactly one wins, overlapping times included', async () => {
    const date = partyDate();
    const bodies = Array.from({ length: 50 }, (_, i) =>
      bookingPayload({ date, kidsFood: [], timeSlot: i % 4 < 2 ? { id: 'slot-1000', time: '10:00' } : { id: 'slot-1100', time: '11:00' } }),
    );
    const responses = await Promise.all(
      bodies.map((json, i) => call(servers[i % 2].url, 'POST', '/api/booking-initiate', { json })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const refused of responses.filter((r) => r.status === 409)) expect(refused.body.message).toBe(BOOKING_CLASH_MESSAGES.roomTaken);
    expect(await count('select count(*)::int as n from bookings')).toBe(1);
  }, 120_000);

  test('hires of the whole centre and parties of one afternoon, spread over both: they never share a moment', async () => {
    // Days after the other tests' parties: a hire would take their rooms.
    const date = partyDate(40);
    const rooms = ['jungle-room', 'ocean-room', 'space-room', 'castle-room'];
    const writes = Array.from({ length: 24 }, (_, i) =>
      i % 3 === 0
        ? { path: '/api/bookings-afterhours/save', json: afterHoursPayload({ date, startTime: i % 2 ? '15:00' : '16:30', endTime: '18:30' }) }
        : { path: '/api/booking-initiate', json: bookingPayload({ date, kidsFood: [], room: { id: rooms[i % 4] }, timeSlot: { id: 'slot-1600', time: '16:00' } }) },
    );
    const responses = await Promise.all(writes.map(({ path: route, json }, i) => call(servers[i % 2].url, 'POST', route, { json })));
    expect(responses.filter((r) => r.status !== 201 && r.status !== 409).map((r) => [r.status, r.body])).toEqual([]);
    const hires = await count(`select count(*)::int as n from afterhours_bookings`);
    const parties = await count(`select count(*)::int as n from bookings where event_date = '${date}'`);
    // Either one hire took the centre, or parties took rooms (one per room) and no hire was made.
    expect(hires === 1 ? parties : hires).toBe(0);
    expect(hires + parties).toBeGreaterThan(0);
    expect(parties).toBeLessThanOrEqual(rooms.length);
  }, 120_000);

  const pay = (url: string, sessionId: string) =>
    fetch(`${url}/checkout/${sessionId}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });

  test('Pay pressed ten times at once on each of two checkouts, over both processes, records one payment each; the coupon both race for is counted once', async () => {
    await count(`insert into coupons (code, type, amount_hundredths, valid_from, valid_to, max_usage) values ('RACE', 'fixed', 1000, '2020-01-01', '2099-12-31', 1) returning 1 as n`);
    const date = partyDate();
    const booked = await Promise.all(
      ['jungle-room', 'space-room'].map((room, i) =>
        call(servers[i].url, 'POST', '/api/booking-initiate', { json: bookingPayload({ date, kidsFood: [], numberOfKids: 12, room: { id: room }, timeSlot: { id: 'slot-1400', time: '14:00' }, coupon: 'RACE' }) }),
      ),
    );
    expect(booked.map((b) => b.status)).toEqual([201, 201]);
    const sessions = await Promise.all(
      booked.map(async (b, i) => {
        const opened = await call(servers[i].url, 'POST', '/api/create-dynamic-checkout-session', { json: { bookingId: b.body.bookingId } });
        return new URL(opened.body.url).pathname.split('/').pop() as string;
      }),
    );
    const presses = await Promise.all(Array.from({ length: 20 }, (_, i) => pay(servers[i % 2].url, sessions[i % 2 === 0 ? 0 : 1])));
    expect(presses.map((p) => p.status)).toEqual(Array(20).fill(303));
    expect(await count(`select count(*)::int as n from payments`)).toBe(2);
    expect(await count(`select used_count as n from coupons where code = 'RACE'`)).toBe(1);
    expect(await count(`select count(*)::int as n from bookings where coupon_id is not null and status = 'confirmed'`)).toBe(1);
  }, 120_000);

  test("a rate limit holds across both: one client's contact messages, spread over the two, are refused after the third", async () => {
    const contact = { name: 'Jo', email: 'jo@example.com', subject: 'Hi', message: 'Hello' };
    const headers = { 'x-forwarded-for': '203.0.113.50' };
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(servers[i % 2].url, 'POST', '/api/contacts', { json: contact, headers })).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    expect(await count('select count(*)::int as n from contact_messages')).toBe(3);
  });

  test('each email the tests above caused (confirmations, receipts, contact messages) is sent by one of the two, once', async () => {
    const deadline = Date.now() + 20_000;
    // A 'not booked yet' email waits minutes on purpose (and is dropped once the booking is paid).
    while ((await count(`select count(*)::int as n from email_outbox where status = 'queued' and not (attempts = 0 and next_attempt_at > now())`)) > 0) {
      if (Date.now() > deadline) throw new Error('emails still unsent after 20 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const outbox = await client.query<{ message_id: string }>(`select message->>'messageId' as message_id from email_outbox where status = 'sent' order by id`).finally(() => client.end());
    // Two confirmations with the venue's copies, and three contact messages.
    expect(outbox.rows).toHaveLength(7);
    const received = (await smtp.messages()).map((mail) => mail.mail.messageId);
    expect(received.sort()).toEqual(outbox.rows.map((row) => row.message_id).sort());
  }, 30_000);

  // After the email count above: a recorded refund emails the venue.
  test('the same refund sent ten times at once over both processes is recorded once; the others answer the one on record', async () => {
    const refund = { amount: 10, providerReference: 're_two_processes', beyondOwedBack: true };
    const headers = { authorization: `Bearer ${VENUE_TOKEN}` };
    // A booking the test above paid for (JJ1002 or another: the first confirmed one).
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<{ id: number }>(`select id from bookings where status = 'confirmed' order by id limit 1`).finally(() => client.end());
    const reference = `JJ${1001 + rows[0].id}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(servers[i % 2].url, 'POST', `/api/venue/bookings/${reference}/refunds`, { json: refund, headers })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(answers.map((answer) => answer.body.refunded)).toEqual(Array(10).fill(10));
    expect(await count(`select count(*)::int as n from refunds`)).toBe(1);
  }, 60_000);

  // Staff sign-in and the staff command on PostgreSQL (decision 032).
  const staffCall = (url: string, method: string, route: string, json: unknown, cookie?: string) =>
    call(url, method, route, { json, headers: { origin: STAFF_ORIGIN, ...(cookie ? { cookie } : {}) } });

  test("one account's failed sign-ins spread over both processes are limited as one: sign-ins before did not count, the third failure is told to wait on either, the member is emailed once", async () => {
    await count(`insert into staff_members (email, name, role, password_hash, created_at) values ('desk@example.com', 'Desk', 'front-desk', '${await hashPassword('a long staff password')}', now()) returning 1 as n`);
    const signIn = (i: number, password: string) => staffCall(servers[i % 2].url, 'POST', '/api/staff/sign-in', { email: 'desk@example.com', password });
    const statuses = [];
    // Signing in counts nothing: a shift on tablets behind one address signs in all day (decision 057).
    for (let i = 0; i < 6; i++) statuses.push((await signIn(i, 'a long staff password')).status);
    for (let i = 0; i < 4; i++) statuses.push((await signIn(i, 'not the password at all')).status);
    for (let i = 0; i < 2; i++) statuses.push((await signIn(i, 'a long staff password')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 401, 401, 429, 429, 429, 429]);
    // Ten more failures at once over both: still one email.
    await Promise.all(Array.from({ length: 10 }, (_, i) => signIn(i, 'not the password at all')));
    expect(await count(`select count(*)::int as n from email_outbox where kind = 'staff-sign-in-link' and recipient = 'desk@example.com'`)).toBe(1);
    expect(await count('select count(*)::int as n from staff_sessions')).toBe(6);
    expect(await count(`select count(*)::int as n from audit_log where action = 'staff.sign-in'`)).toBe(6);
    expect(await count(`select count(*)::int as n from audit_log where action in ('staff.sign-in-refused', 'staff.sign-in-limited')`)).toBe(16);

    // An owner whose account one process put past its limit signs in on the other with password and code.
    await count(`insert into staff_members (email, name, role, password_hash, totp_secret, created_at) values ('boss@example.com', 'Boss', 'owner', '${await hashPassword('a long staff password')}', '${TOTP_SECRET}', now()) returning 1 as n`);
    const boss = (url: string, json: Record<string, string>) => staffCall(url, 'POST', '/api/staff/sign-in', { email: 'boss@example.com', ...json });
    for (let i = 0; i < 3; i++) await boss(servers[0].url, { password: 'not the password at all' });
    expect((await boss(servers[1].url, { password: 'a long staff password' })).status).toBe(429);
    expect((await boss(servers[1].url, { password: 'a long staff password', code: totpCode(TOTP_SECRET, new Date()) })).status).toBe(200);
  }, 60_000);

  test('a session made by one process is ended by the other at Sign out, and a counter payment sent ten times over both is recorded once', async () => {
    // The first member's account is past its limit on failures for 15 minutes (the test above): a second one signs in.
    await count(`insert into staff_members (email, name, role, password_hash, created_at) values ('desk2@example.com', 'Desk 2', 'front-desk', '${await hashPassword('a long staff password')}', now()) returning 1 as n`);
    const answer = await staffCall(servers[0].url, 'POST', '/api/staff/sign-in', { email: 'desk2@example.com', password: 'a long staff password' });
    const cookie = (answer.headers.get('set-cookie') as string).split(';')[0];
    const date = partyDate(50);
    const booked = await call(servers[1].url, 'POST', '/api/booking-initiate', { json: bookingPayload({ date, kidsFood: [] }) });
    const payment = { amount: 50, method: 'cash', requestId: 'two-processes-counter-1' };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => staffCall(servers[i % 2].url, 'POST', `/api/staff/bookings/${booked.body.reference}/payments`, payment, cookie)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(await count(`select count(*)::int as n from payments where method = 'cash'`)).toBe(1);
    expect((await staffCall(servers[1].url, 'POST', '/api/staff/sign-out', {}, cookie)).status).toBe(204);
    expect((await call(servers[0].url, 'GET', '/api/staff/session', { headers: { cookie } })).status).toBe(401);
  }, 60_000);

  // The venue's controls on PostgreSQL (decision 040): one version check and one session table for both processes.
  test('ten changes of one package over both processes from one version: one is saved, nine are told with it; a member deactivated on one is refused on the other', async () => {
    const hash = await hashPassword('a long staff password');
    for (const [email, role] of [['alice@example.com', 'manager'], ['bob@example.com', 'manager'], ['olga@example.com', 'owner']]) {
      await count(`insert into staff_members (email, name, role, password_hash, totp_secret, created_at) values ('${email}', '${email}', '${role}', '${hash}', '${TOTP_SECRET}', now()) returning 1 as n`);
    }
    const signIn = async (url: string, email: string) => {
      const answer = await staffCall(url, 'POST', API_PATHS.staffSignIn, { email, password: 'a long staff password', code: totpCode(TOTP_SECRET, new Date()) });
      expect(answer.status).toBe(200);
      return (answer.headers.get('set-cookie') as string).split(';')[0];
    };
    const alice = await signIn(servers[0].url, 'alice@example.com');
    const bob = await signIn(servers[1].url, 'bob@example.com');
    const olga = await signIn(servers[0].url, 'olga@example.com');
    const read = await staffCall(servers[0].url, 'GET', API_PATHS.staffCatalogue, undefined, alice);
    const { id, ...basicFun } = read.body.packages.find((p: { id: string }) => p.id === 'basic-fun');
    const address = apiPath(API_PATHS.staffCatalogueItem, { kind: 'packages', id });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => staffCall(servers[i % 2].url, 'PUT', address, { ...basicFun, pricePackage: 300 + i }, i % 2 === 0 ? alice : bob)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const saved = (await staffCall(servers[1].url, 'GET', API_PATHS.staffCatalogue, undefined, bob)).body.packages.find((p: { id: string }) => p.id === 'basic-fun');
    expect(saved.version).toBe(basicFun.version + 1);
    for (const refused of answers.filter((a) => a.status !== 200)) expect(refused.body).toMatchObject({ code: 'changed-meanwhile', current: saved });
    expect(await count(`select count(*)::int as n from audit_log where action = 'catalogue.change'`)).toBe(1);

    const bobId = (await staffCall(servers[0].url, 'GET', API_PATHS.staffMembers, undefined, olga)).body.members.find((m: { email: string }) => m.email === 'bob@example.com').id;
    expect((await staffCall(servers[0].url, 'PUT', apiPath(API_PATHS.staffMember, { id: bobId }), { active: false }, olga)).status).toBe(200);
    expect((await call(servers[1].url, 'GET', API_PATHS.staffSession, { headers: { cookie: bob } })).status).toBe(401);
  }, 60_000);

  // Decision 052: a move writes the new time into the row the exclusion constraint guards.
  test('two parties moving to one slot and a new booking of it, each ten times over both processes: exactly one wins', async () => {
    const [from, target] = [partyDate(60), partyDate(70)];
    const book = async (room: string) => {
      const made = await call(servers[0].url, 'POST', '/api/booking-initiate', { json: bookingPayload({ date: from, kidsFood: [], room: { id: room } }) });
      expect(made.status).toBe(201);
      return made.body.bookingId as string;
    };
    const [first, second] = [await book('ocean-room'), await book('space-room')];
    const slot = { date: target, startTime: '14:00', roomId: 'castle-room' };
    const writes = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 2
        ? { path: '/api/booking-initiate', json: bookingPayload({ date: target, kidsFood: [], room: { id: 'castle-room' }, timeSlot: { id: 'slot-1400', time: '14:00' } }) }
        : { path: apiPath(API_PATHS.bookingMove, { id: i % 3 === 0 ? first : second }), json: { ...slot, fee: 0 } },
    );
    const answers = await Promise.all(writes.map(({ path: route, json }, i) => call(servers[i % 2].url, 'POST', route, { json })));
    expect(answers.filter((a) => a.status >= 500).map((a) => a.body)).toEqual([]);
    expect(answers.filter((a) => a.status === 200 || a.status === 201)).toHaveLength(1);
    expect(await count(`select count(*)::int as n from bookings where event_date = '${target}' and room_id = 'castle-room' and status <> 'canceled'`)).toBe(1);
    expect(await count(`select count(*)::int as n from booking_moves`)).toBeLessThanOrEqual(1);
  }, 60_000);

  // Decision 059: a closure reads the bookings it touches under the day's lock every new booking takes.
  test('a day closed on one process while it is booked on both: the closure never saves over a booking nobody decided', async () => {
    await count(`insert into staff_members (email, name, role, password_hash, totp_secret, created_at) values ('closer@example.com', 'Closer', 'manager', '${await hashPassword('a long staff password')}', '${TOTP_SECRET}', now()) returning 1 as n`);
    const signedIn = await staffCall(servers[0].url, 'POST', API_PATHS.staffSignIn, { email: 'closer@example.com', password: 'a long staff password', code: totpCode(TOTP_SECRET, new Date()) });
    const cookie = (signedIn.headers.get('set-cookie') as string).split(';')[0];
    const date = partyDate(80);
    const rooms = ['jungle-room', 'ocean-room', 'space-room', 'castle-room'];
    const bookings = Array.from({ length: 8 }, (_, i) =>
      call(servers[i % 2].url, 'POST', '/api/booking-initiate', {
        json: bookingPayload({ date, kidsFood: [], room: { id: rooms[i % 4] }, timeSlot: i < 4 ? { id: 'slot-1000', time: '10:00' } : { id: 'slot-1300', time: '13:00' } }),
      }),
    );
    const closure = { date, reason: 'Flooded car park' };
    const [closed, ...answers] = await Promise.all([staffCall(servers[1].url, 'POST', API_PATHS.staffClosures, closure, cookie), ...bookings]);
    expect([closed, ...answers].filter((a) => a.status >= 500).map((a) => a.body)).toEqual([]);
    const made = answers.filter((a) => a.status === 201).map((a) => a.body.reference as string);
    for (const refused of answers.filter((a) => a.status !== 201)) expect(refused.body.code).toBe('venue-closed');
    if (closed.status === 201) {
      expect(made).toEqual([]);
    } else {
      expect(closed).toMatchObject({ status: 409, body: { code: 'bookings-undecided' } });
      const listed = closed.body.current.bookings.map((b: { reference: string }) => b.reference);
      expect(listed.length).toBeGreaterThan(0);
      for (const reference of listed) expect(made).toContain(reference);
      // Decided as the list now stands (every booking has answered), it is saved.
      const decisions = made.map((reference) => ({ reference, decision: 'keep' }));
      expect((await staffCall(servers[0].url, 'POST', API_PATHS.staffClosures, { ...closure, decisions }, cookie)).status).toBe(201);
    }
    expect(await count(`select count(*)::int as n from closures where date = '${date}'`)).toBe(1);
  }, 60_000);

  // The audit log's chain (decision 058): both processes link entries as their transactions commit.
  test('the audit log both processes wrote, at times at once, is one intact chain: each entry linked once, checked alike by either', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, i) => staffCall(servers[i % 2].url, 'POST', API_PATHS.staffSignIn, { email: `guess-${i}@example.com`, password: 'not the password at all' })));
    await count(`insert into staff_members (email, name, role, password_hash, totp_secret, created_at) values ('auditor@example.com', 'Auditor', 'manager', '${await hashPassword('a long staff password')}', '${TOTP_SECRET}', now()) returning 1 as n`);
    const signedIn = await staffCall(servers[1].url, 'POST', API_PATHS.staffSignIn, { email: 'auditor@example.com', password: 'a long staff password', code: totpCode(TOTP_SECRET, new Date()) });
    const cookie = (signedIn.headers.get('set-cookie') as string).split(';')[0];
    const entries = await count('select count(*)::int as n from audit_log');
    expect(await count('select count(distinct audit_id)::int as n from audit_chain')).toBe(entries);
    for (const server of servers) {
      const checked = await staffCall(server.url, 'GET', API_PATHS.staffAuditChain, undefined, cookie);
      expect(checked).toMatchObject({ status: 200, body: { intact: true, entries, head: { seq: entries }, problems: [] } });
    }
  }, 60_000);

  // Refunds through the test provider on PostgreSQL (decision 053): each process sends to its own
  // test checkout, and the booking's row lock and the request's rows are shared.
  test('a Refund sent ten times at once over both processes is one refund at the test checkout; two requests racing never refund more than is owed back', async () => {
    const hash = await hashPassword('a long staff password');
    await count(`insert into staff_members (email, name, role, password_hash, totp_secret, created_at) values ('refunds@example.com', 'Rae', 'manager', '${hash}', '${TOTP_SECRET}', now()) returning 1 as n`);
    const signedIn = await staffCall(servers[0].url, 'POST', API_PATHS.staffSignIn, { email: 'refunds@example.com', password: 'a long staff password', code: totpCode(TOTP_SECRET, new Date()) });
    const cookie = (signedIn.headers.get('set-cookie') as string).split(';')[0];
    // Paid in full ($560) through the test checkout, then edited down to the package ($300): $260 owed back.
    const booked = await call(servers[0].url, 'POST', '/api/booking-initiate', { json: bookingPayload({ date: partyDate(100), kidsFood: [] }) });
    const opened = await call(servers[1].url, 'POST', API_PATHS.fullCheckout, { json: { bookingId: booked.body.bookingId } });
    const sessionId = decodeURIComponent(new URL(opened.body.url).pathname.split('/').pop() as string);
    const paid = await fetch(`${servers[0].url}/checkout/${encodeURIComponent(sessionId)}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
    expect(paid.status).toBe(303);
    const edit = bookingUpdatePayload({ numberOfKids: 10, guestNames: guestList(10), kidsFood: [], adultsFood: [], addons: [], paymentOption: 'later' });
    expect((await call(servers[1].url, 'PUT', apiPath(API_PATHS.booking, { id: booked.body.bookingId }), { json: edit })).body).toMatchObject({ amountOwedBack: 260 });
    const refundAddress = apiPath(API_PATHS.staffBookingProviderRefunds, { reference: booked.body.reference });

    const once = { amount: 100, requestId: 'two-processes-refund-1' };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => staffCall(servers[i % 2].url, 'POST', refundAddress, once, cookie)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const racing = await Promise.all([0, 1].map((i) => staffCall(servers[i].url, 'POST', refundAddress, { amount: 100, requestId: `two-processes-race-${i}x` }, cookie)));
    expect(racing.map((a) => a.status).sort()).toEqual([201, 422]);
    const rest = await Promise.all([0, 1].map((i) => staffCall(servers[i].url, 'POST', refundAddress, { requestId: `two-processes-rest-${i}x` }, cookie)));
    expect(rest.map((a) => a.body.refunds.map((r: { amount: number }) => r.amount)).sort()).toEqual([[], [60]]);
    for (let tries = 0; (await count(`select count(*)::int as n from refunds where status = 'pending'`)) > 0; tries++) {
      if (tries > 500) throw new Error('a refund is still pending');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await count(`select count(*)::int as n from test_checkout_refunds`)).toBe(3);
    expect(await count(`select sum(amount_cents)::int as n from refunds where status = 'succeeded' and provider = 'test'`)).toBe(26_000);
    expect(await count(`select refund_due_cents as n from bookings where public_id = '${booked.body.bookingId}'`)).toBe(0);
  }, 60_000);

  test('`npm run staff -- invite` reaches the API through its command file with DATABASE_URL too', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [require.resolve('tsx/cli'), 'scripts/staff.ts', 'invite', 'owner@example.com', '--role', 'owner'], {
      cwd: path.resolve(apiDir, '..'),
      env: { ...process.env, STAFF_COMMAND_FILE: commandFile },
    });
    expect(stdout).toContain('Invited owner@example.com as owner');
    expect(await count(`select count(*)::int as n from email_outbox where kind = 'staff-invitation' and recipient = 'owner@example.com'`)).toBe(1);
  }, 60_000);
});
