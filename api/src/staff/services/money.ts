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
import type { Queryable } from '../../db/queryable';
import { apiError } from '../../http-errors';
import { netSums, paymentSumsSql, type PaymentSumsRow } from '../../repositories/payment-sums';
import type { ServiceDeps } from '../../services/service-deps';

// The venue's money, for managers and owners (decision 032): what is owed back, the balances due
// soon, the takings of a range of days by method, and the bookings of a range as CSV.

/** Balances due this many days ahead, today included. */
const BALANCES_AHEAD_DAYS = 7;
/** The longest range of days the takings and the CSV cover at once. */
const MAX_RANGE_DAYS = 366;

interface MoneyRow extends PaymentSumsRow {
  kind: 'party' | 'hire';
  id: number;
  status: 'pending' | 'confirmed' | 'canceled';
  date: string;
  start_time: string;
  end_time: string;
  what: string;
  name: string;
  email: string;
  mobile: string;
  kids: number;
  final_cents: number;
  refund_due_cents: number;
  created_at: Date;
}

/** Every party and hire whose venue date is in [from, to], each with its money sums, by date and start. */
async function bookingsBetween(db: Queryable, from: string, to: string, where = 'true'): Promise<MoneyRow[]> {
  return db.query<MoneyRow>(
    `select * from (
       select 'party' as kind, b.id, b.status, b.event_date::text as date, to_char(lower(b.during), 'HH24:MI') as start_time,
              to_char(upper(b.during), 'HH24:MI') as end_time, b.child_first_name || ', ' || r.name as what, b.parent_name as name,
              b.email, b.phone as mobile, b.number_of_kids as kids, b.final_price_cents as final_cents, b.refund_due_cents, b.created_at,
              s.received_cents, s.paid_cents, s.deposit_paid_cents, s.refunded_cents
         from bookings b join rooms r on r.id = b.room_id
         left join lateral (${paymentSumsSql('booking_id', 'b.id')}) s on true
        where b.event_date between $1::date and $2::date
       union all
       select 'hire', a.id, a.status, a.event_date::text, a.start_time, a.end_time, 'After-hours hire', a.first_name || ' ' || a.last_name,
              a.email, a.mobile, a.expected_kids, a.total_cents, a.refund_due_cents, a.created_at,
              s.received_cents, s.paid_cents, s.deposit_paid_cents, s.refunded_cents
         from afterhours_bookings a
         left join lateral (${paymentSumsSql('afterhours_booking_id', 'a.id')}) s on true
        where a.event_date between $1::date and $2::date
     ) x where ${where}
     order by date, start_time, id`,
    [from, to],
  );
}

/** A booking's figures: what it holds, what is still due. */
function figures(row: MoneyRow) {
  const net = netSums(row);
  const { remainingCents } = bookingMoney({ status: row.status, finalCents: row.final_cents, paidCents: net.paid_cents, receivedCents: net.received_cents });
  return { heldCents: net.received_cents, dueCents: remainingCents };
}

/** GET /api/staff/money: what is owed back, the refunds the provider has not settled yet, and the confirmed bookings with a balance due in the next 7 days. */
export async function moneyPage(deps: Pick<ServiceDeps, 'db' | 'now' | 'venue'>): Promise<StaffMoneyPage> {
  const today = venueDate(deps.now(), deps.venue.timeZone);
  const owed = await deps.db.query<{ booking_type: string; reference: string; name: string; date: string; status: string; owed_back_cents: number }>(
    `select booking_type, reference, name, event_date::text as date, status, owed_back_cents from money_owed_back order by event_date, reference`,
  );
  const pending = await deps.db.query<{ kind: 'party' | 'hire'; id: number; name: string; date: string; amount_cents: number; provider: string; sent_at: Date }>(
    `select 'party' as kind, b.id, b.parent_name as name, b.event_date::text as date, r.amount_cents, r.provider, r.refunded_at as sent_at
       from refunds r join bookings b on b.id = r.booking_id where r.status = 'pending'
     union all
     select 'hire', a.id, a.first_name || ' ' || a.last_name, a.event_date::text, r.amount_cents, r.provider, r.refunded_at
       from refunds r join afterhours_bookings a on a.id = r.afterhours_booking_id where r.status = 'pending'
     order by sent_at, id`,
  );
  const soon = await bookingsBetween(deps.db, today, addDays(today, BALANCES_AHEAD_DAYS - 1), `x.status = 'confirmed'`);
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
  const byMethod = await deps.db.query<{ method: string; count: number; cents: number }>(
    `select method, count(*)::int as count, sum(amount_cents)::int as cents from payments
      where paid_at >= $1 and paid_at < $2 group by method order by method`,
    [start, end],
  );
  // A failed refund gave nothing back; a pending one is on its way (decision 053).
  const [refunded] = await deps.db.query<{ cents: number }>(
    `select coalesce(sum(amount_cents), 0)::int as cents from refunds where refunded_at >= $1 and refunded_at < $2 and status <> 'failed'`,
    [start, end],
  );
  const taken = byMethod.reduce((sum, row) => sum + row.cents, 0);
  return {
    from,
    to,
    byMethod: byMethod.map((row) => ({ method: row.method, count: row.count, amount: toDollars(row.cents) })),
    refunds: toDollars(refunded.cents),
    net: toDollars(taken - refunded.cents),
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
  const rows = await bookingsBetween(deps.db, from, to);
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
