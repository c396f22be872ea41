import { useDatabaseBeforeMigration } from '../test/migration-database';

// Migration 022 (decision 053): every refund recorded before it was made by hand and recorded once
// made, so it stays settled, counted as given back, with no provider of ours; a payment recorded
// before it has no PaymentIntent until a refund asks Stripe for it.

const MIGRATION = '022-refunds-through-the-provider.sql';
const before = useDatabaseBeforeMigration((file) => file < MIGRATION);

test('refunds recorded before are settled refunds made by hand; a refund sent through a provider must name its payment and request', async () => {
  const db = before.db();
  await db.query(`insert into packages (id, name, price_package_cents, price_per_child_cents, min_children, duration_minutes) values ('basic-fun', 'Basic Fun', 30000, 1500, 10, 120)`);
  const [hire] = await db.query<{ id: number }>(
    `insert into afterhours_bookings (public_id, payment_option, event_date, start_time, end_time, first_name, last_name, email, mobile, address,
       expected_kids, expected_adults, package_id, base_price_cents, addon_costs_cents, guest_fee_cents, additional_duration_cents,
       subtotal_cents, gst_cents, total_cents, deposit_cents, rates)
     values ('hire', 'deposit', '2031-06-27', '18:00', '20:00', 'Alex', 'Taylor', 'alex@example.com', '0400111222', '2 Event Road',
             20, 10, 'basic-fun', 30000, 0, 0, 0, 30000, 0, 30000, 15000, '{}') returning id`,
  );
  await db.query(`insert into payments (afterhours_booking_id, kind, amount_cents, provider, provider_reference) values ($1, 'full', 30000, 'stripe', 'cs_test_old')`, [hire.id]);
  await db.query(`insert into refunds (afterhours_booking_id, amount_cents, provider_reference, note) values ($1, 5000, 're_by_hand', 'Refunded in the dashboard')`, [hire.id]);
  expect(await before.apply(MIGRATION)).toEqual([MIGRATION]);

  expect(await db.query('select amount_cents, status, failure_reason, provider, payment_id, request_key, sending_since from refunds')).toEqual([
    { amount_cents: 5000, status: 'succeeded', failure_reason: '', provider: '', payment_id: null, request_key: null, sending_since: null },
  ]);
  expect((await db.query<{ public_id: string }>('select public_id from refunds'))[0].public_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(await db.query('select provider_payment_id from payments')).toEqual([{ provider_payment_id: null }]);
  await expect(db.query(`insert into refunds (afterhours_booking_id, amount_cents, provider, status) values ($1, 100, 'stripe', 'pending')`, [hire.id])).rejects.toMatchObject({
    code: '23514',
  });
  await expect(db.query(`insert into refunds (afterhours_booking_id, amount_cents, status) values ($1, 100, 'refunded')`, [hire.id])).rejects.toMatchObject({ code: '23514' });
});
