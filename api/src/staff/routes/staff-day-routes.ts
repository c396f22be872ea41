import { API_PATHS, staffDayParams, staffKitchenSheetAnswer, staffRunSheetAnswer } from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf, staffErrors } from '../sign-in/access';
import { kitchenSheet, runSheet } from '../services/day';

// The day's run sheet and kitchen sheet (decision 032): every role reads them; what the run sheet
// shows of parents and money follows the role.

const tags = ['staff: the day'];

export const staffDayRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_PATHS.staffDay,
    {
      config: { staff: 'day.read' },
      schema: {
        tags,
        description:
          "Every party and after-hours hire of a venue date, by start time then room, with kids coming and each child's allergies from the RSVPs, food, add-ons, arrival and staff notes; the canceled apart. Parents' names and mobiles only for a role with bookings.contacts, money only with money.read.",
        params: staffDayParams,
        response: { 200: staffRunSheetAnswer, ...staffErrors() },
      },
    },
    async (request) => runSheet(deps, request.params.date, sessionOf(request).member.role),
  );

  app.get(
    API_PATHS.staffKitchen,
    {
      config: { staff: 'kitchen.read' },
      schema: {
        tags,
        description: "Per start time of a venue date, the total of each kids' food item and adult platter across its live parties, and each party's allergies beside its room and child.",
        params: staffDayParams,
        response: { 200: staffKitchenSheetAnswer, ...staffErrors() },
      },
    },
    async (request) => kitchenSheet(deps, request.params.date),
  );
};
