import type { StaffRole } from '@party/domain';
import type { Queryable } from '../../db/queryable';

// Staff members, their invitations and their sessions (migration 013). Tokens are looked up by
// their SHA-256 only: the tables never hold a token that works.

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

/** A session that is still good, with its member. */
export interface LiveSession {
  sessionId: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  member: Omit<StaffMemberRow, 'passwordHash' | 'totpSecret'>;
}

export interface SessionTimes {
  /** A session ends this long after its last request. */
  idleMs: number;
}

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

    /** Deactivates the member; their sessions end with it (a session is good only while its member is active). */
    async deactivate(id: number, now: Date): Promise<void> {
      await db.query('update staff_members set active = false, deactivated_at = $2 where id = $1', [id, now]);
      await db.query('update staff_sessions set ended_at = $2 where staff_id = $1 and ended_at is null', [id, now]);
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

    async createSession(session: { tokenHash: string; staffId: number; expiresAt: Date; client: string; device: string }, now: Date): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into staff_sessions (token_hash, staff_id, created_at, last_seen_at, expires_at, client, device) values ($1, $2, $3, $3, $4, $5, $6) returning id`,
        [session.tokenHash, session.staffId, now, session.expiresAt, session.client, session.device],
      );
      return row.id;
    },

    /**
     * The session with this token's hash, if it is still good at `now` (not ended, used within
     * the idle time, not past its end, its member active), marked as used now: one statement, so
     * a session is never taken as good after another request ended it.
     */
    async useSession(tokenHash: string, now: Date, { idleMs }: SessionTimes): Promise<LiveSession | undefined> {
      const [row] = await db.query<{
        session_id: number; created_at: Date; last_seen_at: Date; expires_at: Date;
        id: number; public_id: string; email: string; name: string; role: StaffRole; active: boolean;
      }>(
        `update staff_sessions s set last_seen_at = $2
           from staff_members m
          where s.token_hash = $1 and m.id = s.staff_id and m.active and s.ended_at is null
            and s.expires_at > $2 and s.last_seen_at > $2::timestamptz - $3::float8 * interval '1 millisecond'
         returning s.id as session_id, s.created_at, s.last_seen_at, s.expires_at, m.id, m.public_id, m.email, m.name, m.role, m.active`,
        [tokenHash, now, idleMs],
      );
      if (!row) return undefined;
      return {
        sessionId: row.session_id,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        expiresAt: row.expires_at,
        member: { id: row.id, publicId: row.public_id, email: row.email, name: row.name, role: row.role, active: row.active },
      };
    },

    async endSession(id: number, now: Date): Promise<void> {
      await db.query('update staff_sessions set ended_at = $2 where id = $1 and ended_at is null', [id, now]);
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
