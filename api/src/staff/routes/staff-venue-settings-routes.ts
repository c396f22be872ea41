import { API_PATHS, venueSettingsSchema } from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BODY_ERRORS } from '../../http-errors';
import { changeVenueSettings, readVenueSettingsPage } from '../../reminders/venue-settings';
import { actorOf, staffErrors } from '../sign-in/access';

// The venue's reminders on or off and how long forms are kept (decision 065): on the hours page,
// for owners and managers.

const tags = ['staff: hours'];

export const staffVenueSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_PATHS.staffVenueSettings,
    {
      config: { staff: 'hours.manage' },
      schema: { tags, description: 'Each reminder on or off, and the days an attendance form is kept after its party.', response: { 200: venueSettingsSchema, ...staffErrors() } },
    },
    async () => readVenueSettingsPage(deps),
  );

  app.put(
    API_PATHS.staffVenueSettings,
    {
      config: { staff: 'hours.manage' },
      schema: {
        tags,
        description:
          'Sets each reminder on or off and the days an attendance form is kept after its party (1 to 3650), whole, as sent. A reminder turned off is not queued while it is off; one already queued still goes. Audited when anything changes.',
        body: venueSettingsSchema,
        response: { 200: venueSettingsSchema, ...staffErrors(...BODY_ERRORS) },
      },
    },
    async (request) => changeVenueSettings(deps, request.body, actorOf(request)),
  );
};
