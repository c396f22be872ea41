import {
  API_PATHS,
  bookingCreateBody,
  bookingCreatedAnswer,
  bookingEditBody,
  bookingIdParams,
  bookingRecordSchema,
  bookingUpdateBody,
  bookingUpdatedAnswer,
  cancelQuoteAnswer,
  cancelQuoteBody,
  cancelRequestBody,
  editQuoteSchema,
  moveBody,
  moveOptionsAnswer,
  moveOptionsQuery,
  moveQuoteAnswer,
  moveRequestBody,
  toDollars,
  totalPaidAnswer,
} from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BODY_ERRORS, errorAnswers } from '../http-errors';
import { createBooking } from '../services/booking-create';
import { findBooking } from '../services/booking-lookup';
import { readBookingRecord } from '../services/booking-record';
import { quoteBookingEdit, updateBooking } from '../services/booking-update';
import { cancelBooking, quoteCancel } from '../services/booking-cancel';
import { moveBooking, moveOptions, quoteMove, type PlanChanger } from '../services/booking-move';
import { partyToChange } from '../services/booking-to-change';
import { created } from './route-answers';

// Main bookings: create, read back, edit. The server prices every booking from its catalogue.

const tags = ['bookings'];

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    API_PATHS.bookingInitiate,
    {
      onRequest: app.limiters.bookingCreate,
      schema: {
        tags,
        description:
          "Creates a pending booking holding its room until its hold runs out (or a confirmed one at once when it costs $0). Totals sent are ignored: the answer carries the server's. 'room-taken' when an active booking of the room overlaps the party.",
        body: bookingCreateBody,
        response: {
          201: bookingCreatedAnswer,
          ...errorAnswers('unknown-item', 'room-taken', 'centre-hired', 'venue-closed', 'date-not-bookable', 'room-too-small', 'too-many-kids-food', 'included-in-package', 'coupon-refused', 'coupon-used-up', 'rate-limited', ...BODY_ERRORS),
        },
      },
    },
    async (request, reply) => created(reply, createBooking(deps, request.body)),
  );

  app.get(
    API_PATHS.booking,
    {
      schema: {
        tags,
        description: 'The booking, with its money as the payments recorded it',
        params: bookingIdParams,
        response: { 200: bookingRecordSchema, ...errorAnswers('booking-not-found') },
      },
    },
    async (request) => readBookingRecord(deps, request.params.id),
  );

  // What an edit can be refused for: the same for saving it and for its quote.
  const editRefusals = errorAnswers(
    'booking-not-found',
    'booking-canceled',
    'online-changes-closed',
    'changed-meanwhile',
    'unknown-item',
    'too-many-kids-food',
    'included-in-package',
    'payment-option-not-offered',
    'room-too-small',
    'coupon-min-cart',
    'coupon-used-up',
    ...BODY_ERRORS,
  );

  app.put(
    API_PATHS.booking,
    {
      schema: {
        tags,
        description:
          "Changes food, add-ons, guests and payment option (acceptTerms must be true), priced by the server with the edit flow's rules; the number of kids is counted from the guest list. Closes the booking's open checkouts. 'online-changes-closed' within 4 days of the event.",
        params: bookingIdParams,
        body: bookingUpdateBody,
        response: { 200: bookingUpdatedAnswer, ...editRefusals },
      },
    },
    async (request) => updateBooking(deps, request.params.id, request.body),
  );

  app.post(
    API_PATHS.bookingQuote,
    {
      schema: {
        tags,
        description:
          'What PUT /api/bookings/{id} would save and charge for the same body (acceptTerms not needed), refused in the same way; nothing is saved. The edit page shows exactly what the server will charge.',
        params: bookingIdParams,
        body: bookingEditBody,
        response: { 200: editQuoteSchema, ...editRefusals },
      },
    },
    async (request) => quoteBookingEdit(deps, request.params.id, request.body),
  );

  // Changes of plan (decision 052): the parent moves or cancels the party online until online
  // changes close, each quoted first; the move and the cancellation carry the figure shown.
  const parent = (name: string): PlanChanger => ({ by: 'customer', actor: { kind: 'customer', name } });
  /** The party the address names, and its parent as the one who changes it. */
  const partyOfParent = async (id: string) => {
    const booking = await partyToChange(deps, id);
    return { booking, changer: parent(booking.row.parent_name) };
  };
  /** What every change of plan of the parent's declares: its group, and the party its address names. */
  const changeOfPlan = { tags: ['changes of plan'], params: bookingIdParams };
  const moveRefused = ['booking-not-found', 'booking-canceled', 'event-started', 'online-changes-closed', 'move-not-available', 'venue-closed', 'date-not-bookable', 'room-too-small'] as const;
  const moveRefusals = errorAnswers(...moveRefused, ...BODY_ERRORS);

  app.get(
    API_PATHS.bookingMoveOptions,
    {
      schema: {
        ...changeOfPlan,
        description: "Where the party could move to on a date: the day's start times the public calendar would offer it, each with the rooms free then (its own time left out) and big enough.",
        querystring: moveOptionsQuery,
        response: { 200: moveOptionsAnswer, ...moveRefusals },
      },
    },
    async (request) => {
      const { booking, changer } = await partyOfParent(request.params.id);
      return moveOptions(deps, booking, changer, request.query.date);
    },
  );

  app.post(
    API_PATHS.bookingMoveQuote,
    {
      schema: {
        ...changeOfPlan,
        description: "What moving the party to this date, start time and room would cost (the terms' rebooking fee: free once 14 or more days ahead, $100 within two weeks and for every move after the first) and do to its money; nothing is saved.",
        body: moveRequestBody,
        response: { 200: moveQuoteAnswer, ...moveRefusals },
      },
    },
    async (request) => {
      const { booking, changer } = await partyOfParent(request.params.id);
      return quoteMove(deps, booking, request.body, changer);
    },
  );

  app.post(
    API_PATHS.bookingMove,
    {
      onRequest: app.limiters.bookingCreate,
      schema: {
        ...changeOfPlan,
        description:
          "Moves the party as quoted; `fee` is the fee the parent was shown ('move-fee-changed' when it no longer is). The old time is free at once; 'room-taken' when another booking took the new one first. The parent, the venue and every family that answered the invitation are emailed.",
        body: moveBody,
        response: { 200: moveQuoteAnswer, ...errorAnswers(...moveRefused, 'move-fee-changed', 'room-taken', 'centre-hired', 'changed-meanwhile', 'rate-limited', ...BODY_ERRORS) },
      },
    },
    async (request) => {
      const { booking, changer } = await partyOfParent(request.params.id);
      return moveBooking(deps, booking, request.body, changer);
    },
  );

  const cancelRefused = ['booking-not-found', 'booking-canceled', 'event-started', 'online-changes-closed'] as const;
  const cancelRefusals = errorAnswers(...cancelRefused, ...BODY_ERRORS);

  app.post(
    API_PATHS.bookingCancelQuote,
    {
      schema: {
        ...changeOfPlan,
        description: "What canceling the party would keep (the terms' $100 non-refundable deposit, and platters once final) and refund; nothing is saved.",
        body: cancelQuoteBody,
        response: { 200: cancelQuoteAnswer, ...cancelRefusals },
      },
    },
    async (request) => {
      const { booking, changer } = await partyOfParent(request.params.id);
      return quoteCancel(deps, booking, changer, 'customer');
    },
  );

  app.post(
    API_PATHS.bookingCancel,
    {
      schema: {
        ...changeOfPlan,
        description:
          "Cancels the party as quoted; `refund` is what the parent was shown they get back ('refund-changed' when a payment arrived meanwhile). Its room is freed; the parent, the venue and every family that answered the invitation are emailed once; what is owed back is refunded.",
        body: cancelRequestBody,
        response: { 200: cancelQuoteAnswer, ...errorAnswers(...cancelRefused, 'refund-changed', 'changed-meanwhile', ...BODY_ERRORS) },
      },
    },
    async (request) => {
      const { booking, changer } = await partyOfParent(request.params.id);
      return cancelBooking(deps, booking, changer, { by: 'customer', refund: request.body.refund, reason: '' });
    },
  );

  app.get(
    API_PATHS.totalPaid,
    {
      schema: {
        tags,
        description: 'What the booking has paid so far: every payment received',
        params: bookingIdParams,
        response: { 200: totalPaidAnswer, ...errorAnswers('booking-not-found') },
      },
    },
    async (request) => ({ totalPaid: toDollars((await findBooking(deps, request.params.id)).received_cents) }),
  );
};
