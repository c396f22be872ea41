import type { PaymentProvider } from '../payments/provider';
import { expireAtProvider } from './provider-sessions';

// A slow provider does not hold the answer of a change already saved (decision 055's deadline).

const log = { warn: jest.fn() } as unknown as Parameters<typeof expireAtProvider>[0]['log'];

function providerThat(expire: (id: string) => Promise<void>): PaymentProvider {
  return { name: 'stripe', sessionLimits: { min: 31, max: 1439 }, createCheckout: jest.fn(), expireCheckout: jest.fn(expire) } as unknown as PaymentProvider;
}

test('closing waits for a provider that answers, and only for sessions of that provider', async () => {
  const provider = providerThat(async () => {});
  await expireAtProvider({ paymentProvider: provider, log }, [
    { provider: 'stripe', provider_session_id: 'cs_1' },
    { provider: 'test', provider_session_id: 's_2' },
    { provider: 'stripe', provider_session_id: null },
  ]);
  expect(provider.expireCheckout).toHaveBeenCalledTimes(1);
  expect(provider.expireCheckout).toHaveBeenCalledWith('cs_1');
});

test('a provider that never answers is left to finish after the answer: the wait ends after a second', async () => {
  jest.useFakeTimers();
  try {
    const provider = providerThat(() => new Promise(() => {}));
    let done = false;
    const waiting = expireAtProvider({ paymentProvider: provider, log }, [{ provider: 'stripe', provider_session_id: 'cs_hung' }]).then(() => (done = true));
    expect(provider.expireCheckout).toHaveBeenCalledWith('cs_hung');
    await jest.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    await waiting;
  } finally {
    jest.useRealTimers();
  }
});

test('a provider that fails is logged, and the request goes on', async () => {
  const provider = providerThat(async () => {
    throw new Error('Stripe is down');
  });
  await expect(expireAtProvider({ paymentProvider: provider, log }, [{ provider: 'stripe', provider_session_id: 'cs_1' }])).resolves.toBeUndefined();
  expect(log.warn).toHaveBeenCalled();
});
