import { API_PATHS, stripeWebhookHeaders, webhookAnswer } from '@party/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, BODY_ERRORS, errorAnswers } from '../http-errors';
import { readStripeEvent, type SessionRef, type StripeEventReading } from '../payments/stripe-event';
import { verifyStripeEvent } from '../payments/stripe-provider';
import { completeCheckout, expireCheckout } from '../services/checkout-completion';
import { settleProviderRefund } from '../services/provider-refunds';

// Stripe's webhook. Its signature is computed over the exact bytes sent, so this plugin (and only
// this one: Fastify encapsulates it) keeps JSON bodies as raw buffers instead of parsing them.
// Stripe retries any answer but 2xx, so events about nothing of ours are answered 200 and ignored.
// A signed event of a type we act on that we cannot read is answered 400: Stripe retries it for
// three days and shows it as failed, so a deployment that reads it again in time records the
// payment (decision 026). Nothing is logged by id: a session id reads its booking.

/** Stripe's events are a few KB; a generous limit still bounds what an unsigned sender can post. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** Our session id travels in the metadata; Stripe's own id is the fallback. */
const ourSessionId = (session: SessionRef) => session.checkoutSessionId ?? session.id;

async function handle(app: FastifyInstance, reading: Exclude<StripeEventReading, { kind: 'malformed' }>): Promise<string> {
  switch (reading.kind) {
    case 'paid': {
      const { session } = reading;
      // A delayed payment method completes the session unpaid; its money arrives with async_payment_succeeded.
      if (session.paymentStatus === 'unpaid') return 'awaiting-payment';
      // No money arrived (our checkouts never ask for $0): there is no payment to record.
      if (session.amountCents === 0) {
        app.log.warn('a Stripe session was completed for $0: nothing recorded');
        return 'nothing-paid';
      }
      const result = await completeCheckout(app.deps, {
        sessionId: ourSessionId(session),
        amountCents: session.amountCents ?? undefined,
        providerPaymentId: session.paymentIntent,
        refuseUnpayable: false,
      });
      if (result.outcome === 'unknown') app.log.warn({ amountCents: session.amountCents }, 'a paid Stripe session matches no checkout of ours');
      return result.outcome;
    }
    case 'expired':
      return (await expireCheckout(app.deps.repos.checkoutSessions, ourSessionId(reading.session))) ? 'expired' : 'unknown';
    case 'refund': {
      // A refund we did not send (made in Stripe's dashboard) is the venue's to record by hand.
      const outcome = await settleProviderRefund(app.deps, 'stripe', reading.refund);
      if (outcome === 'unknown') app.log.info('a Stripe refund event matches no refund sent from here: ignored');
      return outcome;
    }
    case 'ignored':
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
          "Stripe's events, signed with the endpoint's secret (Stripe-Signature header over the raw body): checkout.session.completed and async_payment_succeeded record the payment once (with its PaymentIntent); checkout.session.expired closes the attempt; refund.created, refund.updated, refund.failed and charge.refund.updated settle a refund sent from here, once (outcome 'settled', then 'unchanged'; 'unknown' for one made elsewhere); other types are ignored (200). 'invalid-signature' when the signature does not match; 'invalid-request' when a signed event of a type it acts on cannot be read (an amount that is not whole cents from 0 to $1,000,000, no session id...), so Stripe retries it. Either way nothing is changed.",
        headers: stripeWebhookHeaders,
        response: { 200: webhookAnswer, ...errorAnswers('no-such-endpoint', 'invalid-signature', ...BODY_ERRORS) },
      },
    },
    async (request) => {
      if (payments.provider !== 'stripe') throw apiError('no-such-endpoint', 'Stripe payments are not enabled on this server');
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') throw apiError('invalid-signature', 'The Stripe-Signature header is missing');
      if (!Buffer.isBuffer(request.body)) throw apiError('unsupported-media-type', 'The event must be sent as application/json');
      let event: unknown;
      try {
        event = verifyStripeEvent(request.body, signature, payments.stripe.webhookSecret);
      } catch {
        throw apiError('invalid-signature', 'The Stripe signature does not match this body: the event was ignored');
      }
      const reading = readStripeEvent(event);
      if (reading.kind === 'malformed') {
        request.log.error({ problems: reading.problems }, 'a signed Stripe event could not be read: answered 400, Stripe will retry it');
        throw apiError('invalid-request', `The event cannot be used: ${reading.problems.join('; ')}`);
      }
      return { received: true, outcome: await handle(app, reading) };
    },
  );
};
