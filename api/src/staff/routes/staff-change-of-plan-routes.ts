import {
  API_PATHS,
  cancelQuoteAnswer,
  moveBody,
  moveOptionsAnswer,
  moveOptionsQuery,
  moveQuoteAnswer,
  moveRequestBody,
  staffCancelBody,
  staffCancelQuoteBody,
  staffBookingParams,
} from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { BODY_ERRORS } from '../../http-errors';
import { cancelBooking, quoteCancel } from '../../services/booking-cancel';
import { moveBooking, moveOptions, quoteMove, type PlanChanger } from '../../services/booking-move';
import { bookingToChange } from '../../services/booking-to-change';
import { actorOf } from '../sign-in/access';
import { staffRoute } from './staff-route';

// Changes of plan from the staff console (decision 052): the front desk moves a booking at any
// time, managers and owners cancel one, each quoted first; the move and the cancellation carry the
// figure shown. The customer's own: routes/booking-routes.ts and routes/afterhours-routes.ts.

const tags = ['staff: bookings'];
/** What a move and its quote and options declare. */
const moveRoute = { staff: 'bookings.move' as const, tags, params: staffBookingParams };
/** What a cancellation and its quote declare. */
const cancelRoute = { staff: 'bookings.cancel' as const, tags, params: staffBookingParams };

export const staffChangeOfPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  const staffMember = (request: FastifyRequest): PlanChanger => ({ by: 'staff', actor: actorOf(request) });
  const moveRefusals = ['booking-not-found', 'booking-canceled', 'event-started', 'move-not-available', 'venue-closed', 'date-not-bookable', 'room-too-small'] as const;

  app.get(
    API_PATHS.staffBookingMoveOptions,
    staffRoute({
      ...moveRoute,
      description: "Where the party or hire could move to on a date: the start times the public calendar would offer it (a party's with the rooms free then and big enough; its own time left out).",
      querystring: moveOptionsQuery,
      answers: { 200: moveOptionsAnswer },
      errors: [...moveRefusals, ...BODY_ERRORS],
    }),
    async (request) => moveOptions(deps, await bookingToChange(deps, request.params.reference), staffMember(request), request.query.date),
  );

  app.post(
    API_PATHS.staffBookingMoveQuote,
    staffRoute({
      ...moveRoute,
      description: "What moving the booking would cost (the terms' rebooking fee, as for the parent online) and do to its money; nothing is saved. A hire keeps its length: send its new date and start time.",
      body: moveRequestBody,
      answers: { 200: moveQuoteAnswer },
      errors: [...moveRefusals],
    }),
    async (request) => quoteMove(deps, await bookingToChange(deps, request.params.reference), request.body, staffMember(request)),
  );

  app.post(
    API_PATHS.staffBookingMove,
    staffRoute({
      ...moveRoute,
      description: "Moves the booking as quoted, at any time before it starts; `fee` is the fee shown ('move-fee-changed' when it no longer is). The customer, the venue and every family that answered the invitation are emailed; the history says who moved it.",
      body: moveBody,
      answers: { 200: moveQuoteAnswer },
      errors: [...moveRefusals, 'move-fee-changed', 'room-taken', 'centre-hired', 'parties-booked', 'changed-meanwhile'],
    }),
    async (request) => moveBooking(deps, await bookingToChange(deps, request.params.reference), request.body, staffMember(request)),
  );

  app.post(
    API_PATHS.staffBookingCancelQuote,
    staffRoute({
      ...cancelRoute,
      description: "What canceling would keep and refund: at the customer's request the terms apply (the deposit, and platters once final, are kept); the venue's own cancellation refunds everything. Nothing is saved.",
      body: staffCancelQuoteBody,
      answers: { 200: cancelQuoteAnswer },
      errors: ['booking-not-found', 'booking-canceled'],
    }),
    async (request) => quoteCancel(deps, await bookingToChange(deps, request.params.reference), staffMember(request), request.body.by),
  );

  app.post(
    API_PATHS.staffBookingCancel,
    staffRoute({
      ...cancelRoute,
      description: "Cancels the booking as quoted, with who asked and why (kept in its history); `refund` is what was shown ('refund-changed' when a payment arrived meanwhile). The room is freed; the customer, the venue and every family that answered the invitation are emailed once; what is owed back is refunded.",
      body: staffCancelBody,
      answers: { 200: cancelQuoteAnswer },
      errors: ['booking-not-found', 'booking-canceled', 'refund-changed', 'changed-meanwhile'],
    }),
    async (request) => cancelBooking(deps, await bookingToChange(deps, request.params.reference), staffMember(request), request.body),
  );
};
