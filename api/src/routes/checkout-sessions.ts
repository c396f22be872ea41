import { partyCharge, toCents } from '@party/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../http-errors';
import { errorResponses, publicIdSchema } from '../schemas/common';
import {
  afterHoursCheckoutBody,
  checkoutBody,
  checkoutCreatedSchema,
  pendingPaymentBody,
  sessionIdParams,
} from '../schemas/payments';
import { readBookingRecord } from '../services/booking-record';
import { startAfterHoursCheckout, startPartyCheckout } from '../services/checkout';
import { parsePaymentType } from '../services/payment-rules';

// Checkout sessions (SPEC.md §7): each call answers { url }, the hosted checkout to send the
// browser to. Amounts come from the booking as stored, never from the request.

const NO_SESSION_MESSAGE = 'No booking was found for this checkout session';
const PUBLIC_ID = new RegExp(publicIdSchema.pattern);

const created = { 201: checkoutCreatedSchema, ...errorResponses(400, 404, 409, 413, 415, 429, 502) };

export async function checkoutSessionRoutes(app: FastifyInstance) {
  const { apiConfig, deps } = app;
  const { repos } = deps;
  const depositCents = toCents(apiConfig.venue.depositAmount);

  // Each checkout opened is a call to the provider: limited per client and per booking.
  const limited = { onRequest: app.limiters.checkout, preHandler: app.limiters.checkoutPerBooking };

  app.post<{ Body: { bookingId: string } }>(
    '/api/create-dynamic-checkout-session',
    {
      ...limited,
      schema: {
        tags: ['payments'],
        description: `The deposit ($${apiConfig.venue.depositAmount}, or the final price when less) of a pending booking with nothing paid. 409 when the deposit is paid, the booking canceled, or its room taken after its hold ran out.`,
        body: checkoutBody,
        response: created,
      },
    },
    async (request, reply) => {
      reply.status(201);
      return startPartyCheckout(deps, request.body.bookingId, (booking) => partyCharge(booking, 'deposit', depositCents));
    },
  );

  app.post<{ Body: { bookingId: string } }>(
    '/api/create-dynamic-checkout-session-full',
    {
      ...limited,
      schema: {
        tags: ['payments'],
        description: 'The final price less what is already paid. 409 when nothing is left to pay, the booking is canceled, or its room was taken after its hold ran out.',
        body: checkoutBody,
        response: created,
      },
    },
    async (request, reply) => {
      reply.status(201);
      return startPartyCheckout(deps, request.body.bookingId, (booking) => partyCharge(booking, 'full', depositCents));
    },
  );

  app.post<{ Body: { bookingId: string; paymentType: string } }>(
    '/api/create-dynamic-checkout-session-full-pending-payment',
    {
      ...limited,
      schema: {
        tags: ['payments'],
        description: "paymentType 'full' pays what remains; 'deposit' pays the deposit while the booking is pending with nothing paid; 'later' is paid at the venue, so it is refused (400).",
        body: pendingPaymentBody,
        response: created,
      },
    },
    async (request, reply) => {
      const { bookingId, paymentType } = request.body;
      const wanted = parsePaymentType(paymentType);
      reply.status(201);
      return startPartyCheckout(deps, bookingId, (booking) => partyCharge(booking, wanted, depositCents));
    },
  );

  app.post<{ Body: string }>(
    '/api/create-dynamic-checkout-session-afterhours',
    {
      ...limited,
      schema: {
        tags: ['payments'],
        description: "An after-hours booking's 50 % deposit (payment option deposit, nothing paid yet) or what remains of its total. The body is the booking's uniqueBookingId itself.",
        body: afterHoursCheckoutBody,
        response: created,
      },
    },
    async (request, reply) => {
      const id = request.body.trim();
      if (id === '') throw badRequest("Send the after-hours booking's uniqueBookingId as the request body");
      if (!PUBLIC_ID.test(id) || id.length > publicIdSchema.maxLength) throw badRequest(`'${id.slice(0, 80)}' is not an after-hours booking id`);
      reply.status(201);
      return startAfterHoursCheckout(deps, id);
    },
  );

  app.get<{ Params: { sessionId: string } }>(
    '/api/bookings/session/:sessionId',
    {
      schema: {
        tags: ['payments'],
        description: "The party booking a checkout session pays for (the confirmation page's read when it comes back with session_id); the same shape as GET /api/bookings/{id}. Takes our session id or the provider's.",
        params: sessionIdParams,
        response: { 200: { $ref: 'BookingRecord#' }, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const session = await repos.checkoutSessions.find(request.params.sessionId);
      if (!session?.booking_public_id) throw notFound(NO_SESSION_MESSAGE);
      return readBookingRecord(deps, session.booking_public_id);
    },
  );
}
