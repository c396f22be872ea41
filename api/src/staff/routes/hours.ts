import { API_PATHS, staffHoursAnswer, staffHoursChangeBody } from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BODY_ERRORS } from '../../http-errors';
import { actorOf, staffErrors } from '../access';
import { changeHours, readHours } from '../hours';

// The opening hours (/hours, decision 040): owners and managers.

const tags = ['staff: hours'];

export const staffHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_PATHS.staffHours,
    {
      config: { staff: 'hours.manage' },
      schema: { tags, description: "The venue's week (null: closed that day), its public holidays' hours and the after-hours window, with their version.", response: { 200: staffHoursAnswer, ...staffErrors() } },
    },
    async () => readHours(deps),
  );

  app.put(
    API_PATHS.staffHours,
    {
      config: { staff: 'hours.manage' },
      schema: {
        tags,
        description:
          "Changes the week, the public holidays' hours and the after-hours window, if still at the version sent ('changed-meanwhile', with the hours as they now are, otherwise): the party times, the refusals, the footer and the hire's start and end times follow at once; bookings and hires already made are kept.",
        body: staffHoursChangeBody,
        response: { 200: staffHoursAnswer, ...staffErrors('changed-meanwhile', ...BODY_ERRORS) },
      },
    },
    async (request) => changeHours(deps, request.body, actorOf(request)),
  );
};
