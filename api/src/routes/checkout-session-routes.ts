import {
  afterHoursCharge,
  afterHoursCheckoutBody,
  API_PATHS,
  bookingRecordSchema,
  checkoutBody,
  checkoutSessionAnswer,
  DEPOSIT_AMOUNT,
  partyCharge,
  pendingPaymentBody,
  sessionIdParams,
  toCents,
  type ApiErrorCode,
  type MainPaymentOption,
} from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, BODY_ERRORS, errorAnswers } from '../http-errors';
import { readBookingRecord } from '../services/booking-record';
import { startCheckout } from '../services/checkout';
import { parsePaymentType } from '../services/payment-rules';
import { created } from './route-answers';

// Checkout sessions (SPEC.md §7): each call answers { url }, the hosted checkout to send the
// browser to. Amounts come from the booking as stored, never from the request.

const tags = ['payments'];
const NO_SESSION_MESSAGE = 'No booking was found for this checkout session';

/** What opening a checkout can be refused for: the booking's state, the provider, the limits. */
const REFUSALS: ApiErrorCode[] = [
  'booking-not-found',
  'booking-canceled',
  'booking-over',
  'deposit-paid',
  'deposit-not-due',
  'nothing-due',
  'event-started',
  'checkout-superseded',
  'payment-provider-unavailable',
  'rate-limited',
  ...BODY_ERRORS,
];
const checkoutAnswers = (...more: ApiErrorCode[]) => ({ 201: checkoutSessionAnswer, ...errorAnswers(...REFUSALS, ...more) });

export const checkoutSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const { repos } = deps;
  const depositCents = toCents(DEPOSIT_AMOUNT);
  /** A checkout of the party with this public id: its deposit, or all that is left to pay. */
  const partyCheckout = (bookingId: string, wanted: MainPaymentOption) =>
    startCheckout(deps, { kind: 'party', publicId: bookingId }, (booking) => partyCharge(booking, wanted, depositCents));

  // Each checkout opened is a call to the provider: limited per client and per booking.
  const limited = { onRequest: app.limiters.checkout, preHandler: app.limiters.checkoutPerBooking };

  app.post(
    API_PATHS.depositCheckout,
    {
      ...limited,
      schema: {
        tags,
        description: `The deposit ($${DEPOSIT_AMOUNT}, or the final price when less) of a pending booking with nothing paid. Refused when the deposit is paid, the booking canceled, or its room taken after its hold ran out.`,
        body: checkoutBody,
        response: checkoutAnswers(),
      },
    },
    async (request, reply) => created(reply, partyCheckout(request.body.bookingId, 'deposit')),
  );

  app.post(
    API_PATHS.fullCheckout,
    {
      ...limited,
      schema: {
        tags,
        description: 'The final price less what is already paid. Refused when nothing is left to pay, the booking is canceled, or its room was taken after its hold ran out.',
        body: checkoutBody,
        response: checkoutAnswers(),
      },
    },
    async (request, reply) => created(reply, partyCheckout(request.body.bookingId, 'full')),
  );

  app.post(
    API_PATHS.pendingPaymentCheckout,
    {
      ...limited,
      schema: {
        tags,
        description: "paymentType 'full' pays what remains; 'deposit' pays the deposit while the booking is pending with nothing paid; 'later' is paid at the venue, so it is refused ('pay-later-at-venue').",
        body: pendingPaymentBody,
        response: checkoutAnswers('pay-later-at-venue'),
      },
    },
    async (request, reply) => {
      const { bookingId, paymentType } = request.body;
      const wanted = parsePaymentType(paymentType);
      return created(reply, partyCheckout(bookingId, wanted));
    },
  );

  app.post(
    API_PATHS.afterHoursCheckout,
    {
      ...limited,
      schema: {
        tags,
        description: "An after-hours booking's 50 % deposit (payment option deposit, nothing paid yet) or what remains of its total. The body is the booking's uniqueBookingId itself.",
        body: afterHoursCheckoutBody,
        response: checkoutAnswers(),
      },
    },
    // A hire is paid by deposit or in full: never 'later'.
    async (request, reply) =>
      created(reply, startCheckout(deps, { kind: 'hire', publicId: request.body }, (hire) => afterHoursCharge({ ...hire, paymentOption: hire.paymentOption as MainPaymentOption }))),
  );

  app.get(
    API_PATHS.bookingBySession,
    {
      schema: {
        tags,
        description: "The party booking a checkout session pays for (the confirmation page's read when it comes back with session_id); the same shape as GET /api/bookings/{id}. Takes our session id or the provider's.",
        params: sessionIdParams,
        response: { 200: bookingRecordSchema, ...errorAnswers('checkout-not-found', 'booking-not-found') },
      },
    },
    async (request) => {
      const session = await repos.checkoutSessions.find(request.params.sessionId);
      if (!session?.booking_public_id) throw apiError('checkout-not-found', NO_SESSION_MESSAGE);
      return readBookingRecord(deps, session.booking_public_id);
    },
  );
};
