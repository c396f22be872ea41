import { API_PATHS, openingHoursInput, staffHoursAnswer, staffHoursChangeBody, venueChangePreviewAnswer, venueSettingsSchema } from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeVenueSettings, readVenueSettingsPage } from '../../reminders/venue-settings';
import { actorOf } from '../sign-in/access';
import { changeHours, previewHours, readHours } from '../services/hours';
import { staffRoute } from './staff-route';

// The hours page (/hours), for owners and managers: the opening hours (decision 040), and the
// venue's reminders on or off and how long forms are kept (decision 065).

const tags = ['staff: hours'];
/** What every route of the hours page declares. */
const hoursRoute = { staff: 'hours.manage' as const, tags };

export const staffHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_PATHS.staffHours,
    staffRoute({
      ...hoursRoute,
      description: "The venue's week (null: closed that day), its public holidays' hours and the after-hours window, with their version.",
      answers: { 200: staffHoursAnswer },
    }),
    async () => readHours(deps),
  );

  app.post(
    API_PATHS.staffHoursPreview,
    staffRoute({
      ...hoursRoute,
      description: "The live bookings from today on (parties holding their room, hires, confirmed or pending) that these hours would leave outside them (within the hours now), each with its customer's name, mobile and email, to decide before saving. Nothing is saved.",
      body: openingHoursInput,
      answers: { 200: venueChangePreviewAnswer },
    }),
    async (request) => previewHours(deps, request.body),
  );

  app.put(
    API_PATHS.staffHours,
    staffRoute({
      ...hoursRoute,
      description: "Changes the week, the public holidays' hours and the after-hours window, if still at the version sent ('changed-meanwhile', with the hours as they now are, otherwise): the party times, the refusals, the footer and the hire's start and end times follow at once. `decisions` says what becomes of each live booking the new hours leave outside them, by reference ('cancel', 'ask-to-move' or 'keep', as for a closure); one left undecided refuses the whole change ('bookings-undecided', with the bookings it touches in `current`).",
      body: staffHoursChangeBody,
      answers: { 200: staffHoursAnswer },
      errors: ['changed-meanwhile', 'bookings-undecided', 'event-started'],
    }),
    async (request) => changeHours(deps, request.body, actorOf(request)),
  );

  app.get(
    API_PATHS.staffVenueSettings,
    staffRoute({
      ...hoursRoute,
      description: 'Each reminder on or off, and the days an attendance form is kept after its party.',
      answers: { 200: venueSettingsSchema },
    }),
    async () => readVenueSettingsPage(deps),
  );

  app.put(
    API_PATHS.staffVenueSettings,
    staffRoute({
      ...hoursRoute,
      description: 'Sets each reminder on or off and the days an attendance form is kept after its party (1 to 3650), whole, as sent. A reminder turned off is not queued while it is off; one already queued still goes. Audited when anything changes.',
      body: venueSettingsSchema,
      answers: { 200: venueSettingsSchema },
    }),
    async (request) => changeVenueSettings(deps, request.body, actorOf(request)),
  );
};
