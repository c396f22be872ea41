import { API_PATHS, staffDayParams, staffKitchenSheetAnswer, staffRunSheetAnswer } from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../sign-in/access';
import { kitchenSheet, runSheet } from '../services/day';
import { staffRoute } from './staff-route';

// The day's run sheet and kitchen sheet (decision 032): every role reads them; what the run sheet
// shows of parents and money follows the role.

const tags = ['staff: the day'];
/** Both sheets are of one venue date, in the same group. */
const dayRoute = { tags, params: staffDayParams };

export const staffDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_PATHS.staffDay,
    staffRoute({
      staff: 'day.read',
      ...dayRoute,
      description: "Every party and after-hours hire of a venue date, by start time then room, with kids coming and each child's allergies from the RSVPs, food, add-ons, arrival and staff notes; the canceled apart. Parents' names and mobiles only for a role with bookings.contacts, money only with money.read.",
      answers: { 200: staffRunSheetAnswer },
    }),
    async (request) => runSheet(deps, request.params.date, sessionOf(request).member.role),
  );

  app.get(
    API_PATHS.staffKitchen,
    staffRoute({
      staff: 'kitchen.read',
      ...dayRoute,
      description: "Per start time of a venue date, the total of each kids' food item and adult platter across its live parties, and each party's allergies beside its room and child.",
      answers: { 200: staffKitchenSheetAnswer },
    }),
    async (request) => kitchenSheet(deps, request.params.date),
  );
};
