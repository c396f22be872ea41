import { useDatabaseBeforeMigration } from '../test/migration-database';
import type { Database } from './queryable';

// Migration 008 turns the RSVPs stored before (one row per guest, kids' names and allergies as
// free text) into one answer per family: every one is kept, and reads as "coming".

// The schema as it was before: the migrations before 008, with the catalogue rows the old bookings
// name (today's seed writes tables of later migrations).
const before = useDatabaseBeforeMigration((file) => file < '008');
let db: Database;

beforeAll(async () => {
  db = before.db();
  await db.query(`insert into packages (id, name, price_package_cents, price_per_child_cents, duration_minutes) values ('basic-fun', 'Basic Fun', 30000, 1500, 120)`);
  await db.query(`insert into rooms (id, name, image_path, max_capacity) values ('jungle-room', 'Jungle Room', 'rooms/jungle-room.svg', 15)`);
  await db.query(`insert into time_slots (id, start_time) values ('slot-1000', '10:00'), ('slot-1200', '12:00')`);
});

async function oldBooking(publicId: string, slot: string): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into bookings (public_id, invitation_id, payment_option, child_first_name, child_age, number_of_kids, package_id,
                           room_id, time_slot_id, event_date, during, parent_name, email, phone, address, total_price_cents, final_price_cents)
     select $1, $1 || '-inv', 'deposit', 'Mia', 7, 10, (select id from packages order by sort_order limit 1),
            (select id from rooms order by sort_order limit 1), id, '2031-06-20',
            tsrange(('2031-06-20 ' || start_time)::timestamp, ('2031-06-20 ' || start_time)::timestamp + interval '2 hours'),
            'Linh Nguyen', 'linh@example.com', '0412345678', '1 Test Street', 41500, 41500
       from time_slots where start_time = $2
     returning id`,
    [publicId, slot],
  );
  return row.id;
}

async function oldRsvp(bookingId: number, at: string, guests: Array<[name: string, email: string, phone: string, kidsNames: string, allergies: string]>) {
  const [rsvp] = await db.query<{ id: number }>('insert into rsvps (booking_id, created_at) values ($1, $2) returning id', [bookingId, at]);
  for (const [name, email, phone, kidsNames, allergies] of guests) {
    await db.query('insert into rsvp_guests (rsvp_id, name, email, phone, kids_names, allergies) values ($1, $2, $3, $4, $5, $6)', [
      rsvp.id,
      name,
      email,
      phone,
      kidsNames,
      allergies,
    ]);
  }
}

test('every RSVP stored before is kept as a family answer "coming", its kids named one by one', async () => {
  const first = await oldBooking('b-first', '10:00');
  const second = await oldBooking('b-second', '12:00');
  await oldRsvp(first, '2031-06-02T01:00:00Z', [
    ['Ava Brown', 'ava.parent@example.com', '0400 000 001', 'Ava, Leo and Zoë', 'Peanuts'],
    ['Noah Lee', 'noah@example.com', '', '', ''],
  ]);
  // The same family again, later, in other letters: one answer, its name and phone the latest,
  // Leo once (with the allergies given last), a new kid added.
  await oldRsvp(first, '2031-06-03T01:00:00Z', [['Ava B.', 'AVA.parent@example.com', '', 'leo & Max', 'Peanuts, eggs']]);
  // Two guests of one RSVP sharing an email: one family.
  await oldRsvp(first, '2031-06-04T01:00:00Z', [
    ['Kim Tran', 'kim@example.com', '0400 000 003', 'Sue', ''],
    ['Kim Tran', 'kim@example.com', '', 'Tam\nBo', 'Gluten'],
  ]);
  // The same email on another booking is another family.
  await oldRsvp(second, '2031-06-05T01:00:00Z', [['Noah Lee', 'noah@example.com', '0400 000 002', 'Alexander / Andy', '']]);

  expect(await before.apply('008-rsvp-answers.sql')).toEqual(['008-rsvp-answers.sql']);

  const answers = await db.query(
    `select booking_id as "bookingId", email, name, phone, coming, kids, version,
            first_answered_at as "firstAt", answered_at as "lastAt"
       from rsvp_answers order by id`,
  );
  expect(answers).toEqual([
    {
      bookingId: first,
      email: 'AVA.parent@example.com',
      name: 'Ava B.',
      phone: '0400 000 001',
      coming: true,
      kids: [
        { name: 'Ava', allergies: 'Peanuts' },
        { name: 'leo', allergies: 'Peanuts, eggs' },
        { name: 'Zoë', allergies: 'Peanuts' },
        { name: 'Max', allergies: 'Peanuts, eggs' },
      ],
      version: 2,
      firstAt: new Date('2031-06-02T01:00:00Z'),
      lastAt: new Date('2031-06-03T01:00:00Z'),
    },
    {
      bookingId: first,
      email: 'noah@example.com',
      name: 'Noah Lee',
      phone: '',
      coming: true,
      // Named no kid: the guest is the one coming.
      kids: [{ name: 'Noah Lee', allergies: '' }],
      version: 1,
      firstAt: new Date('2031-06-02T01:00:00Z'),
      lastAt: new Date('2031-06-02T01:00:00Z'),
    },
    {
      bookingId: first,
      email: 'kim@example.com',
      name: 'Kim Tran',
      phone: '0400 000 003',
      coming: true,
      kids: [
        { name: 'Sue', allergies: '' },
        { name: 'Tam', allergies: 'Gluten' },
        { name: 'Bo', allergies: 'Gluten' },
      ],
      version: 1,
      firstAt: new Date('2031-06-04T01:00:00Z'),
      lastAt: new Date('2031-06-04T01:00:00Z'),
    },
    {
      bookingId: second,
      email: 'noah@example.com',
      name: 'Noah Lee',
      phone: '0400 000 002',
      coming: true,
      // 'and' is split only as a word: Alexander keeps his name.
      kids: [
        { name: 'Alexander', allergies: '' },
        { name: 'Andy', allergies: '' },
      ],
      version: 1,
      firstAt: new Date('2031-06-05T01:00:00Z'),
      lastAt: new Date('2031-06-05T01:00:00Z'),
    },
  ]);
  // The old tables are gone: the answers are the one record.
  expect(await db.query(`select count(*)::int as n from information_schema.tables where table_name in ('rsvps', 'rsvp_guests')`)).toEqual([{ n: 0 }]);
});
