import { checkCoupon, finalPrice, firstValidationMessage, LIMITS, numberOfKidsField, priceMainBooking } from '@party/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../http-errors';
import { chosenItemsSchema, chosenSchema, errorResponses, text } from '../schemas/common';
import { resolveChoices, type ChosenItem } from '../services/booking-pricing';

interface CouponCheckBody {
  code: string;
  total?: number;
  booking?: {
    selectedPackage: { id: string | number };
    numberOfKids: number;
    adultsFood?: ChosenItem[];
    addons?: ChosenItem[];
  };
}

const couponCheckSchema = {
  type: 'object',
  properties: {
    valid: { type: 'boolean' },
    message: { type: 'string', description: "The spec's coupon message" },
    code: { type: 'string' },
    type: { type: 'string', enum: ['fixed', 'percentage'] },
    amount: { type: 'number', description: 'Dollars (fixed) or percent (percentage)' },
    discount: { type: 'number', description: 'Dollars off the total, never above it' },
    totalPrice: { type: 'number' },
    finalPrice: { type: 'number' },
  },
} as const;

export async function couponRoutes(app: FastifyInstance) {
  const { apiConfig } = app;
  const { repos } = app.deps;

  // Coupon codes are never published: anyone could read a list and use codes meant for others.
  // The spec's browser still fetches GET /api/coupon and expects an object with discountCodes, so
  // it gets an empty list (a 404 would be an error the page must handle for nothing); codes are
  // checked one at a time by POST /api/coupon/validate, which is rate-limited against guessing.
  app.get(
    '/api/coupon',
    {
      schema: {
        tags: ['coupons'],
        description: 'Always an empty list: codes are not published; use POST /api/coupon/validate',
        response: { 200: { type: 'object', properties: { discountCodes: { type: 'array', maxItems: 0 } } } },
      },
    },
    async () => ({ discountCodes: [] }),
  );

  app.post<{ Body: CouponCheckBody }>(
    '/api/coupon/validate',
    {
      onRequest: app.limiters.couponCheck,
      schema: {
        tags: ['coupons'],
        description:
          "Checks a code against a cart: either its total, or the booking draft, which the server prices itself. 200 with valid true (and the discount) or valid false (and the spec's message).",
        body: {
          type: 'object',
          properties: {
            code: text(LIMITS.coupon),
            total: { type: 'number', minimum: 0, maximum: LIMITS.money },
            booking: {
              type: 'object',
              properties: {
                selectedPackage: chosenSchema,
                numberOfKids: { type: 'integer' },
                adultsFood: chosenItemsSchema,
                addons: chosenItemsSchema,
              },
              required: ['selectedPackage', 'numberOfKids'],
            },
          },
          required: ['code'],
        },
        response: { 200: couponCheckSchema, ...errorResponses(400, 413, 422, 429) },
      },
    },
    async (request) => {
      const { code, total, booking } = request.body;
      let cartTotal = total;
      if (booking) {
        if (!booking.selectedPackage) throw badRequest('Please select a package');
        const kidsProblem = firstValidationMessage(numberOfKidsField, booking.numberOfKids);
        if (kidsProblem) throw badRequest(kidsProblem);
        const resolved = await resolveChoices(repos.catalogue, {
          packageId: booking.selectedPackage.id,
          numberOfKids: booking.numberOfKids,
          kidsFood: [],
          adultsFood: booking.adultsFood ?? [],
          addons: booking.addons ?? [],
        });
        cartTotal = priceMainBooking(resolved.input).total;
      }
      if (cartTotal === undefined) throw badRequest('Send the cart total, or the booking to price, with the code');
      const found = await repos.coupons.findByCode(code);
      const check = checkCoupon({
        code,
        coupons: found ? [found] : [],
        total: cartTotal,
        now: apiConfig.now(),
        timeZone: apiConfig.venue.timeZone,
      });
      if (!check.ok) return { valid: false, message: check.message };
      return {
        valid: true,
        message: check.message,
        code: check.coupon.code,
        type: check.coupon.type,
        amount: check.coupon.amount,
        discount: check.discount,
        totalPrice: cartTotal,
        finalPrice: finalPrice(cartTotal, check.discount),
      };
    },
  );
}
