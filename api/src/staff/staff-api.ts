import type { FastifyPluginAsync } from 'fastify';
import { checkStaffAccess } from './sign-in/access';
import { staffBookingRoutes } from './routes/staff-booking-routes';
import { staffCatalogueRoutes } from './routes/staff-catalogue-routes';
import { staffChangeOfPlanRoutes } from './routes/staff-change-of-plan-routes';
import { staffClosureRoutes } from './routes/staff-closure-routes';
import { staffCouponRoutes } from './routes/staff-coupon-routes';
import { staffDayRoutes } from './routes/staff-day-routes';
import { staffDoorRoutes } from './routes/staff-door-routes';
import { staffFinalBillRoutes } from './routes/staff-final-bill-routes';
import { staffHoursRoutes } from './routes/staff-hours-routes';
import { staffMemberRoutes } from './routes/staff-member-routes';
import { staffMoneyRoutes } from './routes/staff-money-routes';
import { staffSignInRoutes } from './routes/staff-sign-in-routes';

// The staff console's API, under /api/staff/ (decision 032): its own Fastify context, where every
// route declares the action it performs and one hook (access.ts) checks it.

export interface StaffApiOptions {
  /** The staff command's token (command.ts); none when the API writes no command file. */
  commandToken?: string;
}

export const staffApi: FastifyPluginAsync<StaffApiOptions> = async (app, { commandToken }) => {
  checkStaffAccess(app, commandToken);
  await app.register(staffSignInRoutes);
  await app.register(staffDayRoutes);
  await app.register(staffDoorRoutes);
  await app.register(staffBookingRoutes);
  await app.register(staffChangeOfPlanRoutes);
  await app.register(staffFinalBillRoutes);
  await app.register(staffMoneyRoutes);
  await app.register(staffClosureRoutes);
  await app.register(staffCatalogueRoutes);
  await app.register(staffCouponRoutes);
  await app.register(staffHoursRoutes);
  await app.register(staffMemberRoutes);
};
