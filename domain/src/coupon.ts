import { toVenueDate, venueDate, type Instant } from './dates';
import { COUPON_MESSAGES } from './coupon-messages';
import { clampCents, percentOfCents, priceCents, toCents, toDollars } from './money';
import type { Coupon } from './types';

export type CouponFailure =
  | typeof COUPON_MESSAGES.invalidCode
  | typeof COUPON_MESSAGES.notValid
  | typeof COUPON_MESSAGES.maxUsageExceeded
  | typeof COUPON_MESSAGES.minimumCartValueNotMet;

export type CouponCheck =
  | { ok: true; coupon: Coupon; discount: number; message: typeof COUPON_MESSAGES.added }
  | { ok: false; coupon: null; discount: 0; message: CouponFailure };

export interface CouponCheckInput {
  /** The code as typed. */
  code: string;
  coupons: readonly Coupon[];
  /** The cart total before any discount, in dollars. */
  total: number;
  now: Instant;
  /** The venue's: a coupon's dates are days at the venue. */
  timeZone: string;
}

/** Codes match whatever their case and surrounding spaces, as people type them. */
export function findCoupon(coupons: readonly Coupon[], code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  if (wanted === '') return undefined;
  return coupons.find((coupon) => coupon.code.trim().toUpperCase() === wanted);
}

/**
 * A coupon is valid from its validFrom day to its validTo day, both included, as calendar dates in
 * the venue's time zone.
 */
export function isCouponInDate(coupon: Pick<Coupon, 'validFrom' | 'validTo'>, now: Instant, timeZone: string): boolean {
  const today = venueDate(now, timeZone);
  const from = toVenueDate(coupon.validFrom, timeZone);
  const to = toVenueDate(coupon.validTo, timeZone);
  return from !== undefined && to !== undefined && from <= today && today <= to;
}

/** A coupon can be used while usedCount is below maxUsage (no maxUsage means no limit). */
export function hasCouponUsesLeft(coupon: Pick<Coupon, 'usedCount' | 'maxUsage'>): boolean {
  if (typeof coupon.maxUsage !== 'number' || !Number.isFinite(coupon.maxUsage)) return true;
  return (Number.isFinite(coupon.usedCount) ? coupon.usedCount : 0) < coupon.maxUsage;
}

/** A coupon needs a total of at least minCartValue. */
export function meetsMinimumCartValue(coupon: Pick<Coupon, 'minCartValue'>, total: number): boolean {
  return priceCents(total) >= priceCents(coupon.minCartValue);
}

/**
 * A fixed coupon takes its amount off, a percentage coupon that percent of the total. The discount
 * is never below 0 and never above the total, so the final price is never negative.
 */
export function couponDiscount(coupon: Pick<Coupon, 'type' | 'amount'>, total: number): number {
  const totalCents = priceCents(total);
  const amount = Number.isFinite(coupon.amount) ? coupon.amount : 0;
  const raw = coupon.type === 'percentage' ? percentOfCents(totalCents, amount) : toCents(amount);
  return toDollars(clampCents(raw, totalCents));
}

/**
 * Checks a coupon in the spec's order: known code, then the validity window, then usage, then the
 * minimum cart value. The first failure's message is returned and no discount applies.
 */
export function checkCoupon({ code, coupons, total, now, timeZone }: CouponCheckInput): CouponCheck {
  const fail = (message: CouponFailure): CouponCheck => ({ ok: false, coupon: null, discount: 0, message });
  const coupon = findCoupon(coupons, code);
  if (!coupon) return fail(COUPON_MESSAGES.invalidCode);
  if (!isCouponInDate(coupon, now, timeZone)) return fail(COUPON_MESSAGES.notValid);
  if (!hasCouponUsesLeft(coupon)) return fail(COUPON_MESSAGES.maxUsageExceeded);
  if (!meetsMinimumCartValue(coupon, total)) return fail(COUPON_MESSAGES.minimumCartValueNotMet);
  return { ok: true, coupon, discount: couponDiscount(coupon, total), message: COUPON_MESSAGES.added };
}
