import { API_PATHS, couponChangeBody, couponInput, staffCouponSchema, staffCouponsAnswer, staffItemParams } from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../sign-in/access';
import { changeCoupon, createCoupon, listCoupons } from '../services/coupons';
import { staffRoute } from './staff-route';
import { created } from '../../routes/route-answers';

// Coupons (/coupons, decision 040): owners and managers.

const tags = ['staff: coupons'];
/** What every coupon route declares. */
const couponsRoute = { staff: 'coupons.manage' as const, tags };

export const staffCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_PATHS.staffCoupons,
    staffRoute({
      ...couponsRoute,
      description: 'Every coupon, disabled ones too, with its version and its uses (the bookings confirmed with it).',
      answers: { 200: staffCouponsAnswer },
    }),
    async () => listCoupons(deps),
  );

  app.post(
    API_PATHS.staffCoupons,
    staffRoute({
      ...couponsRoute,
      description: "Creates a coupon: the public coupon check and new bookings take it at once. The code is read in capitals; 'coupon-code-taken' when another coupon has it.",
      body: couponInput,
      answers: { 201: staffCouponSchema },
      errors: ['coupon-code-taken'],
    }),
    async (request, reply) => created(reply, createCoupon(deps, request.body, actorOf(request))),
  );

  app.put(
    API_PATHS.staffCoupon,
    staffRoute({
      ...couponsRoute,
      description: "Changes a coupon's terms, or disables it (disabled: true), if it is still at the version sent ('changed-meanwhile', with the coupon as it now is, otherwise). A disabled coupon is refused to new bookings; those that used it keep their discount.",
      params: staffItemParams,
      body: couponChangeBody,
      answers: { 200: staffCouponSchema },
      errors: ['item-not-found', 'coupon-code-taken', 'changed-meanwhile'],
    }),
    async (request) => changeCoupon(deps, request.params.id, request.body, actorOf(request)),
  );
};
