import { z } from '@party/domain';
import { ProviderUnavailableError, type PaymentProvider } from './provider';

// The built-in test checkout: the "provider" is this API itself, whose page at /checkout/{id}
// (routes/test-checkout.ts) shows what is paid and completes the session when Pay is pressed. A
// refund is sent to its refund endpoint over HTTP, as to Stripe's (routes/test-checkout-refunds.ts),
// which keeps it once per idempotency key and settles it a moment later the way a webhook does.

/** Its sessions live as long as the booking hold, at least a minute and at most a day. */
const LIMITS = { min: 1, max: 24 * 60 };

/** The test checkout's refund endpoint, on the API. */
export const TEST_CHECKOUT_REFUNDS_PATH = '/checkout/refunds';

/** What the endpoint answers: the refund it keeps, pending until it settles it. */
export const testCheckoutRefundAnswer = z.object({ id: z.string(), object: z.literal('refund'), amount: z.number(), status: z.literal('pending') });

/** How long a refund request may take before it counts as not taken, as the Stripe client's own timeout. */
const REFUND_TIMEOUT_MS = 20_000;

/**
 * `siteUrl` is where browsers reach the checkout page (the site's server proxies /checkout to the
 * API); `apiUrl` gives this API's own address once it listens, where its refunds are sent.
 */
export function createTestProvider(siteUrl: string, apiUrl: () => string): PaymentProvider {
  return {
    name: 'test',
    sessionLimits: LIMITS,
    async createCheckout(request) {
      // The page is reached on the site's own origin, whose server proxies /checkout to the API.
      return { providerSessionId: request.sessionId, url: `${siteUrl}/checkout/${encodeURIComponent(request.sessionId)}` };
    },
    // The test checkout reads our own session row, which is closed already.
    async expireCheckout() {},
    async refund(request) {
      let answer: z.output<typeof testCheckoutRefundAnswer>;
      try {
        const response = await fetch(`${apiUrl()}${TEST_CHECKOUT_REFUNDS_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': request.idempotencyKey },
          body: JSON.stringify({
            payment: request.payment.providerReference,
            amount: request.amountCents,
            metadata: { refundId: request.refundId, bookingReference: request.bookingReference },
          }),
          signal: AbortSignal.timeout(REFUND_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`the test checkout answered ${response.status}: ${await response.text()}`);
        answer = z.parse(testCheckoutRefundAnswer, await response.json());
      } catch (error) {
        throw new ProviderUnavailableError(error, 'send the refund');
      }
      return { providerReference: answer.id, state: { status: answer.status, failureReason: '' } };
    },
  };
}
