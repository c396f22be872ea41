import type { ChargeKind } from '@party/domain';
import type { Queryable } from '../db/queryable';

// Checkout sessions: one row per payment attempt, from its creation to its payment or expiry.
// Works over the database or inside a transaction (a Queryable either way).

export type SessionStatus = 'open' | 'completed' | 'expired';
export type ProviderName = 'test' | 'stripe';

/** A session closed here, which the provider must expire too (when it has made it: provider_session_id). */
export interface ClosedSession {
  provider: ProviderName;
  provider_session_id: string | null;
}

/** The booking a session pays for. */
export type SessionOwner = { bookingId: number } | { afterHoursBookingId: number };

export interface NewCheckoutSession {
  id: string;
  bookingId: number | null;
  afterHoursBookingId: number | null;
  kind: ChargeKind;
  amountCents: number;
  description: string;
  provider: ProviderName;
  expiresAt: Date;
  idempotencyKey: string;
}

export interface CheckoutSessionRow {
  id: string;
  booking_id: number | null;
  afterhours_booking_id: number | null;
  /** The public id of the party or after-hours booking paid for. */
  booking_public_id: string | null;
  afterhours_public_id: string | null;
  kind: ChargeKind;
  amount_cents: number;
  description: string;
  provider: ProviderName;
  provider_session_id: string | null;
  url: string | null;
  status: SessionStatus;
  expires_at: Date;
  idempotency_key: string;
}

const SELECT_SESSION = `
  select s.id, s.booking_id, s.afterhours_booking_id, b.public_id as booking_public_id,
         a.public_id as afterhours_public_id, s.kind, s.amount_cents, s.description, s.provider,
         s.provider_session_id, s.url, s.status, s.expires_at, s.idempotency_key
    from checkout_sessions s
    left join bookings b on b.id = s.booking_id
    left join afterhours_bookings a on a.id = s.afterhours_booking_id`;

export function createCheckoutSessionsRepository(db: Queryable) {
  return {
    async insert(session: NewCheckoutSession, now: Date): Promise<void> {
      await db.query(
        `insert into checkout_sessions (id, booking_id, afterhours_booking_id, kind, amount_cents, description,
           provider, expires_at, idempotency_key, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          session.id, session.bookingId, session.afterHoursBookingId, session.kind, session.amountCents,
          session.description, session.provider, session.expiresAt, session.idempotencyKey, now,
        ],
      );
    },

    /**
     * Records the provider's id and address for the session once it has created it; answers the
     * session's status then (closed, when a newer checkout replaced it meanwhile).
     */
    async attachProviderSession(id: string, providerSessionId: string, url: string): Promise<SessionStatus> {
      const [row] = await db.query<{ status: SessionStatus }>(
        'update checkout_sessions set provider_session_id = $2, url = $3 where id = $1 returning status',
        [id, providerSessionId, url],
      );
      return row.status;
    },

    /** Closes the booking's open sessions (a new checkout replaces them); answers them for the provider. */
    async closeOpen(owner: SessionOwner): Promise<ClosedSession[]> {
      const [column, id] = 'bookingId' in owner ? ['booking_id', owner.bookingId] : ['afterhours_booking_id', owner.afterHoursBookingId];
      return db.query<ClosedSession>(
        `update checkout_sessions set status = 'expired' where ${column} = $1 and status = 'open' returning provider, provider_session_id`,
        [id],
      );
    },

    /** The session with this id, ours or the provider's (Stripe's return address carries its own). */
    async find(id: string): Promise<CheckoutSessionRow | undefined> {
      const [row] = await db.query<CheckoutSessionRow>(`${SELECT_SESSION} where s.id = $1 or s.provider_session_id = $1`, [id]);
      return row;
    },

    /**
     * The session, locked until the transaction ends: two reports of one payment (a repeated
     * webhook, a double click) take turns, and the second finds it completed.
     */
    async lock(id: string): Promise<CheckoutSessionRow | undefined> {
      const [found] = await db.query<{ id: string }>(
        'select id from checkout_sessions where id = $1 or provider_session_id = $1 for update',
        [id],
      );
      return found && this.find(found.id);
    },

    async markCompleted(id: string, now: Date): Promise<void> {
      await db.query(`update checkout_sessions set status = 'completed', completed_at = $2 where id = $1`, [id, now]);
    },

    /** Closes an open session (abandoned, expired at the provider, or never created there). */
    async expire(id: string): Promise<boolean> {
      const rows = await db.query(`update checkout_sessions set status = 'expired' where id = $1 and status = 'open' returning id`, [id]);
      return rows.length > 0;
    },
  };
}

export type CheckoutSessionsRepository = ReturnType<typeof createCheckoutSessionsRepository>;
