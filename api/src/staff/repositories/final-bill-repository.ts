import type { BillCounts, ClosedBillLine } from '@party/domain';
import type { Queryable } from '../../db/queryable';
import { staffNameSql } from '../../repositories/staff-name';

// The party_bills rows (migration 026) and the booking's figures they move: read, written once,
// a line waived. The caller holds the booking's row locked.

export interface StoredBill {
  lines: ClosedBillLine[];
  counts: BillCounts;
  chargedCents: number;
  closedAt: Date;
  closedBy: string;
}

export function createFinalBillRepository(db: Queryable) {
  return {
    async find(bookingId: number): Promise<StoredBill | undefined> {
      const [row] = await db.query<{ lines: ClosedBillLine[]; counts: BillCounts; charged_cents: number; closed_at: Date; closed_by: string }>(
        `select pb.lines, pb.counts, pb.charged_cents, pb.closed_at, ${staffNameSql('m')} as closed_by
           from party_bills pb join staff_members m on m.id = pb.closed_by where pb.booking_id = $1`,
        [bookingId],
      );
      return row && { lines: row.lines, counts: row.counts, chargedCents: row.charged_cents, closedAt: new Date(row.closed_at), closedBy: row.closed_by };
    },

    async insert(bookingId: number, bill: { lines: ClosedBillLine[]; counts: BillCounts; chargedCents: number; closedBy: number }, now: Date): Promise<void> {
      await db.query(`insert into party_bills (booking_id, lines, counts, charged_cents, closed_at, closed_by) values ($1, $2::jsonb, $3::jsonb, $4, $5, $6)`, [
        bookingId,
        JSON.stringify(bill.lines),
        JSON.stringify(bill.counts),
        bill.chargedCents,
        now,
        bill.closedBy,
      ]);
    },

    /** The lines with one waived, and what the bill charges lowered by its amount. */
    async setLines(bookingId: number, lines: ClosedBillLine[], waivedCents: number): Promise<void> {
      await db.query(`update party_bills set lines = $2::jsonb, charged_cents = charged_cents - $3 where booking_id = $1`, [bookingId, JSON.stringify(lines), waivedCents]);
    },

    /** The booking's bill and final price moved together (migration 026's constraint), and what it now owes back. */
    async charge(bookingId: number, deltaCents: number, refundDueCents: number, now: Date): Promise<void> {
      await db.query(
        `update bookings set bill_cents = bill_cents + $2, final_price_cents = final_price_cents + $2, refund_due_cents = $3,
            version = version + 1, updated_at = $4
          where id = $1`,
        [bookingId, deltaCents, refundDueCents, now],
      );
    },
  };
}
