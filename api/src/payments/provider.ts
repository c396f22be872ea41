import type { RefundState } from '@party/domain';
import type { ProviderName } from '../repositories/checkout-sessions-repository';

// A hosted checkout: the browser is sent to the provider's page, pays there, and comes back; a
// refund goes back through the same provider against the payment. Which one is used is
// PAYMENT_PROVIDER's choice; everything else in the API is the same for both.

/** Each provider as the venue's emails and the audit log name it. */
export const PROVIDER_NAMES: Record<ProviderName, string> = { stripe: 'Stripe', test: 'the test checkout' };

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

/** A refund to send back against one payment the provider took (decision 053). */
export interface RefundRequest {
  /** Our refund's public id: the provider keeps it in the refund's metadata, so its webhook names our row. */
  refundId: string;
  /** One per refund of ours: sent again (a retry, another process), the provider refunds once. */
  idempotencyKey: string;
  amountCents: number;
  /** The booking's reference (JJ1002), for whoever reads the refund at the provider. */
  bookingReference: string;
  /** The payment: its reference as recorded (our checkout session, Stripe's cs_...) and the provider's id of its money when known. */
  payment: { providerReference: string; providerPaymentId: string | null };
}

/** What the provider answered: its id of the refund and its state now. */
export interface ProviderRefund {
  providerReference: string;
  state: RefundState;
  /** The provider's id of the payment's money when it had to be looked up (Stripe's PaymentIntent of a payment recorded without it). */
  providerPaymentId?: string;
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
  /**
   * Sends a refund back to the payer, against one payment. Rejects with ProviderUnavailableError
   * when the provider did not take it (down, or it refused); a refund it took but has not settled
   * answers pending, and its webhook settles it later.
   */
  refund(request: RefundRequest): Promise<ProviderRefund>;
}

/** A provider that could not be reached or refused the request: the person is told to try again. */
export class ProviderUnavailableError extends Error {
  constructor(cause: unknown, doing = 'create the checkout') {
    super(`The payment provider could not ${doing}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'ProviderUnavailableError';
  }
}
