import {
  API_PATHS,
  bookingCreateBody,
  bookingCreatedAnswer,
  bookingEditBody,
  bookingIdParams,
  bookingRecordSchema,
  bookingUpdateBody,
  bookingUpdatedAnswer,
  editQuoteSchema,
  toDollars,
  totalPaidAnswer,
} from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BODY_ERRORS, errorAnswers } from '../http-errors';
import { createBooking } from '../services/booking-create';
import { findBooking } from '../services/booking-lookup';
import { readBookingRecord } from '../services/booking-record';
import { quoteBookingEdit, updateBooking } from '../services/booking-update';

// Main bookings: create, read back, edit. The server prices every booking from its catalogue.

export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    API_PATHS.bookingInitiate,
    {
      onRequest: app.limiters.bookingCreate,
      schema: {
        tags: ['bookings'],
        description:
          "Creates a pending booking holding its room until its hold runs out (or a confirmed one at once when it costs $0). Totals sent are ignored: the answer carries the server's. 'room-taken' when an active booking of the room overlaps the party.",
        body: bookingCreateBody,
        response: {
          201: bookingCreatedAnswer,
          ...errorAnswers('unknown-item', 'room-taken', 'centre-hired', 'venue-closed', 'date-not-bookable', 'room-too-small', 'too-many-kids-food', 'included-in-package', 'coupon-refused', 'coupon-used-up', 'rate-limited', ...BODY_ERRORS),
        },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createBooking(deps, request.body);
    },
  );

  app.get(
    API_PATHS.booking,
    {
      schema: {
        tags: ['bookings'],
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
        tags: ['bookings'],
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
        tags: ['bookings'],
        description:
          'What PUT /api/bookings/{id} would save and charge for the same body (acceptTerms not needed), refused in the same way; nothing is saved. The edit page shows exactly what the server will charge.',
        params: bookingIdParams,
        body: bookingEditBody,
        response: { 200: editQuoteSchema, ...editRefusals },
      },
    },
    async (request) => quoteBookingEdit(deps, request.params.id, request.body),
  );

  app.get(
    API_PATHS.totalPaid,
    {
      schema: {
        tags: ['bookings'],
        description: 'What the booking has paid so far: every payment received',
        params: bookingIdParams,
        response: { 200: totalPaidAnswer, ...errorAnswers('booking-not-found') },
      },
    },
    async (request) => ({ totalPaid: toDollars((await findBooking(deps, request.params.id)).received_cents) }),
  );
};
