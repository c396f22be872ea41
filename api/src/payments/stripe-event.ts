import { LIMITS, validationProblems, z, type RefundState } from '@party/domain';
import { jsonProblem, textProblem } from '../storable-text';

// The parts of Stripe's events the webhook acts on, checked before anything is read from them. A
// signature proves who sent an event, not that its shape is one we can use: a signed body of
// `null`, an amount of "abc", 12.5, 1e20 or -500 once reached the database and answered 500
// (docs/decisions/026-money-and-input-loose-ends.md). Only the fields we use are checked; Stripe
// adds fields to its objects over time, and those are let through unread.

/** The events that record or close a payment attempt; every other type is answered 200 and ignored. */
const PAID_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'] as const;
const EXPIRED_EVENT = 'checkout.session.expired';
/**
 * The events that carry a Refund object whose status may have changed: refund.created, .updated
 * and .failed are sent for every refund since API version 2024-10-28.acacia, charge.refund.updated
 * before it (decision 053). Each is read the same way; its status is what counts.
 */
const REFUND_EVENTS = ['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated'] as const;

/** An id, Stripe's (cs_...) or ours (in the metadata): text the database can store, of a sane length. */
const idText = z.string().check(
  z.minLength(1, 'must not be empty'),
  z.maxLength(255, 'must be at most 255 characters'),
  z.refine((text) => textProblem(text) === undefined, 'must be text the database can store'),
);

const session = z.object({
  id: idText,
  metadata: z.optional(z.nullable(z.object({ checkoutSessionId: z.optional(idText) }))),
});

/** What Stripe says was paid, in cents: a whole number from 0 to the most the API takes for anything. */
const amountCents = z.number().check(
  z.int('must be a whole number of cents'),
  z.minimum(0, 'must be 0 or more'),
  z.maximum(LIMITS.money * 100, `must be at most ${LIMITS.money * 100} cents`),
);

const paidSession = z.extend(session, {
  // Null for a session with no amount (setup mode); ours always have one, so the session's own amount is used.
  amount_total: z.nullable(amountCents),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  // The PaymentIntent that took the money: what a refund of it names (decision 053).
  payment_intent: z.optional(z.nullable(idText)),
});

/** A Refund object: its id (re_...), its status, why it failed, and our refund's id from the metadata. */
const refund = z.object({
  id: idText,
  status: z.nullable(z.enum(['pending', 'requires_action', 'succeeded', 'failed', 'canceled'])),
  failure_reason: z.optional(z.nullable(z.string().check(z.maxLength(255)))),
  metadata: z.optional(z.nullable(z.object({ refundId: z.optional(idText) }))),
});

const eventType = z.object({ type: z.string().check(z.maxLength(255)) });
const paidEvent = z.object({ data: z.object({ object: paidSession }) });
const expiredEvent = z.object({ data: z.object({ object: session }) });
const refundEvent = z.object({ data: z.object({ object: refund }) });

export interface SessionRef {
  /** Stripe's id of the session (cs_...). */
  id: string;
  /** Ours, from the metadata, when the session carries it. */
  checkoutSessionId?: string;
}

/** A refund as Stripe reports it: its id, our refund's public id when its metadata names one, and its state as ours. */
export interface StripeRefundReport {
  providerReference: string;
  publicId?: string;
  state: RefundState;
}

/**
 * Stripe's refund status as ours: requires_action waits as pending does; canceled gave nothing
 * back, as failed did (docs.stripe.com/api/refunds/object: pending, requires_action, succeeded,
 * failed, canceled).
 */
export function stripeRefundState(status: string | null, failureReason: string | null | undefined): RefundState {
  if (status === 'succeeded') return { status: 'succeeded', failureReason: '' };
  if (status === 'failed') return { status: 'failed', failureReason: failureReason || 'unknown' };
  if (status === 'canceled') return { status: 'failed', failureReason: 'canceled' };
  return { status: 'pending', failureReason: '' };
}

/** A signed event as the webhook reads it: one it acts on, one it ignores, or one it cannot use (and why, without any value of it). */
export type StripeEventReading =
  | { kind: 'paid'; session: SessionRef & { amountCents: number | null; paymentStatus: 'paid' | 'unpaid' | 'no_payment_required'; paymentIntent?: string } }
  | { kind: 'expired'; session: SessionRef }
  | { kind: 'refund'; refund: StripeRefundReport }
  | { kind: 'ignored'; type: string }
  | { kind: 'malformed'; problems: string[] };

const problemsOf = (schema: Parameters<typeof validationProblems>[0], value: unknown) =>
  validationProblems(schema, value).map(({ path, message }) => (path ? `${path}: ${message}` : message));

const refOf = ({ id, metadata }: z.output<typeof session>): SessionRef => ({
  id,
  ...(metadata?.checkoutSessionId ? { checkoutSessionId: metadata.checkoutSessionId } : {}),
});

/**
 * Reads a verified event: checked against the schema of its type when it is one the webhook acts
 * on, and as a whole for text the database cannot store or nesting too deep to walk.
 */
export function readStripeEvent(event: unknown): StripeEventReading {
  const typed = z.safeParse(eventType, event);
  if (!typed.success) return { kind: 'malformed', problems: problemsOf(eventType, event) };
  const { type } = typed.data;
  const isRefund = (REFUND_EVENTS as readonly string[]).includes(type);
  const acted = (PAID_EVENTS as readonly string[]).includes(type) || type === EXPIRED_EVENT || isRefund;
  const textual = acted ? jsonProblem(event) : undefined;
  if (textual) return { kind: 'malformed', problems: [`The event cannot be stored: ${textual}`] };
  if ((PAID_EVENTS as readonly string[]).includes(type)) {
    const read = z.safeParse(paidEvent, event);
    if (!read.success) return { kind: 'malformed', problems: problemsOf(paidEvent, event) };
    const object = read.data.data.object;
    return {
      kind: 'paid',
      session: {
        ...refOf(object),
        amountCents: object.amount_total,
        paymentStatus: object.payment_status,
        ...(object.payment_intent ? { paymentIntent: object.payment_intent } : {}),
      },
    };
  }
  if (isRefund) {
    const read = z.safeParse(refundEvent, event);
    if (!read.success) return { kind: 'malformed', problems: problemsOf(refundEvent, event) };
    const { id, status, failure_reason: failureReason, metadata } = read.data.data.object;
    return {
      kind: 'refund',
      refund: { providerReference: id, ...(metadata?.refundId ? { publicId: metadata.refundId } : {}), state: stripeRefundState(status, failureReason) },
    };
  }
  if (type === EXPIRED_EVENT) {
    const read = z.safeParse(expiredEvent, event);
    if (!read.success) return { kind: 'malformed', problems: problemsOf(expiredEvent, event) };
    return { kind: 'expired', session: refOf(read.data.data.object) };
  }
  return { kind: 'ignored', type };
}
