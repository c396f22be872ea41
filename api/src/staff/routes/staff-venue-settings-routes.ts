import { API_PATHS, venueSettingsSchema } from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeVenueSettings, readVenueSettingsPage } from '../../reminders/venue-settings';
import { actorOf } from '../sign-in/access';
import { staffRoute } from './staff-route';

// The venue's reminders on or off and how long forms are kept (decision 065): on the hours page,
// for owners and managers.

const tags = ['staff: hours'];
/** What both routes of the venue settings declare. */
const settingsRoute = { staff: 'hours.manage' as const, tags };

export const staffVenueSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_PATHS.staffVenueSettings,
    staffRoute({
      ...settingsRoute,
      description: 'Each reminder on or off, and the days an attendance form is kept after its party.',
      answers: { 200: venueSettingsSchema },
    }),
    async () => readVenueSettingsPage(deps),
  );

  app.put(
    API_PATHS.staffVenueSettings,
    staffRoute({
      ...settingsRoute,
      description: 'Sets each reminder on or off and the days an attendance form is kept after its party (1 to 3650), whole, as sent. A reminder turned off is not queued while it is off; one already queued still goes. Audited when anything changes.',
      body: venueSettingsSchema,
      answers: { 200: venueSettingsSchema },
    }),
    async (request) => changeVenueSettings(deps, request.body, actorOf(request)),
  );
};
