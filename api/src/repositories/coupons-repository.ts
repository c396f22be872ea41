import type { Coupon } from '@party/domain';
import type { Queryable } from '../db/queryable';

/** A coupon as the table keeps it. */
export interface CouponRow {
  id: number;
  code: string;
  type: Coupon['type'];
  amount_hundredths: number;
  valid_from: string;
  valid_to: string;
  used_count: number;
  max_usage: number | null;
  min_cart_value_cents: number;
}

export type StoredCoupon = Coupon & { id: number };

function toCoupon(row: CouponRow): StoredCoupon {
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    amount: row.amount_hundredths / 100,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    usedCount: row.used_count,
    // The domain reads a missing maxUsage as "no limit".
    maxUsage: row.max_usage ?? Number.POSITIVE_INFINITY,
    minCartValue: row.min_cart_value_cents / 100,
  };
}

export function createCouponsRepository(db: Queryable) {
  return {
    /**
     * The coupon with this code, ignoring case and surrounding spaces, as people type codes. A
     * coupon the venue has disabled is no coupon to a new booking (decision 040).
     */
    async findByCode(code: string): Promise<StoredCoupon | undefined> {
      const [row] = await db.query<CouponRow>(
        `select id, code, type, amount_hundredths, valid_from::text, valid_to::text, used_count, max_usage,
                min_cart_value_cents
           from coupons where upper(code) = upper(trim($1)) and not disabled`,
        [code],
      );
      return row && toCoupon(row);
    },

    /** The coupon with this id, disabled or not: a booking that has it keeps its terms. */
    async findById(id: number): Promise<StoredCoupon | undefined> {
      const [row] = await db.query<CouponRow>(
        `select id, code, type, amount_hundredths, valid_from::text, valid_to::text, used_count, max_usage,
                min_cart_value_cents
           from coupons where id = $1`,
        [id],
      );
      return row && toCoupon(row);
    },

    /**
     * Counts one use of the coupon if it has a use left; false when it has run out. Run it in the
     * transaction that confirms the booking, so two bookings never take one last use.
     */
    async countUse(id: number): Promise<boolean> {
      const rows = await db.query(
        `update coupons set used_count = used_count + 1
          where id = $1 and (max_usage is null or used_count < max_usage) returning id`,
        [id],
      );
      return rows.length > 0;
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
