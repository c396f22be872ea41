import {
  needsSecondFactor,
  STAFF_MESSAGES,
  staffJoinPath,
  type StaffAcceptInvitation,
  type StaffInvitation,
  type StaffInvite,
} from '@party/domain';
import type { Queryable } from '../../db/queryable';
import { emailContext } from '../../email/outbox-message';
import { queueStaffInvitation } from '../../email/queue-staff-emails';
import { apiError } from '../../http-errors';
import type { ServiceDeps } from '../../services/service-deps';
import { audit, type Actor } from '../../audit/audit';
import { hashPassword, passwordProblem } from './passwords';
import { openSession, staffActor, staffTarget } from './sessions';
import { createStaffRepository, type InvitationRow } from '../repositories/staff-repository';
import { newToken, tokenHash } from './tokens';
import { codeStep, newTotpSecret, readCode, totpSetUp } from './totp';

// Joining the staff (decision 032): an owner (or the staff command, for the first owner) invites
// an email to a role; the person gets a one-time link, valid 24 hours, where they choose a
// password and, as an owner or manager, add a TOTP authenticator app; the account is then made and
// signed in. A newer invitation to the same email replaces the earlier one.

export const INVITATION_LIFETIME_MS = 24 * 60 * 60_000;

type InviteDeps = Pick<ServiceDeps, 'db' | 'now' | 'venue' | 'siteUrl' | 'staffSiteUrl'>;

/** Invites the email to the role: emails the link (through the outbox), audited. */
export async function invite(deps: InviteDeps, invitation: Required<StaffInvite>, by: Actor) {
  const now = deps.now();
  const expiresAt = await deps.db.transaction(async (tx) => {
    if ((await createStaffRepository(tx).findActiveByEmail(invitation.email)) !== undefined) {
      throw apiError('staff-email-taken', `${invitation.email} is already on the staff.`);
    }
    const at = await writeInvitation(tx, deps, invitation, by, now);
    await audit(tx, { actor: by, action: 'staff.invite', after: { email: invitation.email, name: invitation.name, role: invitation.role, expiresAt: at } }, now);
    return at;
  });
  return { email: invitation.email, role: invitation.role, expiresAt: expiresAt.toISOString() };
}

/**
 * Writes a one-time link to join as the role (valid 24 hours, replacing any earlier one to the
 * email) and queues its email, with `tx`; answers when it runs out. Joining with it gives a
 * deactivated member their place back, with a new password and second factor: a reset of their
 * sign-in is one of these (decision 040).
 */
export async function writeInvitation(tx: Queryable, deps: InviteDeps, invitation: Required<StaffInvite>, by: Actor, now: Date): Promise<Date> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_LIFETIME_MS);
  const totpSecret = needsSecondFactor(invitation.role) ? newTotpSecret() : null;
  const id = await createStaffRepository(tx).createInvitation(
    { tokenHash: tokenHash(token), email: invitation.email, name: invitation.name, role: invitation.role, totpSecret, invitedBy: by.kind === 'staff' ? by.staffId : null, expiresAt },
    now,
  );
  await queueStaffInvitation(
    tx,
    emailContext(deps),
    { name: invitation.name, address: invitation.email },
    {
      name: invitation.name,
      role: invitation.role,
      link: `${deps.staffSiteUrl}${staffJoinPath(token)}`,
      expiresAt,
      invitedBy: by.kind === 'staff' ? by.name : `the venue's staff command`,
      secondFactor: totpSecret !== null,
    },
    String(id),
  );
  return expiresAt;
}

const invitationOver = () => apiError('staff-invitation-over', STAFF_MESSAGES.invitationOver);

/** The open invitation the token names, or 'staff-invitation-over'. */
async function openInvitation(deps: Pick<ServiceDeps, 'db' | 'now'>, token: string): Promise<InvitationRow> {
  const found = await createStaffRepository(deps.db).findOpenInvitation(tokenHash(token), deps.now());
  if (!found) throw invitationOver();
  return found;
}

/** What the link's page shows: who it is for, and the authenticator app's set-up for owners and managers. */
export async function readInvitation(deps: Pick<ServiceDeps, 'db' | 'now' | 'venue'>, token: string): Promise<StaffInvitation> {
  const found = await openInvitation(deps, token);
  return {
    email: found.email,
    name: found.name,
    role: found.role,
    totp: found.totpSecret ? await totpSetUp(found.totpSecret, `${deps.venue.name} staff`, found.email) : null,
    expiresAt: found.expiresAt.toISOString(),
  };
}

/**
 * Accepts the invitation: the password (and a first code from the app) checked, the account made,
 * the link used up, and a session opened, in one transaction under the invitation's row lock, so
 * a link pressed twice makes one account.
 */
export async function acceptInvitation(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  token: string,
  form: Required<Pick<StaffAcceptInvitation, 'password'>> & { code?: string },
  client: string,
  device = '',
) {
  const now = deps.now();
  await openInvitation(deps, token);
  const problem = passwordProblem(form.password);
  if (problem) throw apiError('password-refused', problem);
  const passwordHash = await hashPassword(form.password);
  return deps.db.transaction(async (tx) => {
    const staff = createStaffRepository(tx);
    const invitation = await staff.findOpenInvitation(tokenHash(token), now, true);
    if (!invitation) throw invitationOver();
    let totpStep: number | null = null;
    if (invitation.totpSecret) {
      const code = readCode(form.code);
      if (!code) throw apiError('password-refused', STAFF_MESSAGES.codeRequired);
      totpStep = codeStep(invitation.totpSecret, code, now) ?? null;
      if (totpStep === null) throw apiError('password-refused', STAFF_MESSAGES.codeWrong);
    }
    const joined = await staff.join({ email: invitation.email, name: invitation.name, role: invitation.role, passwordHash, totpSecret: invitation.totpSecret, totpStep }, now);
    if (!joined) throw apiError('staff-email-taken', `${invitation.email} is already on the staff.`);
    await staff.useInvitation(invitation.id, now);
    const member = { id: joined.id, publicId: joined.publicId, email: invitation.email, name: invitation.name, role: invitation.role };
    await audit(tx, { actor: staffActor(member, client), action: 'staff.join', target: staffTarget(member), after: { email: member.email, name: member.name, role: member.role } }, now);
    return openSession(tx, member, client, now, device);
  });
}
