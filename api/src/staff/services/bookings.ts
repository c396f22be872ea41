import {
  bookingIdOfReference,
  bookingMoney,
  bookingReference,
  BOOKING_CLASH_MESSAGES,
  can,
  refundFailureWords,
  canceledReasonSchema,
  isValid,
  rsvpTotals,
  toDollars,
  type StaffArrival,
  type StaffArrivalState,
  type StaffBooking,
  type StaffBookingFound,
  type StaffMoney,
  type StaffNote,
  type StaffRole,
  type BillFee,
  type CanceledReason,
} from '@party/domain';
import type { Queryable } from '../../db/queryable';
import { apiError } from '../../http-errors';
import { findAfterHoursById } from '../../repositories/afterhours-repository';
import { auditTargetOf } from '../../repositories/booking-kinds';
import { findBookingById } from '../../repositories/bookings-repository';
import { createPaymentRecordsRepository } from '../../repositories/payment-records-repository';
import { createRefundsRepository } from '../../repositories/refunds-repository';
import { bookingOfReference, findBooking } from '../../services/booking-lookup';
import { feesOf } from '../../services/booking-record';
import type { ServiceDeps } from '../../services/service-deps';
import { audit, type StaffActor } from '../../audit/audit';
import { auditEntryOf } from '../../audit/audit-log';
import { createStaffBookingsRepository } from '../repositories/staff-bookings-repository';
import { reminderName } from '../../reminders/plan-reminders';

// One booking as the staff find it and work on it (decision 032): the search, its whole page, its
// arrival and its notes. Each change is audited in its own transaction.

const SEARCH_LIMIT = 50;

/** LIKE's own characters taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** GET /api/staff/bookings?q=: by reference, a child's or parent's name, an email or a mobile; newest first. */
export async function searchBookings(db: Queryable, q: string, role: StaffRole): Promise<{ q: string; results: StaffBookingFound[] }> {
  const reference = /^\s*[a-z]{2}\d{4,15}\s*$/i.test(q) ? bookingIdOfReference(q.trim().toUpperCase()) : undefined;
  const digits = q.replace(/\D/g, '');
  const rows = await createStaffBookingsRepository(db).search({
    id: reference ?? null,
    text: reference === undefined ? `%${literal(q)}%` : '',
    digits: reference === undefined && digits.length >= 3 && /^[\d\s()+-]+$/.test(q) ? `%${digits}%` : null,
    limit: SEARCH_LIMIT,
  });
  const contacts = can(role, 'bookings.contacts');
  return {
    q,
    results: rows.map((row) => ({
      kind: row.kind,
      reference: bookingReference(row.id),
      status: row.status,
      date: row.date,
      startTime: row.start_time,
      what: row.what,
      name: contacts ? row.name : '',
      email: contacts ? row.email : '',
      mobile: contacts ? row.mobile : '',
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}

const arrivalOf = (row: { state: StaffArrivalState; at: Date | null; by: string | null }): StaffArrival => ({
  state: row.state,
  at: row.at ? new Date(row.at).toISOString() : null,
  by: row.by,
});

/** A hire's reason as stored (the same reasons as a party's, by the table's check); none for one canceled before reasons were kept. */
const hireCanceledReason = (reason: string | null): CanceledReason | null => (isValid(canceledReasonSchema, reason) ? (reason as CanceledReason) : null);

const noteOf = (note: { id: string; at: Date; by: string; text: string }): StaffNote => ({ ...note, at: new Date(note.at).toISOString() });

/**
 * GET /api/staff/bookings/{reference}: everything of one booking, a party or a hire: its order,
 * its money with every payment and refund, the emails it caused (sent and waiting), its RSVPs,
 * staff notes, arrival and history. A party that is over is closed first, as any read of it does.
 */
export async function bookingPage(deps: ServiceDeps, reference: string, role: StaffRole): Promise<StaffBooking> {
  const ref = await bookingOfReference(deps.db, reference);
  const staff = createStaffBookingsRepository(deps.db);
  const [records, refundable, emails, notes, arrival, history] = await Promise.all([
    createPaymentRecordsRepository(deps.db).history(ref),
    createRefundsRepository(deps.db).refundablePayments(ref, deps.paymentProvider.name),
    staff.emails(ref),
    staff.notes(ref),
    staff.arrival(ref),
    staff.history(ref),
  ]);
  const common = {
    reference,
    emails: emails.map(({ kind, ...email }) => {
      // A reminder is named (decision 065): its subject alone does not say it was one.
      const name = reminderName(kind);
      return { ...email, at: new Date(email.at).toISOString(), ...(name ? { name } : {}) };
    }),
    notes: notes.map(noteOf),
    arrival: arrivalOf(arrival),
    history: history.map(auditEntryOf),
  };
  const moneyRecords = records.map((record) => ({
    at: new Date(record.at).toISOString(),
    kind: record.kind,
    method: record.method,
    amount: toDollars(record.amountCents),
    provider: record.provider,
    reference: record.reference,
    note: record.note,
    by: record.by,
    ...(record.status ? { status: record.status } : {}),
    ...(record.status === 'failed' ? { failure: refundFailureWords(record.failureReason) } : {}),
  }));
  const onlineLeftCents = refundable.reduce((sum, payment) => sum + payment.remainingCents, 0);
  type MoneyRow = { status: StaffBooking['status']; paid_cents: number; received_cents: number; refund_due_cents: number; kept_cents: number; hold_expires_at: Date | null };
  const money = (finalCents: number, totalCents: number, discountCents: number, fees: BillFee[], row: MoneyRow): StaffBooking['money'] => {
    const figures = bookingMoney({ status: row.status, finalCents, paidCents: row.paid_cents, receivedCents: row.received_cents, keptCents: row.kept_cents });
    const summary: StaffMoney = {
      finalPrice: toDollars(finalCents),
      paid: toDollars(row.received_cents),
      due: toDollars(figures.remainingCents),
      owedBack: toDollars(row.refund_due_cents),
      holdUntil: row.status === 'pending' && row.hold_expires_at ? new Date(row.hold_expires_at).toISOString() : null,
    };
    return {
      ...summary,
      totalPrice: toDollars(totalCents),
      discount: toDollars(discountCents),
      refundableOnline: toDollars(Math.min(row.refund_due_cents, onlineLeftCents)),
      records: moneyRecords,
      fees,
      kept: toDollars(row.status === 'canceled' ? row.kept_cents : 0),
    };
  };
  const contacts = can(role, 'bookings.contacts');
  const seesMoney = can(role, 'money.read');

  if ('bookingId' in ref) {
    const found = (await findBookingById(deps.db, ref.bookingId))!;
    const row = await findBooking(deps, found.public_id);
    const pkg = await deps.repos.catalogue.findAnyPackage(row.package_id);
    const answers = await deps.repos.rsvps.listForBooking(row.id);
    return {
      ...common,
      kind: 'party',
      status: row.status,
      canceledReason: row.status === 'canceled' ? row.canceled_reason : null,
      createdAt: new Date(row.created_at).toISOString(),
      date: row.date,
      startTime: row.start_time,
      endTime: row.end_time,
      party: {
        room: row.room_name,
        child: { firstName: row.child_first_name, lastName: row.child_last_name, turning: row.child_age },
        packageName: pkg?.name ?? row.package_id,
        kidsBooked: row.number_of_kids,
        kidsFood: row.kids_food.map(({ name, quantity }) => ({ name, quantity })),
        adultsFood: row.adults_food.map(({ name, quantity }) => ({ name, quantity })),
        addons: row.addons.map(({ name, quantity, priceType }) => ({ name, quantity: priceType === 'per_child' ? row.number_of_kids : quantity })),
        coupon: row.coupon_code ?? '',
        guests: row.guest_names.length,
      },
      hire: null,
      ...(contacts ? { customer: { name: row.parent_name, email: row.email, mobile: row.phone, address: row.address } } : {}),
      ...(seesMoney ? { money: money(row.final_price_cents, row.total_price_cents, row.discount_cents, feesOf(row), row) } : {}),
      rsvps: { answers, totals: rsvpTotals(answers) },
    };
  }
  const row = (await findAfterHoursById(deps.db, ref.afterHoursBookingId))!;
  return {
    ...common,
    kind: 'hire',
    status: row.status,
    canceledReason: row.status === 'canceled' ? hireCanceledReason(row.canceled_reason) : null,
    createdAt: row.created_at.toISOString(),
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    party: null,
    hire: {
      expectedKids: row.expected_kids,
      expectedAdults: row.expected_adults,
      addons: row.addons.map(({ name, quantity }) => ({ name, quantity })),
      customerNotes: row.notes,
    },
    ...(contacts ? { customer: { name: `${row.first_name} ${row.last_name}`, email: row.email, mobile: row.mobile, address: row.address } } : {}),
    // A hire's move is free (decision 052): its bill has no fee lines.
    ...(seesMoney ? { money: money(row.total_cents, row.total_cents, 0, [], row) } : {}),
    rsvps: null,
  };
}

/** PUT /api/staff/bookings/{reference}/arrival: arrived, a no-show, or back to expected; audited. Not for a canceled booking. */
export async function markArrival(deps: Pick<ServiceDeps, 'db' | 'now'>, reference: string, state: StaffArrivalState, by: StaffActor): Promise<StaffArrival> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const ref = await bookingOfReference(tx, reference);
    const staff = createStaffBookingsRepository(tx);
    const before = (await staff.lockArrival(ref))!;
    if (before.status === 'canceled') throw apiError('booking-canceled', BOOKING_CLASH_MESSAGES.canceled);
    await staff.setArrival(ref, state, by.staffId as number, now);
    const after = await staff.arrival(ref);
    await audit(tx, { actor: by, action: 'booking.arrival', target: auditTargetOf(ref), before: { arrival: before.state }, after: { arrival: state } }, now);
    return arrivalOf(after);
  });
}

/** POST /api/staff/bookings/{reference}/notes: a staff note, audited. */
export async function addNote(deps: Pick<ServiceDeps, 'db' | 'now'>, reference: string, text: string, by: StaffActor): Promise<StaffNote> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const ref = await bookingOfReference(tx, reference);
    const note = await createStaffBookingsRepository(tx).addNote(ref, by.staffId as number, text, now);
    await audit(tx, { actor: by, action: 'booking.note', target: auditTargetOf(ref), after: { text } }, now);
    return noteOf({ ...note, by: by.name, text });
  });
}
