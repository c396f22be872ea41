import { ROLE_ACTIONS, STAFF_MESSAGES } from '@party/domain';
import { randomBytes } from 'node:crypto';
import { useTestApi } from '../../test/test-api';
import { addStaffMember, cookieOf, signInAs, STAFF_PASSWORD, staffCall, staffSession, TOTP_SECRET, totpCode } from '../../test/staff';
import { STAFF_COOKIE } from './session-cookie';

// Staff sign-in, sessions and sign-out (decision 032), over HTTP as the staff site calls them.

const api = useTestApi();

const signIn = (json: unknown, origin?: string | null) => staffCall(api, 'POST', '/api/staff/sign-in', { json, origin });
const session = (cookie?: string) => staffCall(api, 'GET', '/api/staff/session', { cookie });
const auditActions = async () =>
  (await api.db.query<{ action: string; actor_name: string }>('select action, actor_name from audit_log order by id')).map((row) => `${row.action} ${row.actor_name}`);

test("the session's cookie is host-only, HttpOnly, Secure and SameSite=Strict, carries 256 random bits, and lasts as long as the session can", async () => {
  await addStaffMember(api.db, 'front-desk');
  const response = await signIn({ email: 'front-desk@staff.test', password: STAFF_PASSWORD });
  expect(response.status).toBe(200);
  const cookie = response.headers.get('set-cookie') as string;
  expect(cookie).toMatch(new RegExp(`^${STAFF_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; Max-Age=43200; HttpOnly; Secure; SameSite=Strict$`));
  expect(cookie).not.toMatch(/domain/i);
  expect(response.headers.get('cache-control')).toBe('no-store');
  // Only the token's SHA-256 is stored.
  const token = /=([^;]+)/.exec(cookie)?.[1] as string;
  const [stored] = await api.db.query<{ token_hash: string }>('select token_hash from staff_sessions');
  expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
  expect(stored.token_hash).not.toContain(token);
});

test('GET /api/staff/session answers who is signed in and what the role may do, and 401 without a session', async () => {
  const cookie = await staffSession(api, 'kitchen');
  const answer = await session(cookie);
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ staff: { name: 'kitchen member', email: 'kitchen@staff.test', role: 'kitchen' }, actions: [...ROLE_ACTIONS.kitchen] });
  expect(answer.body.staff.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(new Date(answer.body.expiresAt).getTime() - api.clock.now().getTime()).toBe(12 * 3600_000);
  expect(new Date(answer.body.idleExpiresAt).getTime() - api.clock.now().getTime()).toBe(3 * 3600_000);
  expect(await session()).toMatchObject({ status: 401, body: { code: 'staff-session-required', message: STAFF_MESSAGES.sessionEnded } });
});

test('an unknown email and a wrong password get the same answer, and both attempts are in the audit log', async () => {
  await addStaffMember(api.db, 'front-desk');
  const unknown = await signIn({ email: 'nobody@staff.test', password: STAFF_PASSWORD });
  const wrong = await signIn({ email: 'front-desk@staff.test', password: 'not the password at all' });
  for (const answer of [unknown, wrong]) {
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 'sign-in-failed', message: STAFF_MESSAGES.signInFailed });
    expect(answer.headers.get('set-cookie')).toBeNull();
  }
  // A password typed into the email field by mistake is not kept in the log.
  expect((await signIn({ email: 'my secret password', password: STAFF_PASSWORD })).status).toBe(401);
  expect(await auditActions()).toEqual([
    'staff.sign-in-refused nobody@staff.test',
    'staff.sign-in-refused front-desk@staff.test',
    'staff.sign-in-refused (not an email address)',
  ]);
  expect(await api.db.query('select count(*)::int as n from staff_sessions')).toEqual([{ n: 0 }]);
});

test('an owner signs in with the code their app shows; without it, with a wrong one, or with the same code again, the answer is the same refusal', async () => {
  await addStaffMember(api.db, 'owner');
  const email = 'owner@staff.test';
  const code = totpCode(TOTP_SECRET, api.clock.now());
  const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  for (const json of [{ email, password: STAFF_PASSWORD }, { email, password: STAFF_PASSWORD, code: wrongCode }, { email, password: 'wrong password!!', code }]) {
    expect(await signIn(json)).toMatchObject({ status: 401, body: { code: 'sign-in-failed' } });
  }
  expect((await signIn({ email, password: STAFF_PASSWORD, code: `${code.slice(0, 3)} ${code.slice(3)}` })).status).toBe(200);
  // The same code, seen over a shoulder or sent twice, signs in once.
  expect((await signIn({ email, password: STAFF_PASSWORD, code })).status).toBe(401);
  // The next step's code works (and the one before the clock's, for a slow phone).
  api.clock.advanceMinutes(1);
  expect((await signIn({ email, password: STAFF_PASSWORD, code: totpCode(TOTP_SECRET, api.clock.now()) })).status).toBe(200);
});

test('Sign out ends the session at once: the cookie replayed afterwards is refused and told to be forgotten', async () => {
  const cookie = await staffSession(api, 'front-desk');
  const out = await staffCall(api, 'POST', '/api/staff/sign-out', { cookie, json: {} });
  expect(out.status).toBe(204);
  expect(out.headers.get('set-cookie')).toBe(`${STAFF_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Strict`);
  const replayed = await session(cookie);
  expect(replayed).toMatchObject({ status: 401, body: { code: 'staff-session-required' } });
  expect(replayed.headers.get('set-cookie')).toContain('Max-Age=0');
  expect((await staffCall(api, 'POST', '/api/staff/sign-out', { cookie, json: {} })).status).toBe(401);
  expect(await auditActions()).toEqual(['staff.sign-in front-desk member', 'staff.sign-out front-desk member']);
});

test('a session ends 3 hours after its last request, and 12 hours after sign-in however busy', async () => {
  const signedInAt = api.clock.now().getTime();
  const at = (minutes: number) => api.clock.set(new Date(signedInAt + minutes * 60_000));
  const busy = await staffSession(api, 'front-desk');
  const idle = await staffSession(api, 'kitchen');
  for (const minutes of [179, 358, 537, 716]) {
    at(minutes);
    expect((await session(busy)).status).toBe(200);
    if (minutes === 179) expect((await session(idle)).status).toBe(200);
  }
  expect((await session(idle)).status).toBe(401);
  at(721);
  expect((await session(busy)).status).toBe(401);
});

test('a member deactivated is signed out at once', async () => {
  const cookie = await staffSession(api, 'front-desk');
  await api.db.query(`update staff_members set active = false where email = 'front-desk@staff.test'`);
  expect((await session(cookie)).status).toBe(401);
  expect((await signIn({ email: 'front-desk@staff.test', password: STAFF_PASSWORD })).status).toBe(401);
});

test('guessed and malformed session tokens are refused, and change nothing', async () => {
  await staffSession(api, 'owner');
  const guesses = [
    ...Array.from({ length: 50 }, () => randomBytes(32).toString('base64url')),
    '',
    'x'.repeat(5000),
    '../../etc/passwd',
    "' or 1=1 --",
    '%00',
  ];
  for (const guess of guesses) {
    expect((await session(`${STAFF_COOKIE}=${guess}`)).status).toBe(401);
  }
  expect(await api.db.query('select count(*)::int as n from staff_sessions')).toEqual([{ n: 1 }]);
});

test('sign-in is refused from another origin, without an Origin, and as a form post', async () => {
  await addStaffMember(api.db, 'front-desk');
  const json = { email: 'front-desk@staff.test', password: STAFF_PASSWORD };
  expect(await signIn(json, 'http://evil.test')).toMatchObject({ status: 403, body: { code: 'staff-origin', message: STAFF_MESSAGES.otherOrigin } });
  expect(await signIn(json, null)).toMatchObject({ status: 403, body: { code: 'staff-origin' } });
  const form = await fetch(`${api.url}/api/staff/sign-in`, {
    method: 'POST',
    headers: { origin: 'http://staff.test', 'content-type': 'text/plain' },
    body: JSON.stringify(json),
  });
  expect(form.status).toBe(415);
  expect(await api.db.query('select count(*)::int as n from staff_sessions')).toEqual([{ n: 0 }]);
});

test('ten sign-ins of one account at once, past its limit on failures, are all let in: only failures count (decision 057)', async () => {
  const limited = await api.startAnother({
    rateLimits: { ...api.config.rateLimits, staffSignInPerAccount: { max: 5, timeWindowMs: 15 * 60_000 } },
  });
  await addStaffMember(api.db, 'front-desk');
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      fetch(`${limited}/api/staff/sign-in`, {
        method: 'POST',
        headers: { origin: 'http://staff.test', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'FRONT-DESK@staff.test', password: STAFF_PASSWORD }),
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
  expect(await api.db.query('select count(*)::int as n from staff_sessions')).toEqual([{ n: 10 }]);
});

test('one client failing on many accounts is limited as one: past its limit even the right password gets 429, and no session', async () => {
  const limited = await api.startAnother({
    rateLimits: { ...api.config.rateLimits, staffSignIn: { max: 4, timeWindowMs: 15 * 60_000 } },
  });
  await addStaffMember(api.db, 'front-desk');
  const signInThere = (email: string, password: string) =>
    fetch(`${limited}/api/staff/sign-in`, {
      method: 'POST',
      headers: { origin: 'http://staff.test', 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  // A password tried on four accounts, one each: under every account's own limit; the fourth failure reaches the client's.
  const guesses = [];
  for (const name of ['ana', 'ben', 'cai', 'dee']) guesses.push((await signInThere(`${name}@staff.test`, 'Summer2026!')).status);
  expect(guesses).toEqual([401, 401, 401, 429]);
  const fifth = await signInThere('front-desk@staff.test', STAFF_PASSWORD);
  expect(fifth.status).toBe(429);
  expect(Number(fifth.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(fifth.headers.get('set-cookie')).toBeNull();
  expect(await api.db.query('select count(*)::int as n from staff_sessions')).toEqual([{ n: 0 }]);
});

test('the cookie from a sign-in reads back as that session', async () => {
  await addStaffMember(api.db, 'manager');
  const cookie = await signInAs(api, 'manager');
  expect(cookie).toMatch(new RegExp(`^${STAFF_COOKIE}=`));
  expect((await session(cookie)).body.staff.role).toBe('manager');
  expect(cookieOf).toBeDefined();
});
