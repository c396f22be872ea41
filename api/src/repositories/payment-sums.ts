// What a booking's payments add up to, for the reads that need it: everything received, what of it
// counts toward the booking (a payment marked owed_back counts for nothing), and the deposit that
// counts. `column` is payments' booking column, `id` the SQL of the booking's id.
export function paymentSumsSql(column: 'booking_id' | 'afterhours_booking_id', id: string): string {
  return `select sum(amount_cents) as received_cents,
                 sum(amount_cents) filter (where not owed_back) as paid_cents,
                 sum(amount_cents) filter (where kind = 'deposit' and not owed_back) as deposit_paid_cents
            from payments where ${column} = ${id}`;
}
