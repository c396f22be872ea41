import { EMAIL_PATTERN, needsSecondFactor, ROLE_ACTIONS, STAFF_MESSAGES, type StaffSession, type StaffSignIn } from '@party/domain';
import { apiError } from '../http-errors';
import type { ServiceDeps } from '../services/service-deps';
import { audit, type Actor, type StaffActor } from './audit';
import { createStaffRepository, type LiveSession, type StaffMemberRow } from './staff-repository';
import { passwordMatches } from './passwords';
import { newToken, tokenHash } from './tokens';
import { codeStep, readCode } from './totp';

// Staff sessions (decision 032): held on the server, ended by Sign out, 3 hours after the last
// request, 12 hours after sign-in, and at once when the member is deactivated. Sign-in answers the
// same, in the same time, whatever was wrong, and every attempt is in the audit log.

export const SESSION_IDLE_MS = 3 * 60 * 60_000;
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;

type SessionDeps = Pick<ServiceDeps, 'db' | 'now'>;

/** A member as the session answer names them. */
type Member = Pick<StaffMemberRow, 'publicId' | 'name' | 'email' | 'role'>;

/** Who is signed in, what they may do, and until when. */
export function sessionAnswer(member: Member, session: { lastSeenAt: Date; expiresAt: Date }): StaffSession {
  const idleEnd = Math.min(session.lastSeenAt.getTime() + SESSION_IDLE_MS, session.expiresAt.getTime());
  return {
    staff: { id: member.publicId, name: member.name, email: member.email, role: member.role },
    actions: [...ROLE_ACTIONS[member.role]],
    expiresAt: session.expiresAt.toISOString(),
    idleExpiresAt: new Date(idleEnd).toISOString(),
  };
}

/** The browser a session was signed in from, as its User-Agent names it: printable, at most 200 characters. */
export const deviceName = (userAgent: string | undefined) => (userAgent ?? '').replace(/[^\x20-\x7e]/g, '').trim().slice(0, 200);

/** A new session for the member, written with `tx`: its token (for the cookie) and its answer. */
export async function openSession(tx: Parameters<typeof createStaffRepository>[0], member: Member & { id: number }, client: string, now: Date, device = '') {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await createStaffRepository(tx).createSession({ tokenHash: tokenHash(token), staffId: member.id, expiresAt, client, device: deviceName(device) }, now);
  return { token, answer: sessionAnswer(member, { lastSeenAt: now, expiresAt }) };
}

/** The session the token names, if it is still good (and now used). */
export async function liveSession({ db, now }: SessionDeps, token: string): Promise<LiveSession | undefined> {
  return createStaffRepository(db).useSession(tokenHash(token), now(), { idleMs: SESSION_IDLE_MS });
}

/**
 * Signs a member in: the password, then (owners and managers) a TOTP code not taken before. Any
 * failure answers 'sign-in-failed' with one message, after the same work (an unknown email still
 * checks a password hash), and is audited with the email typed and the client's address.
 */
export async function signIn({ db, now }: SessionDeps, form: Required<Pick<StaffSignIn, 'email' | 'password'>> & { code?: string }, client: string, device = '') {
  const at = now();
  const member = await createStaffRepository(db).findActiveByEmail(form.email);
  const passwordOk = await passwordMatches(member?.passwordHash, form.password);
  const code = readCode(form.code);
  const step = member?.totpSecret && code ? codeStep(member.totpSecret, code, at) : undefined;
  const secondOk = member !== undefined && (!needsSecondFactor(member.role) || (member.totpSecret !== null && step !== undefined));

  const opened = member && passwordOk && secondOk
    ? await db.transaction(async (tx) => {
        // A code is taken once: the same code again (sent twice, or seen) is refused.
        if (step !== undefined && !(await createStaffRepository(tx).takeTotpStep(member.id, step))) return undefined;
        const session = await openSession(tx, member, client, at, device);
        await audit(tx, { actor: staffActor(member, client), action: 'staff.sign-in', target: staffTarget(member) }, at);
        return session;
      })
    : undefined;
  if (opened) return opened;

  // Someone trying to be staff: the member the email names, or the email typed. What is typed in
  // the email field is kept only when it is an email address: a password typed there by mistake
  // must not end up in the log (ASVS 7.1.1).
  const typed = EMAIL_PATTERN.test(form.email) ? form.email : '(not an email address)';
  const attempt: Actor = { kind: 'staff', staffId: member?.id ?? null, name: typed, client };
  await db.transaction((tx) => audit(tx, { actor: attempt, action: 'staff.sign-in-refused', target: member && staffTarget(member), after: { email: typed } }, at));
  throw apiError('sign-in-failed', STAFF_MESSAGES.signInFailed);
}

/** Ends the session (Sign out), audited. */
export async function signOut({ db, now }: SessionDeps, session: LiveSession, client: string): Promise<void> {
  const at = now();
  await db.transaction(async (tx) => {
    await createStaffRepository(tx).endSession(session.sessionId, at);
    await audit(tx, { actor: staffActor(session.member, client), action: 'staff.sign-out', target: staffTarget(session.member) }, at);
  });
}

/** A signed-in member as the audit log names them. */
export function staffActor(member: { id: number; name: string; email: string }, client: string): StaffActor {
  return { kind: 'staff', staffId: member.id, name: member.name || member.email, client };
}

export const staffTarget = (member: { id: number; email: string }) => ({ kind: 'staff' as const, id: member.id, reference: member.email });
