import { needsSecondFactor, staffSignInLinkPath, type StaffRole } from '@party/domain';
import type { Queryable } from '../../db/queryable';
import { emailContext } from '../../email/outbox-message';
import { queueStaffSignInLink } from '../../email/queue-staff-emails';
import type { ServiceDeps } from '../../services/service-deps';
import { audit, SYSTEM } from '../../audit/audit';
import { createSignInLinksRepository } from '../repositories/sign-in-links-repository';
import { newToken, tokenHash } from './tokens';

// The link emailed to a member whose account is past its limit on failed sign-ins (decision 057,
// migration 023): sent with a sign-in, it lets them through the limits once, while their password
// (and code) is still asked, so someone who knows only an email cannot keep its member out. One
// link per member at a time; it runs out after 24 hours, and is spent by as many failed sign-ins
// as the account's limit, so it is no way around the limits for whoever else reads the email.

const SIGN_IN_LINK_LIFETIME_MS = 24 * 60 * 60_000;

type LinkDeps = Pick<ServiceDeps, 'venue' | 'siteUrl' | 'staffSiteUrl' | 'now'>;

/**
 * Writes a new link for the member and queues its email, audited, with `tx`: the member's account
 * has just gone past a limit, `failures` failed sign-ins in its window.
 */
export async function sendSignInLink(
  tx: Queryable,
  deps: LinkDeps,
  member: { id: number; email: string; name: string; role: StaffRole },
  why: { failures: number; passwordKnown: boolean },
  now: Date,
): Promise<void> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_LIFETIME_MS);
  const id = await createSignInLinksRepository(tx).create({ tokenHash: tokenHash(token), staffId: member.id, expiresAt }, now);
  await queueStaffSignInLink(
    tx,
    emailContext(deps),
    { name: member.name, address: member.email },
    { name: member.name, link: `${deps.staffSiteUrl}${staffSignInLinkPath(token)}`, expiresAt, ...why, secondFactor: needsSecondFactor(member.role) },
    String(id),
  );
  await audit(tx, { actor: SYSTEM, action: 'staff.sign-in-link', target: { kind: 'staff', id: member.id, reference: member.email }, after: { ...why, expiresAt } }, now);
}
