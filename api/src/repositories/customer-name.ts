import type { Queryable } from '../db/queryable';
import { idOf, kindOf, type BookingRef } from './booking-kinds';

/** The customer of a booking as the audit log names them: the parent, or the hirer. */
export async function customerName(db: Queryable, ref: BookingRef): Promise<string> {
  const sql =
    kindOf(ref) === 'party'
      ? 'select parent_name as name from bookings where id = $1'
      : `select first_name || ' ' || last_name as name from afterhours_bookings where id = $1`;
  const [row] = await db.query<{ name: string }>(sql, [idOf(ref)]);
  return row?.name ?? 'The customer';
}
