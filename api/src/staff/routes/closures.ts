import { API_PATHS, closureInput, closureSchema, staffClosuresAnswer, staffClosuresQuery, staffItemParams, staffNoFieldsBody, z } from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BODY_ERRORS } from '../../http-errors';
import { actorOf, staffErrors } from '../access';
import { createClosure, listClosures, removeClosure } from '../closures';

// Closed days and blocked times (/availability, decision 040): owners and managers.

const tags = ['staff: availability'];

export const staffClosureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_PATHS.staffClosures,
    {
      config: { staff: 'availability.manage' },
      schema: {
        tags,
        description: 'The closed days and blocked times of the days from to to (at most 366), each with the live bookings it falls on (for the staff to call).',
        querystring: staffClosuresQuery,
        response: { 200: staffClosuresAnswer, ...staffErrors() },
      },
    },
    async (request) => listClosures(deps, request.query.from, request.query.to),
  );

  app.post(
    API_PATHS.staffClosures,
    {
      config: { staff: 'availability.manage' },
      schema: {
        tags,
        description:
          "Closes a whole day (the whole centre), or blocks one room or the whole centre from start to end, with a reason the staff see. The public pages refuse what it closes ('venue-closed', without the reason); the live bookings it falls on are listed and none is changed. 'closure-overlaps' when it meets a closure of the same room or the whole centre.",
        body: closureInput,
        response: { 201: closureSchema, ...staffErrors('closure-overlaps', 'unknown-item', ...BODY_ERRORS) },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createClosure(deps, request.body, actorOf(request));
    },
  );

  app.post(
    API_PATHS.staffClosureRemove,
    {
      config: { staff: 'availability.manage' },
      schema: {
        tags,
        description: 'Removes a closure: what it closed can be booked again. Body: {}.',
        params: staffItemParams,
        body: staffNoFieldsBody,
        response: { 204: z.null(), ...staffErrors('item-not-found', ...BODY_ERRORS) },
      },
    },
    async (request, reply) => {
      await removeClosure(deps, request.params.id, actorOf(request));
      reply.status(204);
      return null;
    },
  );
};
