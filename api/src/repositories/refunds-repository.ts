import type { RefundState, RefundStatus } from '@party/domain';
import type { Queryable } from '../db/queryable';
import { idOf, KIND_TABLES, kindOf, refOf, type BookingRef } from './booking-kinds';
import type { ProviderName } from './checkout-sessions-repository';

// Refunds on record (decisions 026, 031, 053): made by hand and recorded, or sent through the
// payment provider and settled by it. Meant to run in the transaction that holds the booking's row
// lock (payments-repository's lock), as every money change does.

/** A refund to record. */
export interface NewRefund {
  amountCents: number;
  /** The provider's id of the refund, or the venue's receipt number; '' until the provider answers. */
  providerReference: string;
  note: string;
  /** The staff member who recorded or sent it; null for the venue's token call. */
  recordedBy: number | null;
  status: RefundStatus;
  /** A refund sent through the provider: which one, against which payment, for which request. */
  sent?: { provider: ProviderName; paymentId: number; requestKey: string };
}

/** A refund sent through the provider, as its sending and settling read it. */
export interface SentRefund extends RefundState {
  id: number;
  /** Named in the provider's metadata and in its idempotency key. */
  publicId: string;
  booking: BookingRef;
  provider: ProviderName;
  paymentId: number;
  amountCents: number;
  providerReference: string;
  sendingSince: Date | null;
  /** The payment it goes back against: its provider reference (our checkout session at the test checkout, Stripe's cs_...), and Stripe's PaymentIntent once known. */
  paymentReference: string;
  providerPaymentId: string | null;
}

/** An online payment a refund can go back against, newest first, with what remains of it after its refunds that did not fail. */
export interface RefundablePaymentRow {
  paymentId: number;
  amountCents: number;
  remainingCents: number;
}

interface SentRefundRow {
  id: number; public_id: string; booking_id: number | null; afterhours_booking_id: number | null; provider: ProviderName; payment_id: number;
  amount_cents: number; status: RefundStatus; failure_reason: string; provider_reference: string; sending_since: Date | null;
  payment_reference: string; provider_payment_id: string | null;
}

const SENT_REFUND = `select r.id, r.public_id, r.booking_id, r.afterhours_booking_id, r.provider, r.payment_id, r.amount_cents, r.status, r.failure_reason,
                            r.provider_reference, r.sending_since, p.provider_reference as payment_reference, p.provider_payment_id
                       from refunds r join payments p on p.id = r.payment_id`;

function sentRefundOf(row: SentRefundRow): SentRefund {
  return {
    id: row.id,
    publicId: row.public_id,
    booking: row.booking_id !== null ? refOf('party', row.booking_id) : refOf('hire', row.afterhours_booking_id as number),
    provider: row.provider,
    paymentId: row.payment_id,
    amountCents: row.amount_cents,
    status: row.status,
    failureReason: row.failure_reason,
    providerReference: row.provider_reference,
    sendingSince: row.sending_since,
    paymentReference: row.payment_reference,
    providerPaymentId: row.provider_payment_id,
  };
}

export function createRefundsRepository(db: Queryable) {
  return {
    /** Records a refund on the booking; answers its id. A refund sent through the provider waits for its answer (sending_since). */
    async record(booking: BookingRef, refund: NewRefund, now: Date): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into refunds (booking_id, afterhours_booking_id, amount_cents, provider_reference, note, refunded_at, recorded_by, status,
                              provider, payment_id, request_key, sending_since)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning id`,
        [
          kindOf(booking) === 'party' ? idOf(booking) : null, kindOf(booking) === 'hire' ? idOf(booking) : null,
          refund.amountCents, refund.providerReference, refund.note, now, refund.recordedBy, refund.status,
          refund.sent?.provider ?? '', refund.sent?.paymentId ?? null, refund.sent?.requestKey ?? null, refund.sent ? now : null,
        ],
      );
      return row.id;
    },

    /** The refund recorded on the booking under this reference, if there is one. */
    async findByReference(booking: BookingRef, providerReference: string): Promise<{ amountCents: number } | undefined> {
      const [row] = await db.query<{ amountCents: number }>(
        `select amount_cents as "amountCents" from refunds where ${KIND_TABLES[kindOf(booking)].column} = $1 and provider_reference = $2`,
        [idOf(booking), providerReference],
      );
      return row;
    },

    /** The booking's online payments through `provider`, newest first, each with what remains of it after its refunds that did not fail. */
    async refundablePayments(booking: BookingRef, provider: ProviderName): Promise<RefundablePaymentRow[]> {
      return db.query<RefundablePaymentRow>(
        `select p.id as "paymentId", p.amount_cents as "amountCents",
                p.amount_cents - coalesce((select sum(r.amount_cents) from refunds r where r.payment_id = p.id and r.status <> 'failed'), 0)::int as "remainingCents"
           from payments p
          where p.${KIND_TABLES[kindOf(booking)].column} = $1 and p.method = 'online' and p.provider = $2
          order by p.paid_at desc, p.id desc`,
        [idOf(booking), provider],
      );
    },

    /** The refunds one request sent on the booking, newest payment first. */
    async ofRequest(booking: BookingRef, requestKey: string): Promise<SentRefund[]> {
      const rows = await db.query<SentRefundRow>(
        `${SENT_REFUND} where r.${KIND_TABLES[kindOf(booking)].column} = $1 and r.request_key = $2 order by r.id`,
        [idOf(booking), requestKey],
      );
      return rows.map(sentRefundOf);
    },

    /** The sent refunds with these ids, oldest first. */
    async find(ids: number[]): Promise<SentRefund[]> {
      const rows = await db.query<SentRefundRow>(`${SENT_REFUND} where r.id = any($1::int[]) order by r.id`, [ids]);
      return rows.map(sentRefundOf);
    },

    /** The refund the provider reports: by our public id from its metadata, else by its own id. */
    async findSent(provider: ProviderName, report: { publicId?: string; providerReference: string }): Promise<SentRefund | undefined> {
      const [row] = report.publicId
        ? await db.query<SentRefundRow>(`${SENT_REFUND} where r.public_id = $1 and r.provider = $2`, [report.publicId, provider])
        : await db.query<SentRefundRow>(`${SENT_REFUND} where r.provider_reference = $1 and r.provider = $2`, [report.providerReference, provider]);
      return row && sentRefundOf(row);
    },

    /**
     * Takes over the refunds of a request that have waited for the provider's answer since before
     * `olderThan` (their sender stopped): answers them, to send again under their own idempotency key.
     */
    async claimUnanswered(booking: BookingRef, requestKey: string, olderThan: Date, now: Date): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `update refunds set sending_since = $4
          where ${KIND_TABLES[kindOf(booking)].column} = $1 and request_key = $2 and sending_since < $3 returning id`,
        [idOf(booking), requestKey, olderThan, now],
      );
      return rows.map((row) => row.id).sort((a, b) => a - b);
    },

    /** Stores what the provider says of a refund: its state, its id once known; it is answered. */
    async setState(id: number, state: RefundState, providerReference: string): Promise<void> {
      await db.query(
        `update refunds set status = $2, failure_reason = $3, provider_reference = coalesce(nullif($4, ''), provider_reference), sending_since = null where id = $1`,
        [id, state.status, state.failureReason, providerReference],
      );
    },

    /** Keeps the provider's id of the money a payment took, found when a refund of it was sent. */
    async setProviderPaymentId(paymentId: number, providerPaymentId: string): Promise<void> {
      await db.query('update payments set provider_payment_id = $2 where id = $1 and provider_payment_id is null', [paymentId, providerPaymentId]);
    },
  };
}
