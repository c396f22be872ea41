import { API_PATHS, checkCoupon, couponCheckAnswer, couponCheckBody, couponListAnswer, finalPrice, priceMainBooking } from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, BODY_ERRORS, errorAnswers } from '../http-errors';
import { resolveChoices } from '../services/booking-pricing';

const tags = ['coupons'];

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { apiConfig } = app;
  const { repos } = app.deps;

  // Coupon codes are never published: anyone could read a list and use codes meant for others.
  // The spec's browser still fetches GET /api/coupon and expects an object with discountCodes, so
  // it gets an empty list (a 404 would be an error the page must handle for nothing); codes are
  // checked one at a time by POST /api/coupon/validate, which is rate-limited against guessing.
  app.get(
    API_PATHS.coupons,
    {
      schema: {
        tags,
        description: 'Always an empty list: codes are not published; use POST /api/coupon/validate',
        response: { 200: couponListAnswer, ...errorAnswers() },
      },
    },
    async () => ({ discountCodes: [] }),
  );

  app.post(
    API_PATHS.couponCheck,
    {
      onRequest: app.limiters.couponCheck,
      schema: {
        tags,
        description:
          "Checks a code against a cart: either its total, or the booking draft, which the server prices itself (with a booking's limits). 200 with valid true (and the discount) or valid false (and the spec's message).",
        body: couponCheckBody,
        response: { 200: couponCheckAnswer, ...errorAnswers('unknown-item', 'included-in-package', 'rate-limited', ...BODY_ERRORS) },
      },
    },
    async (request) => {
      const { code, total, booking } = request.body;
      let cartTotal = total;
      if (booking) {
        const resolved = await resolveChoices(repos.catalogue, {
          packageId: booking.selectedPackage.id,
          numberOfKids: booking.numberOfKids,
          kidsFood: [],
          adultsFood: booking.adultsFood,
          addons: booking.addons,
        });
        cartTotal = priceMainBooking(resolved.input).total;
      }
      if (cartTotal === undefined) throw apiError('invalid-request', 'Send the cart total, or the booking to price, with the code');
      const found = await repos.coupons.findByCode(code);
      const check = checkCoupon({
        code,
        coupons: found ? [found] : [],
        total: cartTotal,
        now: apiConfig.now(),
        timeZone: apiConfig.venue.timeZone,
      });
      if (!check.ok) return { valid: false as const, message: check.message };
      return {
        valid: true as const,
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
};
