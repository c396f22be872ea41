import type { Queryable } from '../../db/queryable';

// The one-time sign-in links past the limit on failed sign-ins (staff_sign_in_links, migration
// 023): kept by their token's SHA-256 only. What a link is for: ../sign-in/sign-in-links.ts.

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
