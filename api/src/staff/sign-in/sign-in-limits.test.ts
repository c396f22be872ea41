import { API_PATHS, STAFF_MESSAGES, type StaffRole } from '@party/domain';
import type { RateLimit } from '../../config';
import { addStaffMember, STAFF_ORIGIN, STAFF_PASSWORD, TOTP_SECRET, totpCode } from '../../test/staff';
import { call, useTestApi, type ApiResponse } from '../../test/test-api';

// Sign-in limits that stop guessing without locking the member out (decision 057): only failed
// sign-ins count, per client and per email; past an email's limit a password alone opens nothing,
// while a password with a fresh code, or a sign-in with the link emailed to the member, still
// does; the answers are the same whether the email is a member's or not; every attempt is audited.

const api = useTestApi();

const WINDOW = 15 * 60_000;
const limit = (max: number): RateLimit => ({ max, timeWindowMs: WINDOW });
let limited: string;

beforeAll(async () => {
  limited = await api.startAnother({ rateLimits: { ...api.config.rateLimits, staffSignIn: limit(20), staffSignInPerAccount: limit(5) } });
});

interface Attempt {
  email: string;
  password?: string;
  code?: string;
  link?: string;
  /** The client's address, as the site's own proxy reports it. */
  from?: string;
}

const signIn = ({ email, password = 'not the password at all', code, link, from = '203.0.113.1' }: Attempt): Promise<ApiResponse> =>
  call(limited, 'POST', API_PATHS.staffSignIn, { json: { email, password, code, link }, headers: { origin: STAFF_ORIGIN, 'x-forwarded-for': from } });

const statuses = async (attempts: Attempt[]) => {
  const answers: number[] = [];
  for (const attempt of attempts) answers.push((await signIn(attempt)).status);
  return answers;
};
const times = (n: number, attempt: Attempt) => Array.from({ length: n }, () => attempt);

const member = async (role: StaffRole) => {
  await addStaffMember(api.db, role);
  return `${role}@staff.test`;
};

/** The sign-in links emailed, with the token each carries. */
async function linksSent() {
  const rows = await api.db.query<{ recipient: string; text: string }>(`select recipient, message->>'text' as text from email_outbox where kind = 'staff-sign-in-link' order by id`);
  return rows.map((row) => ({ to: row.recipient, text: row.text, token: /http:\/\/staff\.test\/sign-in\?link=([A-Za-z0-9_-]+)/.exec(row.text)?.[1] as string }));
}

const audited = async () => (await api.db.query<{ action: string; after: { pastTheLimit?: string } | null }>(`select action, after from audit_log order by id`)).map((row) => row.action + (row.after?.pastTheLimit ? ` (${row.after.pastTheLimit})` : ''));

test('only failed sign-ins count: a front desk signs in 30 times from one address, past both limits', async () => {
  const email = await member('front-desk');
  expect(await statuses(times(30, { email, password: STAFF_PASSWORD }))).toEqual(Array(30).fill(200));
  expect(await linksSent()).toEqual([]);
});

test('five failed sign-ins put an account past its limit: from the fifth on, 429 with Retry-After, even for the right password; its member is emailed one link', async () => {
  const email = await member('front-desk');
  expect(await statuses(times(4, { email }))).toEqual([401, 401, 401, 401]);
  const fifth = await signIn({ email });
  expect(fifth).toMatchObject({ status: 429, body: { code: 'rate-limited', message: STAFF_MESSAGES.accountLimited('15 minutes') } });
  expect(Number(fifth.headers.get('retry-after'))).toBe(WINDOW / 1000);
  // From another address, with the right password: a password alone opens nothing now.
  const right = await signIn({ email, password: STAFF_PASSWORD, from: '198.51.100.7' });
  expect(right).toMatchObject({ status: 429, body: { code: 'rate-limited' } });
  expect(right.headers.get('set-cookie')).toBeNull();
  expect(await statuses(times(5, { email }))).toEqual(Array(5).fill(429));

  const sent = await linksSent();
  expect(sent).toEqual([{ to: email, text: expect.stringContaining('5 sign-ins to your account failed'), token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) }]);
  expect(await api.db.query('select count(*)::int as n from staff_sessions')).toEqual([{ n: 0 }]);

  // The window over, the password works again.
  api.clock.advanceMinutes(15);
  expect((await signIn({ email, password: STAFF_PASSWORD })).status).toBe(200);
});

test("an email that is no member's gets the same answers, in the same order, as a member's, and no email is sent", async () => {
  const email = await member('kitchen');
  const attempts = (who: string) => [...times(6, { email: who }), { email: who, password: STAFF_PASSWORD }];
  const forMember: unknown[] = [];
  const forNobody: unknown[] = [];
  for (const attempt of attempts(email)) forMember.push(await signIn(attempt).then((a) => [a.status, a.body, a.headers.get('retry-after')]));
  for (const attempt of attempts('nobody@staff.test')) forNobody.push(await signIn(attempt).then((a) => [a.status, a.body, a.headers.get('retry-after')]));
  expect(forNobody).toEqual(forMember);
  expect((await linksSent()).map((link) => link.to)).toEqual([email]);
});

test('an owner past the limit still signs in with the password and a fresh code, and that forgets the failures; a wrong code is told to wait', async () => {
  const email = await member('owner');
  expect(await statuses(times(5, { email }))).toEqual([401, 401, 401, 401, 429]);
  const code = totpCode(TOTP_SECRET, api.clock.now());
  expect(await statuses([{ email, password: STAFF_PASSWORD }, { email, password: STAFF_PASSWORD, code: code === '000000' ? '000001' : '000000' }])).toEqual([429, 429]);
  expect((await signIn({ email, password: STAFF_PASSWORD, code })).status).toBe(200);
  // Its failures forgotten: a mistyped password is a plain refusal again.
  expect((await signIn({ email })).status).toBe(401);
  expect((await audited()).filter((action) => action.startsWith('staff.sign-in ') || action === 'staff.sign-in')).toEqual(['staff.sign-in (password and code)']);
});

test('the emailed link lets its member in past the limit with their password, once; wrong passwords sent with it spend it', async () => {
  const email = await member('front-desk');
  await statuses(times(5, { email }));
  const [{ token }] = await linksSent();
  expect((await signIn({ email, link: token })).status).toBe(429);
  const through = await signIn({ email, password: STAFF_PASSWORD, link: token });
  expect(through.status).toBe(200);
  expect(await audited()).toContain('staff.sign-in (sign-in link)');

  // Used once: past the limit again, the same link opens nothing, and a new one is emailed.
  await statuses(times(5, { email }));
  expect((await signIn({ email, password: STAFF_PASSWORD, link: token })).status).toBe(429);
  const [, second] = await linksSent();
  expect(second.token).not.toBe(token);
  // Four wrong passwords with the new link, then a fifth: spent, the right password no longer passes with it.
  expect(await statuses(times(5, { email, link: second.token }))).toEqual(Array(5).fill(429));
  expect((await signIn({ email, password: STAFF_PASSWORD, link: second.token })).status).toBe(429);
});

test('a right password with a wrong code five times: even the right code is refused until the link, and the email says the password was typed right', async () => {
  const email = await member('manager');
  const wrongCode = (totpCode(TOTP_SECRET, api.clock.now()) === '123456' ? '654321' : '123456');
  expect(await statuses(times(5, { email, password: STAFF_PASSWORD, code: wrongCode }))).toEqual([401, 401, 401, 401, 429]);
  const [sent] = await linksSent();
  expect(sent.text).toContain('Your password was typed correctly 5 times with a wrong code');
  expect((await signIn({ email, password: STAFF_PASSWORD, code: totpCode(TOTP_SECRET, api.clock.now()) })).status).toBe(429);
  api.clock.advanceMinutes(1);
  expect((await signIn({ email, password: STAFF_PASSWORD, code: totpCode(TOTP_SECRET, api.clock.now()), link: sent.token })).status).toBe(200);
});

test('an address past its limit is refused for every account, the right password too; a member with their link still gets in from it', async () => {
  const desk = await member('front-desk');
  const from = '192.0.2.99';
  const guesses = Array.from({ length: 20 }, (_, i) => ({ email: `guess-${i}@staff.test`, from }));
  expect(await statuses(guesses)).toEqual([...Array(19).fill(401), 429]);
  const refused = await signIn({ email: desk, password: STAFF_PASSWORD, from });
  expect(refused).toMatchObject({ status: 429, body: { message: STAFF_MESSAGES.clientLimited('15 minutes') } });
  // Elsewhere the desk is not limited; its own account past its limit (from other addresses) emails it a link.
  expect((await signIn({ email: desk, password: STAFF_PASSWORD })).status).toBe(200);
  await statuses(times(5, { email: desk, from: '198.51.100.8' }));
  const [{ token }] = await linksSent();
  expect((await signIn({ email: desk, password: STAFF_PASSWORD, link: token, from })).status).toBe(200);
});

test('every attempt is in the audit log, those refused by a limit included, and the link emailed', async () => {
  const email = await member('kitchen');
  await statuses([...times(6, { email }), { email, password: STAFF_PASSWORD }]);
  expect(await audited()).toEqual([
    ...Array(4).fill('staff.sign-in-refused'),
    'staff.sign-in-link',
    'staff.sign-in-limited',
    'staff.sign-in-limited',
    'staff.sign-in-limited',
  ]);
  const rows = await api.db.query<{ actor_name: string; target_reference: string; client: string }>(`select actor_name, target_reference, client from audit_log where action = 'staff.sign-in-limited'`);
  expect(rows).toEqual(Array(3).fill({ actor_name: email, target_reference: email, client: '203.0.113.1' }));
});

test('ten failed sign-ins at once: four refused plainly, six told to wait, one email', async () => {
  const email = await member('front-desk');
  const answers = await Promise.all(times(10, { email }).map(signIn));
  expect(answers.map((a) => a.status).sort()).toEqual([...Array(4).fill(401), ...Array(6).fill(429)]);
  expect(await linksSent()).toHaveLength(1);
});
