import type { StaffRole } from '@party/domain';
import type { Queryable } from '../../db/queryable';

// Staff members and their invitations (migration 013); their sessions: staff-sessions-repository.ts.
// Tokens are looked up by their SHA-256 only: the tables never hold a token that works.

export interface StaffMemberRow {
  id: number;
  publicId: string;
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
  totpSecret: string | null;
  active: boolean;
}

export interface InvitationRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  totpSecret: string | null;
  expiresAt: Date;
}

/** A member as the staff page lists them. */
export interface MemberListRow {
  id: number;
  public_id: string;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  second_factor: boolean;
  last_sign_in_at: Date | null;
  created_at: Date;
}

const MEMBER_LIST = `select m.id, m.public_id, m.email, m.name, m.role, m.active, m.totp_secret is not null as second_factor, m.created_at,
       (select max(s.created_at) from staff_sessions s where s.staff_id = m.id) as last_sign_in_at
  from staff_members m`;

const MEMBER = `m.id, m.public_id as "publicId", m.email, m.name, m.role, m.password_hash as "passwordHash",
  m.totp_secret as "totpSecret", m.active`;

export function createStaffRepository(db: Queryable) {
  return {
    /** The active member with this email (any letters' case). */
    async findActiveByEmail(email: string): Promise<StaffMemberRow | undefined> {
      const [row] = await db.query<StaffMemberRow>(`select ${MEMBER} from staff_members m where lower(m.email) = lower($1) and m.active`, [email]);
      return row;
    },

    async findByEmail(email: string): Promise<StaffMemberRow | undefined> {
      const [row] = await db.query<StaffMemberRow>(`select ${MEMBER} from staff_members m where lower(m.email) = lower($1)`, [email]);
      return row;
    },

    /**
     * Makes the member, or gives a deactivated member with this email their place back (a new
     * password, role and second factor); undefined when an active member has the email.
     */
    async join(member: { email: string; name: string; role: StaffRole; passwordHash: string; totpSecret: string | null; totpStep: number | null }, now: Date) {
      const [row] = await db.query<{ id: number; publicId: string }>(
        `insert into staff_members (email, name, role, password_hash, totp_secret, totp_last_step, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (lower(email)) do update set name = excluded.name, role = excluded.role, password_hash = excluded.password_hash,
            totp_secret = excluded.totp_secret, totp_last_step = excluded.totp_last_step, active = true, deactivated_at = null
          where not staff_members.active
         returning id, public_id as "publicId"`,
        [member.email, member.name, member.role, member.passwordHash, member.totpSecret, member.totpStep, now],
      );
      return row;
    },

    /**
     * Takes a TOTP time step for the member: false when a code of that step (or a later one) was
     * already taken, so a code seen over a shoulder or sent twice signs in once.
     */
    async takeTotpStep(id: number, step: number): Promise<boolean> {
      const rows = await db.query('update staff_members set totp_last_step = $2 where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id', [id, step]);
      return rows.length > 0;
    },

    /** Deactivates the member (their sessions end with it: members.ts ends them in the same transaction). */
    async deactivate(id: number, now: Date): Promise<void> {
      await db.query('update staff_members set active = false, deactivated_at = $2 where id = $1', [id, now]);
    },

    async createInvitation(
      invitation: { tokenHash: string; email: string; name: string; role: StaffRole; totpSecret: string | null; invitedBy: number | null; expiresAt: Date },
      now: Date,
    ): Promise<number> {
      // A newer invitation to the same email replaces the earlier ones: only the latest link works.
      await db.query('update staff_invitations set used_at = $2 where lower(email) = lower($1) and used_at is null', [invitation.email, now]);
      const [row] = await db.query<{ id: number }>(
        `insert into staff_invitations (token_hash, email, name, role, totp_secret, invited_by, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        [invitation.tokenHash, invitation.email, invitation.name, invitation.role, invitation.totpSecret, invitation.invitedBy, now, invitation.expiresAt],
      );
      return row.id;
    },

    /** The invitation with this token's hash, unused and not run out at `now`; `lock` holds it until the transaction ends. */
    async findOpenInvitation(tokenHash: string, now: Date, lock = false): Promise<InvitationRow | undefined> {
      const [row] = await db.query<InvitationRow>(
        `select id, email, name, role, totp_secret as "totpSecret", expires_at as "expiresAt" from staff_invitations
          where token_hash = $1 and used_at is null and expires_at > $2${lock ? ' for update' : ''}`,
        [tokenHash, now],
      );
      return row;
    },

    async useInvitation(id: number, now: Date): Promise<void> {
      await db.query('update staff_invitations set used_at = $2 where id = $1', [id, now]);
    },

    /** Every member, active ones first, by email. */
    async listMembers(): Promise<MemberListRow[]> {
      return db.query<MemberListRow>(`${MEMBER_LIST} order by m.active desc, lower(m.email)`);
    },

    /** The member with this public id, as the staff page lists them. */
    async findListed(publicId: string): Promise<MemberListRow | undefined> {
      const [member] = await db.query<MemberListRow>(`${MEMBER_LIST} where m.public_id = $1`, [publicId]);
      return member;
    },

    /** The invitations still open at `now` to an email no active member has, oldest first. */
    async openInvitations(now: Date): Promise<Array<{ email: string; name: string; role: StaffRole; expires_at: Date }>> {
      return db.query<{ email: string; name: string; role: StaffRole; expires_at: Date }>(
        `select i.email, i.name, i.role, i.expires_at from staff_invitations i
          where i.used_at is null and i.expires_at > $1
            and not exists (select 1 from staff_members m where lower(m.email) = lower(i.email) and m.active)
          order by i.created_at`,
        [now],
      );
    },

    /** Locks the active owners' rows until the transaction ends, and counts them. */
    async lockActiveOwners(): Promise<number> {
      const owners = await db.query<{ id: number }>(`select id from staff_members where role = 'owner' and active for update`);
      return owners.length;
    },

    async setRole(id: number, role: StaffRole): Promise<void> {
      await db.query('update staff_members set role = $2 where id = $1', [id, role]);
    },

    async reactivate(id: number): Promise<void> {
      await db.query('update staff_members set active = true, deactivated_at = null where id = $1', [id]);
    },

  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
