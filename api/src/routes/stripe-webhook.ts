import { API_PATHS, stripeWebhookHeaders, webhookAnswer } from '@party/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Stripe from 'stripe';
import { apiError, BODY_ERRORS, errorAnswers } from '../http-errors';
import { verifyStripeEvent } from '../payments/stripe-provider';
import { completeCheckout, expireCheckout } from '../services/checkout-completion';
import { jsonProblem } from '../storable-text';

// Stripe's webhook. Its signature is computed over the exact bytes sent, so this plugin (and only
// this one: Fastify encapsulates it) keeps JSON bodies as raw buffers instead of parsing them.
// Stripe retries any answer but 2xx, so events about nothing of ours are answered 200 and ignored.

/** Stripe's events are a few KB; a generous limit still bounds what an unsigned sender can post. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Our session id travels in the metadata; Stripe's own id is the fallback. */
const ourSessionId = (session: Stripe.Checkout.Session) => session.metadata?.checkoutSessionId || session.id;

const SESSION_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded', 'checkout.session.expired']);

/**
 * Why a signed event cannot be handled, or undefined. A signature proves who sent it, not that
 * its shape is one we can use: a session event needs a session with a text id, and no event may
 * carry text the database cannot store (a NUL in its metadata once answered 500).
 */
function eventProblem(event: Stripe.Event): string | undefined {
  const textProblem = jsonProblem(event);
  if (textProblem) return `The event cannot be stored: ${textProblem}`;
  if (!SESSION_EVENTS.has(event.type)) return undefined;
  const session: unknown = (event as { data?: { object?: unknown } }).data?.object;
  if (typeof session !== 'object' || session === null) return `The ${event.type} event carries no checkout session`;
  const { id, metadata } = session as { id?: unknown; metadata?: unknown };
  if (typeof id !== 'string' || id === '') return `The ${event.type} event's session has no id`;
  const ours = (metadata as { checkoutSessionId?: unknown } | null | undefined)?.checkoutSessionId;
  if (ours !== undefined && typeof ours !== 'string') return `The ${event.type} event's checkoutSessionId is not text`;
  return undefined;
}

async function handle(app: FastifyInstance, event: Stripe.Event): Promise<string> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A delayed payment method completes the session unpaid; its money arrives with async_payment_succeeded.
      if (session.payment_status === 'unpaid') return 'awaiting-payment';
      const result = await completeCheckout(app.deps, {
        sessionId: ourSessionId(session),
        amountCents: session.amount_total ?? undefined,
        refuseUnpayable: false,
      });
      if (result.outcome === 'unknown') app.log.warn({ stripeSession: session.id }, 'a paid Stripe session matches no checkout of ours');
      return result.outcome;
    }
    case 'checkout.session.expired':
      return (await expireCheckout(app.deps.repos.checkoutSessions, ourSessionId(event.data.object))) ? 'expired' : 'unknown';
    default:
      return 'ignored';
  }
}

export const stripeWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payments } = app.apiConfig;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    API_PATHS.stripeWebhook,
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        description:
          "Stripe's events, signed with the endpoint's secret (Stripe-Signature header over the raw body): checkout.session.completed and async_payment_succeeded record the payment once; checkout.session.expired closes the attempt. 'invalid-signature' when the signature does not match; nothing is changed.",
        headers: stripeWebhookHeaders,
        response: { 200: webhookAnswer, ...errorAnswers('no-such-endpoint', 'invalid-signature', ...BODY_ERRORS) },
      },
    },
    async (request) => {
      if (payments.provider !== 'stripe') throw apiError('no-such-endpoint', 'Stripe payments are not enabled on this server');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') throw apiError('invalid-signature', 'The Stripe-Signature header is missing');
      if (!Buffer.isBuffer(request.body)) throw apiError('unsupported-media-type', 'The event must be sent as application/json');
      let event: Stripe.Event;
      try {
        event = verifyStripeEvent(request.body, signature, payments.stripe.webhookSecret);
      } catch {
        throw apiError('invalid-signature', 'The Stripe signature does not match this body: the event was ignored');
      }
      const problem = eventProblem(event);
      if (problem) throw apiError('invalid-request', problem);
      return { received: true, outcome: await handle(app, event) };
    },
  );
};
