import type { ChargeKind, RefundStatus } from '@party/domain';
import type { Queryable } from '../db/queryable';
import type { BookingRef } from './booking-kinds';
import { staffNameSql } from './staff-name';

// Money on bookings as it is looked up, without a lock: a booking's payments and refunds as its
// pages and emails list them, a booking by its internal id, a payment by its provider reference.
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
    }
  };
}
