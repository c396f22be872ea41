import { needsSecondFactor, staffSignInLinkPath, type StaffRole } from '@party/domain';
import type { Queryable } from '../db/queryable';
import { emailContext, queueStaffSignInLink } from '../email/queue';
import type { ServiceDeps } from '../services/service-deps';
import { audit, SYSTEM } from './audit';
import { newToken, tokenHash } from './tokens';

// The link emailed to a member whose account is past its limit on failed sign-ins (decision 057,
// migration 023): sent with a sign-in, it lets them through the limits once, while their password
// (and code) is still asked, so someone who knows only an email cannot keep its member out. One
// link per member at a time; it runs out after 24 hours, and is spent by as many failed sign-ins
// as the account's limit, so it is no way around the limits for whoever else reads the email.

const SIGN_IN_LINK_LIFETIME_MS = 24 * 60 * 60_000;

export function createSignInLinksRepository(db: Queryable) {
  return {
    /** A new link for the member, replacing any earlier one; answers its id. */
    async create(link: { tokenHash: string; staffId: number; expiresAt: Date }, now: Date): Promise<number> {
      await db.query('update staff_sign_in_links set used_at = $2 where staff_id = $1 and used_at is null', [link.staffId, now]);
      const [row] = await db.query<{ id: number }>(
        'insert into staff_sign_in_links (token_hash, staff_id, created_at, expires_at) values ($1, $2, $3, $4) returning id',
        [link.tokenHash, link.staffId, now, link.expiresAt],
      );
      return row.id;
    },

    /** The member's link with this token's hash, if it is still good: unused, not run out, not spent by failures. */
    async findGood(tokenHash: string, staffId: number, now: Date, maxFailures: number): Promise<{ id: number } | undefined> {
      const [row] = await db.query<{ id: number }>(
        'select id from staff_sign_in_links where token_hash = $1 and staff_id = $2 and used_at is null and expires_at > $3 and failures < $4',
        [tokenHash, staffId, now, maxFailures],
      );
      return row;
    },

    /** Whether the member has a good link already (a second email would say nothing new). */
    async hasGood(staffId: number, now: Date, maxFailures: number): Promise<boolean> {
      const rows = await db.query('select 1 from staff_sign_in_links where staff_id = $1 and used_at is null and expires_at > $2 and failures < $3', [staffId, now, maxFailures]);
      return rows.length > 0;
    },

    /** Uses the link: false when another sign-in used it first. */
    async use(id: number, now: Date): Promise<boolean> {
      return (await db.query('update staff_sign_in_links set used_at = $2 where id = $1 and used_at is null returning id', [id, now])).length > 0;
    },

    /** Counts a failed sign-in sent with the link. */
    async fail(id: number): Promise<void> {
      await db.query('update staff_sign_in_links set failures = failures + 1 where id = $1', [id]);
    },
  };
}

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
