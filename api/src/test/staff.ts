import type { StaffRole } from '@party/domain';
import { Secret, TOTP } from 'otpauth';
import type { Database } from '../db/queryable';
import { hashPassword } from '../staff/sign-in/passwords';
import { STAFF_COOKIE } from '../staff/sign-in/session-cookie';
import { call, type ApiResponse, type Loose, type TestApi } from './test-api';

// Staff members and their sessions, for the staff API's tests: members are written to the
// database as an accepted invitation would have made them, then sign in over HTTP.

/** The staff site's origin in tests (testConfig's staffSiteUrl). */
export const STAFF_ORIGIN = 'http://staff.test';
export const STAFF_PASSWORD = 'a long staff password for tests';

/** A TOTP secret for owners and managers (base32). */
export const TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The code an authenticator app with the secret shows at `now`. */
export const totpCode = (secret: string, now: Date): string =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: now.getTime() });

let passwordHash: Promise<string> | undefined;

export async function addStaffMember(db: Database, role: StaffRole, email = `${role}@staff.test`, password = STAFF_PASSWORD): Promise<number> {
  passwordHash = password === STAFF_PASSWORD ? (passwordHash ?? hashPassword(STAFF_PASSWORD)) : hashPassword(password);
  const [row] = await db.query<{ id: number }>(
    `insert into staff_members (email, name, role, password_hash, totp_secret, created_at) values ($1, $2, $3, $4, $5, now()) returning id`,
    [email, `${role} member`, role, await passwordHash, role === 'owner' || role === 'manager' ? TOTP_SECRET : null],
  );
  return row.id;
}

export interface StaffCallOptions {
  cookie?: string;
  json?: unknown;
  /** The Origin header: the staff site's unless given (null: none). */
  origin?: string | null;
  headers?: Record<string, string>;
}

export function staffCall<T = Loose>(api: TestApi, method: string, path: string, options: StaffCallOptions = {}): Promise<ApiResponse<T>> {
  const origin = options.origin === undefined ? STAFF_ORIGIN : options.origin;
  return call<T>(api.url, method, path, {
    json: options.json,
    headers: { ...(origin ? { origin } : {}), ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
}

/** The session cookie as the browser sends it back, from a sign-in's Set-Cookie. */
export function cookieOf(response: ApiResponse): string {
  const set = response.headers.get('set-cookie') ?? '';
  const match = new RegExp(`${STAFF_COOKIE}=([^;]*)`).exec(set);
  if (!match) throw new Error(`no session cookie in ${response.status} ${JSON.stringify(response.body)}`);
  return `${STAFF_COOKIE}=${match[1]}`;
}

/** Signs the member in (with the code their app shows now, for owners and managers); answers the cookie. */
export async function signInAs(api: TestApi, role: StaffRole, email = `${role}@staff.test`): Promise<string> {
  const code = role === 'owner' || role === 'manager' ? totpCode(TOTP_SECRET, api.clock.now()) : undefined;
  const response = await staffCall(api, 'POST', '/api/staff/sign-in', { json: { email, password: STAFF_PASSWORD, code } });
  if (response.status !== 200) throw new Error(`sign-in refused: ${response.status} ${JSON.stringify(response.body)}`);
  return cookieOf(response);
}

/** A member of the role, added and signed in: their cookie. A code is taken once, so each sign-in of an owner or manager moves the clock a step on. */
export async function staffSession(api: TestApi, role: StaffRole, email?: string): Promise<string> {
  await addStaffMember(api.db, role, email);
  return signInAs(api, role, email);
}

/** An RSVP as a family sends it from the invitation page. */
export async function rsvp(api: TestApi, invitationId: string, family: { name: string; email: string; coming: boolean; kids?: Array<{ name: string; allergies: string }> }) {
  const answer = await api.post(`/api/invitations/${invitationId}/rsvps`, { ...family, phone: '', kids: family.kids ?? [] });
  if (answer.status !== 201 && answer.status !== 200) throw new Error(`RSVP refused: ${answer.status} ${JSON.stringify(answer.body)}`);
}
