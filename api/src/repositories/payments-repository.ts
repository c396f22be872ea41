import type { BookingStatus, ChargeKind, MainPaymentOption, Settlement } from '@party/domain';
import { SQLSTATE, sqlState, type Queryable } from '../db/database';
import type { ProviderName } from './checkout-sessions-repository';
import { releaseRanOutHoldsSql } from './party-time';

// Money on bookings: the state a payment decision needs (read under a row lock), the payments
// recorded, the room hold a payment depends on, and coupon usage. Meant to run inside one
// transaction (pass the transaction's Queryable), so every step commits or none does.

export interface PartyPaymentState {
  id: number;
  status: BookingStatus;
  holdsRoom: boolean;
  totalCents: number;
  finalCents: number;
  couponId: number | null;
  paidCents: number;
}

export interface AfterHoursPaymentState {
  id: number;
  status: BookingStatus;
  paymentOption: MainPaymentOption;
  totalCents: number;
  depositCents: number;
  paidCents: number;
}

export interface NewPayment {
  booking: { bookingId: number } | { afterHoursBookingId: number };
  kind: ChargeKind;
  amountCents: number;
  provider: ProviderName;
  providerReference: string;
  checkoutSessionId: string;
}

export function createPaymentsRepository(db: Queryable) {
  async function paidCents(column: 'booking_id' | 'afterhours_booking_id', id: number): Promise<number> {
    const [row] = await db.query<{ paid: number }>(`select coalesce(sum(amount_cents), 0)::int as paid from payments where ${column} = $1`, [id]);
    return row.paid;
  }

  return {
    /** The party booking's money state, its row locked until the transaction ends. */
    async lockParty(id: number): Promise<PartyPaymentState> {
      const [row] = await db.query<{ status: BookingStatus; holds_room: boolean; total_price_cents: number; final_price_cents: number; coupon_id: number | null }>(
        'select status, holds_room, total_price_cents, final_price_cents, coupon_id from bookings where id = $1 for update',
        [id],
      );
      return {
        id,
        status: row.status,
        holdsRoom: row.holds_room,
        totalCents: row.total_price_cents,
        finalCents: row.final_price_cents,
        couponId: row.coupon_id,
        paidCents: await paidCents('booking_id', id),
      };
    },

    async lockAfterHours(id: number): Promise<AfterHoursPaymentState> {
      const [row] = await db.query<{ status: BookingStatus; payment_option: MainPaymentOption; total_cents: number; deposit_cents: number }>(
        'select status, payment_option, total_cents, deposit_cents from afterhours_bookings where id = $1 for update',
        [id],
      );
      return {
        id,
        status: row.status,
        paymentOption: row.payment_option,
        totalCents: row.total_cents,
        depositCents: row.deposit_cents,
        paidCents: await paidCents('afterhours_booking_id', id),
      };
    },

    /**
     * Makes sure the pending booking holds its room, until `holdUntil` when given. A booking whose
     * hold was released takes the room back only if no active booking overlaps it now (other
     * expired holds are released first, as a new booking does); false when someone else has it.
     */
    async keepRoom(id: number, now: Date, holdUntil?: Date): Promise<boolean> {
      const [held] = await db.query<{ holds_room: boolean }>('select holds_room from bookings where id = $1', [id]);
      if (held.holds_room) {
        if (holdUntil) await db.query('update bookings set hold_expires_at = $2 where id = $1', [id, holdUntil]);
        return true;
      }
      const self = (column: string) => `(select ${column} from bookings where id = $1)`;
      await db.query(releaseRanOutHoldsSql(self('room_id'), self('during'), '$2', '$1'), [id, now]);
      // The exclusion constraint decides; a savepoint keeps the transaction usable when it refuses.
      await db.exec('savepoint take_room');
      try {
        await db.query(
          'update bookings set holds_room = true, hold_expires_at = coalesce($2, hold_expires_at), updated_at = $3 where id = $1',
          [id, holdUntil ?? null, now],
        );
        await db.exec('release savepoint take_room');
        return true;
      } catch (error) {
        if (sqlState(error) !== SQLSTATE.exclusionViolation) throw error;
        await db.exec('rollback to savepoint take_room');
        return false;
      }
    },

    /**
     * Records money received. Each session becomes one payment (a unique index): the caller holds
     * the session's lock and records only a session not yet completed.
     */
    async record(payment: NewPayment, now: Date): Promise<void> {
      const target = payment.booking;
      await db.query(
        `insert into payments (booking_id, afterhours_booking_id, kind, amount_cents, provider, provider_reference,
           checkout_session_id, paid_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          'bookingId' in target ? target.bookingId : null, 'afterHoursBookingId' in target ? target.afterHoursBookingId : null,
          payment.kind, payment.amountCents, payment.provider, payment.providerReference, payment.checkoutSessionId, now,
        ],
      );
    },

    paidCents,

    /** Counts one use of the coupon if it has a use left; false when it has run out. */
    async countCouponUse(couponId: number): Promise<boolean> {
      const rows = await db.query(
        `update coupons set used_count = used_count + 1
          where id = $1 and (max_usage is null or used_count < max_usage) returning id`,
        [couponId],
      );
      return rows.length > 0;
    },

    /** Takes a coupon that ran out off the booking: it costs its full total again. */
    async dropCoupon(id: number, now: Date): Promise<void> {
      await db.query(
        `update bookings set coupon_id = null, discount_cents = 0, final_price_cents = total_price_cents,
            version = version + 1, updated_at = $2
          where id = $1`,
        [id, now],
      );
    },

    /** Applies a payment's settlement; a refund once owed stays owed. */
    async settleParty(id: number, settlement: Settlement, now: Date): Promise<void> {
      await db.query(
        `update bookings set status = $2, refund_due = refund_due or $3, version = version + 1, updated_at = $4 where id = $1`,
        [id, settlement.status, settlement.refundDue, now],
      );
    },

    async settleAfterHours(id: number, settlement: Settlement, now: Date): Promise<void> {
      await db.query(
        `update afterhours_bookings set status = $2, refund_due = refund_due or $3, version = version + 1, updated_at = $4 where id = $1`,
        [id, settlement.status, settlement.refundDue, now],
      );
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
