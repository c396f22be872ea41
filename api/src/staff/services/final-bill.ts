import {
  billChargedCents,
  billCounts,
  BILL_LINE_NAMES,
  bookingMoney,
  BOOKING_CLASH_MESSAGES,
  FINAL_BILL_MESSAGES as WORDS,
  finalBillLines,
  hasEventStarted,
  toDollars,
  type ApiErrorCode,
  type BillCounts,
  type BillLineKind,
  type ClosedBillLine,
  type StaffBill,
  type StaffMoney,
} from '@party/domain';
import type { Queryable } from '../../db/queryable';
import { emailContext } from '../../email/outbox-message';
import { queueOwedBackChanged } from '../../email/queue';
import { refundReasonForBill } from '../../email/refund-reason';
import { apiError } from '../../http-errors';
import { auditTargetOf } from '../../repositories/booking-kinds';
import { findBookingById } from '../../repositories/bookings-repository';
import type { BookingRow } from '../../repositories/booking-row';
import { createPaymentsRepository, type MoneyState } from '../../repositories/payments-repository';
import type { ServiceDeps } from '../../services/service-deps';
import { audit, type StaffActor } from '../../audit/audit';
import { bookingOfReference } from '../../services/booking-lookup';
import { doorListsOf } from './door-lists';
import { createFinalBillRepository, type StoredBill } from '../repositories/final-bill-repository';

// A party's final bill (decisions 061 and 064): read while the party is on, its lines as the door
// list stands; closed once at the counter, in one transaction under the booking's lock, its
// charge added to the final price; a line waived with a reason, its charge taken off once. The
// balance it leaves is then taken by the money paths of every balance (the counter, the pay link).

type Deps = Pick<ServiceDeps, 'db' | 'now' | 'venue' | 'siteUrl' | 'staffSiteUrl'>;

const refuse = (code: ApiErrorCode, message: string) => apiError(code, message);

/** The party the reference names, its booking id; an after-hours hire has no final bill. */
async function partyOf(db: Queryable, reference: string) {
  const ref = await bookingOfReference(db, reference);
  if (!('bookingId' in ref)) throw refuse('bill-not-closable', WORDS.hire(reference));
  return ref;
}

/** Why the bill cannot be closed now, with its code; null when it can. */
function closeRefusal(reference: string, state: Pick<MoneyState, 'status' | 'date' | 'startTime'>, bill: StoredBill | undefined, now: Date, timeZone: string) {
  if (bill) return { code: 'bill-closed' as const, message: WORDS.closed(reference, bill.closedBy) };
  if (state.status === 'canceled') return { code: 'bill-not-closable' as const, message: WORDS.canceled(reference) };
  // A party still unpaid when it starts is canceled by the next read of it (decision 028).
  if (state.status === 'pending') return { code: 'bill-not-closable' as const, message: WORDS.unpaid(reference) };
  if (!hasEventStarted(state.date, state.startTime, now, timeZone)) return { code: 'bill-not-closable' as const, message: WORDS.notStarted(reference) };
  return null;
}

/** The lines as they stand now: from the party's door list, at the booking's kept per-child price (decision 041). */
async function linesNow(db: Queryable, bookingId: number, booked: number, perChildCents: number) {
  const list = (await doorListsOf(db, [bookingId])).get(bookingId) ?? [];
  const counts = billCounts(list, booked);
  const lines: ClosedBillLine[] = finalBillLines(counts, perChildCents).map((line) => ({ ...line, waived: null }));
  return { counts, lines };
}

/** The booking's money as its page's Money section says it: the due is the balance the bill leaves. */
function moneyOf(row: BookingRow): StaffMoney {
  const { remainingCents } = bookingMoney({ status: row.status, finalCents: row.final_price_cents, paidCents: row.paid_cents, receivedCents: row.received_cents, keptCents: row.kept_cents });
  return {
    finalPrice: toDollars(row.final_price_cents),
    paid: toDollars(row.received_cents),
    due: toDollars(remainingCents),
    owedBack: toDollars(row.refund_due_cents),
    holdUntil: row.status === 'pending' && row.hold_expires_at ? new Date(row.hold_expires_at).toISOString() : null,
  };
}

function answerOf(reference: string, counts: BillCounts, lines: ClosedBillLine[], bill: StoredBill | undefined, notClosable: string | null, money: StaffMoney): StaffBill {
  return {
    reference,
    counts: { ...counts, checkedIn: counts.checkedInFromList + counts.checkedInWalkIns },
    lines: lines.map((line) => ({
      kind: line.kind,
      label: BILL_LINE_NAMES[line.kind],
      quantity: line.quantity,
      unit: toDollars(line.unitCents),
      amount: toDollars(line.amountCents),
      waived: line.waived ? { ...line.waived, at: new Date(line.waived.at).toISOString() } : null,
    })),
    charged: toDollars(billChargedCents(lines)),
    closed: bill ? { at: bill.closedAt.toISOString(), by: bill.closedBy } : null,
    notClosable,
    money,
  };
}

/** The bill as `db` reads it (a transaction's, to see its own writes). */
async function billOf(db: Queryable, deps: Deps, reference: string, bookingId: number): Promise<StaffBill> {
  const row = (await findBookingById(db, bookingId))!;
  const bill = await createFinalBillRepository(db).find(bookingId);
  const refusal = closeRefusal(reference, { status: row.status, date: row.date, startTime: row.start_time }, bill, deps.now(), deps.venue.timeZone);
  if (bill) return answerOf(reference, bill.counts, bill.lines, bill, refusal?.message ?? null, moneyOf(row));
  const { counts, lines } = await linesNow(db, bookingId, row.number_of_kids, row.price_per_child_cents);
  return answerOf(reference, counts, lines, undefined, refusal?.message ?? null, moneyOf(row));
}

/** GET .../bill: the lines as they stand (before it is closed) or as closed, what they charge, and the booking's money. */
export async function readBill(deps: Deps, reference: string): Promise<StaffBill> {
  const ref = await partyOf(deps.db, reference);
  return billOf(deps.db, deps, reference, ref.bookingId);
}

/**
 * A change of what the bill charges, on the booking locked: its bill and final price move by
 * `deltaCents`, what is owed back is worked out again (a waive after the balance was paid leaves
 * money to give back), and the venue is told when that changed.
 */
async function chargeBill(tx: Queryable, deps: Deps, state: MoneyState, deltaCents: number, factKey: string, why: 'close' | 'waive') {
  const finalCents = state.finalCents + deltaCents;
  const { owedBackCents } = bookingMoney({ ...state, finalCents });
  await createFinalBillRepository(tx).charge(state.id, deltaCents, owedBackCents, deps.now());
  const change = { beforeCents: state.refundDueCents, afterCents: owedBackCents };
  await queueOwedBackChanged(tx, emailContext(deps), state.ref, { ...change, reason: refundReasonForBill(why, change) }, factKey);
  return finalCents;
}

/**
 * POST .../bill: closes the bill once, for what it adds as shown (`shownCents`); refused before the
 * start, for a canceled or unpaid party, when closed already, and when the door list changed it since.
 */
export async function closeBill(deps: Deps, reference: string, shownCents: number, by: StaffActor): Promise<StaffBill> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const ref = await partyOf(tx, reference);
    const money = createPaymentsRepository(tx);
    // The booking's row locked: ten closes at once wait here, and each after the first finds the bill.
    const state = await money.lock(ref);
    const bills = createFinalBillRepository(tx);
    const refusal = closeRefusal(reference, state, await bills.find(state.id), now, deps.venue.timeZone);
    if (refusal) throw refuse(refusal.code, refusal.message);
    const row = (await findBookingById(tx, state.id))!;
    const { counts, lines } = await linesNow(tx, state.id, row.number_of_kids, row.price_per_child_cents);
    const chargedCents = billChargedCents(lines);
    if (chargedCents !== shownCents) throw refuse('bill-changed', WORDS.changed(reference, chargedCents));
    await bills.insert(state.id, { lines, counts, chargedCents, closedBy: by.staffId as number }, now);
    const finalCents = await chargeBill(tx, deps, state, chargedCents, `bill-close:party:${state.id}`, 'close');
    await audit(
      tx,
      {
        actor: by,
        action: 'bill.close',
        target: auditTargetOf(ref),
        before: { finalPrice: toDollars(state.finalCents) },
        // The counts and the lines only: no child's name or health details.
        after: {
          counts,
          lines: lines.map((line) => ({ kind: line.kind, quantity: line.quantity, unit: toDollars(line.unitCents), amount: toDollars(line.amountCents) })),
          charged: toDollars(chargedCents),
          finalPrice: toDollars(finalCents),
        },
      },
      now,
    );
    return billOf(tx, deps, reference, state.id);
  });
}

/** POST .../bill/waive: the line waived with the reason, who and when; its charge taken off the final price, once. */
export async function waiveBillLine(deps: Deps, reference: string, kind: BillLineKind, reason: string, by: StaffActor): Promise<StaffBill> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const ref = await partyOf(tx, reference);
    const money = createPaymentsRepository(tx);
    const state = await money.lock(ref);
    if (state.status === 'canceled') throw refuse('booking-canceled', BOOKING_CLASH_MESSAGES.canceled);
    const bills = createFinalBillRepository(tx);
    const bill = await bills.find(state.id);
    if (!bill) throw refuse('bill-not-closed', WORDS.notClosed(reference));
    const index = bill.lines.findIndex((line) => line.kind === kind);
    if (index < 0) throw refuse('bill-line-not-found', WORDS.noSuchLine(reference, kind));
    const line = bill.lines[index];
    if (line.waived) throw refuse('bill-line-waived', WORDS.waivedAlready(kind, line.waived.by));
    const waived = { reason, by: by.name, at: now.toISOString() };
    await bills.setLines(state.id, bill.lines.map((each, i) => (i === index ? { ...each, waived } : each)), line.amountCents);
    const finalCents = await chargeBill(tx, deps, state, -line.amountCents, `bill-waive:party:${state.id}:${kind}`, 'waive');
    await audit(
      tx,
      {
        actor: by,
        action: 'bill.waive',
        target: auditTargetOf(ref),
        before: { line: BILL_LINE_NAMES[kind], amount: toDollars(line.amountCents), finalPrice: toDollars(state.finalCents) },
        after: { line: BILL_LINE_NAMES[kind], waived: true, reason, finalPrice: toDollars(finalCents) },
      },
      now,
    );
    return billOf(tx, deps, reference, state.id);
  });
}
