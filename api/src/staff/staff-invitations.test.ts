import { STAFF_MESSAGES } from '@party/domain';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { useTestApi } from '../test/test-api';
import { cookieOf, staffCall, staffSession, totpCode } from '../test/staff';

// Joining the staff (decision 032): an owner's invitation or the staff command's, its email with
// a one-time link valid 24 hours, the password and second factor set there, and the account made.

const api = useTestApi();
const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..', '..');

/** The invitation emails queued, newest last: to whom, and the link's token. */
async function invitationEmails() {
  const rows = await api.db.query<{ recipient: string; text: string }>(`select recipient, message->>'text' as text from email_outbox where kind = 'staff-invitation' order by id`);
  return rows.map((row) => ({ to: row.recipient, token: /http:\/\/staff\.test\/join\/([A-Za-z0-9_-]+)/.exec(row.text)?.[1] as string, text: row.text }));
}

const join = (token: string, json: unknown) => staffCall(api, 'POST', `/api/staff/invitations/${token}`, { json });

test("an owner invites a manager: the email's one-time link shows the authenticator app's set-up, and a password and a first code make the account, signed in", async () => {
  const owner = await staffSession(api, 'owner');
  const invited = await staffCall(api, 'POST', '/api/staff/invitations', { cookie: owner, json: { email: 'Kim@Example.com', name: 'Kim Lee', role: 'manager' } });
  expect(invited).toMatchObject({ status: 201, body: { email: 'Kim@Example.com', role: 'manager' } });
  expect(new Date(invited.body.expiresAt).getTime() - api.clock.now().getTime()).toBe(24 * 3600_000);
  const [email] = await invitationEmails();
  expect(email.to).toBe('Kim@Example.com');
  expect(email.text).toContain('Manager');

  const shown = await staffCall(api, 'GET', `/api/staff/invitations/${email.token}`);
  expect(shown).toMatchObject({ status: 200, body: { email: 'Kim@Example.com', name: 'Kim Lee', role: 'manager' } });
  const { secret, otpauthUri, qrSvg } = shown.body.totp;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(otpauthUri).toBe(`otpauth://totp/Jumping%20Jellybeans%20Play%20Centre%20staff:Kim%40Example.com?issuer=Jumping%20Jellybeans%20Play%20Centre%20staff&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
  expect(qrSvg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  // Opened again, the link shows the same secret: the app set up the first time still works.
  expect((await staffCall(api, 'GET', `/api/staff/invitations/${email.token}`)).body.totp.secret).toBe(secret);

  const password = 'plum orchard at dusk';
  expect(await join(email.token, { password: 'short' })).toMatchObject({ status: 422, body: { code: 'password-refused', message: STAFF_MESSAGES.passwordTooShort } });
  expect(await join(email.token, { password: 'Qwerty123456' })).toMatchObject({ status: 422, body: { message: STAFF_MESSAGES.passwordCommon } });
  expect(await join(email.token, { password: 'abcabcabcabcabc' })).toMatchObject({ status: 422, body: { message: STAFF_MESSAGES.passwordCommon } });
  expect(await join(email.token, { password })).toMatchObject({ status: 422, body: { message: STAFF_MESSAGES.codeRequired } });
  expect(await join(email.token, { password, code: '000000' })).toMatchObject({ status: 422, body: { message: STAFF_MESSAGES.codeWrong } });
  const joined = await join(email.token, { password, code: totpCode(secret, api.clock.now()) });
  expect(joined).toMatchObject({ status: 201, body: { staff: { email: 'Kim@Example.com', name: 'Kim Lee', role: 'manager' } } });
  expect((await staffCall(api, 'GET', '/api/staff/session', { cookie: cookieOf(joined) })).body.staff.role).toBe('manager');

  // The link is used up; the same code signs in no more; the next one does.
  expect(await staffCall(api, 'GET', `/api/staff/invitations/${email.token}`)).toMatchObject({ status: 404, body: { code: 'staff-invitation-over', message: STAFF_MESSAGES.invitationOver } });
  expect((await join(email.token, { password, code: totpCode(secret, api.clock.now()) })).status).toBe(404);
  api.clock.advanceMinutes(1);
  const signIn = await staffCall(api, 'POST', '/api/staff/sign-in', { json: { email: 'kim@example.com', password, code: totpCode(secret, api.clock.now()) } });
  expect(signIn.status).toBe(200);
  const audit = await api.db.query<{ action: string }>('select action from audit_log order by id');
  expect(audit.map((row) => row.action)).toEqual(['staff.sign-in', 'staff.invite', 'staff.join', 'staff.sign-in']);
});

test('a front-desk invitation sets a password only; a link run out after 24 hours, or replaced by a newer one, makes nothing', async () => {
  const owner = await staffSession(api, 'owner');
  const inviteDesk = () => staffCall(api, 'POST', '/api/staff/invitations', { cookie: owner, json: { email: 'desk@example.com', role: 'front-desk' } });
  expect((await inviteDesk()).status).toBe(201);
  expect((await inviteDesk()).status).toBe(201);
  const [first, second] = await invitationEmails();
  expect((await staffCall(api, 'GET', `/api/staff/invitations/${first.token}`)).status).toBe(404);
  expect((await staffCall(api, 'GET', `/api/staff/invitations/${second.token}`)).body.totp).toBeNull();
  api.clock.advanceMinutes(24 * 60 + 1);
  expect((await join(second.token, { password: 'plum orchard at dusk' })).status).toBe(404);
  expect(await api.db.query(`select count(*)::int as n from staff_members where email = 'desk@example.com'`)).toEqual([{ n: 0 }]);
});

test('the same link pressed twice at once makes one account', async () => {
  const owner = await staffSession(api, 'owner');
  await staffCall(api, 'POST', '/api/staff/invitations', { cookie: owner, json: { email: 'cook@example.com', role: 'kitchen' } });
  const [email] = await invitationEmails();
  const answers = await Promise.all(Array.from({ length: 5 }, () => join(email.token, { password: 'plum orchard at dusk' })));
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 404, 404, 404, 404]);
  expect(await api.db.query(`select count(*)::int as n from staff_members where email = 'cook@example.com'`)).toEqual([{ n: 1 }]);
});

test("only an owner invites, an email already on the staff is refused, and a manager's try is refused before anything is read", async () => {
  const owner = await staffSession(api, 'owner');
  const manager = await staffSession(api, 'manager');
  expect(await staffCall(api, 'POST', '/api/staff/invitations', { cookie: manager, json: { email: 'x@example.com', role: 'owner' } })).toMatchObject({ status: 403, body: { code: 'staff-forbidden' } });
  expect(await staffCall(api, 'POST', '/api/staff/invitations', { cookie: owner, json: { email: 'MANAGER@staff.test', role: 'kitchen' } })).toMatchObject({ status: 409, body: { code: 'staff-email-taken' } });
  // A link must reach someone: an address no email can go to is refused before anything is written.
  for (const email of ['not an email', 'kim@example.com\u0000', 'kim@example']) {
    expect(await staffCall(api, 'POST', '/api/staff/invitations', { cookie: owner, json: { email, role: 'kitchen' } })).toMatchObject({ status: 400, body: { code: 'invalid-request' } });
  }
  expect(await invitationEmails()).toEqual([]);
});

describe('the staff command', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'party-staff-command-'));
    file = path.join(dir, 'run', 'staff-command.json');
    await api.startAnother({ staffCommandFile: file });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const staffCommand = (...args: string[]) =>
    run(process.execPath, [require.resolve('tsx/cli'), 'scripts/staff.ts', ...args], { cwd: root, env: { ...process.env, STAFF_COMMAND_FILE: file } }).then(
      ({ stdout }) => ({ code: 0, out: stdout }),
      (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr }),
    );

  test("the API writes its address and a token only this machine's user can read, and `npm run staff -- invite` emails the first owner's link", async () => {
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    const written = JSON.parse(await readFile(file, 'utf8'));
    expect(written.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(written.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const invited = await staffCommand('invite', 'boss@example.com', '--role', 'owner', '--name', 'Pat Boss');
    expect(invited.out).toContain('Invited boss@example.com as owner');
    expect(invited.code).toBe(0);
    const [email] = await invitationEmails();
    expect(email).toMatchObject({ to: 'boss@example.com' });
    expect(email.text).toContain('Owner');
    const [entry] = await api.db.query<{ actor_kind: string; action: string }>('select actor_kind, action from audit_log');
    expect(entry).toEqual({ actor_kind: 'system', action: 'staff.invite' });
  }, 30_000);

  test('a wrong token, a bad role and a missing file are refused with a word', async () => {
    const forged = await fetch(`${JSON.parse(await readFile(file, 'utf8')).url}/api/staff/invitations`, {
      method: 'POST',
      headers: { authorization: 'Bearer not-the-token', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.com', role: 'owner' }),
    });
    expect(forged.status).toBe(401);
    // The token opens the invitation call only.
    const other = await fetch(`${JSON.parse(await readFile(file, 'utf8')).url}/api/staff/session`, { headers: { authorization: `Bearer ${JSON.parse(await readFile(file, 'utf8')).token}` } });
    expect(other.status).toBe(401);
    expect(await staffCommand('invite', 'x@example.com', '--role', 'boss')).toMatchObject({ code: 2, out: expect.stringContaining('Usage: npm run staff') });
    const missing = await run(process.execPath, [require.resolve('tsx/cli'), 'scripts/staff.ts', 'invite', 'x@example.com', '--role', 'owner'], {
      cwd: root,
      env: { ...process.env, STAFF_COMMAND_FILE: path.join(dir, 'none.json') },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining('The API is not running here') });
    expect(await invitationEmails()).toEqual([]);
  }, 30_000);
});
