import type { BookingStatus, CanceledReason, ChargeKind, PaymentOption, Settlement } from '@party/domain';
import type { Queryable } from '../db/queryable';
import { SQLSTATE, sqlState } from '../db/sql-errors';
import { cancelSql, idOf, KIND_TABLES, kindOf, type BookingKind, type BookingRef } from './booking-kinds';
import type { ClosedSession } from './checkout-sessions-repository';
import { createCouponsRepository } from './coupons-repository';
import { releaseRanOutHiresSql } from './hire-time';
import { releaseRanOutHoldsSql } from './party-time';
import { netSums, paymentSumsSql, type PaymentSumsRow } from './payment-sums';
import type { PaymentMethod } from './payment-records-repository';

export type { BookingRef };

// Money on bookings, locking and settling: the state a payment decision needs (read under a row
// lock), the payments recorded, the room hold a payment depends on, and coupon usage (the lookups
// without a lock: payment-records-repository.ts). Meant to run inside one
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

/**
 * A booking's money state, party or hire alike, read under its row lock: what every payment and
 * refund decision is made on (decision 032: one money path for both kinds).
 */
export interface MoneyState extends PaymentSums, OwedBackOnRecord {
  ref: BookingRef;
  kind: BookingKind;
  id: number;
  status: BookingStatus;
  canceledReason: CanceledReason | null;
  /** Whether it keeps its room (a party released after its hold ran out does not); a hire keeps the centre while active. */
  holdsRoom: boolean;
  holdExpiresAt: Date | null;
  holdRenewed: boolean;
  paymentOption: PaymentOption;
  date: string;
  startTime: string;
  /** The order's price before a coupon's discount (a hire has none). */
  totalCents: number;
  /** The bill's fees beyond the order (a party's rebooking fees and final bill, decision 064): final = total - discount + fees. */
  feesCents: number;
  finalCents: number;
  /** A hire's 50 % deposit; 0 for a party (its deposit is the venue's). */
  depositCents: number;
  /** A party's coupon, counted when the payment confirming it arrives. */
  couponId: number | null;
  couponCode: string | null;
  /** What the venue keeps of what was paid once canceled (decision 052). */
  keptCents: number;
  /** A party's final bill is closed at the counter (decision 064): its balance may be paid online after the start. */
  billClosed: boolean;
}

/** Each kind's row as lock() reads it, in one shape. */
const LOCK_SQL: Record<BookingKind, string> = {
  party: `select b.status, b.canceled_reason, b.holds_room, b.hold_expires_at, b.hold_renewed, b.payment_option,
                 b.event_date::text as date, to_char(lower(b.during), 'HH24:MI') as start_time, b.total_price_cents as total_cents, b.fees_cents + b.bill_cents as fees_cents,
                 b.final_price_cents as final_cents, 0 as deposit_cents, b.coupon_id, b.refund_due_cents, b.kept_cents,
                 (select code from coupons where id = b.coupon_id) as coupon_code,
                 exists (select 1 from party_bills pb where pb.booking_id = b.id) as bill_closed
            from bookings b where b.id = $1 for update`,
  hire: `select status, canceled_reason, true as holds_room, hold_expires_at, hold_renewed, payment_option, event_date::text as date,
                start_time, total_cents, 0 as fees_cents, total_cents as final_cents, deposit_cents, null::int as coupon_id, refund_due_cents, null as coupon_code, kept_cents,
                false as bill_closed
           from afterhours_bookings where id = $1 for update`,
};

interface LockedRow {
  status: BookingStatus; canceled_reason: CanceledReason | null; holds_room: boolean; hold_expires_at: Date | null; hold_renewed: boolean;
  payment_option: PaymentOption; date: string; start_time: string; total_cents: number; fees_cents: number; final_cents: number; deposit_cents: number;
  coupon_id: number | null; coupon_code: string | null; refund_due_cents: number; kept_cents: number; bill_closed: boolean;
}

export interface NewPayment {
  booking: BookingRef;
  kind: ChargeKind;
  amountCents: number;
  /** The payment counts for nothing toward the booking (paymentCounts): all of it is owed back. */
  owedBack: boolean;
  /** 'test' or 'stripe' online; 'counter' at the venue. */
  provider: string;
  providerReference: string;
  /** The checkout session it completes; none for a payment at the counter. */
  checkoutSessionId: string | null;
  /** The provider's id of the money taken, which a refund names (Stripe's PaymentIntent), when the provider said it. */
  providerPaymentId?: string | null;
  method: PaymentMethod;
  /** The staff member who took it at the counter. */
  recordedBy: number | null;
}

/** Taking a room back: whether it was free, and the checkouts of bookings that lost it meanwhile. */
export interface RoomTaking {
  kept: boolean;
  closedSessions: ClosedSession[];
}

export function createPaymentsRepository(db: Queryable) {
  async function sums(ref: BookingRef): Promise<PaymentSums> {
    const [row] = await db.query<PaymentSumsRow>(paymentSumsSql(KIND_TABLES[kindOf(ref)].column, '$1'), [idOf(ref)]);
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
    /** What the booking's payments add up to now, net of its refunds that did not fail. */
    sums,

    /** The booking's money state, party or hire, its row locked until the transaction ends. */
    async lock(ref: BookingRef): Promise<MoneyState> {
      const kind = kindOf(ref);
      const id = idOf(ref);
      const [row] = await db.query<LockedRow>(LOCK_SQL[kind], [id]);
      return {
        ref,
        kind,
        id,
        status: row.status,
        canceledReason: row.canceled_reason,
        holdsRoom: row.holds_room,
        holdExpiresAt: row.hold_expires_at,
        holdRenewed: row.hold_renewed,
        paymentOption: row.payment_option,
        date: row.date,
        startTime: row.start_time,
        totalCents: row.total_cents,
        feesCents: row.fees_cents,
        finalCents: row.final_cents,
        depositCents: row.deposit_cents,
        couponId: row.coupon_id,
        couponCode: row.coupon_code,
        refundDueCents: row.refund_due_cents,
        keptCents: row.kept_cents,
        billClosed: row.bill_closed,
        ...(await sums(ref)),
      };
    },

    /**
     * Makes sure a pending booking that money has arrived for keeps its place: a party still holds
     * its room, or takes it back if the room is free again (the provider has the money; it cannot
     * be refused); a hire still active keeps the whole centre (one that lost it is canceled).
     */
    async keepRoom(ref: BookingRef, now: Date): Promise<RoomTaking> {
      if (!('bookingId' in ref)) return { kept: true, closedSessions: [] };
      const [held] = await db.query<{ holds_room: boolean }>('select holds_room from bookings where id = $1', [ref.bookingId]);
      if (held.holds_room) return { kept: true, closedSessions: [] };
      return takeRoom(ref.bookingId, now);
    },

    /**
     * The one renewal of a hold that ran out (decision 007), until `until`: a party takes its room
     * back if it is free; a hire still holds the centre (nobody has wanted the time, or it would be
     * canceled already).
     */
    async renewHold(ref: BookingRef, now: Date, until: Date): Promise<RoomTaking> {
      if ('bookingId' in ref) return takeRoom(ref.bookingId, now, until);
      await db.query('update afterhours_bookings set hold_expires_at = $2, hold_renewed = true, updated_at = $3 where id = $1', [ref.afterHoursBookingId, until, now]);
      return { kept: true, closedSessions: [] };
    },

    /** Closes the booking's open checkouts but one (the session being completed, if any); answers them. */
    async closeCheckouts(ref: BookingRef, exceptSessionId: string | null): Promise<ClosedSession[]> {
      return db.query<ClosedSession>(
        `update checkout_sessions set status = 'expired' where ${KIND_TABLES[kindOf(ref)].column} = $1 and status = 'open' and id is distinct from $2
         returning provider, provider_session_id`,
        [idOf(ref), exceptSessionId],
      );
    },

    /** Cancels an unpaid booking that is over; answers the checkouts it closed. */
    async cancel(ref: BookingRef, reason: 'room-taken' | 'hold-expired', now: Date): Promise<ClosedSession[]> {
      return db.query<ClosedSession>(cancelSql(kindOf(ref), 'o.id = $1', reason, '$2'), [idOf(ref), now]);
    },

    /**
     * Records money received. Each session becomes one payment (a unique index): the caller holds
     * the session's lock and records only a session not yet completed. A counter payment is named by
     * its reference ('counter:' and its request id), unique too.
     */
    async record(payment: NewPayment, now: Date): Promise<void> {
      const target = payment.booking;
      await db.query(
        `insert into payments (booking_id, afterhours_booking_id, kind, amount_cents, owed_back, provider, provider_reference,
           checkout_session_id, paid_at, method, recorded_by, provider_payment_id)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          'bookingId' in target ? target.bookingId : null, 'afterHoursBookingId' in target ? target.afterHoursBookingId : null,
          payment.kind, payment.amountCents, payment.owedBack, payment.provider, payment.providerReference, payment.checkoutSessionId, now,
          payment.method, payment.recordedBy, payment.providerPaymentId ?? null,
        ],
      );
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
        `update bookings set coupon_id = null, discount_cents = 0, final_price_cents = total_price_cents + fees_cents + bill_cents,
            dropped_coupon_code = $2, version = version + 1, updated_at = $3
          where id = $1`,
        [id, code, now],
      );
    },

    /** Applies a payment's settlement and what the venue now owes back; a party canceled gives up its room. */
    async settle(ref: BookingRef, settlement: Settlement, refundDueCents: number, now: Date): Promise<void> {
      const { table } = KIND_TABLES[kindOf(ref)];
      const room = 'bookingId' in ref ? `holds_room = holds_room and $2 <> 'canceled', ` : '';
      await db.query(
        `update ${table} set status = $2, canceled_reason = coalesce($3, canceled_reason), ${room}refund_due_cents = $4, version = version + 1, updated_at = $5
          where id = $1`,
        [idOf(ref), settlement.status, settlement.canceledReason ?? null, refundDueCents, now],
      );
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
