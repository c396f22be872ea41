import type { FastifyPluginAsync } from 'fastify';
import { checkStaffAccess } from './access';
import { staffBookingRoutes } from './routes/bookings';
import { staffCatalogueRoutes } from './routes/catalogue';
import { staffClosureRoutes } from './routes/closures';
import { staffCouponRoutes } from './routes/coupons';
import { staffDayRoutes } from './routes/day';
import { staffDoorRoutes } from './routes/door';
import { staffFinalBillRoutes } from './routes/final-bill';
import { staffHoursRoutes } from './routes/hours';
import { staffMemberRoutes } from './routes/members';
import { staffMoneyRoutes } from './routes/money';
import { staffSignInRoutes } from './routes/sign-in';
import { staffVenueSettingsRoutes } from './routes/venue-settings';

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
  await app.register(staffFinalBillRoutes);
  await app.register(staffMoneyRoutes);
  await app.register(staffClosureRoutes);
  await app.register(staffCatalogueRoutes);
  await app.register(staffCouponRoutes);
  await app.register(staffHoursRoutes);
  await app.register(staffVenueSettingsRoutes);
  await app.register(staffMemberRoutes);
};
