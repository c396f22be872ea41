import { ROLE_ACTIONS, type StaffSession } from '@party/domain';
import type { ServiceDeps } from '../../services/service-deps';
import { audit, type StaffActor } from '../../audit/audit';
import type { StaffMemberRow } from '../repositories/staff-repository';
import { createStaffSessionsRepository, type LiveSession } from '../repositories/staff-sessions-repository';
import { newToken, tokenHash } from './tokens';

// Staff sessions (decision 032): held on the server, ended by Sign out, 3 hours after the last
// request, 12 hours after sign-in, and at once when the member is deactivated. Signing in: sign-in.ts.

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
export async function openSession(tx: Parameters<typeof createStaffSessionsRepository>[0], member: Member & { id: number }, client: string, now: Date, device = '') {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await createStaffSessionsRepository(tx).createSession({ tokenHash: tokenHash(token), staffId: member.id, expiresAt, client, device: deviceName(device) }, now);
  return { token, answer: sessionAnswer(member, { lastSeenAt: now, expiresAt }) };
}

/** The session the token names, if it is still good (and now used). */
export async function liveSession({ db, now }: SessionDeps, token: string): Promise<LiveSession | undefined> {
  return createStaffSessionsRepository(db).useSession(tokenHash(token), now(), { idleMs: SESSION_IDLE_MS });
}

/** Ends the session (Sign out), audited. */
export async function signOut({ db, now }: SessionDeps, session: LiveSession, client: string): Promise<void> {
  const at = now();
  await db.transaction(async (tx) => {
    await createStaffSessionsRepository(tx).endSession(session.sessionId, at);
    await audit(tx, { actor: staffActor(session.member, client), action: 'staff.sign-out', target: staffTarget(session.member) }, at);
  });
}

/** A signed-in member as the audit log names them. */
export function staffActor(member: { id: number; name: string; email: string }, client: string): StaffActor {
  return { kind: 'staff', staffId: member.id, name: member.name || member.email, client };
}

export const staffTarget = (member: { id: number; email: string }) => ({ kind: 'staff' as const, id: member.id, reference: member.email });
