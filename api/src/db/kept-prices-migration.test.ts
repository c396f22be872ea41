import { useDatabaseBeforeMigration } from '../test/migration-database';

// Migration 017 keeps on each booking the prices it was sold at (decision 041): the bookings made
// before it were sold at the catalogue of their day, which had never changed but by hand, so each
// party gets its package's prices and each hire the after-hours rates as they are.

const MIGRATION = '017-kept-prices.sql';
const before = useDatabaseBeforeMigration((file) => file < MIGRATION);

test("a party made before keeps its package's prices, a hire the rates, and neither can be made without them after", async () => {
  const db = before.db();
  await db.query(`insert into packages (id, name, price_package_cents, price_per_child_cents, min_children, duration_minutes) values ('basic-fun', 'Basic Fun', 30000, 1500, 10, 120)`);
  await db.query(`insert into rooms (id, name, image_path, max_capacity) values ('jungle-room', 'Jungle Room', 'rooms/jungle-room.svg', 15)`);
  await db.query(`insert into time_slots (id, start_time) values ('slot-1000', '10:00')`);
  await db.query(`insert into afterhours_rates (base_price_cents, base_minutes, half_hour_price_cents, guest_fee_cents, guest_fee_above, deposit_percent) values (30000, 120, 7500, 15000, 80, 50)`);
  await db.query(
    `insert into bookings (public_id, invitation_id, payment_option, child_first_name, child_age, number_of_kids, package_id, room_id, time_slot_id,
                           event_date, during, parent_name, email, phone, address, total_price_cents, final_price_cents)
     values ('party', 'party-inv', 'deposit', 'Mia', 7, 12, 'basic-fun', 'jungle-room', 'slot-1000', '2031-06-20',
             tsrange('2031-06-20 10:00', '2031-06-20 12:00'), 'Sam', 'sam@example.com', '0412345678', '1 Test Street', 33000, 33000)`,
  );
  await db.query(
    `insert into afterhours_bookings (public_id, payment_option, event_date, start_time, end_time, first_name, last_name, email, mobile, address,
       expected_kids, expected_adults, package_id, base_price_cents, addon_costs_cents, guest_fee_cents, additional_duration_cents,
       subtotal_cents, gst_cents, total_cents, deposit_cents)
     values ('hire', 'deposit', '2031-06-27', '18:00', '20:00', 'Alex', 'Taylor', 'alex@example.com', '0400111222', '2 Event Road',
             20, 10, 'basic-fun', 30000, 0, 0, 0, 30000, 0, 30000, 15000)`,
  );
  expect(await before.apply(MIGRATION)).toEqual([MIGRATION]);

  expect(await db.query('select package_price_cents, price_per_child_cents, package_min_children from bookings')).toEqual([
    { package_price_cents: 30000, price_per_child_cents: 1500, package_min_children: 10 },
  ]);
  expect(await db.query('select rates from afterhours_bookings')).toEqual([
    { rates: { basePriceCents: 30000, baseMinutes: 120, halfHourPriceCents: 7500, guestFeeCents: 15000, guestFeeAbove: 80, depositPercent: 50 } },
  ]);
  await expect(
    db.query(`insert into bookings (public_id, invitation_id, payment_option, child_first_name, child_age, number_of_kids, package_id, room_id, time_slot_id,
                event_date, during, parent_name, email, phone, address, total_price_cents, final_price_cents)
              values ('x', 'x-inv', 'deposit', 'Mia', 7, 12, 'basic-fun', 'jungle-room', 'slot-1000', '2031-07-20',
                      tsrange('2031-07-20 10:00', '2031-07-20 12:00'), 'Sam', 'sam@example.com', '0412345678', '1 Test Street', 33000, 33000)`),
  ).rejects.toMatchObject({ code: '23502' });
});
