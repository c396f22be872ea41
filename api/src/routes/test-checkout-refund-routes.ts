import { LIMITS, z } from '@party/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiError, BODY_ERRORS, errorAnswers } from '../http-errors';
import { newPublicId } from '../ids';
import { testCheckoutRefundAnswer, TEST_CHECKOUT_REFUNDS_PATH } from '../payments/test-provider';
import { settleProviderRefund } from '../services/provider-refunds';

// The test checkout's refund endpoint (PAYMENT_PROVIDER=test), which the test provider's refund
// call sends to over HTTP as the Stripe provider sends to Stripe's (decision 053). It keeps each
// refund once per idempotency key in its own table, answers it pending, and once the answer is
// sent settles it as succeeded through the code path Stripe's webhook takes, as the checkout's
// Pay completes a payment. It refunds only what this API asked: a refund of ours, of a payment
// taken by the test checkout, for that amount.

const refundRequest = z.object({
  /** The payment's reference: the test checkout's session it was paid through. */
  payment: z.string().check(z.minLength(1), z.maxLength(255)),
  amount: z.number().check(z.int(), z.minimum(1), z.maximum(LIMITS.money * 100)),
  metadata: z.object({ refundId: z.string().check(z.minLength(1), z.maxLength(64)), bookingReference: z.string().check(z.maxLength(32)) }),
});

const refundHeaders = z.object({ 'idempotency-key': z.string().check(z.minLength(1, 'Send an Idempotency-Key'), z.maxLength(255)) });

interface TestRefundRow {
  id: string;
  refund_id: string;
  payment_reference: string;
  amount_cents: number;
}

export const testCheckoutRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  // Settlements under way finish before the app closes (and its database with it).
  const settling = new Set<Promise<unknown>>();
  // The refund each request answered, settled once its answer is sent.
  const answered = new WeakMap<object, string>();
  app.addHook('preClose', async () => {
    await Promise.allSettled([...settling]);
  });

  app.post(
    TEST_CHECKOUT_REFUNDS_PATH,
    {
      onResponse: async (request, reply) => {
        const providerReference = answered.get(request);
        if (!providerReference || reply.statusCode >= 300) return;
        const report = { publicId: request.body.metadata.refundId, providerReference, state: { status: 'succeeded' as const, failureReason: '' } };
        const done = settleProviderRefund(deps, 'test', report)
          .catch((error: unknown) => request.log.error({ err: error }, 'the test checkout could not settle a refund'))
          .finally(() => settling.delete(done));
        settling.add(done);
      },
      schema: {
        tags: ['test checkout'],
        description:
          "The test checkout's refunds, as its provider sends them: once per Idempotency-Key (sent again, the same refund is answered, 200), answered pending and settled as succeeded once answered, the way a provider's webhook reports it. Only a refund this API asked for, of a payment taken by the test checkout: 'checkout-not-found' otherwise; 'invalid-request' for a key used for another refund.",
        headers: refundHeaders,
        body: refundRequest,
        response: { 200: testCheckoutRefundAnswer, 201: testCheckoutRefundAnswer, ...errorAnswers('checkout-not-found', ...BODY_ERRORS) },
      },
    },
    async (request, reply) => {
      const { payment, amount, metadata } = request.body;
      const key = request.headers['idempotency-key'];
      const [ours] = await deps.db.query(
        `select 1 from refunds r join payments p on p.id = r.payment_id
          where r.public_id = $1 and r.provider = 'test' and r.amount_cents = $2 and p.provider = 'test' and p.provider_reference = $3`,
        [metadata.refundId, amount, payment],
      );
      if (!ours) throw apiError('checkout-not-found', 'The test checkout has no refund of this payment for this amount to make');
      const made = await deps.db.query<TestRefundRow>(
        `insert into test_checkout_refunds (id, idempotency_key, refund_id, payment_reference, amount_cents, created_at)
         values ($1, $2, $3, $4, $5, $6) on conflict (idempotency_key) do nothing returning id, refund_id, payment_reference, amount_cents`,
        [`tre_${newPublicId()}`, key, metadata.refundId, payment, amount, deps.now()],
      );
      const [refund] = made.length > 0 ? made : await deps.db.query<TestRefundRow>('select id, refund_id, payment_reference, amount_cents from test_checkout_refunds where idempotency_key = $1', [key]);
      // As Stripe answers a key reused for other parameters: refused, nothing made.
      if (refund.refund_id !== metadata.refundId || refund.payment_reference !== payment || refund.amount_cents !== amount) {
        throw apiError('invalid-request', 'This Idempotency-Key was used for another refund');
      }
      answered.set(request, refund.id);
      reply.status(made.length > 0 ? 201 : 200);
      return { id: refund.id, object: 'refund' as const, amount, status: 'pending' as const };
    },
  );
};
