import {
  API_PATHS,
  closureInput,
  closureSaveBody,
  closureSchema,
  staffClosuresAnswer,
  staffClosuresQuery,
  staffItemParams,
  staffNoFieldsBody,
  venueChangePreviewAnswer,
} from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../sign-in/access';
import { createClosure, listClosures, previewClosure, removeClosure } from '../services/closures';
import { staffRoute } from './staff-route';
import { created, noContent, noContentAnswer } from '../../routes/route-answers';

// Closed days and blocked times (/availability, decisions 040 and 059): owners and managers, who
// may also cancel and move bookings (the role table's test keeps it so), as a closure's decisions do.

const tags = ['staff: availability'];
/** What every closure route declares. */
const closuresRoute = { staff: 'availability.manage' as const, tags };

export const staffClosureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    API_PATHS.staffClosures,
    staffRoute({
      ...closuresRoute,
      description: 'The closed days and blocked times of the days from to to (at most 366), each with the live bookings it falls on (for the staff to call).',
      querystring: staffClosuresQuery,
      answers: { 200: staffClosuresAnswer },
    }),
    async (request) => listClosures(deps, request.query.from, request.query.to),
  );

  app.post(
    API_PATHS.staffClosurePreview,
    staffRoute({
      ...closuresRoute,
      description: "The live bookings (parties holding their room, hires, confirmed or pending) the closure would fall on, each with its customer's name, mobile and email, to decide before saving it. Refused as the save would be ('closure-overlaps', a day passed, an unknown room). Nothing is saved.",
      body: closureInput,
      answers: { 200: venueChangePreviewAnswer },
      errors: ['closure-overlaps', 'unknown-item'],
    }),
    async (request) => previewClosure(deps, request.body),
  );

  app.post(
    API_PATHS.staffClosures,
    staffRoute({
      ...closuresRoute,
      description: "Closes a whole day (the whole centre), or blocks one room or the whole centre from start to end, with a reason the staff see. The public pages refuse what it closes ('venue-closed', without the reason). `decisions` says what becomes of each live booking it falls on, by reference: 'cancel' (canceled by the venue: nothing kept, everything paid owed back, the customer emailed), 'ask-to-move' (the customer is emailed to move it with no rebooking fee, or cancel with everything refunded) or 'keep'. The bookings are read again under the day's lock: one left undecided refuses the whole closure ('bookings-undecided', with the bookings it touches in `current`). 'closure-overlaps' when it meets a closure of the same room or the whole centre.",
      body: closureSaveBody,
      answers: { 201: closureSchema },
      errors: ['closure-overlaps', 'unknown-item', 'bookings-undecided', 'event-started', 'changed-meanwhile'],
    }),
    async (request, reply) => created(reply, createClosure(deps, request.body, actorOf(request))),
  );

  app.post(
    API_PATHS.staffClosureRemove,
    staffRoute({
      ...closuresRoute,
      description: 'Removes a closure: what it closed can be booked again. Body: {}.',
      params: staffItemParams,
      body: staffNoFieldsBody,
      answers: noContentAnswer,
      errors: ['item-not-found'],
    }),
    async (request, reply) => {
      await removeClosure(deps, request.params.id, actorOf(request));
      return noContent(reply);
    },
  );
};
