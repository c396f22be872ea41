import type { ProviderName } from '../repositories/checkout-sessions-repository';

// A hosted checkout: the browser is sent to the provider's page, pays there, and comes back. Which
// one is used is PAYMENT_PROVIDER's choice; everything else in the API is the same for both.

/** Everything a provider needs to create a checkout session for one payment attempt. */
export interface CheckoutRequest {
  /** Our session id (checkout_sessions.id). */
  sessionId: string;
  /** One per attempt: retrying this request is the same session; a new attempt has a new key. */
  idempotencyKey: string;
  amountCents: number;
  description: string;
  /** The public id of the booking paid for, and which kind of booking it is. */
  bookingId: string;
  bookingType: 'party' | 'after-hours';
  customerEmail: string;
  /** Where the browser goes after paying; carries the provider's `{CHECKOUT_SESSION_ID}` placeholder. */
  successUrl: string;
  cancelUrl: string;
  /** The session cannot be paid after this (never after the booking's hold on its room). */
  expiresAt: Date;
}

export interface CreatedCheckout {
  /** The provider's id of the session (the same as ours for the test checkout). */
  providerSessionId: string;
  /** Where to send the browser. */
  url: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  /** The shortest and longest life, in minutes, the provider allows a session. */
  readonly sessionLimits: { min: number; max: number };
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /**
   * Closes a session at the provider, so nobody pays into a checkout we no longer take (replaced
   * by a newer one, or its booking over or changed). Resolves quietly when the provider says it is
   * no longer open (paid meanwhile: the payment is recorded when its event arrives).
   */
  expireCheckout(providerSessionId: string): Promise<void>;
}

/** A provider that could not be reached or refused the request: the browser is told to try again. */
export class ProviderUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`The payment provider could not create the checkout: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'ProviderUnavailableError';
  }
}
