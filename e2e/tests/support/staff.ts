import { execFile } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page, TestInfo } from '@playwright/test';
import { expectNoHorizontalScroll } from '../../support/fixtures';
import { mailDevEmails, type MailDevEmail } from '../../../tooling/site/maildev';
import { eveningHireRequest } from '../../../tooling/site/evening-hire';
import { answerInvitation, apiUrl, createBooking, payDeposit, payInFull, postJson, venueDateIn, type CreatedBooking } from './party-bookings';

// The staff console's browser tests: the staff site (E2E_STAFF_URL), staff accounts made as the
// venue makes them (an invitation by the staff command or the API, its emailed link), and the
// codes of an authenticator app.

export const STAFF_PASSWORD = 'a long staff password for the browser tests';

export function staffUrl(): string {
  const url = process.env.E2E_STAFF_URL;
  if (!url) throw new Error('E2E_STAFF_URL is set by the global setup');
  return url;
}

export function maildevUrl(): string {
  const url = process.env.E2E_MAILDEV_URL;
  if (!url) throw new Error('E2E_MAILDEV_URL is set by the global setup');
  return url;
}

function staffCommandFile(): string {
  const file = process.env.E2E_STAFF_COMMAND_FILE;
  if (!file) throw new Error('E2E_STAFF_COMMAND_FILE is set by the global setup');
  return file;
}

/**
 * A screenshot of a staff page, to be looked at: e2e/test-results/staff-screens/<size>-<name>.png;
 * and no staff page may scroll sideways (a phone's 360 px, a long email address).
 */
export async function staffScreenshot(page: Page, testInfo: TestInfo, name: string, { fullPage = true } = {}): Promise<void> {
  await expectNoHorizontalScroll(page);
  const folder = path.join(__dirname, '..', '..', 'test-results', 'staff-screens');
  mkdirSync(folder, { recursive: true });
  await page.screenshot({ path: path.join(folder, `${testInfo.project.name}-${name}.png`), fullPage });
}

/** An address of its own for each test and screen size, so that no two tests share an account. */
export function staffEmail(who: string, project: string): string {
  return `${who}.${project}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@staff.example`;
}

/** The invitation as the owner makes the first one: `npm run staff -- invite EMAIL --role ROLE`, at the repository's root. */
export async function inviteByCommand(email: string, role: string): Promise<string> {
  const root = path.join(__dirname, '..', '..', '..');
  const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'staff', '--', 'invite', email, '--role', role], {
    cwd: root,
    env: { ...process.env, STAFF_COMMAND_FILE: staffCommandFile() },
  });
  return stdout;
}

/** The invitation as the command sends it, without the command's start-up: its bearer token from the API's command file. */
export async function inviteByApi(email: string, role: string): Promise<void> {
  const { token } = JSON.parse(await readFile(staffCommandFile(), 'utf8')) as { token: string };
  const response = await fetch(`${apiUrl()}/api/staff/invitations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, role, name: '' }),
  });
  if (response.status !== 201) throw new Error(`inviting ${email} answered ${response.status}: ${await response.text()}`);
}

/** The emails MailDev holds for this address, once at least one has come. */
export async function emailsTo(address: string, { subject = /./, timeoutMs = 15_000 } = {}): Promise<MailDevEmail[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await mailDevEmails(maildevUrl())).filter((email) => email.to.some((to) => to.address === address) && subject.test(email.subject));
    if (found.length > 0 || Date.now() > until) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The one-time link of the invitation emailed to this address (on the staff site). */
export async function invitationLink(email: string): Promise<string> {
  const [invitation] = await emailsTo(email, { subject: /staff account/i });
  if (!invitation) throw new Error(`no invitation reached ${email}`);
  const link = new RegExp(`${staffUrl().replace(/[.:/]/g, '\\$&')}/join/[A-Za-z0-9_-]+`).exec(`${invitation.text ?? ''} ${invitation.html ?? ''}`)?.[0];
  if (!link) throw new Error(`the invitation to ${email} has no link to the staff site`);
  return link;
}

/**
 * The 6-digit code an authenticator app shows for this base32 secret (RFC 6238: HMAC-SHA1, 30-second
 * steps), written here from the RFC rather than with the API's library, so that the two check each
 * other. `step` 1 is the next one: the API takes each code once, and one step either side.
 */
export function totpCode(secret: string, { at = Date.now(), step = 0 } = {}): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const character of secret.replace(/[\s=]/g, '').toUpperCase()) bits += alphabet.indexOf(character).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30) + step));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

export interface StaffAccount {
  email: string;
  password: string;
  /** Owners' and managers' TOTP secret. */
  secret?: string;
}

/**
 * An account of this role, made as the venue makes one (invited, its emailed link's invitation
 * accepted with a password and, for owners and managers, a first code), and signed in on the page
 * through the sign-in form, as staff sign in (the session's cookie is Secure: Chromium takes it on
 * http://127.0.0.1 from the site, not from the test's hand).
 */
export async function signedInAccount(page: Page, role: 'owner' | 'manager' | 'front-desk' | 'kitchen', project: string): Promise<StaffAccount> {
  const email = staffEmail(role, project);
  await inviteByApi(email, role);
  return joinedAndSignedIn(page, email);
}

/**
 * The account of an invitation already emailed to `email` (by the command, the API or an owner on
 * /staff): its link accepted with a password and, for owners and managers, a first code, then signed
 * in on the page through the sign-in form.
 */
export async function joinedAndSignedIn(page: Page, email: string): Promise<StaffAccount> {
  const token = new URL(await invitationLink(email)).pathname.split('/').pop()!;
  const invitation = (await (await fetch(`${apiUrl()}/api/staff/invitations/${token}`)).json()) as { totp: { secret: string } | null };
  const secret = invitation.totp?.secret;
  const accepted = await fetch(`${apiUrl()}/api/staff/invitations/${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: staffUrl() },
    body: JSON.stringify({ password: STAFF_PASSWORD, code: secret ? totpCode(secret) : undefined }),
  });
  if (accepted.status !== 201) throw new Error(`accepting ${email}'s invitation answered ${accepted.status}: ${await accepted.text()}`);
  const account = { email, password: STAFF_PASSWORD, secret };
  // The next step's code: the invitation took this one.
  await signIn(page, account, secret ? totpCode(secret, { step: 1 }) : undefined);
  return account;
}

/** Signs in through the sign-in form (with the code, for owners and managers) and waits for the run sheet. */
export async function signIn(page: Page, account: StaffAccount, code?: string): Promise<void> {
  await page.goto(`${staffUrl()}/sign-in`);
  await page.getByRole('textbox', { name: /^Email/ }).fill(account.email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(account.password);
  if (code) await page.getByRole('textbox', { name: /^Code/ }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: /^Run sheet: / }).waitFor();
}

export interface StaffDay {
  date: string;
  /** Paid in full, with RSVPs: Sam allergic to peanuts, Ava to nothing; Zoe allergic to dairy. */
  paid: CreatedBooking;
  /** Its $100 deposit paid: $315 due on the day. */
  deposit: CreatedBooking;
  /** Booked and not paid: held for 30 minutes. */
  unpaid: CreatedBooking;
  /** The whole centre from 7 to 9 pm, its deposit unpaid. */
  hire: { reference: string };
}

/**
 * A day at the venue as the staff tests read it: three parties of Basic Fun for 10 kids (one paid
 * in full with RSVPs carrying allergies, one with its deposit paid, one unpaid) and an evening
 * hire, all on one day from `firstDay` on that has room for them (each screen size its own days).
 */
export async function prepareStaffDay(firstDay: number): Promise<StaffDay> {
  for (let day = firstDay; day < firstDay + 10; day += 1) {
    const date = venueDateIn(day);
    const hired = await postJson('/api/bookings-afterhours/save', eveningHireRequest(date, { firstName: 'Sam', lastName: 'Hirer', email: 'sam.hirer@example.com' }));
    if (hired.status === 409 || hired.status === 422) continue;
    const hire = ((await hired.json()) as { booking: { reference: string } }).booking;
    const [paid, deposit, unpaid] = [await createBooking([day]), await createBooking([day]), await createBooking([day])];
    if (![paid, deposit, unpaid].every((booking) => booking.date === date)) throw new Error(`the parties of ${date} went to other days`);
    await payInFull(paid.bookingId);
    await payDeposit(deposit.bookingId);
    await answerInvitation(paid.invitationId, { name: 'Lee family', email: 'lee@example.com', kids: [{ name: 'Sam', allergies: 'Peanuts (EpiPen in bag)' }, { name: 'Ava' }] });
    await answerInvitation(paid.invitationId, { name: 'Kim family', email: 'kim@example.com', kids: [{ name: 'Zoe', allergies: 'Dairy' }] });
    return { date, paid, deposit, unpaid, hire };
  }
  throw new Error(`no day from ${firstDay} on had room for the staff tests' day`);
}
