import { allocateRefund, bookingReference, REFUND_NOT_SENT, refundStateAfter, type RefundState, type RefundStatus } from '@party/domain';
import { aud } from '../email/booking-view';
import { emailContext } from '../email/outbox-message';
import { refundReasonForSent } from '../email/refund-reason';
import { apiError } from '../http-errors';
import { loggableError } from '../logging';
import { PROVIDER_NAMES, ProviderUnavailableError, type ProviderRefund } from '../payments/provider';
import { idOf, KIND_TABLES, kindOf, type BookingRef } from '../repositories/booking-kinds';
import type { ProviderName } from '../repositories/checkout-sessions-repository';
import { createPaymentsRepository } from '../repositories/payments-repository';
import { createRefundsRepository, type SentRefund } from '../repositories/refunds-repository';
import { SYSTEM, type Actor } from '../audit/audit';
import { applyRefunds, applyRefundStates, type RefundStateChange } from './refund-applied';
import type { ServiceDeps } from './service-deps';

// Refunds sent back through the payment provider against the booking's online payments (decision
// 053). Recorded first, as pending, under the booking's row lock: they count as given back at once,
// so what is owed back falls and the same money cannot be sent twice, by this request or another.
// Then sent, outside any transaction (the provider may take seconds), each under an idempotency
// key of its own; the provider's answer is recorded the way its webhook's is (settleRefunds). A
// provider that does not take it leaves the refund failed (not sent), its money owed back again.

/**
 * How long a refund waits for its provider's answer before the same request, sent again, sends it
 * again (under the same idempotency key): its sender stopped. The Stripe client gives up after three
 * tries of 20 seconds each.
 */
const ANSWER_WAIT_MS = 5 * 60_000;

/** What a request to refund through the provider did: every refund it sent, and what no online payment could take. */
export interface ProviderRefundOutcome {
  reference: string;
  /** The request key was on record: nothing more was sent. */
  alreadySent: boolean;
  /** One per online payment it went back against, newest payment first. */
  refunds: Array<{ amountCents: number; status: RefundStatus; failureReason: string; provider: ProviderName; providerReference: string }>;
  /** What this request could not send: no online payment could take it (paid at the counter); left owed back. 0 when answering a request sent before. */
  notSentOnlineCents: number;
  /** Some refund was not taken by the provider (down, or it refused): it is failed, and its money owed back. */
  providerUnavailable: boolean;
  /** What the venue owes back now. */
  owedBackCents: number;
}

/** The provider as the audit log names what it reports. */
const providerActor = (provider: ProviderName): Actor => ({ kind: 'system', name: `The payment provider (${PROVIDER_NAMES[provider]})` });

/** A refund's idempotency key at the provider: one per refund of ours, whatever request or process sends it. */
const idempotencyKeyOf = (refund: SentRefund) => `refund-${refund.publicId}`;

/**
 * Sends money back through the provider against the booking's online payments, newest first, each
 * up to what remains of it. amountCents defaults to what is owed back; more than is owed back is
 * refused ('refund-too-large'). Idempotent by requestKey: the same key sent again (or ten times at
 * once) refunds once and answers what was sent.
 */
export async function refundThroughProvider(
  deps: ServiceDeps,
  ref: BookingRef,
  request: { amountCents?: number; requestKey: string; note: string },
  by: Actor,
): Promise<ProviderRefundOutcome> {
  const provider = deps.paymentProvider.name;
  const reference = bookingReference(idOf(ref));
  const now = deps.now();
  const recorded = await deps.db.transaction(async (tx) => {
    const money = createPaymentsRepository(tx);
    const refunds = createRefundsRepository(tx);
    const state = await money.lock(ref);
    // Under the booking's lock: a copy sent at the same time waits, then finds these.
    const onRecord = await refunds.ofRequest(ref, request.requestKey);
    if (onRecord.length > 0) {
      const unanswered = await refunds.claimUnanswered(ref, request.requestKey, new Date(now.getTime() - ANSWER_WAIT_MS), now);
      return { alreadySent: true, toSend: unanswered, notSentOnlineCents: 0 };
    }
    const wantedCents = request.amountCents ?? state.refundDueCents;
    if (wantedCents > state.refundDueCents) {
      const owed = state.refundDueCents > 0 ? `${aud(state.refundDueCents)} is owed back on booking ${reference}: refund at most that.` : `Nothing is owed back on booking ${reference}.`;
      throw apiError('refund-too-large', owed);
    }
    const payments = await refunds.refundablePayments(ref, provider);
    const { parts, leftCents } = allocateRefund(Math.max(0, wantedCents), payments);
    if (parts.length === 0) return { alreadySent: false, toSend: [], notSentOnlineCents: leftCents };
    const recordedBy = by.kind === 'staff' ? by.staffId : null;
    const sentCents = parts.reduce((sum, part) => sum + part.amountCents, 0);
    const { ids } = await applyRefunds(
      tx,
      money,
      state,
      parts.map((part) => ({
        amountCents: part.amountCents,
        providerReference: '',
        note: request.note,
        recordedBy,
        status: 'pending' as const,
        sent: { provider, paymentId: part.paymentId, requestKey: request.requestKey },
      })),
      { actor: by, email: emailContext(deps), now },
      { reason: refundReasonForSent(sentCents, PROVIDER_NAMES[provider]), sentThrough: PROVIDER_NAMES[provider] },
    );
    return { alreadySent: false, toSend: ids, notSentOnlineCents: leftCents };
  });

  if (recorded.toSend.length > 0) {
    const toSend = await createRefundsRepository(deps.db).find(recorded.toSend);
    const answers = await Promise.all(toSend.map((refund) => send(deps, refund, reference)));
    // What the provider answered is its word; that it took nothing is this system's record.
    const taken = answers.filter((answer) => answer.providerReference !== '');
    const notTaken = answers.filter((answer) => answer.providerReference === '');
    if (taken.length > 0) await settleRefunds(deps, ref, taken, providerActor(provider));
    if (notTaken.length > 0) await settleRefunds(deps, ref, notTaken, SYSTEM);
  }

  const rows = await createRefundsRepository(deps.db).ofRequest(ref, request.requestKey);
  const [owed] = await deps.db.query<{ refund_due_cents: number }>(`select refund_due_cents from ${KIND_TABLES[kindOf(ref)].table} where id = $1`, [idOf(ref)]);
  return {
    reference,
    alreadySent: recorded.alreadySent,
    refunds: rows.map((row) => ({ amountCents: row.amountCents, status: row.status, failureReason: row.failureReason, provider: row.provider, providerReference: row.providerReference })),
    notSentOnlineCents: recorded.notSentOnlineCents,
    providerUnavailable: rows.some((row) => row.status === 'failed' && row.failureReason === REFUND_NOT_SENT),
    owedBackCents: owed.refund_due_cents,
  };
}

/** One refund sent to the provider: its answer, or 'not sent' when the provider did not take it. */
async function send(deps: ServiceDeps, refund: SentRefund, bookingRef: string): Promise<RefundReport> {
  const idempotencyKey = idempotencyKeyOf(refund);
  let answer: ProviderRefund;
  try {
    answer = await deps.paymentProvider.refund({
      refundId: refund.publicId,
      idempotencyKey,
      amountCents: refund.amountCents,
      bookingReference: bookingRef,
      payment: { providerReference: refund.paymentReference, providerPaymentId: refund.providerPaymentId },
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    deps.log.error({ err: loggableError(error, [refund.publicId, idempotencyKey, refund.paymentReference]) }, 'a refund was not taken by the payment provider: recorded as not sent');
    // If the provider did make it after all (its answer lost on the way), its webhook names this refund and puts it right.
    return { id: refund.id, providerReference: '', state: { status: 'failed', failureReason: REFUND_NOT_SENT } };
  }
  return { id: refund.id, providerReference: answer.providerReference, state: answer.state, providerPaymentId: answer.providerPaymentId };
}

/** What the provider says of one refund of ours. */
export interface RefundReport {
  id: number;
  /** Its id at the provider; '' when it never took it. */
  providerReference: string;
  state: RefundState;
  /** The provider's id of the payment's money, when the refund had to look it up. */
  providerPaymentId?: string;
}

/**
 * Records what the provider says of refunds sent on the booking, under its row lock, through the
 * one money path: the sender's own answer and the provider's webhook alike. A report that names
 * another provider refund than the one on record is left alone. Answers whether anything changed.
 */
export async function settleRefunds(deps: ServiceDeps, ref: BookingRef, reports: readonly RefundReport[], actor: Actor): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const money = createPaymentsRepository(tx);
    const refunds = createRefundsRepository(tx);
    const state = await money.lock(ref);
    const onRecord = new Map((await refunds.find(reports.map((report) => report.id))).map((refund) => [refund.id, refund]));
    const changes: RefundStateChange[] = [];
    for (const report of reports) {
      const refund = onRecord.get(report.id);
      if (!refund) continue;
      if (refund.providerReference && report.providerReference && refund.providerReference !== report.providerReference) {
        deps.log.warn({ provider: refund.provider }, 'a refund report names another refund at the provider than the one on record: left alone');
        continue;
      }
      if (report.providerPaymentId) await refunds.setProviderPaymentId(refund.paymentId, report.providerPaymentId);
      changes.push({ refund, after: refundStateAfter(refund, report.state), providerReference: report.providerReference });
    }
    return applyRefundStates(tx, money, state, changes, { actor, email: emailContext(deps), now });
  });
}

/**
 * A refund as the provider's webhook reports it (the test checkout reports its own the same way):
 * found by our public id in its metadata, or by its id at the provider. 'unknown' for a refund we
 * did not send (made in the provider's dashboard: recorded by hand, if at all).
 */
export async function settleProviderRefund(
  deps: ServiceDeps,
  provider: ProviderName,
  report: { publicId?: string; providerReference: string; state: RefundState },
): Promise<'settled' | 'unchanged' | 'unknown'> {
  const refund = await createRefundsRepository(deps.db).findSent(provider, report);
  if (!refund) return 'unknown';
  const changed = await settleRefunds(deps, refund.booking, [{ id: refund.id, providerReference: report.providerReference, state: report.state }], providerActor(provider));
  return changed ? 'settled' : 'unchanged';
}
