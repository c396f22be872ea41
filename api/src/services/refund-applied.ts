import { bookingMoney, refundCounts, refundFailureWords, type RefundState } from '@party/domain';
import type { Queryable } from '../db/queryable';
import { queueOwedBackChanged } from '../email/queue';
import type { EmailContext } from '../email/outbox-message';
import { refundReasonForFailed, refundReasonForMadeAfterAll } from '../email/refund-reason';
import { PROVIDER_NAMES } from '../payments/provider';
import { auditTargetOf } from '../repositories/booking-kinds';
import type { MoneyState, PaymentSums, PaymentsRepository } from '../repositories/payments-repository';
import { createRefundsRepository, type NewRefund, type SentRefund } from '../repositories/refunds-repository';
import { audit, type Actor } from '../audit/audit';

// The one money path of a refund (decision 032's "one money path", decision 053): a refund made by
// hand and recorded, and one sent through the payment provider, are recorded here, and a sent
// one's later change of state (settled, failed, never taken) goes through here too. Each time the
// booking's money is worked out again on what it still holds (a failed refund gave nothing back),
// what is owed back is stored, the venue emailed when that changed, and the audit written, all in
// the caller's transaction under the booking's row lock (money.lock).

/** Who did it, the venue's email context, and the clock. */
export interface RefundContext {
  actor: Actor;
  email: EmailContext;
  now: Date;
}

/** The booking's money once its refunds changed: what it holds, and what is owed back, stored. */
async function owedBackFollows(money: PaymentsRepository, state: MoneyState, now: Date): Promise<{ held: PaymentSums; owedBackCents: number }> {
  const held = await money.sums(state.ref);
  const { owedBackCents } = bookingMoney({ status: state.status, finalCents: state.finalCents, paidCents: held.paidCents, receivedCents: held.receivedCents, keptCents: state.keptCents });
  await money.setOwedBack(state.ref, owedBackCents, now);
  return { held, owedBackCents };
}

/**
 * Records refunds on the booking locked as `state`: made by hand (settled), or about to be sent
 * through the provider (pending, one per payment it goes back against). One venue email and one
 * audit entry for them all, as they are one refund to the person who made it. `reason` tells the
 * venue why what it owes back changed.
 */
export async function applyRefunds(
  tx: Queryable,
  money: PaymentsRepository,
  state: MoneyState,
  refunds: readonly NewRefund[],
  { actor, email, now }: RefundContext,
  told: { reason: string; sentThrough?: string },
): Promise<{ ids: number[]; held: PaymentSums; owedBackCents: number }> {
  const records = createRefundsRepository(tx);
  const ids: number[] = [];
  for (const refund of refunds) ids.push(await records.record(state.ref, refund, now));
  const { held, owedBackCents } = await owedBackFollows(money, state, now);
  const amountCents = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  const reference = refunds.map((refund) => refund.providerReference).filter(Boolean).join(', ');
  await queueOwedBackChanged(
    tx,
    email,
    state.ref,
    { beforeCents: state.refundDueCents, afterCents: owedBackCents, reason: told.reason, refund: { amountCents, reference, sentThrough: told.sentThrough } },
    `refund:${ids[0]}`,
  );
  await audit(
    tx,
    {
      actor,
      action: refunds.some((refund) => refund.sent) ? 'refund.send' : 'refund.record',
      target: auditTargetOf(state.ref),
      before: { owedBackCents: state.refundDueCents, heldCents: state.receivedCents },
      after: {
        owedBackCents,
        heldCents: held.receivedCents,
        refund: { amountCents, reference, note: refunds[0]?.note ?? '' },
        ...(told.sentThrough ? { sentThrough: told.sentThrough, parts: refunds.map((refund) => ({ amountCents: refund.amountCents, status: refund.status })) } : {}),
      },
    },
    now,
  );
  return { ids, held, owedBackCents };
}

/** A sent refund's new state as the provider reports it (or 'not sent' when it never took it), with its id at the provider. */
export interface RefundStateChange {
  refund: SentRefund;
  after: RefundState;
  providerReference: string;
}

/** Why what is owed back changed when these refunds changed state: one failed, or one recorded as not sent was made after all. */
function reasonOf(changes: readonly RefundStateChange[]): string {
  return changes
    .filter(({ refund, after }) => refundCounts(refund.status) !== refundCounts(after.status))
    .map(({ refund, after }) => {
      const provider = PROVIDER_NAMES[refund.provider];
      return refundCounts(after.status) ? refundReasonForMadeAfterAll(refund.amountCents, provider) : refundReasonForFailed(refund.amountCents, provider, refundFailureWords(after.failureReason));
    })
    .join(' ');
}

/**
 * Stores what the provider says of refunds sent on the booking locked as `state`: each one's state
 * and id there; a change of state is audited, and one that changes what counts (it failed, or was
 * made after all) works out what is owed back again and tells the venue. Reported again, nothing
 * changes and nothing is told. Answers whether any state changed.
 */
export async function applyRefundStates(
  tx: Queryable,
  money: PaymentsRepository,
  state: MoneyState,
  changes: readonly RefundStateChange[],
  { actor, email, now }: RefundContext,
): Promise<boolean> {
  const records = createRefundsRepository(tx);
  const changed = changes.filter(({ refund, after }) => refund.status !== after.status || refund.failureReason !== after.failureReason);
  for (const { refund, after, providerReference } of changes) await records.setState(refund.id, after, providerReference);
  for (const { refund, after, providerReference } of changed) {
    await audit(
      tx,
      {
        actor,
        action: 'refund.settle',
        target: auditTargetOf(state.ref),
        before: { refund: { amountCents: refund.amountCents, status: refund.status, failureReason: refund.failureReason } },
        after: { refund: { amountCents: refund.amountCents, status: after.status, failureReason: after.failureReason, reference: providerReference || refund.providerReference } },
      },
      now,
    );
  }
  const reason = reasonOf(changed);
  if (reason) {
    const { owedBackCents } = await owedBackFollows(money, state, now);
    // One fact per refund and state it reached: a webhook delivered again tells nothing more.
    const key = changed.map(({ refund, after }) => `${refund.id}:${after.status}:${after.failureReason}`).join(',');
    await queueOwedBackChanged(tx, email, state.ref, { beforeCents: state.refundDueCents, afterCents: owedBackCents, reason }, `refund-state:${key}`);
  }
  return changed.length > 0;
}
