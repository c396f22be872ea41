import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RateLimit, RateLimits } from '../config';
import { rateLimited } from '../http-errors';
import { databaseRateLimitStore } from './rate-limit-store';

// Limits on the routes that write on behalf of the public (contact, booking creation, RSVP,
// coupon checks, opening checkouts, Find My Booking) and on accepting a staff invitation, set in the config. Most count per client: its address as
// the site's own proxy reports it (trustProxy, never a header the client wrote), an IPv6 client by
// its /64 network. Opening checkouts also counts per booking, whoever asks. Routes that share a
// limiter share its count (booking creation covers main and after-hours bookings). The counts
// live in the database, shared by every API process (rate-limit-store.ts).

/** A route hook: onRequest for per-client limits, preHandler for per-booking and per-account ones (they read the body). */
export type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
/**
 * Find My Booking's limit per address is counted by its service, after the answer (it must not show
 * in the answer); so are staff sign-ins' limits, which count failures only (staff/sign-in-limits.ts).
 * The staffSignIn hook limits accepting invitations, per client.
 */
export type Limiters = Record<Exclude<keyof RateLimits, 'findBookingPerAddress' | 'staffSignInPerAccount'>, LimitHook>;

const SWEEP_EVERY_MS = 10 * 60_000;


/** How long to wait, as a person would say it: '45 seconds', '1 minute', '3 minutes'. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The booking a checkout call names: `{ bookingId }`, or the after-hours id as the whole body. */
function checkoutBookingId(request: FastifyRequest): string {
  const { body } = request;
  if (typeof body === 'string') return body.trim();
  return String((body as { bookingId?: unknown } | undefined)?.bookingId ?? '');
}

/** A client as the limits count it: its address, an IPv6 client by its /64. */
export const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);

export const rateLimits = fp(async function rateLimits(app: FastifyInstance) {
  const { apiConfig } = app;
  const { repos } = app.deps;
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(repos.rateLimits, apiConfig.now) });

  const limiter = (name: keyof RateLimits, limit: RateLimit, whom: (request: FastifyRequest) => string): LimitHook => {
    const count = app.createRateLimit({ max: limit.max, timeWindow: limit.timeWindowMs, keyGenerator: (request) => `${name}:${whom(request)}` });
    return async (request) => {
      const result = await count(request);
      if (result.isAllowed || !result.isExceeded) return;
      throw rateLimited(`Too many requests: please wait ${waitText(result.ttlInSeconds)} and try again.`, result.ttlInSeconds);
    };
  };

  const limits = apiConfig.rateLimits;
  const limiters: Limiters = {
    contact: limiter('contact', limits.contact, clientAddress),
    bookingCreate: limiter('bookingCreate', limits.bookingCreate, clientAddress),
    rsvp: limiter('rsvp', limits.rsvp, clientAddress),
    couponCheck: limiter('couponCheck', limits.couponCheck, clientAddress),
    checkout: limiter('checkout', limits.checkout, clientAddress),
    checkoutPerBooking: limiter('checkoutPerBooking', limits.checkoutPerBooking, checkoutBookingId),
    findBooking: limiter('findBooking', limits.findBooking, clientAddress),
    staffSignIn: limiter('staffSignIn', limits.staffSignIn, clientAddress),
  };
  app.decorate('limiters', limiters);

  const sweep = setInterval(() => {
    repos.rateLimits.sweep(apiConfig.now()).catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit sweep failed'));
  }, SWEEP_EVERY_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
