import { bookingMoney, paymentCounts, remainingCents, settlePayment, type BookingStatus, type CanceledReason, type Settlement } from '@party/domain';
import type { Queryable } from '../db/queryable';
import { emailContext, queueBookingConfirmed, queueOwedBackChanged, queuePaymentReceived, type BookingTarget, type EmailContext } from '../email/queue';
import { refundReasonForPayment } from '../email/refund-reason';
import {
  createCheckoutSessionsRepository,
  type CheckoutSessionRow,
  type CheckoutSessionsRepository,
  type ClosedSession,
} from '../repositories/checkout-sessions-repository';
import { createPaymentsRepository, type PaymentsRepository } from '../repositories/payments-repository';
import { isSessionPayable } from './payment-rules';
import { expireAtProvider } from './provider-sessions';
import type { ServiceDeps } from './service-deps';

// Completing a checkout session: the one code path for a provider's webhook and the test
// checkout's Pay button. It runs in one transaction that locks the booking and then the session,
// so a repeated report (webhook retry, double click) finds it completed and records nothing more.
// The emails a payment causes are queued in the same transaction (see emailsForPayment), so they
// are queued once too.

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
/** What a payment did to its booking, for the emails it causes. */
interface PaymentEffect {
  statusBefore: BookingStatus;
  canceledReasonBefore?: CanceledReason | null;
  settlement: Settlement;
  counts: boolean;
  /** What the record said the venue owes back before the payment, and what it says now. */
  owedBackBefore: number;
  owedBackAfter: number;
}
type Settled = { settlement: Settlement; effect: PaymentEffect; closedSessions: ClosedSession[] } | Refusal;

export async function completeCheckout(deps: ServiceDeps, report: CompletionReport): Promise<CompletionResult> {
  const now = deps.now();
  const found = await deps.repos.checkoutSessions.find(report.sessionId);
  if (!found) return { outcome: 'unknown' };
  const email = emailContext(deps);
  // The transaction answers the sessions it closed rather than collecting them outside: it may run
  // twice (a deadlock's victim is retried), and only the try that committed counts.
  const { result, closed } = await deps.db.transaction(async (tx): Promise<{ result: CompletionResult; closed: ClosedSession[] }> => {
    const money = createPaymentsRepository(tx);
    const sessions = createCheckoutSessionsRepository(tx);
    // The booking's row first, then the session's: the order every writer of both takes.
    const settle =
      found.booking_id !== null
        ? await partySettler(money, found.booking_id)
        : await afterHoursSettler(money, found.afterhours_booking_id as number);
    const target: BookingTarget = found.booking_id !== null ? { bookingId: found.booking_id } : { afterHoursBookingId: found.afterhours_booking_id as number };
    const session = (await sessions.lock(found.id)) as CheckoutSessionRow;
    if (session.status === 'completed') return { result: { outcome: 'already-completed', session }, closed: [] };
    if (report.refuseUnpayable && !isSessionPayable({ status: session.status, expiresAt: session.expires_at }, now)) {
      await sessions.expire(session.id);
      return { result: { outcome: 'refused', reason: 'expired', session }, closed: [] };
    }
    const settled = await settle(paymentOf(session, report), report.refuseUnpayable, now);
    if (typeof settled === 'string') {
      await sessions.expire(session.id);
      return { result: { outcome: 'refused', reason: settled, session }, closed: [] };
    }
    await sessions.markCompleted(session.id, now);
    await emailsForPayment(tx, email, target, paymentOf(session, report), settled.effect);
    return {
      result: { outcome: 'recorded', session: { ...session, status: 'completed' }, settlement: settled.settlement },
      closed: settled.closedSessions,
    };
  });
  await expireAtProvider(deps, closed);
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
    const effect = { statusBefore: state.status, canceledReasonBefore: state.canceledReason, settlement, counts, owedBackBefore: state.refundDueCents, owedBackAfter: owedBackCents };
    return { settlement, effect, closedSessions };
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
    return { settlement, effect: { statusBefore: state.status, settlement, counts, owedBackBefore: state.refundDueCents, owedBackAfter: owedBackCents }, closedSessions: [] };
  };
}

/**
 * The emails a recorded payment causes, in its transaction: the confirmation (to the customer and
 * the venue) when it confirms the booking, a receipt when it pays toward a confirmed one, and the
 * venue's notice when it changes what the venue owes back. Each is keyed by the booking or the payment, so
 * nothing is queued twice.
 */
async function emailsForPayment(tx: Queryable, context: EmailContext, target: BookingTarget, payment: Payment, effect: PaymentEffect): Promise<void> {
  const facts = { amountCents: payment.amountCents, provider: payment.provider, reference: payment.providerReference };
  if (effect.statusBefore === 'pending' && effect.settlement.status === 'confirmed') {
    await queueBookingConfirmed(tx, context, target, facts);
  } else if (effect.statusBefore === 'confirmed' && effect.counts) {
    await queuePaymentReceived(tx, context, target, payment.amountCents, payment.checkoutSessionId);
  }
  const owedBack = { beforeCents: effect.owedBackBefore, afterCents: effect.owedBackAfter };
  await queueOwedBackChanged(tx, context, target, { ...owedBack, reason: refundReasonForPayment(effect), payment: facts }, `payment:${payment.checkoutSessionId}`);
}

/** Closes a session the provider says has expired (or that was abandoned); a completed one stays completed. */
export async function expireCheckout(sessions: CheckoutSessionsRepository, sessionId: string): Promise<CheckoutSessionRow | undefined> {
  const session = await sessions.find(sessionId);
  if (session) await sessions.expire(session.id);
  return session;
}
