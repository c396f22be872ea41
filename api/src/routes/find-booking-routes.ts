import { API_PATHS, FIND_BOOKING_MESSAGES, findBookingAnswer, findBookingRequest } from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BODY_ERRORS, errorAnswers } from '../http-errors';
import { createBookingFinder } from '../services/find-booking';

// Find My Booking (decision 027). The answer is sent before anything is looked up, and is the same
// whatever the address: 202 with the page's sentence. The lookup and the email follow the answer
// (onResponse), one request at a time.

export const findBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const finder = createBookingFinder(app.deps, app.apiConfig.rateLimits.findBookingPerAddress);
  // Closing waits for the requests already answered: each still sends its email.
  app.addHook('preClose', () => finder.idle());

  app.post(
    API_PATHS.findBooking,
    {
      onRequest: app.limiters.findBooking,
      onResponse: async (request, reply) => {
        if (reply.statusCode === 202) finder.ask(request.body.email);
      },
      schema: {
        tags: ['bookings'],
        description:
          "Emails the links of the upcoming party and after-hours bookings made with the address to that address, if there are any (at most RATE_LIMIT_FIND_BOOKING_ADDRESS_MAX emails an address, then nothing until the window ends). Answers 202 with the same body whatever the address, before looking it up.",
        body: findBookingRequest,
        response: { 202: findBookingAnswer, ...errorAnswers('rate-limited', ...BODY_ERRORS) },
      },
    },
    async (_request, reply) => {
      reply.status(202);
      return { message: FIND_BOOKING_MESSAGES.sent };
    },
  );
};
