import { bookingReference, type CanceledReason } from '@party/domain';
import { auditEachSql } from '../audit/audit';

// Parties and after-hours hires are two kinds of one thing, a booking: one money path and one way
// to cancel serve both, told apart by this table (decision 032, "one money path"). Their rows
// share the booking_numbers sequence, so an internal id names one booking of either kind.

export type BookingKind = 'party' | 'hire';

/** A party or an after-hours booking, by its internal id. */
export type BookingRef = { bookingId: number } | { afterHoursBookingId: number };

interface KindTables {
  /** The kind's table. */
  table: string;
  /** Its column in payments, refunds, checkout_sessions, email_outbox and staff_notes. */
  column: 'booking_id' | 'afterhours_booking_id';
  /** What canceling also sets: a party gives up its room. */
  cancelAlso: string;
}

export const KIND_TABLES: Record<BookingKind, KindTables> = {
  party: { table: 'bookings', column: 'booking_id', cancelAlso: ', holds_room = false' },
  hire: { table: 'afterhours_bookings', column: 'afterhours_booking_id', cancelAlso: '' },
};

export const kindOf = (ref: BookingRef): BookingKind => ('bookingId' in ref ? 'party' : 'hire');
export const idOf = (ref: BookingRef): number => ('bookingId' in ref ? ref.bookingId : ref.afterHoursBookingId);
export const refOf = (kind: BookingKind, id: number): BookingRef => (kind === 'party' ? { bookingId: id } : { afterHoursBookingId: id });

/** The booking as the audit log names it. */
export const auditTargetOf = (ref: BookingRef) => ({ kind: kindOf(ref), id: idOf(ref), reference: bookingReference(idOf(ref)) });

/**
 * Cancels the unpaid bookings of the kind that `where` matches (alias `o`) for `reason`, records
 * each in the audit log (the system's doing, or the customer's for a booking they replaced), and
 * in the same statement closes their open checkouts; answers the closed sessions, which the caller
 * expires at the provider once the transaction has committed. `now` is a placeholder.
 */
export function cancelSql(kind: BookingKind, where: string, reason: CanceledReason, now: string): string {
  const { table, column, cancelAlso } = KIND_TABLES[kind];
  const actor = reason === 'replaced' ? { kind: 'customer' as const, name: 'The customer (a newer booking replaced it)' } : { kind: 'system' as const, name: 'The booking system' };
  return `with canceled as (
            update ${table} o set status = 'canceled', canceled_reason = '${reason}'${cancelAlso},
                   version = version + 1, updated_at = ${now}
             where o.status = 'pending' and (${where})
            returning o.id),
          logged as (${auditEachSql({ rows: 'canceled', now, actor, action: 'booking.cancel', targetKind: kind, before: { status: 'pending' }, after: { status: 'canceled', canceledReason: reason } })})
          update checkout_sessions s set status = 'expired' from canceled c
           where s.${column} = c.id and s.status = 'open'
          returning s.provider, s.provider_session_id`;
}
