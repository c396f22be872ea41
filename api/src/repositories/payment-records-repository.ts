import type { ChargeKind, RefundStatus } from '@party/domain';
import type { Queryable } from '../db/queryable';
import type { BookingRef } from './booking-kinds';
import { paymentSumsSql, type PaymentSumsRow } from './payment-sums';
import { staffNameSql } from './staff-name';

// Money on bookings as it is looked up, without a lock: a booking's payments and refunds as its
// pages and emails list them, a booking by its internal id, a payment by its provider reference,
// and the venue's money as the staff's money page reads it (decision 032).
// Taking a payment, holding the room and settling: payments-repository.ts.

/** A payment received or a refund recorded (kind 'refund'), as the booking's history lists it. */
export interface MoneyRecord {
  kind: ChargeKind | 'refund';
  amountCents: number;
  provider: string;
  reference: string;
  owedBack: boolean;
  at: Date;
  /** 'online', 'card' or 'cash' for a payment; '' for a refund. */
  method: PaymentMethod | '';
  note: string;
  /** The staff member who took the payment at the counter, or recorded or sent the refund. */
  by: string | null;
  /** A refund's status and why it failed; null for a payment. */
  status: RefundStatus | null;
  failureReason: string;
}

/** How a payment was taken: the provider's checkout, or at the counter. */
export type PaymentMethod = 'online' | 'card' | 'cash';

/** A party or hire with its money sums, as the money page and its CSV read it. */
export interface BookingMoneyRow extends PaymentSumsRow {
  kind: 'party' | 'hire';
  id: number;
  status: 'pending' | 'confirmed' | 'canceled';
  date: string;
  start_time: string;
  end_time: string;
  what: string;
  name: string;
  email: string;
  mobile: string;
  kids: number;
  final_cents: number;
  refund_due_cents: number;
  created_at: Date;
}

export function createPaymentRecordsRepository(db: Queryable) {
  return {
    /**
     * Every payment received on the booking and every refund recorded or sent, oldest first, with
     * the provider's reference of each (and a refund's status): what the venue's notices list to
     * refund against.
     */
    async history(booking: BookingRef): Promise<MoneyRecord[]> {
      const [column, id] = 'bookingId' in booking ? ['booking_id', booking.bookingId] : ['afterhours_booking_id', booking.afterHoursBookingId];
      return db.query<MoneyRecord>(
        `select p.kind, p.amount_cents as "amountCents", p.provider, p.provider_reference as "reference", p.owed_back as "owedBack",
                p.paid_at as "at", p.method, '' as note, ${staffNameSql('m')} as by, null as status, '' as "failureReason", 0 as refund, p.id as seq
           from payments p left join staff_members m on m.id = p.recorded_by where p.${column} = $1
         union all
         select 'refund', r.amount_cents, r.provider, r.provider_reference, false, r.refunded_at, '', r.note, ${staffNameSql('m')}, r.status,
                r.failure_reason, 1, r.id
           from refunds r left join staff_members m on m.id = r.recorded_by where r.${column} = $1
         order by "at", refund, seq`,
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

    /** The payment recorded under this provider reference (a counter payment's 'counter:' request id), on whichever booking. */
    async findPayment(providerReference: string): Promise<{ ref: BookingRef; amountCents: number; method: PaymentMethod } | undefined> {
      const [row] = await db.query<{ booking_id: number | null; afterhours_booking_id: number | null; amount_cents: number; method: PaymentMethod }>(
        'select booking_id, afterhours_booking_id, amount_cents, method from payments where provider_reference = $1',
        [providerReference],
      );
      if (!row) return undefined;
      const ref: BookingRef = row.booking_id !== null ? { bookingId: row.booking_id } : { afterHoursBookingId: row.afterhours_booking_id as number };
      return { ref, amountCents: row.amount_cents, method: row.method };
    },

    /** Every party and hire whose venue date is in [from, to] (only the confirmed ones, if asked), each with its money sums, by date and start. */
    async bookingsBetween(from: string, to: string, only?: { confirmed: true }): Promise<BookingMoneyRow[]> {
      return db.query<BookingMoneyRow>(
        `select * from (
           select 'party' as kind, b.id, b.status, b.event_date::text as date, to_char(lower(b.during), 'HH24:MI') as start_time,
                  to_char(upper(b.during), 'HH24:MI') as end_time, b.child_first_name || ', ' || r.name as what, b.parent_name as name,
                  b.email, b.phone as mobile, b.number_of_kids as kids, b.final_price_cents as final_cents, b.refund_due_cents, b.created_at,
                  s.received_cents, s.paid_cents, s.deposit_paid_cents, s.refunded_cents
             from bookings b join rooms r on r.id = b.room_id
             left join lateral (${paymentSumsSql('booking_id', 'b.id')}) s on true
            where b.event_date between $1::date and $2::date
           union all
           select 'hire', a.id, a.status, a.event_date::text, a.start_time, a.end_time, 'After-hours hire', a.first_name || ' ' || a.last_name,
                  a.email, a.mobile, a.expected_kids, a.total_cents, a.refund_due_cents, a.created_at,
                  s.received_cents, s.paid_cents, s.deposit_paid_cents, s.refunded_cents
             from afterhours_bookings a
             left join lateral (${paymentSumsSql('afterhours_booking_id', 'a.id')}) s on true
            where a.event_date between $1::date and $2::date
         ) x where ${only?.confirmed ? `x.status = 'confirmed'` : 'true'}
         order by date, start_time, id`,
        [from, to],
      );
    },

    /** What the venue owes back, booking by booking (the money_owed_back view), by date. */
    async owedBack(): Promise<Array<{ booking_type: string; reference: string; name: string; date: string; status: string; owed_back_cents: number }>> {
      return db.query(`select booking_type, reference, name, event_date::text as date, status, owed_back_cents from money_owed_back order by event_date, reference`);
    },

    /** The refunds sent through the provider that it has not settled yet, the oldest first. */
    async pendingRefunds(): Promise<Array<{ kind: 'party' | 'hire'; id: number; name: string; date: string; amount_cents: number; provider: string; sent_at: Date }>> {
      return db.query(
        `select 'party' as kind, b.id, b.parent_name as name, b.event_date::text as date, r.amount_cents, r.provider, r.refunded_at as sent_at
           from refunds r join bookings b on b.id = r.booking_id where r.status = 'pending'
         union all
         select 'hire', a.id, a.first_name || ' ' || a.last_name, a.event_date::text, r.amount_cents, r.provider, r.refunded_at
           from refunds r join afterhours_bookings a on a.id = r.afterhours_booking_id where r.status = 'pending'
         order by sent_at, id`,
      );
    },

    /** The payments taken in [start, end), by method: how many and how much. */
    async takenByMethod(start: Date, end: Date): Promise<Array<{ method: string; count: number; cents: number }>> {
      return db.query(
        `select method, count(*)::int as count, sum(amount_cents)::int as cents from payments
          where paid_at >= $1 and paid_at < $2 group by method order by method`,
        [start, end],
      );
    },

    /** What was refunded in [start, end): a failed refund gave nothing back; a pending one is on its way (decision 053). */
    async refundedBetween(start: Date, end: Date): Promise<number> {
      const [refunded] = await db.query<{ cents: number }>(
        `select coalesce(sum(amount_cents), 0)::int as cents from refunds where refunded_at >= $1 and refunded_at < $2 and status <> 'failed'`,
        [start, end],
      );
      return refunded.cents;
    },
  };
}
