import {
  bookingMoney,
  bookingOverMessage,
  BOOKING_CLASH_MESSAGES,
  remainingCents,
  toCents,
  toDollars,
  type ChargeKind,
  type StaffCounterPayment,
  type StaffMoney,
} from '@party/domain';
import { SQLSTATE, sqlState } from '../../db/sql-errors';
import { aud } from '../../email/booking-view';
import { emailContext } from '../../email/outbox-message';
import { apiError } from '../../http-errors';
import { idOf } from '../../repositories/booking-kinds';
import { createPaymentRecordsRepository } from '../../repositories/payment-records-repository';
import { createPaymentsRepository, type MoneyState } from '../../repositories/payments-repository';
import { applyPayment } from '../../services/payment-arrived';
import { expireAtProvider } from '../../services/provider-sessions';
import type { ServiceDeps } from '../../services/service-deps';
import type { StaffActor } from '../../audit/audit';
import { bookingOfReference } from '../../services/booking-lookup';

// A balance taken at the counter, by card or in cash (decision 032): a payment like any other, so
// it goes the one money path (payment-arrived.ts) an online payment goes: the booking's money, the
// parent's receipt (or confirmation) and the venue's notices follow exactly as online, and the
// audit log names who took it. At most what is due. Its request id names it: sent again (a double
// tap, a retry after a timeout, ten at once), it answers the payment on record and records nothing.

/** A counter payment's reference: unique among all payments, so one request id is one payment. */
const referenceOf = (requestId: string) => `counter:${requestId}`;

/** What the payment pays: the whole price at once, a first part of a pending booking's, or a balance. */
function kindOf(state: MoneyState, amountCents: number): ChargeKind {
  if (state.paidCents === 0 && amountCents === remainingCents(state.finalCents, state.paidCents)) return 'full';
  if (state.status === 'pending' && state.paidCents === 0) return 'deposit';
  return 'balance';
}

function moneyOf(state: MoneyState): StaffMoney {
  const { remainingCents: due } = bookingMoney(state);
  return {
    finalPrice: toDollars(state.finalCents),
    paid: toDollars(state.receivedCents),
    due: toDollars(due),
    owedBack: toDollars(state.refundDueCents),
    holdUntil: state.status === 'pending' && state.holdExpiresAt ? state.holdExpiresAt.toISOString() : null,
  };
}

export async function takeCounterPayment(deps: ServiceDeps, reference: string, body: StaffCounterPayment, by: StaffActor) {
  const amountCents = toCents(body.amount);
  const providerReference = referenceOf(body.requestId);
  const now = deps.now();
  const email = emailContext(deps);
  const answer = (state: MoneyState, alreadyRecorded: boolean) => ({ reference, alreadyRecorded, amount: body.amount, method: body.method, money: moneyOf(state) });
  const reused = () => apiError('payment-request-reused', `Request ${body.requestId} already recorded another payment: take this one with a request id of its own.`);

  const { result, closed } = await deps.db
    .transaction(async (tx) => {
      const money = createPaymentsRepository(tx);
      const ref = await bookingOfReference(tx, reference);
      const state = await money.lock(ref);
      // Under the booking's lock: a copy sent at the same time waits, then finds this one.
      const recorded = await createPaymentRecordsRepository(tx).findPayment(providerReference);
      if (recorded) {
        const same = idOf(recorded.ref) === idOf(ref) && recorded.amountCents === amountCents && recorded.method === body.method;
        if (!same) throw reused();
        return { result: answer(state, true), closed: [] };
      }
      if (state.status === 'canceled') {
        throw state.canceledReason ? apiError('booking-over', bookingOverMessage(state.canceledReason, deps.venue.phone)) : apiError('booking-canceled', BOOKING_CLASH_MESSAGES.canceled);
      }
      const due = remainingCents(state.finalCents, state.paidCents);
      if (due === 0) throw apiError('payment-too-large', `Nothing is due on booking ${reference}.`);
      if (amountCents > due) throw apiError('payment-too-large', `${aud(due)} is due on booking ${reference}: take at most that.`);
      const payment = {
        kind: kindOf(state, amountCents),
        amountCents,
        provider: 'counter',
        providerReference,
        checkoutSessionId: null,
        method: body.method,
        recordedBy: by.staffId,
      };
      const applied = await applyPayment(tx, money, state, payment, { refuseUnpayable: true, actor: by, email, now });
      if (typeof applied === 'string') throw apiError('payment-too-large', `${aud(due)} is due on booking ${reference}: take at most that.`);
      // An unpaid party whose room was taken after its hold ran out is not confirmed by money at the
      // counter: the transaction is undone, and the front desk told why.
      if (applied.settlement.status === 'canceled') throw apiError('booking-over', bookingOverMessage('room-taken', deps.venue.phone));
      return { result: answer(await money.lock(ref), false), closed: applied.closedSessions };
    })
    .catch((error: unknown) => {
      // The same request id sent for two bookings at once: the second meets the first's reference.
      if (sqlState(error) === SQLSTATE.uniqueViolation) throw reused();
      throw error;
    });
  await expireAtProvider(deps, closed);
  return result;
}
