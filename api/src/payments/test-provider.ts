import type { PaymentProvider } from './provider';

// The built-in test checkout: the "provider" is this API itself, whose page at /checkout/{id}
// (routes/test-checkout.ts) shows what is paid and completes the session when Pay is pressed.

/** Its sessions live as long as the booking hold, at least a minute and at most a day. */
const LIMITS = { min: 1, max: 24 * 60 };

export function createTestProvider(siteUrl: string): PaymentProvider {
  return {
    name: 'test',
    sessionLimits: LIMITS,
    async createCheckout(request) {
      // The page is reached on the site's own origin, whose server proxies /checkout to the API.
      return { providerSessionId: request.sessionId, url: `${siteUrl}/checkout/${encodeURIComponent(request.sessionId)}` };
    },
    // The test checkout reads our own session row, which is closed already.
    async expireCheckout() {},
  };
}
