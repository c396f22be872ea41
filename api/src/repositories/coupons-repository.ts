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

/** A coupon as the staff see it: the table's row, whether it is disabled, and its version. */
export interface StaffCouponRow extends CouponRow {
  disabled: boolean;
  version: number;
}

/** One use of a coupon: the booking that used it. */
export interface CouponUseRow {
  coupon_id: number;
  id: number;
  date: string;
  discount_cents: number;
  created_at: Date;
}

/** A coupon's terms as the staff write them, in the table's units. */
export interface CouponColumns {
  code: string;
  type: Coupon['type'];
  amountHundredths: number;
  validFrom: string;
  validTo: string;
  maxUsage: number;
  minCartValueCents: number;
  disabled: boolean;
}

const columnValues = (c: CouponColumns) => [c.code, c.type, c.amountHundredths, c.validFrom, c.validTo, c.maxUsage, c.minCartValueCents, c.disabled];

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

    /** Every coupon (or the one with this id), disabled or not, the newest first: the console's list. */
    async listForStaff(id?: number): Promise<StaffCouponRow[]> {
      return db.query<StaffCouponRow>(
        `select id, code, type, amount_hundredths, valid_from::text, valid_to::text, used_count, max_usage, min_cart_value_cents, disabled, version
           from coupons ${id === undefined ? '' : 'where id = $1'} order by id desc`,
        id === undefined ? [] : [id],
      );
    },

    /** The uses of these coupons, oldest first. */
    async usesOf(couponIds: readonly number[]): Promise<CouponUseRow[]> {
      // A use is a booking confirmed with the coupon (its use is counted then), kept if it was canceled after money came in.
      return db.query<CouponUseRow>(
        `select b.coupon_id, b.id, b.event_date::text as date, b.discount_cents, b.created_at
           from bookings b
          where b.coupon_id = any($1::int[])
            and (b.status = 'confirmed' or (b.status = 'canceled' and exists (select 1 from payments p where p.booking_id = b.id)))
          order by b.created_at, b.id`,
        [couponIds],
      );
    },

    /** A new coupon's id; the database refuses a code taken already (its unique index on upper(code)). */
    async create(coupon: CouponColumns): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `insert into coupons (code, type, amount_hundredths, valid_from, valid_to, max_usage, min_cart_value_cents, disabled)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
        columnValues(coupon),
      );
      return row.id;
    },

    /** The coupon's terms replaced if it is still at `version`; false when it has changed (or is gone) meanwhile. */
    async changeAtVersion(id: number, version: number, coupon: CouponColumns): Promise<boolean> {
      const changed = await db.query(
        `update coupons set code = $3, type = $4, amount_hundredths = $5, valid_from = $6, valid_to = $7, max_usage = $8,
                min_cart_value_cents = $9, disabled = $10, version = version + 1
          where id = $1 and version = $2 returning id`,
        [id, version, ...columnValues(coupon)],
      );
      return changed.length > 0;
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
