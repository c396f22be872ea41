import { publicIdField } from './fields';
import { z } from './zod';

// Checkout sessions (SPEC.md §7): each call names the booking, the server decides the amount, and
// the answer is the hosted checkout to send the browser to.

/**
 * How long the API waits for the payment provider's answer to one request (opening or expiring a
 * checkout) before it gives that attempt up. The site's server waits for a checkout to open this
 * long and a page's deadline more (decision 055).
 */
export const PAYMENT_PROVIDER_TIMEOUT_MS = 20_000;

/** POST /api/create-dynamic-checkout-session and -full: the booking. */
export const checkoutBody = z.object({ bookingId: publicIdField });

/** POST /api/create-dynamic-checkout-session-full-pending-payment: the booking and what to pay. */
export const pendingPaymentBody = z.object({
  bookingId: publicIdField,
  /** 'full' pays what remains; 'deposit' the deposit while it is due; 'later' is paid at the venue (refused). */
  paymentType: z.enum(['deposit', 'full', 'later'], { error: "paymentType must be 'deposit', 'full' or 'later'" }),
});

const SEND_THE_ID = "Send the after-hours booking's uniqueBookingId as the request body";

/** POST /api/create-dynamic-checkout-session-afterhours: the after-hours booking's uniqueBookingId itself is the body. */
export const afterHoursCheckoutBody = z
  .string({ error: SEND_THE_ID })
  .check(z.trim(), z.minLength(1, SEND_THE_ID), z.maxLength(64, 'That is not an after-hours booking id'), z.regex(/^[A-Za-z0-9_-]*$/, 'That is not an after-hours booking id'));

/** Every checkout call's answer. */
export const checkoutSessionAnswer = z.object({
  /** The hosted checkout to send the browser to. */
  url: z.string(),
});

/** A checkout session id: ours, or the provider's (Stripe's cs_..., longer). */
export const sessionIdParams = z.object({
  sessionId: z.string().check(z.minLength(1), z.maxLength(255), z.regex(/^[A-Za-z0-9_-]+$/, 'The session id may hold only letters, digits, - and _')),
});

export type CheckoutSession = z.output<typeof checkoutSessionAnswer>;
export type PendingPaymentType = z.output<typeof pendingPaymentBody>['paymentType'];

/** POST /api/payments/stripe/webhook: Stripe's signature header (over the raw body). */
export const stripeWebhookHeaders = z.object({ 'stripe-signature': z.optional(z.string().check(z.maxLength(2048))) });

/** The webhook's answer: the event was received, and what it did (recorded, already-completed, expired, unknown, ignored...). */
export const webhookAnswer = z.object({ received: z.boolean(), outcome: z.string() });
