import {
  addDays,
  bookingMoney,
  bookingReference,
  toDollars,
  venueDate,
  zonedInstant,
  type StaffMoneyPage,
  type StaffTakings,
} from '@party/domain';
import { apiError } from '../../http-errors';
import { netSums } from '../../repositories/payment-sums';
import { createPaymentRecordsRepository, type BookingMoneyRow } from '../../repositories/payment-records-repository';
import type { ServiceDeps } from '../../services/service-deps';

// The venue's money, for managers and owners (decision 032): what is owed back, the balances due
// soon, the takings of a range of days by method, and the bookings of a range as CSV.

/** Balances due this many days ahead, today included. */
const BALANCES_AHEAD_DAYS = 7;
/** The longest range of days the takings and the CSV cover at once. */
const MAX_RANGE_DAYS = 366;

/** A booking's figures: what it holds, what is still due. */
function figures(row: BookingMoneyRow) {
  const net = netSums(row);
  const { remainingCents } = bookingMoney({ status: row.status, finalCents: row.final_cents, paidCents: net.paid_cents, receivedCents: net.received_cents });
  return { heldCents: net.received_cents, dueCents: remainingCents };
}

/** GET /api/staff/money: what is owed back, the refunds the provider has not settled yet, and the confirmed bookings with a balance due in the next 7 days. */
export async function moneyPage(deps: Pick<ServiceDeps, 'db' | 'now' | 'venue'>): Promise<StaffMoneyPage> {
  const today = venueDate(deps.now(), deps.venue.timeZone);
  const records = createPaymentRecordsRepository(deps.db);
  const owed = await records.owedBack();
  const pending = await records.pendingRefunds();
  const soon = await records.bookingsBetween(today, addDays(today, BALANCES_AHEAD_DAYS - 1), { confirmed: true });
  return {
    owedBack: owed.map((row) => ({
      kind: row.booking_type === 'party' ? ('party' as const) : ('hire' as const),
      reference: row.reference,
      name: row.name,
      date: row.date,
      status: row.status,
      owedBack: toDollars(row.owed_back_cents),
    })),
    refundsPending: pending.map((row) => ({
      kind: row.kind,
      reference: bookingReference(row.id),
      name: row.name,
      date: row.date,
      amount: toDollars(row.amount_cents),
      provider: row.provider,
      sentAt: new Date(row.sent_at).toISOString(),
    })),
    balancesDue: soon
      .map((row) => ({ row, due: figures(row).dueCents }))
      .filter(({ due }) => due > 0)
      .map(({ row, due }) => ({ kind: row.kind, reference: bookingReference(row.id), name: row.name, date: row.date, startTime: row.start_time, due: toDollars(due) })),
  };
}

/** A range of days the staff asked for: from no later than to, and not longer than a year. */
function checkRange(from: string, to: string): void {
  if (to < from) throw apiError('invalid-request', 'Send a range whose from is on or before its to');
  if (addDays(from, MAX_RANGE_DAYS) <= to) throw apiError('invalid-request', `Send a range of at most ${MAX_RANGE_DAYS} days`);
}

/** GET /api/staff/money/takings: the money taken and refunded over the venue days [from, to], by method. */
export async function takings(deps: Pick<ServiceDeps, 'db' | 'venue'>, from: string, to: string): Promise<StaffTakings> {
  checkRange(from, to);
  const start = zonedInstant(from, '00:00', deps.venue.timeZone);
  const end = zonedInstant(addDays(to, 1), '00:00', deps.venue.timeZone);
  const records = createPaymentRecordsRepository(deps.db);
  const byMethod = await records.takenByMethod(start, end);
  const refundedCents = await records.refundedBetween(start, end);
  const taken = byMethod.reduce((sum, row) => sum + row.cents, 0);
  return {
    from,
    to,
    byMethod: byMethod.map((row) => ({ method: row.method, count: row.count, amount: toDollars(row.cents) })),
    refunds: toDollars(refundedCents),
    net: toDollars(taken - refundedCents),
  };
}

/**
 * A spreadsheet cell that stays text: quoted, its quotes doubled, and one that a spreadsheet would
 * read as a formula (=, +, -, @, a tab or a return first) led by an apostrophe (OWASP's CSV
 * injection advice).
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const CSV_HEADER = ['Reference', 'Kind', 'Status', 'Date', 'Start', 'End', 'Party or hire', 'Customer', 'Email', 'Mobile', 'Kids', 'Price', 'Paid', 'Due', 'Owed back', 'Booked at'];

/** GET /api/staff/money/bookings.csv: every party and hire of the venue days [from, to], one a row, with its money. */
export async function bookingsCsv(deps: Pick<ServiceDeps, 'db'>, from: string, to: string): Promise<string> {
  checkRange(from, to);
  const rows = await createPaymentRecordsRepository(deps.db).bookingsBetween(from, to);
  const lines = rows.map((row) => {
    const { heldCents, dueCents } = figures(row);
    return [
      bookingReference(row.id), row.kind === 'party' ? 'Party' : 'Hire', row.status, row.date, row.start_time, row.end_time, row.what, row.name,
      row.email, row.mobile, row.kids, (row.final_cents / 100).toFixed(2), (heldCents / 100).toFixed(2), (dueCents / 100).toFixed(2),
      (row.refund_due_cents / 100).toFixed(2), new Date(row.created_at).toISOString(),
    ].map(csvCell).join(',');
  });
  // A byte-order mark, so that spreadsheets read the names as UTF-8.
  return `\ufeff${[CSV_HEADER.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`;
}
