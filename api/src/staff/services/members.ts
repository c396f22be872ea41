import { needsSecondFactor, type StaffMemberChange, type StaffMembers, type StaffOwnSessions, type StaffRole } from '@party/domain';
import type { Queryable } from '../../db/queryable';
import { apiError } from '../../http-errors';
import type { ServiceDeps } from '../../services/service-deps';
import { audit, type StaffActor } from '../../audit/audit';
import { writeInvitation } from '../sign-in/staff-invitations';
import { SESSION_IDLE_MS, staffTarget } from '../sign-in/sessions';
import { createStaffRepository, type MemberListRow } from '../repositories/staff-repository';
import { createStaffSessionsRepository, type LiveSession } from '../repositories/staff-sessions-repository';

// The staff page (/staff, owners; decision 040): who is on the staff and who is invited, a role
// changed, a member deactivated (their sessions end at once) or made active again, a member's
// sign-in reset. The venue always keeps an active owner: the last one can be neither demoted nor
// deactivated nor reset ('last-owner'). And every member's own sessions (/account), which they
// can end. Every change is audited.

type MemberDeps = Pick<ServiceDeps, 'db' | 'now' | 'venue' | 'siteUrl' | 'staffSiteUrl'>;

const toMember = (row: MemberListRow) => ({
  id: row.public_id,
  name: row.name,
  email: row.email,
  role: row.role,
  active: row.active,
  secondFactor: row.second_factor,
  lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/** GET /api/staff/members: every member, active ones first, and the invitations still open. */
export async function listMembers(deps: Pick<ServiceDeps, 'db' | 'now'>): Promise<StaffMembers> {
  const staff = createStaffRepository(deps.db);
  const rows = await staff.listMembers();
  const invitations = await staff.openInvitations(deps.now());
  return {
    members: rows.map(toMember),
    invitations: invitations.map((i) => ({ email: i.email, name: i.name, role: i.role, expiresAt: i.expires_at.toISOString() })),
  };
}

/**
 * The member with this public id, with `tx`, after taking the owners' rows: every change that
 * could leave the venue without an owner takes them first, so two owners demoting each other at
 * once are one after the other, and the second sees the first's change.
 */
async function lockedMember(tx: Queryable, id: string): Promise<{ member: MemberListRow; activeOwners: number }> {
  const staff = createStaffRepository(tx);
  const activeOwners = await staff.lockActiveOwners();
  const member = await staff.findListed(id);
  if (!member) throw apiError('item-not-found', 'No staff member has this id');
  return { member, activeOwners };
}

const lastOwner = () => apiError('last-owner', 'The venue needs an active owner: make another member an owner first.');

/** Whether the change takes away the venue's last active owner. */
const leavesNoOwner = (member: MemberListRow, activeOwners: number, after: { role: StaffRole; active: boolean }) =>
  member.role === 'owner' && member.active && activeOwners <= 1 && (after.role !== 'owner' || !after.active);

/** Deactivates the member, their sessions ending with it (a session is good only while its member is active). */
async function deactivate(tx: Queryable, memberId: number, now: Date): Promise<void> {
  await createStaffRepository(tx).deactivate(memberId, now);
  await createStaffSessionsRepository(tx).endAllOf(memberId, now);
}

/** Ends the member's sessions and stops their password and second factor, and emails them a link to set both up again. */
async function resetSignIn(tx: Queryable, deps: MemberDeps, member: MemberListRow, by: StaffActor, now: Date, role: StaffRole = member.role): Promise<Date> {
  await deactivate(tx, member.id, now);
  const expiresAt = await writeInvitation(tx, deps, { email: member.email, name: member.name, role }, by, now);
  await audit(tx, { actor: by, action: 'staff.second-factor-reset', target: staffTarget(member), after: { email: member.email, role, expiresAt } }, now);
  return expiresAt;
}

/**
 * PUT /api/staff/members/{id}: a new role, deactivated (their sessions end at once) or active
 * again, audited. Made an owner or manager without an authenticator app, the member's sign-in is
 * reset with it (they cannot sign in to those roles without one): their link sets one up.
 */
export async function changeMember(deps: MemberDeps, id: string, change: StaffMemberChange, by: StaffActor): Promise<StaffMembers> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const { member, activeOwners } = await lockedMember(tx, id);
    const after = { role: change.role ?? member.role, active: change.active ?? member.active };
    if (leavesNoOwner(member, activeOwners, after)) throw lastOwner();
    const target = staffTarget(member);
    const staff = createStaffRepository(tx);
    if (after.role !== member.role) {
      await staff.setRole(member.id, after.role);
      await audit(tx, { actor: by, action: 'staff.role', target, before: { role: member.role }, after: { role: after.role } }, now);
    }
    if (after.active !== member.active) {
      if (after.active) await staff.reactivate(member.id);
      else await deactivate(tx, member.id, now);
      await audit(tx, { actor: by, action: after.active ? 'staff.reactivate' : 'staff.deactivate', target, before: { active: member.active }, after: { active: after.active } }, now);
    }
    if (after.active && needsSecondFactor(after.role) && !member.second_factor) await resetSignIn(tx, deps, member, by, now, after.role);
  });
  return listMembers(deps);
}

/** POST /api/staff/members/{id}/second-factor/reset: the member's sign-in stops working and they are emailed a link to set it up again. */
export async function resetSecondFactor(deps: MemberDeps, id: string, by: StaffActor): Promise<{ email: string; expiresAt: string }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const { member, activeOwners } = await lockedMember(tx, id);
    if (leavesNoOwner(member, activeOwners, { role: member.role, active: false })) throw lastOwner();
    const expiresAt = await resetSignIn(tx, deps, member, by, now);
    return { email: member.email, expiresAt: expiresAt.toISOString() };
  });
}

/** GET /api/staff/sessions: the signed-in member's sessions that still sign in, this one marked. */
export async function ownSessions(deps: Pick<ServiceDeps, 'db' | 'now'>, session: LiveSession): Promise<StaffOwnSessions> {
  const rows = await createStaffSessionsRepository(deps.db).liveSessionsOf(session.member.id, deps.now(), { idleMs: SESSION_IDLE_MS });
  return {
    sessions: rows.map((row) => ({
      id: row.public_id,
      createdAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      expiresAt: row.expires_at.toISOString(),
      device: row.device,
      current: row.id === session.sessionId,
    })),
  };
}

/** POST /api/staff/sessions/{id}/end: ends one of one's own sessions at once; another's, or one ended, is not found. Audited. */
export async function endOwnSession(deps: Pick<ServiceDeps, 'db' | 'now'>, session: LiveSession, id: string, by: StaffActor): Promise<StaffOwnSessions> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const ended = await createStaffSessionsRepository(tx).endOwnSession(id, session.member.id, now);
    if (!ended) throw apiError('item-not-found', 'No session of yours has this id (it may have ended)');
    await audit(tx, { actor: by, action: 'staff.session-end', target: staffTarget(session.member), before: { device: ended.device } }, now);
  });
  return ownSessions(deps, session);
}

/**
 * POST /api/staff/sessions/end-others: ends every other session of one's own that still signs in
 * (a phone left signed in, a tablet lent), this one kept; each is audited as one ended. None left
 * is not an error: the answer is the sessions as they are.
 */
export async function endOwnOtherSessions(deps: Pick<ServiceDeps, 'db' | 'now'>, session: LiveSession, by: StaffActor): Promise<StaffOwnSessions> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const ended = await createStaffSessionsRepository(tx).endOtherSessions(session.member.id, session.sessionId, now, { idleMs: SESSION_IDLE_MS });
    for (const { device } of ended) {
      await audit(tx, { actor: by, action: 'staff.session-end', target: staffTarget(session.member), before: { device } }, now);
    }
  });
  return ownSessions(deps, session);
}
