import { bookingIdOfReference, bookingMoney, BOOKING_NOT_FOUND_MESSAGE, toCents, toDollars, type RefundMade, type RefundRecorded } from '@party/domain';
import { aud } from '../email/booking-view';
import { emailContext } from '../email/outbox-message';
import { refundReasonForRefund } from '../email/refund-reason';
import { apiError } from '../http-errors';
import { createPaymentRecordsRepository } from '../repositories/payment-records-repository';
import { createPaymentsRepository } from '../repositories/payments-repository';
import { createRefundsRepository } from '../repositories/refunds-repository';
import type { Actor } from '../audit/audit';
import { applyRefunds } from './refund-applied';
import type { ServiceDeps } from './service-deps';

// A refund the venue has made by hand, recorded (decision 026): it goes the one money path of a
// refund (refund-applied.ts, which a refund sent through the provider takes too): the booking's
// money worked out again on what it still holds, the amount owed back stored, and the venue
// emailed once more, all in one transaction under the booking's row lock, with its audit entry
// (who recorded it: a staff member, or the venue's token call). Its reference names it within the
// booking (decision 031): sent again, it is found on record, not recorded twice.

/** The refund as the contract reads it (trimmed, defaults filled). */
type Refund = Required<RefundMade>;

export async function recordRefund(deps: ServiceDeps, reference: string, refund: Refund, by: Actor): Promise<RefundRecorded> {
  const id = bookingIdOfReference(reference);
  if (id === undefined) throw apiError('booking-not-found', BOOKING_NOT_FOUND_MESSAGE);
  const amountCents = toCents(refund.amount);
  const now = deps.now();
  const context = emailContext(deps);
  return deps.db.transaction(async (tx) => {
    const money = createPaymentsRepository(tx);
    const target = await createPaymentRecordsRepository(tx).findBookingRef(id);
    if (!target) throw apiError('booking-not-found', BOOKING_NOT_FOUND_MESSAGE);
    const state = await money.lock(target);
    const { finalCents } = state;
    const answer = (refundedCents: number, held: { paidCents: number; receivedCents: number }, alreadyRecorded: boolean): RefundRecorded => {
      const after = bookingMoney({ status: state.status, finalCents, paidCents: held.paidCents, receivedCents: held.receivedCents, keptCents: state.keptCents });
      return {
        reference,
        providerReference: refund.providerReference,
        alreadyRecorded,
        bookingType: 'bookingId' in target ? 'party' : 'after-hours',
        status: state.status,
        refunded: toDollars(refundedCents),
        totalPaidAmount: toDollars(held.receivedCents),
        remainingAmount: toDollars(after.remainingCents),
        amountOwedBack: toDollars(after.owedBackCents),
      };
    };

    // Under the booking's lock, so a copy sent at the same time waits and then finds this one.
    const recorded = await createRefundsRepository(tx).findByReference(target, refund.providerReference);
    if (recorded) {
      if (recorded.amountCents !== amountCents) {
        throw apiError(
          'refund-reference-taken',
          `Refund ${refund.providerReference} is already recorded on booking ${reference} as ${aud(recorded.amountCents)}: a refund of ${aud(amountCents)} needs a reference of its own.`,
        );
      }
      return answer(amountCents, state, true);
    }
    if (amountCents > state.receivedCents) {
      throw apiError(
        'refund-too-large',
        `Booking ${reference} holds ${aud(state.receivedCents)} of the customer's money (payments less the refunds already recorded): a refund of ${aud(amountCents)} cannot be recorded.`,
      );
    }
    if (amountCents > state.refundDueCents && !refund.beyondOwedBack) {
      throw apiError(
        'refund-too-large',
        `${aud(state.refundDueCents)} is owed back on booking ${reference}, not ${aud(amountCents)}. If you did refund ${aud(amountCents)} (from an earlier email), send it again with beyondOwedBack: the customer will then owe ${aud(amountCents - state.refundDueCents)} more.`,
      );
    }
    const recordedBy = by.kind === 'staff' ? by.staffId : null;
    const { held } = await applyRefunds(
      tx,
      money,
      state,
      [{ amountCents, providerReference: refund.providerReference, note: refund.note, recordedBy, status: 'succeeded' }],
      { actor: by, email: context, now },
      { reason: refundReasonForRefund(amountCents) },
    );
    return answer(amountCents, held, false);
  });
}
