import { LIMITS } from '../limits';
import { STEP1_MESSAGES } from '../booking-form-messages';
import { chosenObject, dollars, itemList, moneyField, numberOfKidsField } from './fields';
import { z } from './zod';

// Coupon codes are never published; Apply asks the server about one code against a cart.

/**
 * POST /api/coupon/validate: a code and the cart, either as its total or as the booking draft,
 * which the server prices itself (the same bounds as a booking).
 */
export const couponCheckBody = z.object({
  // An empty code is checked like any other: 'Invalid coupon code'.
  code: z.string({ error: 'Send the coupon code' }).check(z.trim(), z.maxLength(LIMITS.coupon, `Must be at most ${LIMITS.coupon} characters`)),
  /** The cart total the browser worked out; used only when no booking is sent. */
  total: z.optional(moneyField),
  booking: z.optional(
    z.object({
      selectedPackage: chosenObject(STEP1_MESSAGES.packageRequired),
      numberOfKids: numberOfKidsField,
      adultsFood: itemList(1),
      addons: itemList(1),
    }),
  ),
});

/** The answer: the discount on the cart's total, or the spec's reason why not (both 200). */
export const couponCheckAnswer = z.union([
  z.object({
    valid: z.literal(true),
    /** 'Coupon added successfully'. */
    message: z.string(),
    code: z.string(),
    type: z.enum(['fixed', 'percentage']),
    /** Dollars (fixed) or percent (percentage). */
    amount: z.number(),
    /** Dollars off the total, never above it. */
    discount: dollars,
    totalPrice: dollars,
    finalPrice: dollars,
  }),
  z.object({ valid: z.literal(false), message: z.string() }),
]);

/** GET /api/coupon: always an empty list (codes are not published; the spec's browser still asks). */
export const couponListAnswer = z.object({ discountCodes: z.array(z.never()) });

export type CouponCheckRequest = z.input<typeof couponCheckBody>;
export type CouponCheckResult = z.output<typeof couponCheckAnswer>;
