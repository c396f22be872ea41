import Stripe from 'stripe';
import { PAYMENT_PROVIDER_TIMEOUT_MS } from '@party/domain';
import type { StripeSettings } from '../config';
import { ProviderUnavailableError, type PaymentProvider } from './provider';
import { stripeRefundState } from './stripe-event';

// Stripe Checkout, and Stripe's Refunds API. The booking's ids travel in the session's metadata,
// so a webhook finds the payment attempt it is about; the success address carries Stripe's own
// {CHECKOUT_SESSION_ID}. A refund's metadata names our refund, so its events find it (decision 053).

/**
 * Stripe accepts expires_at from 30 minutes to 24 hours after creation, by its own clock: a
 * minute's margin each side keeps a slightly different clock from getting the request refused.
 */
const LIMITS = { min: 31, max: 24 * 60 - 1 };

/** A Stripe client for the settings; `apiBase` points it at another address (a local stand-in in tests). */
export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    // Retries reuse the attempt's idempotency key, so Stripe makes one session whatever happens.
    maxNetworkRetries: 2,
    timeout: PAYMENT_PROVIDER_TIMEOUT_MS,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'https:' ? 443 : 80),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

export function createStripeProvider(settings: StripeSettings, client: Stripe = stripeClient(settings)): PaymentProvider {
  return {
    name: 'stripe',
    sessionLimits: LIMITS,
    async createCheckout(request) {
      const metadata = { bookingId: request.bookingId, bookingType: request.bookingType, checkoutSessionId: request.sessionId };
      let session: Stripe.Checkout.Session;
      try {
        session = await client.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: { currency: 'aud', unit_amount: request.amountCents, product_data: { name: request.description } },
              },
            ],
            metadata,
            payment_intent_data: { metadata, description: request.description },
            client_reference_id: request.sessionId,
            customer_email: request.customerEmail,
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: request.idempotencyKey },
        );
      } catch (error) {
        throw new ProviderUnavailableError(error);
      }
      if (!session.url) throw new ProviderUnavailableError('Stripe answered without a checkout address');
      return { providerSessionId: session.id, url: session.url };
    },
    async expireCheckout(providerSessionId) {
      try {
        await client.checkout.sessions.expire(providerSessionId);
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open (paid or expired): nothing to do.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw new ProviderUnavailableError(error);
      }
    },
    async refund(request) {
      try {
        const paymentIntent = request.payment.providerPaymentId ?? (await paymentIntentOf(client, request.payment.providerReference));
        const refund = await client.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: request.amountCents,
            metadata: { refundId: request.refundId, bookingReference: request.bookingReference },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return {
          providerReference: refund.id,
          state: stripeRefundState(refund.status, refund.failure_reason),
          ...(request.payment.providerPaymentId ? {} : { providerPaymentId: paymentIntent }),
        };
      } catch (error) {
        throw error instanceof ProviderUnavailableError ? error : new ProviderUnavailableError(error, 'send the refund');
      }
    },
  };
}

/**
 * The PaymentIntent of a paid Checkout session, for a payment recorded before they were kept:
 * Stripe's refunds name the intent, our payments the session.
 */
async function paymentIntentOf(client: Stripe, sessionId: string): Promise<string> {
  const session = await client.checkout.sessions.retrieve(sessionId);
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!intent) throw new ProviderUnavailableError('Stripe has no payment for this checkout session', 'send the refund');
  return intent;
}

/** Stripe's event in a webhook request, or an error when the signature does not match the raw body. */
export function verifyStripeEvent(rawBody: Buffer, signature: string, webhookSecret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
}
