import type { StaffRole } from '@party/domain';
import type { Queryable } from '../../db/queryable';
import type { StaffMemberRow } from './staff-repository';

// Staff members' sessions (migration 013): made at sign-in, used by every request while they are
// good, ended by signing out, by the member, or with the member's deactivation. A session's token
// is looked up by its SHA-256 only.

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

/** One of a member's own sessions, as their account page lists it. */
export interface OwnSessionRow {
  id: number;
  public_id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  device: string;
}

/** A session still signs in: not ended, not past its end, used within the idle time ($2 is now, $3 the idle time in ms). */
const SIGNS_IN = `ended_at is null and expires_at > $2 and last_seen_at > $2::timestamptz - $3::float8 * interval '1 millisecond'`;

export function createStaffSessionsRepository(db: Queryable) {
  return {
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


    /** Ends every session of the member still going (they were deactivated). */
    async endAllOf(staffId: number, now: Date): Promise<void> {
      await db.query('update staff_sessions set ended_at = $2 where staff_id = $1 and ended_at is null', [staffId, now]);
    },

    /** The member's sessions that still sign in at `now`, the last used first. */
    async liveSessionsOf(staffId: number, now: Date, { idleMs }: SessionTimes): Promise<OwnSessionRow[]> {
      return db.query<OwnSessionRow>(
        `select id, public_id, created_at, last_seen_at, expires_at, device from staff_sessions
          where staff_id = $1 and ${SIGNS_IN}
          order by last_seen_at desc`,
        [staffId, now, idleMs],
      );
    },

    /** Ends the member's session with this public id: its device, or undefined when there is none of theirs still going. */
    async endOwnSession(publicId: string, staffId: number, now: Date): Promise<{ device: string } | undefined> {
      const [ended] = await db.query<{ id: number; device: string }>(
        'update staff_sessions set ended_at = $3 where public_id = $1 and staff_id = $2 and ended_at is null returning id, device',
        [publicId, staffId, now],
      );
      return ended;
    },

    /** Ends every other session of the member that still signs in: the devices of those ended. */
    async endOtherSessions(staffId: number, keptSessionId: number, now: Date, { idleMs }: SessionTimes): Promise<Array<{ device: string }>> {
      return db.query<{ device: string }>(
        `update staff_sessions set ended_at = $2
          where staff_id = $1 and id <> $4 and ${SIGNS_IN}
          returning device`,
        [staffId, now, idleMs, keptSessionId],
      );
    },
  };
}
