import {
  areOnlineChangesOpen,
  BOOKING_CLASH_MESSAGES,
  bookingMoney,
  bookingReference,
  cancellationKept,
  cancellationKeptWords,
  CHANGE_OF_PLAN_MESSAGES,
  hasEventStarted,
  onlineChangesClosedMessage,
  toCents,
  toDollars,
  VENUE_CHANGE_MESSAGES,
  type CancelQuote,
  type PlanChangedBy,
} from '@party/domain';
import type { Queryable } from '../db/queryable';
import { emailContext } from '../email/outbox-message';
import { queueBookingCanceled } from '../email/queue-change-of-plan';
import { queueOwedBackChanged } from '../email/queue';
import { refundReasonForCancel } from '../email/refund-reason';
import { apiError } from '../http-errors';
import { auditTargetOf, idOf, kindOf, type BookingRef } from '../repositories/booking-kinds';
import { ChangedMeanwhileError } from '../repositories/moves-repository';
import { audit, type Actor } from '../audit/audit';
import type { ClosedSession } from '../repositories/checkout-sessions-repository';
import { placeOf, termsOf, type ChangingBooking, type PlanChanger } from './booking-move';
import { expireAtProvider } from './provider-sessions';
import { refundThroughProvider } from './provider-refunds';
import type { ServiceDeps } from './service-deps';

// Canceling a booking (decision 052), by the parent online (until online changes close, with a
// confirmation step) or by managers and owners in the console (at any time, with a reason). The
// terms decide what is kept (cancellationKept): a customer's cancellation keeps the deposit and the
// platters once final, the venue's keeps nothing; the rest of what was paid is owed back. The room
// is freed, every page of the booking shows it canceled, and the customer, the venue and every
// family that answered the invitation are emailed once.

/** A cancellation planned: what is kept, what is owed back, in the terms' words. Nothing is saved. */
interface PlannedCancel {
  quote: CancelQuote;
  keptCents: number;
  refundDueCents: number;
  by: PlanChangedBy;
}

/** The party's platters: its adult food lines as charged. */
const plattersCents = (booking: ChangingBooking) =>
  booking.kind === 'party' ? booking.row.adults_food.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0) : 0;

function planCancel(deps: Pick<ServiceDeps, 'now' | 'venue'>, booking: ChangingBooking, changer: PlanChanger, by: PlanChangedBy): PlannedCancel {
  const { row } = booking;
  const now = deps.now();
  if (row.status === 'canceled') throw apiError('booking-canceled', BOOKING_CLASH_MESSAGES.canceled);
  if (changer.by === 'customer') {
    if (hasEventStarted(row.date, row.start_time, now, deps.venue.timeZone)) throw apiError('event-started', CHANGE_OF_PLAN_MESSAGES.startedCancel);
    if (!areOnlineChangesOpen(row.date, now, deps.venue.timeZone)) {
      throw apiError('online-changes-closed', onlineChangesClosedMessage(deps.venue, booking.kind === 'party' ? 'party' : 'event'));
    }
  }
  const finalCents = booking.kind === 'party' ? booking.row.final_price_cents : booking.row.total_cents;
  // The venue asked the customer to move it (decision 059): their cancellation keeps nothing.
  const terms = termsOf(booking, by);
  const kept = cancellationKept({
    kind: booking.kind,
    by: terms,
    finalCents,
    paidCents: row.paid_cents,
    plattersCents: plattersCents(booking),
    feesCents: booking.kind === 'party' ? booking.row.fees_cents : 0,
    eventDate: row.date,
    now,
    timeZone: deps.venue.timeZone,
  });
  const { owedBackCents } = bookingMoney({ status: 'canceled', finalCents, paidCents: row.paid_cents, receivedCents: row.received_cents, keptCents: kept.keptCents });
  const keptWords = by === 'customer' && terms === 'venue' ? VENUE_CHANGE_MESSAGES.cancelKept : cancellationKeptWords(kept, terms, owedBackCents);
  return {
    by,
    keptCents: kept.keptCents,
    refundDueCents: owedBackCents,
    quote: {
      reference: bookingReference(row.id),
      totalPaidAmount: toDollars(row.received_cents),
      kept: { deposit: toDollars(kept.depositCents), fees: toDollars(kept.feesCents), platters: toDollars(kept.plattersCents), total: toDollars(kept.keptCents) },
      refund: toDollars(owedBackCents),
      keptWords,
      canceled: false,
    },
  };
}

/** POST .../cancel/quote: what canceling would keep and give back; nothing is saved. */
export function quoteCancel(deps: ServiceDeps, booking: ChangingBooking, changer: PlanChanger, by: PlanChangedBy): CancelQuote {
  return planCancel(deps, booking, changer, by).quote;
}

/** A cancellation written, not yet followed at the provider: its answer, the checkouts it closed, and what it owes back. */
export interface CancelWritten {
  quote: CancelQuote;
  closed: ClosedSession[];
  ref: BookingRef;
  owedBackCents: number;
  refundNote: string;
  actor: Actor;
}

/**
 * POST .../cancel: cancels the booking as quoted, refused when what it would refund is no longer
 * what was shown (`refund`: a payment arrived meanwhile). In one transaction: the booking canceled
 * (its room freed, its checkouts closed), what is kept and owed back stored, the audit entry with
 * the reason, the emails, and the venue's notice of what it owes back. What is owed back is then
 * refunded through the provider where it was paid online (provider-refunds.ts); answers the quote
 * as done, with what was sent back online and what is left to refund by hand.
 */
export async function cancelBooking(
  deps: ServiceDeps,
  booking: ChangingBooking,
  changer: PlanChanger,
  request: { by: PlanChangedBy; refund: number; reason: string },
): Promise<CancelQuote> {
  return followCancel(deps, await writeCancel(deps, booking, changer, request));
}

/**
 * What follows a cancellation once its transaction has committed, at the provider: its checkouts
 * closed there. A caller that cancels several bookings in one transaction of its own (a closure,
 * decision 059) calls it for each once that transaction has committed.
 */
export async function followCancel(deps: ServiceDeps, written: CancelWritten): Promise<CancelQuote> {
  await expireAtProvider(deps, written.closed);
  // What is owed back goes back through the provider where it was paid online (decision 053): one
  // request a booking, as a booking is canceled once; what was paid at the counter stays owed back
  // for a refund by hand.
  if (written.owedBackCents === 0) return { ...written.quote, refundSent: { online: 0, byHand: 0, pending: false } };
  const { kind, id } = { kind: kindOf(written.ref), id: idOf(written.ref) };
  const sent = await refundThroughProvider(deps, written.ref, { requestKey: `cancel-${kind}-${id}`, note: written.refundNote }, written.actor);
  const online = sent.refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amountCents, 0);
  return {
    ...written.quote,
    refundSent: { online: toDollars(online), byHand: toDollars(sent.owedBackCents), pending: sent.refunds.some((refund) => refund.status === 'pending') },
  };
}

/**
 * cancelBooking's writes, in `deps.db`'s transaction (a caller's own, when `deps.db` joins it:
 * nothing is written if that one rolls back); followCancel then follows them at the provider.
 */
export async function writeCancel(
  deps: ServiceDeps,
  booking: ChangingBooking,
  changer: PlanChanger,
  request: { by: PlanChangedBy; refund: number; reason: string },
): Promise<CancelWritten> {
  const planned = planCancel(deps, booking, changer, request.by);
  if (toCents(request.refund) !== planned.refundDueCents) throw apiError('refund-changed', CHANGE_OF_PLAN_MESSAGES.refundChanged);
  const { row } = booking;
  const ref = booking.kind === 'party' ? { bookingId: row.id } : { afterHoursBookingId: row.id };
  const now = deps.now();
  const context = emailContext(deps);
  const reason = request.by === 'venue' ? ('venue-canceled' as const) : ('customer-canceled' as const);
  const alsoWrite = async (tx: Queryable) => {
    await audit(
      tx,
      {
        actor: changer.actor,
        action: 'booking.cancel',
        target: auditTargetOf(ref),
        before: { status: row.status, ...placeOf(booking), owedBackCents: row.refund_due_cents },
        after: { status: 'canceled', canceledReason: reason, reason: request.reason, keptCents: planned.keptCents, owedBackCents: planned.refundDueCents },
      },
      now,
    );
    await queueBookingCanceled(tx, context, ref, {
      by: request.by === 'venue' ? 'venue' : changer.by === 'customer' ? 'customer' : 'staff',
      keptWords: planned.quote.keptWords,
      paidCents: row.received_cents,
      keptCents: planned.keptCents,
      refundCents: planned.refundDueCents,
      reason: request.reason,
    });
    const owedBack = { beforeCents: row.refund_due_cents, afterCents: planned.refundDueCents };
    await queueOwedBackChanged(tx, context, ref, { ...owedBack, reason: refundReasonForCancel(request.by, planned.keptCents) }, `cancel:${booking.kind}:${row.id}`);
  };
  const closed = await deps.repos.moves
    .cancel(ref, row.version, { reason, keptCents: planned.keptCents, refundDueCents: planned.refundDueCents }, now, alsoWrite)
    .catch((error: unknown) => {
      throw error instanceof ChangedMeanwhileError ? apiError('changed-meanwhile', BOOKING_CLASH_MESSAGES.changedMeanwhile) : error;
    });
  return { quote: { ...planned.quote, canceled: true }, closed, ref, owedBackCents: planned.refundDueCents, refundNote: `Canceled: ${request.reason || 'by the customer online'}`, actor: changer.actor };
}
