import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimits } from '../config';

// Per-client limits on the routes that write on behalf of the public (contact, booking creation,
// RSVP, coupon checks), set in the config. The client is its address, read through trusted
// proxies (trustProxy). Each limiter is one hook with one count per client: routes that share a
// limiter share the count (booking creation covers main and after-hours bookings).

export type Limiters = Record<keyof RateLimits, onRequestHookHandler>;

class TooManyRequests extends Error {
  readonly statusCode = 429;
}

export const rateLimits = fp(async function rateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new TooManyRequests(`Too many requests: please wait ${context.after} and try again.`),
  });
  const limits = app.apiConfig.rateLimits;
  const limiter = (name: keyof RateLimits) =>
    app.rateLimit({ max: limits[name].max, timeWindow: limits[name].timeWindowMs }) as onRequestHookHandler;
  const limiters: Limiters = {
    contact: limiter('contact'),
    bookingCreate: limiter('bookingCreate'),
    rsvp: limiter('rsvp'),
    couponCheck: limiter('couponCheck'),
  };
  app.decorate('limiters', limiters);
});
