import { netOfRefunds } from '@party/domain';

// What a booking's payments add up to, for the reads that need it: everything received, what of it
// counts toward the booking (a payment marked owed_back counts for nothing), the deposit that
// counts, and the refunds the venue has made: a failed refund gave nothing back, while a pending
// one counts at once (decision 053). `column` is the booking's column in payments and refunds,
// `id` the SQL of the booking's id.
export function paymentSumsSql(column: 'booking_id' | 'afterhours_booking_id', id: string): string {
  return `select sum(amount_cents) as received_cents,
                 sum(amount_cents) filter (where not owed_back) as paid_cents,
                 sum(amount_cents) filter (where kind = 'deposit' and not owed_back) as deposit_paid_cents,
                 (select sum(amount_cents) from refunds where ${column} = ${id} and status <> 'failed') as refunded_cents
            from payments where ${column} = ${id}`;
}

/** The sums as paymentSumsSql selects them (null where there is nothing to add up). */
export interface PaymentSumsRow {
  received_cents: number | null;
  paid_cents: number | null;
  deposit_paid_cents: number | null;
  refunded_cents: number | null;
}

/**
 * A row's sums with the refunds made taken off (the domain's netOfRefunds): what the booking's
 * money is worked out on everywhere, its record, its emails, its checkouts and its edits.
 */
export function netSums<Row extends PaymentSumsRow>(row: Row): Omit<Row, keyof PaymentSumsRow> & { received_cents: number; paid_cents: number; deposit_paid_cents: number } {
  const { received_cents, paid_cents, deposit_paid_cents, refunded_cents, ...rest } = row;
  const net = netOfRefunds(
    { receivedCents: Number(received_cents ?? 0), paidCents: Number(paid_cents ?? 0), depositPaidCents: Number(deposit_paid_cents ?? 0) },
    Number(refunded_cents ?? 0),
  );
  return { ...rest, received_cents: net.receivedCents, paid_cents: net.paidCents, deposit_paid_cents: net.depositPaidCents };
}
