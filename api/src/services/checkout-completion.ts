import { settlePayment, type Settlement } from '@party/domain';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database';
import { createCheckoutSessionsRepository, type CheckoutSessionRow } from '../repositories/checkout-sessions-repository';
import { createPaymentsRepository } from '../repositories/payments-repository';
import { isSessionPayable } from './payment-rules';

// Completing a checkout session: the one code path for a provider's webhook and the test
// checkout's Pay button. It runs in one transaction that locks the session first, so a repeated
// report (webhook retry, double click) finds it completed and records nothing more.

export interface CompletionReport {
  /** Our session id or the provider's. */
  sessionId: string;
  /** What the provider says was paid; the session's amount when not given. */
  amountCents?: number;
  /**
   * The test checkout has not taken any money yet when Pay is pressed, so it can still refuse a
   * session that has expired or pays more than is owed. A provider reporting money it has already
   * taken is never refused: the payment is recorded and any excess marked for refund.
   */
  refuseUnpayable: boolean;
}

export type CompletionResult =
  | { outcome: 'unknown' }
  | { outcome: 'already-completed'; session: CheckoutSessionRow }
  | { outcome: 'refused'; reason: 'expired' | 'canceled' | 'not-owed'; session: CheckoutSessionRow }
  | { outcome: 'recorded'; session: CheckoutSessionRow; settlement: Settlement };

type Refusal = Extract<CompletionResult, { outcome: 'refused' }>['reason'];

export async function completeCheckout(app: FastifyInstance, report: CompletionReport): Promise<CompletionResult> {
  const now = app.apiConfig.now();
  return app.db.transaction(async (tx): Promise<CompletionResult> => {
    const sessions = createCheckoutSessionsRepository(tx);
    const session = await sessions.lock(report.sessionId);
    if (!session) return { outcome: 'unknown' };
    if (session.status === 'completed') return { outcome: 'already-completed', session };
    if (report.refuseUnpayable && !isSessionPayable({ status: session.status, expiresAt: session.expires_at }, now)) {
      await sessions.expire(session.id);
      return { outcome: 'refused', reason: 'expired', session };
    }
    const settle = session.booking_id !== null ? settleParty : settleAfterHours;
    const result = await settle(tx, session, report, now);
    if (typeof result === 'string') {
      await sessions.expire(session.id);
      return { outcome: 'refused', reason: result, session };
    }
    await sessions.markCompleted(session.id, now);
    return { outcome: 'recorded', session: { ...session, status: 'completed' }, settlement: result };
  });
}

/** Why the test checkout must not take this payment, if it must not. */
function refusal(status: string, owedCents: number, amountCents: number): Refusal | undefined {
  if (status === 'canceled') return 'canceled';
  if (amountCents > owedCents) return 'not-owed';
  return undefined;
}

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
 * A party: a pending booking keeps (or takes back) its room or is canceled with a refund due; the
 * payment that confirms it counts its coupon's use, and a coupon used up meanwhile is dropped.
 */
async function settleParty(tx: Queryable, session: CheckoutSessionRow, report: CompletionReport, now: Date): Promise<Settlement | Refusal> {
  const money = createPaymentsRepository(tx);
  const id = session.booking_id as number;
  const state = await money.lockParty(id);
  const payment = paymentOf(session, report);
  const refused = report.refuseUnpayable ? refusal(state.status, state.finalCents - state.paidCents, payment.amountCents) : undefined;
  if (refused) return refused;
  await money.record({ ...payment, booking: { bookingId: id } }, now);

  const roomKept = state.status !== 'pending' || (await money.keepRoom(id, now));
  let finalCents = state.finalCents;
  if (state.status === 'pending' && roomKept && state.couponId !== null && !(await money.countCouponUse(state.couponId))) {
    await money.dropCoupon(id, now);
    finalCents = state.totalCents;
  }
  const settlement = settlePayment({ status: state.status, roomKept, paidCents: state.paidCents + payment.amountCents, finalCents });
  await money.settleParty(id, settlement, now);
  return settlement;
}

/** An after-hours event: no room to re-check; the first payment confirms it. */
async function settleAfterHours(tx: Queryable, session: CheckoutSessionRow, report: CompletionReport, now: Date): Promise<Settlement | Refusal> {
  const money = createPaymentsRepository(tx);
  const id = session.afterhours_booking_id as number;
  const state = await money.lockAfterHours(id);
  const payment = paymentOf(session, report);
  const refused = report.refuseUnpayable ? refusal(state.status, state.totalCents - state.paidCents, payment.amountCents) : undefined;
  if (refused) return refused;
  await money.record({ ...payment, booking: { afterHoursBookingId: id } }, now);
  const settlement = settlePayment({ status: state.status, roomKept: true, paidCents: state.paidCents + payment.amountCents, finalCents: state.totalCents });
  await money.settleAfterHours(id, settlement, now);
  return settlement;
}

/** Closes a session the provider says has expired (or that was abandoned); a completed one stays completed. */
export async function expireCheckout(app: FastifyInstance, sessionId: string): Promise<CheckoutSessionRow | undefined> {
  const sessions = app.repos.checkoutSessions;
  const session = await sessions.find(sessionId);
  if (session) await sessions.expire(session.id);
  return session;
}
