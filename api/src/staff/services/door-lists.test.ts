import { bookingPayload } from '../../test/fixtures';
import { addStaffMember, rsvp } from '../../test/staff';
import { useTestApi } from '../../test/test-api';
import { doorListsOf } from './door-lists';

// The door lists (decision 061), read from the rows the forms and the door write.

const api = useTestApi();

test("a party's list: the guest of honour, each yes (as its form names the kids once filled), the door's walk-ins, and who was checked in", async () => {
  const booked = await api.post('/api/booking-initiate', bookingPayload());
  const invitationId = booked.body.invitationId as string;
  await rsvp(api, invitationId, { name: 'Jo Lee', email: 'jo@example.com', coming: true, kids: [{ name: 'Leo', allergies: 'Peanuts' }] });
  await rsvp(api, invitationId, { name: 'Sam Khan', email: 'sam@example.com', coming: false });
  await rsvp(api, invitationId, { name: 'Ida Smith', email: 'ida@example.com', coming: true, kids: [{ name: 'Zoe', allergies: '' }] });
  const [{ id: bookingId }] = await api.db.query<{ id: number }>(`select id from bookings where public_id = $1`, [booked.body.bookingId]);
  const [ida] = await api.db.query<{ id: number; public_id: string }>(`select id, public_id from rsvp_answers where email = 'ida@example.com'`);
  const children = JSON.stringify([{ name: 'Zoe', age: 6, allergies: 'Dairy', medicalNotes: '' }, { name: 'Ivo', age: 4, allergies: '', medicalNotes: '' }]);
  await api.db.query(
    // Her yes made her family's form; she fills it.
    `update attendance_forms set guardian_name = 'Ida Smith', children = $3, conditions = '["Socks are required in the play area."]', agreed_name = 'Ida Smith', agreed_at = now()
      where booking_id = $1 and rsvp_answer_id = $2`,
    [bookingId, ida.id, children],
  );
  const [walkIn] = await api.db.query<{ public_id: string }>(
    `insert into attendance_forms (booking_id, family, guardian_name, children, conditions, agreed_name, agreed_at)
     values ($1, 'walk-in', 'Max Doe', '[{"name": "Max", "age": 8, "allergies": "", "medicalNotes": ""}]', '["Socks are required in the play area."]', 'Max Doe', now()) returning public_id`,
    [bookingId],
  );
  const staffId = await addStaffMember(api.db, 'front-desk');
  await api.db.query(`insert into door_check_ins (booking_id, family_key, child_key, name, checked_in_by) values ($1, $2, 'ivo', 'Ivo', $3)`, [bookingId, `answer:${ida.public_id}`, staffId]);

  const list = (await doorListsOf(api.db, [bookingId])).get(bookingId)!;
  expect(list.map((c) => [c.family, c.name, c.allergies, c.formFilled, c.checkedIn?.by ?? null])).toEqual([
    ['host', 'Mia', '', false, null],
    ['guest', 'Leo', 'Peanuts', false, null],
    ['guest', 'Zoe', 'Dairy', true, null],
    ['guest', 'Ivo', '', true, 'front-desk member'],
    ['walk-in', 'Max', '', true, null],
  ]);
  expect(list[4].familyKey).toBe(`form:${walkIn.public_id}`);
  expect(await doorListsOf(api.db, [])).toEqual(new Map());
});
