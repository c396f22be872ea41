import type { PaymentSettings } from '../config';
import type { PaymentProvider } from './provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

/**
 * The provider PAYMENT_PROVIDER names: the built-in test checkout (the default) or Stripe. The test
 * checkout is this API itself: `apiUrl` gives its own address, where its refunds are sent.
 */
export function createPaymentProvider(settings: PaymentSettings, siteUrl: string, apiUrl: () => string): PaymentProvider {
  return settings.provider === 'stripe' ? createStripeProvider(settings.stripe) : createTestProvider(siteUrl, apiUrl);
}
