import { bookingMoney, paymentCounts, remainingCents, settlePayment, type BookingStatus, type CanceledReason, type Settlement } from '@party/domain';
import type { Queryable } from '../db/queryable';
import { queueBookingConfirmed, queueOwedBackChanged, queuePaymentReceived } from '../email/queue';
import type { EmailContext, PaymentFacts } from '../email/outbox-message';
import { refundReasonForPayment } from '../email/refund-reason';
import { auditTargetOf } from '../repositories/booking-kinds';
import type { ClosedSession } from '../repositories/checkout-sessions-repository';
import type { MoneyState, NewPayment, PaymentsRepository } from '../repositories/payments-repository';
import { audit, type Actor } from '../audit/audit';

// The one money path of a payment that has arrived, for a party or a hire, online or at the
// counter (decision 032): recorded, the booking settled (a pending one confirmed, or canceled when
// it lost its room), its coupon counted, what the venue owes back worked out again, the emails it
// causes queued and the audit entry written, all in the caller's transaction under the booking's
// row lock (money.lock).

/** A payment to record: what NewPayment holds but the booking, which the state names. */
export type ArrivingPayment = Omit<NewPayment, 'booking' | 'owedBack'>;

/** Why a payment that can still be refused (the test checkout's Pay, a counter payment) is refused. */
export type PaymentRefusal = 'canceled' | 'not-owed';

/** What a payment did to its booking: its settlement, and the checkouts closed on the way. */
export interface PaymentApplied {
  settlement: Settlement;
  closedSessions: ClosedSession[];
}

/** Why the payment must not be taken, if it must not: the booking is canceled, or does not owe it. */
function refusal(state: MoneyState, amountCents: number, counts: boolean): PaymentRefusal | undefined {
  if (state.status === 'canceled') return 'canceled';
  if (!counts || amountCents > remainingCents(state.finalCents, state.paidCents)) return 'not-owed';
  return undefined;
}

/** The booking's money as the audit log records it before and after. */
const moneyOf = (status: BookingStatus, finalCents: number, paidCents: number, owedBackCents: number) => ({
  status,
  finalPriceCents: finalCents,
  paidCents,
  dueCents: status === 'canceled' ? 0 : remainingCents(finalCents, paidCents),
  owedBackCents,
});

/**
 * Applies the payment to the booking locked as `state`. A pending booking keeps (or takes back)
 * its room, or is canceled when it was taken; the payment that confirms it counts its coupon's
 * use, and a coupon used up meanwhile is taken off. With `refuseUnpayable` a payment the booking
 * does not owe is not recorded (the answer says why); without it (a provider's report of money
 * already taken) it is recorded and owed back.
 */
export async function applyPayment(
  tx: Queryable,
  money: PaymentsRepository,
  state: MoneyState,
  payment: ArrivingPayment,
  { refuseUnpayable, actor, email, now }: { refuseUnpayable: boolean; actor: Actor; email: EmailContext; now: Date },
): Promise<PaymentApplied | PaymentRefusal> {
  const counts = paymentCounts(payment.kind, state);
  const refused = refuseUnpayable ? refusal(state, payment.amountCents, counts) : undefined;
  if (refused) return refused;
  await money.record({ ...payment, owedBack: !counts, booking: state.ref }, now);

  const taking = state.status === 'pending' ? await money.keepRoom(state.ref, now) : { kept: true, closedSessions: [] };
  let finalCents = state.finalCents;
  if (state.status === 'pending' && taking.kept && state.couponId !== null && !(await money.countCouponUse(state.couponId))) {
    await money.dropCoupon(state.id, state.couponCode as string, now);
    // The coupon's discount is gone; the bill's fees stay.
    finalCents = state.totalCents + state.feesCents;
  }
  const settlement = settlePayment({ status: state.status, roomKept: taking.kept });
  const paidCents = state.paidCents + (counts ? payment.amountCents : 0);
  const { owedBackCents } = bookingMoney({ status: settlement.status, finalCents, paidCents, receivedCents: state.receivedCents + payment.amountCents, keptCents: state.keptCents });
  await money.settle(state.ref, settlement, owedBackCents, now);
  // A booking that has just lost its room takes no other payment either.
  const closedSessions = [...taking.closedSessions, ...(settlement.canceledReason ? await money.closeCheckouts(state.ref, payment.checkoutSessionId) : [])];

  await emailsForPayment(tx, email, state, payment, {
    statusBefore: state.status,
    canceledReasonBefore: state.canceledReason,
    settlement,
    counts,
    owedBackBefore: state.refundDueCents,
    owedBackAfter: owedBackCents,
  });
  await audit(
    tx,
    {
      actor,
      action: payment.method === 'online' ? 'booking.pay' : 'payment.counter',
      target: auditTargetOf(state.ref),
      before: moneyOf(state.status, state.finalCents, state.paidCents, state.refundDueCents),
      after: { ...moneyOf(settlement.status, finalCents, paidCents, owedBackCents), payment: { amountCents: payment.amountCents, method: payment.method, reference: payment.providerReference } },
    },
    now,
  );
  return { settlement, closedSessions };
}

/** What a payment did to its booking, for the emails it causes. */
interface PaymentEffect {
  statusBefore: BookingStatus;
  canceledReasonBefore: CanceledReason | null;
  settlement: Settlement;
  counts: boolean;
  /** What the record said the venue owes back before the payment, and what it says now. */
  owedBackBefore: number;
  owedBackAfter: number;
}

/** The payment as the venue's emails name it: the provider, or the counter and how it was paid. */
function factsOf(payment: ArrivingPayment): PaymentFacts {
  const provider = payment.method === 'online' ? payment.provider : `${payment.method} at the counter`;
  return { amountCents: payment.amountCents, provider, reference: payment.providerReference };
}

/**
 * The emails a recorded payment causes, in its transaction: the confirmation (to the customer and
 * the venue) when it confirms the booking, a receipt when it pays toward a confirmed one, and the
 * venue's notice when it changes what the venue owes back. Each is keyed by the booking or the
 * payment (its checkout session, or its counter reference), so nothing is queued twice.
 */
async function emailsForPayment(tx: Queryable, context: EmailContext, state: MoneyState, payment: ArrivingPayment, effect: PaymentEffect): Promise<void> {
  const facts = factsOf(payment);
  const key = payment.checkoutSessionId ?? payment.providerReference;
  if (effect.statusBefore === 'pending' && effect.settlement.status === 'confirmed') {
    await queueBookingConfirmed(tx, context, state.ref, facts);
  } else if (effect.statusBefore === 'confirmed' && effect.counts) {
    await queuePaymentReceived(tx, context, state.ref, payment.amountCents, key);
  }
  const owedBack = { beforeCents: effect.owedBackBefore, afterCents: effect.owedBackAfter };
  await queueOwedBackChanged(tx, context, state.ref, { ...owedBack, reason: refundReasonForPayment(effect), payment: facts }, `payment:${key}`);
}
