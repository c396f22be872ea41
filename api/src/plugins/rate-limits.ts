import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimit } from '../config';

// Per-client limits on the routes that write on behalf of the public (contact, booking creation,
// RSVP, coupon checks). The client is its address, read through trusted proxies (trustProxy).

class TooManyRequests extends Error {
  readonly statusCode = 429;
}

export const rateLimits = fp(async function rateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new TooManyRequests(`Too many requests: please wait ${context.after} and try again.`),
  });
});

/** The route option that applies a limit. */
export function limitedTo(limit: RateLimit) {
  return { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } };
}
