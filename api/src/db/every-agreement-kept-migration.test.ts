import { useDatabaseBeforeMigration } from '../test/migration-database';

// Migration 028 keeps every agreement an attendance form is saved with (decision 062). The forms
// agreed before it kept only their last agreement: it becomes each one's first, word for word, with
// its name and time (an erased form's with its name blank, as the form row keeps it); a form never
// agreed has none.

const MIGRATION = '028-every-agreement-kept.sql';
const before = useDatabaseBeforeMigration((file) => file < MIGRATION);

test("each form agreed before keeps its agreement as the first of its history; a form never agreed has none", async () => {
  const db = before.db();
  await db.query(`insert into packages (id, name, price_package_cents, price_per_child_cents, duration_minutes) values ('basic-fun', 'Basic Fun', 30000, 1500, 120)`);
  await db.query(`insert into rooms (id, name, image_path, max_capacity) values ('jungle-room', 'Jungle Room', 'rooms/jungle-room.svg', 15)`);
  await db.query(`insert into time_slots (id, start_time) values ('slot-1000', '10:00')`);
  const [booking] = await db.query<{ id: number }>(
    `insert into bookings (public_id, invitation_id, payment_option, child_first_name, child_age, number_of_kids, package_id,
                           room_id, time_slot_id, event_date, during, parent_name, email, phone, address, total_price_cents, final_price_cents,
                           package_price_cents, price_per_child_cents, package_min_children)
     values ('b1', 'b1-inv', 'deposit', 'Mia', 7, 10, 'basic-fun', 'jungle-room', 'slot-1000', '2031-06-20',
             tsrange('2031-06-20 10:00', '2031-06-20 12:00'), 'Linh Nguyen', 'linh@example.com', '0412345678', '1 Test Street', 41500, 41500, 30000, 1500, 10)
     returning id`,
  );
  const form = (family: string, name: string, at: string | null, version: number, erased: string | null = null) =>
    db.query<{ id: number }>(
      `insert into attendance_forms (booking_id, family, conditions, agreed_name, agreed_at, version, erased_at)
       values ($1, $2, $3::jsonb, $4, $5, $6, $7) returning id`,
      [booking.id, family, JSON.stringify(at ? ['Socks are required.', 'An adult stays.'] : []), name, at, version, erased],
    );
  const [host] = await form('host', 'Sam Nguyen', '2031-06-10T09:00:00Z', 3);
  const [walkIn] = await form('walk-in', '', '2031-06-20T00:30:00Z', 1, '2031-09-18T00:00:00Z');
  await form('walk-in', '', null, 1);
  expect(await before.apply(MIGRATION)).toEqual([MIGRATION]);

  expect(await db.query('select form_id, version, conditions, agreed_name, agreed_at from attendance_agreements order by form_id')).toEqual([
    { form_id: host.id, version: 3, conditions: ['Socks are required.', 'An adult stays.'], agreed_name: 'Sam Nguyen', agreed_at: new Date('2031-06-10T09:00:00Z') },
    { form_id: walkIn.id, version: 1, conditions: ['Socks are required.', 'An adult stays.'], agreed_name: '', agreed_at: new Date('2031-06-20T00:30:00Z') },
  ]);
  // One agreement per version of a form, and it is kept as made: only its name can be erased.
  await expect(db.query(`insert into attendance_agreements (form_id, version, conditions, agreed_name, agreed_at) values ($1, 3, '[]', 'x', now())`, [host.id])).rejects.toMatchObject({ code: '23505' });
  await expect(db.query(`update attendance_agreements set conditions = '[]' where form_id = $1`, [host.id])).rejects.toMatchObject({ code: '42501' });
  await db.query(`update attendance_agreements set agreed_name = '' where form_id = $1`, [host.id]);
  await db.query('delete from bookings');
  expect(await db.query('select 1 from attendance_agreements')).toEqual([]);
});
