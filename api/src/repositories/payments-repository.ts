import type { BookingStatus, CanceledReason, ChargeKind, MainPaymentOption, Settlement } from '@party/domain';
import type { Queryable } from '../db/queryable';
import { SQLSTATE, sqlState } from '../db/sql-errors';
import type { ClosedSession, ProviderName } from './checkout-sessions-repository';
import { createCouponsRepository } from './coupons-repository';
import { cancelHiresSql, releaseRanOutHiresSql } from './hire-time';
import { cancelBookingsSql, releaseRanOutHoldsSql } from './party-time';
import { netSums, paymentSumsSql, type PaymentSumsRow } from './payment-sums';

// Money on bookings: the state a payment decision needs (read under a row lock), the payments
// recorded, the room hold a payment depends on, and coupon usage. Meant to run inside one
// transaction (pass the transaction's Queryable), so every step commits or none does. Lock a
// booking's row before its checkout sessions' rows, as every caller does, so two never wait on
// each other.

/** What a booking's payments add up to, net of the refunds made (see payment-sums.ts). */
export interface PaymentSums {
  receivedCents: number;
  paidCents: number;
  depositPaidCents: number;
}

/** What a locked booking's record says the venue owes back (refund_due_cents): the "was" of a change. */
interface OwedBackOnRecord {
  refundDueCents: number;
}

export interface PartyPaymentState extends PaymentSums, OwedBackOnRecord {
  id: number;
  status: BookingStatus;
  canceledReason: CanceledReason | null;
  holdsRoom: boolean;
  holdExpiresAt: Date | null;
  holdRenewed: boolean;
  date: string;
  startTime: string;
  totalCents: number;
  finalCents: number;
  couponId: number | null;
  couponCode: string | null;
}

export interface AfterHoursPaymentState extends PaymentSums, OwedBackOnRecord {
  id: number;
  status: BookingStatus;
  /** An unpaid hire's hold on the whole centre (migration 005). */
  holdExpiresAt: Date | null;
  holdRenewed: boolean;
  paymentOption: MainPaymentOption;
  date: string;
  startTime: string;
  totalCents: number;
  depositCents: number;
}

/** A party or an after-hours booking, by its internal id. */
export type BookingRef = { bookingId: number } | { afterHoursBookingId: number };

/** A payment received or a refund recorded (kind 'refund'), as payments-repository's history lists it. */
export interface MoneyRecord {
  kind: ChargeKind | 'refund';
  amountCents: number;
  provider: string;
  reference: string;
  owedBack: boolean;
  at: Date;
}

export interface NewPayment {
  booking: BookingRef;
  kind: ChargeKind;
  amountCents: number;
  /** The payment counts for nothing toward the booking (paymentCounts): all of it is owed back. */
  owedBack: boolean;
  provider: ProviderName;
  providerReference: string;
  checkoutSessionId: string;
}

/** Taking a room back: whether it was free, and the checkouts of bookings that lost it meanwhile. */
export interface RoomTaking {
  kept: boolean;
  closedSessions: ClosedSession[];
}

export function createPaymentsRepository(db: Queryable) {
  async function sums(column: 'booking_id' | 'afterhours_booking_id', id: number): Promise<PaymentSums> {
    const [row] = await db.query<PaymentSumsRow>(paymentSumsSql(column, '$1'), [id]);
    const net = netSums(row);
    return { receivedCents: net.received_cents, paidCents: net.paid_cents, depositPaidCents: net.deposit_paid_cents };
  }

  /**
   * Puts the booking back on its room: other bookings whose hold has run out over its time lose
   * the room first (canceled), then the exclusion constraint decides; a savepoint keeps the
   * transaction usable when it refuses. `hold` sets a new deadline (a renewal) when given.
   */
  async function takeRoom(id: number, now: Date, hold?: Date): Promise<RoomTaking> {
    const self = (column: string) => `(select ${column} from bookings where id = $1)`;
    const closedSessions = [
      ...(await db.query<ClosedSession>(releaseRanOutHoldsSql(self('room_id'), self('during'), '$2', '$1'), [id, now])),
      // An unpaid after-hours hire whose hold ran out gives way too (it keeps the whole centre).
      ...(await db.query<ClosedSession>(releaseRanOutHiresSql(self('during'), '$2'), [id, now])),
    ];
    await db.exec('savepoint take_room');
    try {
      await db.query(
        `update bookings set holds_room = true, hold_expires_at = coalesce($2, hold_expires_at),
            hold_renewed = hold_renewed or $2::timestamptz is not null, updated_at = $3 where id = $1`,
        [id, hold ?? null, now],
      );
      await db.exec('release savepoint take_room');
      return { kept: true, closedSessions };
    } catch (error) {
      if (sqlState(error) !== SQLSTATE.exclusionViolation) throw error;
      await db.exec('rollback to savepoint take_room');
      return { kept: false, closedSessions };
    }
  }

  return {
    /** The party booking's money state, its row locked until the transaction ends. */
    async lockParty(id: number): Promise<PartyPaymentState> {
      const [row] = await db.query<{
        status: BookingStatus; canceled_reason: CanceledReason | null; holds_room: boolean; hold_expires_at: Date | null; hold_renewed: boolean; date: string; start_time: string;
        total_price_cents: number; final_price_cents: number; coupon_id: number | null; coupon_code: string | null; refund_due_cents: number;
      }>(
        `select b.status, b.canceled_reason, b.holds_room, b.hold_expires_at, b.hold_renewed, b.event_date::text as date,
                to_char(lower(b.during), 'HH24:MI') as start_time, b.total_price_cents, b.final_price_cents, b.coupon_id, b.refund_due_cents,
                (select code from coupons where id = b.coupon_id) as coupon_code
           from bookings b where b.id = $1 for update`,
        [id],
      );
      return {
        id,
        status: row.status,
        canceledReason: row.canceled_reason,
        holdsRoom: row.holds_room,
        holdExpiresAt: row.hold_expires_at,
        holdRenewed: row.hold_renewed,
        date: row.date,
        startTime: row.start_time,
        totalCents: row.total_price_cents,
        finalCents: row.final_price_cents,
        couponId: row.coupon_id,
        couponCode: row.coupon_code,
        refundDueCents: row.refund_due_cents,
        ...(await sums('booking_id', id)),
      };
    },

    async lockAfterHours(id: number): Promise<AfterHoursPaymentState> {
      const [row] = await db.query<{
        status: BookingStatus; hold_expires_at: Date | null; hold_renewed: boolean; payment_option: MainPaymentOption; date: string;
        start_time: string; total_cents: number; deposit_cents: number; refund_due_cents: number;
      }>(
        `select status, hold_expires_at, hold_renewed, payment_option, event_date::text as date, start_time, total_cents, deposit_cents,
                refund_due_cents
           from afterhours_bookings where id = $1 for update`,
        [id],
      );
      return {
        id,
        status: row.status,
        holdExpiresAt: row.hold_expires_at,
        holdRenewed: row.hold_renewed,
        paymentOption: row.payment_option,
        date: row.date,
        startTime: row.start_time,
        totalCents: row.total_cents,
        depositCents: row.deposit_cents,
        refundDueCents: row.refund_due_cents,
        ...(await sums('afterhours_booking_id', id)),
      };
    },

    /**
     * Makes sure a pending booking that money has arrived for holds its room: still held, or taken
     * back if the room is free again (the provider has the money; it cannot be refused).
     */
    async keepRoom(id: number, now: Date): Promise<RoomTaking> {
      const [held] = await db.query<{ holds_room: boolean }>('select holds_room from bookings where id = $1', [id]);
      if (held.holds_room) return { kept: true, closedSessions: [] };
      return takeRoom(id, now);
    },

    /** The one renewal of a hold that ran out: the room taken back until `until`, if it is free. */
    renewHold: (id: number, now: Date, until: Date) => takeRoom(id, now, until),

    /** Closes the booking's open checkouts but one (the session being completed); answers them. */
    async closeCheckouts(id: number, exceptSessionId: string): Promise<ClosedSession[]> {
      return db.query<ClosedSession>(
        `update checkout_sessions set status = 'expired' where booking_id = $1 and status = 'open' and id <> $2
         returning provider, provider_session_id`,
        [id, exceptSessionId],
      );
    },

    /**
     * Gives an unpaid hire whose hold ran out its one renewal (decision 007): it still holds the
     * centre (nobody has wanted the time, or it would be canceled), until `until`.
     */
    async renewHireHold(id: number, until: Date, now: Date): Promise<void> {
      await db.query('update afterhours_bookings set hold_expires_at = $2, hold_renewed = true, updated_at = $3 where id = $1', [id, until, now]);
    },

    /** Cancels a hire whose renewed hold has run out too; answers the checkouts it closed. */
    async cancelHire(id: number, now: Date): Promise<ClosedSession[]> {
      return db.query<ClosedSession>(cancelHiresSql('o.id = $1', 'hold-expired', '$2'), [id, now]);
    },

    /** Cancels a booking that is over; answers the checkouts it closed. */
    async cancel(id: number, reason: 'room-taken' | 'hold-expired', now: Date): Promise<ClosedSession[]> {
      return db.query<ClosedSession>(cancelBookingsSql('o.id = $1', reason, '$2'), [id, now]);
    },

    /**
     * Records money received. Each session becomes one payment (a unique index): the caller holds
     * the session's lock and records only a session not yet completed.
     */
    async record(payment: NewPayment, now: Date): Promise<void> {
      const target = payment.booking;
      await db.query(
        `insert into payments (booking_id, afterhours_booking_id, kind, amount_cents, owed_back, provider, provider_reference,
           checkout_session_id, paid_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          'bookingId' in target ? target.bookingId : null, 'afterHoursBookingId' in target ? target.afterHoursBookingId : null,
          payment.kind, payment.amountCents, payment.owedBack, payment.provider, payment.providerReference, payment.checkoutSessionId, now,
        ],
      );
    },

    /**
     * Every payment received on the booking and every refund recorded, oldest first, with the
     * provider's reference of each: what the venue's notices list to refund against.
     */
    async history(booking: BookingRef): Promise<MoneyRecord[]> {
      const [column, id] = 'bookingId' in booking ? ['booking_id', booking.bookingId] : ['afterhours_booking_id', booking.afterHoursBookingId];
      return db.query<MoneyRecord>(
        `select kind, amount_cents as "amountCents", provider, provider_reference as "reference", owed_back as "owedBack", paid_at as "at"
           from payments where ${column} = $1
         union all
         select 'refund', amount_cents, '', provider_reference, false, refunded_at
           from refunds where ${column} = $1
         order by "at"`,
        [id],
      );
    },

    /** The booking with this internal id, party or after-hours (both draw their ids from one sequence), if there is one. */
    async findBookingRef(id: number): Promise<BookingRef | undefined> {
      const [row] = await db.query<{ party: boolean }>(
        `select true as party from bookings where id = $1 union all select false from afterhours_bookings where id = $1`,
        [id],
      );
      if (!row) return undefined;
      return row.party ? { bookingId: id } : { afterHoursBookingId: id };
    },

    /** The refund recorded on the booking under this reference, if there is one. */
    async findRefund(booking: BookingRef, providerReference: string): Promise<{ amountCents: number } | undefined> {
      const [column, id] = 'bookingId' in booking ? ['booking_id', booking.bookingId] : ['afterhours_booking_id', booking.afterHoursBookingId];
      const [row] = await db.query<{ amountCents: number }>(
        `select amount_cents as "amountCents" from refunds where ${column} = $1 and provider_reference = $2`,
        [id, providerReference],
      );
      return row;
    },

    /** Records a refund the venue has made; answers its id. */
    async recordRefund(booking: BookingRef, refund: { amountCents: number; providerReference: string; note: string }, now: Date): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into refunds (booking_id, afterhours_booking_id, amount_cents, provider_reference, note, refunded_at)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [
          'bookingId' in booking ? booking.bookingId : null, 'afterHoursBookingId' in booking ? booking.afterHoursBookingId : null,
          refund.amountCents, refund.providerReference, refund.note, now,
        ],
      );
      return row.id;
    },

    /** Stores what the venue owes back on the booking, worked out again after a refund. */
    async setOwedBack(booking: BookingRef, refundDueCents: number, now: Date): Promise<void> {
      const table = 'bookingId' in booking ? 'bookings' : 'afterhours_bookings';
      const id = 'bookingId' in booking ? booking.bookingId : booking.afterHoursBookingId;
      await db.query(`update ${table} set refund_due_cents = $2, version = version + 1, updated_at = $3 where id = $1`, [id, refundDueCents, now]);
    },

    /** Counts one use of the coupon if it has a use left; false when it has run out. */
    countCouponUse: (couponId: number) => createCouponsRepository(db).countUse(couponId),

    /** Takes a coupon that ran out off the booking, noting which: it costs its full total again. */
    async dropCoupon(id: number, code: string, now: Date): Promise<void> {
      await db.query(
        `update bookings set coupon_id = null, discount_cents = 0, final_price_cents = total_price_cents,
            dropped_coupon_code = $2, version = version + 1, updated_at = $3
          where id = $1`,
        [id, code, now],
      );
    },

    /** Applies a payment's settlement and what the venue now owes back. */
    async settleParty(id: number, settlement: Settlement, refundDueCents: number, now: Date): Promise<void> {
      await db.query(
        `update bookings set status = $2, canceled_reason = coalesce($3, canceled_reason),
            holds_room = holds_room and $2 <> 'canceled', refund_due_cents = $4, version = version + 1, updated_at = $5
          where id = $1`,
        [id, settlement.status, settlement.canceledReason ?? null, refundDueCents, now],
      );
    },

    async settleAfterHours(id: number, settlement: Settlement, refundDueCents: number, now: Date): Promise<void> {
      await db.query(
        `update afterhours_bookings set status = $2, refund_due_cents = $3, version = version + 1, updated_at = $4 where id = $1`,
        [id, settlement.status, refundDueCents, now],
      );
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
