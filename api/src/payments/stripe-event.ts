import { LIMITS, validationProblems, z } from '@party/domain';
import { jsonProblem, textProblem } from '../storable-text';

// The parts of Stripe's events the webhook acts on, checked before anything is read from them. A
// signature proves who sent an event, not that its shape is one we can use: a signed body of
// `null`, an amount of "abc", 12.5, 1e20 or -500 once reached the database and answered 500
// (docs/decisions/026-money-and-input-loose-ends.md). Only the fields we use are checked; Stripe
// adds fields to its objects over time, and those are let through unread.

/** The events that record or close a payment attempt; every other type is answered 200 and ignored. */
const PAID_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'] as const;
const EXPIRED_EVENT = 'checkout.session.expired';

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
});

const eventType = z.object({ type: z.string().check(z.maxLength(255)) });
const paidEvent = z.object({ data: z.object({ object: paidSession }) });
const expiredEvent = z.object({ data: z.object({ object: session }) });

export interface SessionRef {
  /** Stripe's id of the session (cs_...). */
  id: string;
  /** Ours, from the metadata, when the session carries it. */
  checkoutSessionId?: string;
}

/** A signed event as the webhook reads it: one it acts on, one it ignores, or one it cannot use (and why, without any value of it). */
export type StripeEventReading =
  | { kind: 'paid'; session: SessionRef & { amountCents: number | null; paymentStatus: 'paid' | 'unpaid' | 'no_payment_required' } }
  | { kind: 'expired'; session: SessionRef }
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
  const acted = (PAID_EVENTS as readonly string[]).includes(type) || type === EXPIRED_EVENT;
  const textual = acted ? jsonProblem(event) : undefined;
  if (textual) return { kind: 'malformed', problems: [`The event cannot be stored: ${textual}`] };
  if ((PAID_EVENTS as readonly string[]).includes(type)) {
    const read = z.safeParse(paidEvent, event);
    if (!read.success) return { kind: 'malformed', problems: problemsOf(paidEvent, event) };
    const object = read.data.data.object;
    return { kind: 'paid', session: { ...refOf(object), amountCents: object.amount_total, paymentStatus: object.payment_status } };
  }
  if (type === EXPIRED_EVENT) {
    const read = z.safeParse(expiredEvent, event);
    if (!read.success) return { kind: 'malformed', problems: problemsOf(expiredEvent, event) };
    return { kind: 'expired', session: refOf(read.data.data.object) };
  }
  return { kind: 'ignored', type };
}
