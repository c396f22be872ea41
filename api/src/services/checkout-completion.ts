import type { Settlement } from '@party/domain';
import { emailContext } from '../email/outbox-message';
import { customerName } from '../repositories/customer-name';
import {
  createCheckoutSessionsRepository,
  type CheckoutSessionRow,
  type CheckoutSessionsRepository,
  type ClosedSession,
} from '../repositories/checkout-sessions-repository';
import { createPaymentsRepository } from '../repositories/payments-repository';
import { applyPayment, type ArrivingPayment } from './payment-arrived';
import { isSessionPayable } from './payment-rules';
import { expireAtProvider } from './provider-sessions';
import type { ServiceDeps } from './service-deps';

// Completing a checkout session: the one code path for a provider's webhook and the test
// checkout's Pay button. It runs in one transaction that locks the booking and then the session,
// so a repeated report (webhook retry, double click) finds it completed and records nothing more.
// The payment itself goes the one money path (payment-arrived.ts), which a counter payment takes
// too: its emails and audit entry are queued in the same transaction, so once too.

export interface CompletionReport {
  /** Our session id or the provider's. */
  sessionId: string;
  /** What the provider says was paid; the session's amount when not given. */
  amountCents?: number;
  /** The provider's id of the money taken (Stripe's PaymentIntent), kept for refunding it. */
  providerPaymentId?: string;
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
    const state = await money.lock(found.booking_id !== null ? { bookingId: found.booking_id } : { afterHoursBookingId: found.afterhours_booking_id as number });
    const session = (await sessions.lock(found.id)) as CheckoutSessionRow;
    if (session.status === 'completed') return { result: { outcome: 'already-completed', session }, closed: [] };
    if (report.refuseUnpayable && !isSessionPayable({ status: session.status, expiresAt: session.expires_at }, now)) {
      await sessions.expire(session.id);
      return { result: { outcome: 'refused', reason: 'expired', session }, closed: [] };
    }
    const actor = { kind: 'customer' as const, name: await customerName(tx, state.ref) };
    const applied = await applyPayment(tx, money, state, paymentOf(session, report), { refuseUnpayable: report.refuseUnpayable, actor, email, now });
    if (typeof applied === 'string') {
      await sessions.expire(session.id);
      return { result: { outcome: 'refused', reason: applied, session }, closed: [] };
    }
    await sessions.markCompleted(session.id, now);
    return {
      result: { outcome: 'recorded', session: { ...session, status: 'completed' }, settlement: applied.settlement },
      closed: applied.closedSessions,
    };
  });
  await expireAtProvider(deps, closed);
  return result;
}

/** The session's payment, as the provider reports it. */
function paymentOf(session: CheckoutSessionRow, report: CompletionReport): ArrivingPayment {
  return {
    kind: session.kind,
    amountCents: report.amountCents ?? session.amount_cents,
    provider: session.provider,
    providerReference: session.provider_session_id ?? session.id,
    checkoutSessionId: session.id,
    providerPaymentId: report.providerPaymentId ?? null,
    method: 'online',
    recordedBy: null,
  };
}

/** Closes a session the provider says has expired (or that was abandoned); a completed one stays completed. */
export async function expireCheckout(sessions: CheckoutSessionsRepository, sessionId: string): Promise<CheckoutSessionRow | undefined> {
  const session = await sessions.find(sessionId);
  if (session) await sessions.expire(session.id);
  return session;
}
