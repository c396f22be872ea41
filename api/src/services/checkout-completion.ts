import { bookingMoney, paymentCounts, remainingCents, settlePayment, type Settlement } from '@party/domain';
import type { FastifyInstance } from 'fastify';
import { createCheckoutSessionsRepository, type CheckoutSessionRow, type ClosedSession } from '../repositories/checkout-sessions-repository';
import { createPaymentsRepository, type PaymentsRepository } from '../repositories/payments-repository';
import { isSessionPayable } from './payment-rules';
import { expireAtProvider } from './provider-sessions';

// Completing a checkout session: the one code path for a provider's webhook and the test
// checkout's Pay button. It runs in one transaction that locks the booking and then the session,
// so a repeated report (webhook retry, double click) finds it completed and records nothing more.

export interface CompletionReport {
  /** Our session id or the provider's. */
  sessionId: string;
  /** What the provider says was paid; the session's amount when not given. */
  amountCents?: number;
  /**
   * The test checkout has not taken any money yet when Pay is pressed, so it can still refuse a
   * session that has closed or pays more than is owed. A provider reporting money it has already
   * taken is never refused: the payment is recorded, and what the booking does not owe is owed back.
   */
  refuseUnpayable: boolean;
}

export type CompletionResult =
  | { outcome: 'unknown' }
  | { outcome: 'already-completed'; session: CheckoutSessionRow }
  | { outcome: 'refused'; reason: 'expired' | 'canceled' | 'not-owed'; session: CheckoutSessionRow }
  | { outcome: 'recorded'; session: CheckoutSessionRow; settlement: Settlement };

type Refusal = Extract<CompletionResult, { outcome: 'refused' }>['reason'];
type Settled = { settlement: Settlement; closedSessions: ClosedSession[] } | Refusal;

export async function completeCheckout(app: FastifyInstance, report: CompletionReport): Promise<CompletionResult> {
  const now = app.apiConfig.now();
  const found = await app.repos.checkoutSessions.find(report.sessionId);
  if (!found) return { outcome: 'unknown' };
  const closed: ClosedSession[] = [];
  const result = await app.db.transaction(async (tx): Promise<CompletionResult> => {
    const money = createPaymentsRepository(tx);
    const sessions = createCheckoutSessionsRepository(tx);
    // The booking's row first, then the session's: the order every writer of both takes.
    const settle =
      found.booking_id !== null
        ? await partySettler(money, found.booking_id)
        : await afterHoursSettler(money, found.afterhours_booking_id as number);
    const session = (await sessions.lock(found.id)) as CheckoutSessionRow;
    if (session.status === 'completed') return { outcome: 'already-completed', session };
    if (report.refuseUnpayable && !isSessionPayable({ status: session.status, expiresAt: session.expires_at }, now)) {
      await sessions.expire(session.id);
      return { outcome: 'refused', reason: 'expired', session };
    }
    const settled = await settle(paymentOf(session, report), report.refuseUnpayable, now);
    if (typeof settled === 'string') {
      await sessions.expire(session.id);
      return { outcome: 'refused', reason: settled, session };
    }
    await sessions.markCompleted(session.id, now);
    closed.push(...settled.closedSessions);
    return { outcome: 'recorded', session: { ...session, status: 'completed' }, settlement: settled.settlement };
  });
  await expireAtProvider(app, closed);
  return result;
}

/** Why the test checkout must not take this payment, if it must not. */
function refusal(status: string, owedCents: number, amountCents: number, counts: boolean): Refusal | undefined {
  if (status === 'canceled') return 'canceled';
  if (!counts || amountCents > owedCents) return 'not-owed';
  return undefined;
}

type Payment = ReturnType<typeof paymentOf>;

function paymentOf(session: CheckoutSessionRow, report: CompletionReport) {
  return {
    kind: session.kind,
    amountCents: report.amountCents ?? session.amount_cents,
    provider: session.provider,
    providerReference: session.provider_session_id ?? session.id,
    checkoutSessionId: session.id,
  };
}

/**
 * A party, its row locked: the payment counts toward the booking while it pays something owed (a
 * second deposit does not). A pending booking keeps (or takes back) its room, or is canceled when
 * the room was taken; the payment that confirms it counts its coupon's use, and a coupon used up
 * meanwhile is taken off. What the venue owes back is worked out again.
 */
async function partySettler(money: PaymentsRepository, id: number) {
  const state = await money.lockParty(id);
  return async (payment: Payment, refuseUnpayable: boolean, now: Date): Promise<Settled> => {
    const counts = paymentCounts(payment.kind, state);
    const refused = refuseUnpayable ? refusal(state.status, remainingCents(state.finalCents, state.paidCents), payment.amountCents, counts) : undefined;
    if (refused) return refused;
    await money.record({ ...payment, owedBack: !counts, booking: { bookingId: id } }, now);

    const taking = state.status === 'pending' ? await money.keepRoom(id, now) : { kept: true, closedSessions: [] };
    let finalCents = state.finalCents;
    if (state.status === 'pending' && taking.kept && state.couponId !== null && !(await money.countCouponUse(state.couponId))) {
      await money.dropCoupon(id, state.couponCode as string, now);
      finalCents = state.totalCents;
    }
    const settlement = settlePayment({ status: state.status, roomKept: taking.kept });
    const paidCents = state.paidCents + (counts ? payment.amountCents : 0);
    const { owedBackCents } = bookingMoney({ status: settlement.status, finalCents, paidCents, receivedCents: state.receivedCents + payment.amountCents });
    await money.settleParty(id, settlement, owedBackCents, now);
    // A booking that has just lost its room takes no other payment either.
    const closedSessions = [...taking.closedSessions, ...(settlement.canceledReason ? await money.closeCheckouts(id, payment.checkoutSessionId) : [])];
    return { settlement, closedSessions };
  };
}

/** An after-hours event, its row locked: no room to re-check; the first payment confirms it. */
async function afterHoursSettler(money: PaymentsRepository, id: number) {
  const state = await money.lockAfterHours(id);
  return async (payment: Payment, refuseUnpayable: boolean, now: Date): Promise<Settled> => {
    const counts = paymentCounts(payment.kind, state);
    const refused = refuseUnpayable ? refusal(state.status, remainingCents(state.totalCents, state.paidCents), payment.amountCents, counts) : undefined;
    if (refused) return refused;
    await money.record({ ...payment, owedBack: !counts, booking: { afterHoursBookingId: id } }, now);
    const settlement = settlePayment({ status: state.status, roomKept: true });
    const paidCents = state.paidCents + (counts ? payment.amountCents : 0);
    const { owedBackCents } = bookingMoney({ status: settlement.status, finalCents: state.totalCents, paidCents, receivedCents: state.receivedCents + payment.amountCents });
    await money.settleAfterHours(id, settlement, owedBackCents, now);
    return { settlement, closedSessions: [] };
  };
}

/** Closes a session the provider says has expired (or that was abandoned); a completed one stays completed. */
export async function expireCheckout(app: FastifyInstance, sessionId: string): Promise<CheckoutSessionRow | undefined> {
  const sessions = app.repos.checkoutSessions;
  const session = await sessions.find(sessionId);
  if (session) await sessions.expire(session.id);
  return session;
}
