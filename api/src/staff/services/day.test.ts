import { ROLE_ACTIONS, STAFF_ROLES } from '@party/domain';
import type { Database } from '../../db/queryable';
import { afterHoursPayload, bookingPayload, PARTY_DATE } from '../../test/fixtures';
import { openCheckout, openFullCheckout, pressCheckoutButton } from '../../test/payments';
import { startApp, useTestApi, type TestApi } from '../../test/test-api';
import { rsvp, staffCall, staffSession } from '../../test/staff';

// The run sheet and the kitchen sheet (decision 032): a day with a paid party with RSVPs and
// allergies, an unpaid one, an after-hours hire and a canceled party, as each role reads it.

const api = useTestApi();

/** The day the staff run: four bookings on PARTY_DATE. */
async function aDay(target: TestApi = api) {
  const paid = await target.post('/api/booking-initiate', bookingPayload());
  await pressCheckoutButton(target, (await openFullCheckout(target, paid.body.bookingId)).sessionId, 'pay');
  await rsvp(target, paid.body.invitationId, { name: 'Jo Lee', email: 'jo@example.com', coming: true, kids: [{ name: 'Leo', allergies: 'Peanuts (anaphylaxis)' }, { name: 'Ava', allergies: '' }] });
  await rsvp(target, paid.body.invitationId, { name: 'Sam Khan', email: 'sam.k@example.com', coming: false });
  await rsvp(target, paid.body.invitationId, { name: 'Ida Smith', email: 'ida@example.com', coming: true, kids: [{ name: 'Zoe', allergies: 'Dairy, eggs' }] });
  const unpaid = await target.post(
    '/api/booking-initiate',
    bookingPayload({ childfName: 'Noah', numberOfKids: 10, room: { id: 'jungle-room' }, adultsFood: [{ id: 'sandwich-platter', quantity: 1 }], contactInfo: { parentName: 'Kim Park', email: 'kim@example.com', phone: '0400 000 001', address: '3 Road' } }),
  );
  const draft = await target.post('/api/booking-initiate', bookingPayload({ childfName: 'Old', room: { id: 'space-room' }, timeSlot: { id: 'slot-1400', time: '14:00' } }));
  await target.post('/api/booking-initiate', bookingPayload({ childfName: 'Ruby', room: { id: 'space-room' }, timeSlot: { id: 'slot-1400', time: '14:00' }, replacesBookingId: draft.body.bookingId }));
  const hire = await target.post('/api/bookings-afterhours/save', afterHoursPayload({ startTime: '18:00', endTime: '21:00' }));
  await pressCheckoutButton(target, (await openCheckout(target, '/api/create-dynamic-checkout-session-afterhours', hire.body.booking.uniqueBookingId)).sessionId, 'pay');
  return { paid: paid.body.reference as string, unpaid: unpaid.body.reference as string, replaced: draft.body.reference as string, hire: hire.body.booking.reference as string };
}

test("an owner's run sheet: every party and the hire by start time then room, kids coming and each child's allergies, food, money and contacts; the canceled apart", async () => {
  const refs = await aDay();
  const cookie = await staffSession(api, 'owner');
  const sheet = await staffCall(api, 'GET', `/api/staff/day/${PARTY_DATE}`, { cookie });
  expect(sheet.status).toBe(200);
  expect(sheet.body.parties.map((p: { reference: string; startTime: string; room: { name: string } }) => [p.startTime, p.room.name, p.reference])).toEqual([
    ['10:00', 'Jungle Room', refs.unpaid],
    ['10:00', 'Ocean Room', refs.paid],
    ['14:00', 'Space Room', expect.stringMatching(/^JJ\d+$/)],
  ]);
  const paid = sheet.body.parties.find((p: { reference: string }) => p.reference === refs.paid);
  expect(paid).toEqual({
    kind: 'party',
    reference: refs.paid,
    status: 'confirmed',
    startTime: '10:00',
    endTime: '12:00',
    room: { id: 'ocean-room', name: 'Ocean Room' },
    child: { firstName: 'Mia', turning: 7 },
    parent: { name: 'Sam Nguyen', mobile: '0412345678' },
    packageName: 'Basic Fun',
    kidsBooked: 12,
    kidsComing: 3,
    familiesComing: 2,
    door: { booked: 12, expected: 4, checkedIn: 0, allergies: true },
    allergies: [
      { kid: 'Leo', allergies: 'Peanuts (anaphylaxis)', family: 'Jo Lee' },
      { kid: 'Zoe', allergies: 'Dairy, eggs', family: 'Ida Smith' },
    ],
    kidsFood: [{ name: 'Chicken Nuggets', quantity: expect.any(Number) }],
    adultsFood: [{ name: 'Sandwich Platter', quantity: 2 }],
    addons: [
      { name: 'Lolly Bags', quantity: 12 },
      { name: 'Balloon Bundle', quantity: 1 },
    ],
    money: { finalPrice: 560, paid: 560, due: 0, owedBack: 0, holdUntil: null },
    arrival: { state: 'expected', at: null, by: null },
    staffNotes: [],
    exceptions: [],
    askedToMove: null,
  });
  const unpaid = sheet.body.parties.find((p: { reference: string }) => p.reference === refs.unpaid);
  expect(unpaid).toMatchObject({ status: 'pending', kidsComing: 0, allergies: [], money: { paid: 0, due: expect.any(Number), holdUntil: new Date(api.clock.now().getTime() + 30 * 60_000).toISOString() } });
  expect(sheet.body.hires).toEqual([
    expect.objectContaining({
      kind: 'hire',
      reference: refs.hire,
      status: 'confirmed',
      startTime: '18:00',
      endTime: '21:00',
      customer: { name: 'Alex Taylor', mobile: '0400 111 222' },
      expectedKids: 20,
      expectedAdults: 10,
      customerNotes: 'School fundraiser',
      money: { finalPrice: 800, paid: 400, due: 400, owedBack: 0, holdUntil: null },
    }),
  ]);
  expect(sheet.body.canceled).toEqual([{ kind: 'party', reference: refs.replaced, startTime: '14:00', endTime: '16:00', what: 'Old, Space Room' }]);
});

test("the kitchen's run sheet has no parent's name or mobile and no money; the front desk's has both", async () => {
  await aDay();
  const kitchen = await staffCall(api, 'GET', `/api/staff/day/${PARTY_DATE}`, { cookie: await staffSession(api, 'kitchen') });
  expect(kitchen.status).toBe(200);
  const text = JSON.stringify(kitchen.body);
  for (const secret of ['Sam Nguyen', '0412345678', 'Alex Taylor', '0400 111 222', 'money', 'finalPrice']) expect(text).not.toContain(secret);
  expect(kitchen.body.parties[1].allergies).toHaveLength(2);
  const desk = await staffCall(api, 'GET', `/api/staff/day/${PARTY_DATE}`, { cookie: await staffSession(api, 'front-desk') });
  expect(desk.body.parties[1]).toMatchObject({ parent: { name: 'Sam Nguyen' }, money: { paid: 560 } });
});

test('the kitchen sheet adds up each food item per start time across the live parties, with each party allergies beside it', async () => {
  const refs = await aDay();
  const sheet = await staffCall(api, 'GET', `/api/staff/kitchen/${PARTY_DATE}`, { cookie: await staffSession(api, 'kitchen') });
  expect(sheet.status).toBe(200);
  expect(sheet.body.startTimes.map((slot: { time: string }) => slot.time)).toEqual(['10:00', '14:00']);
  const ten = sheet.body.startTimes[0];
  expect(ten.adultsFood).toEqual([{ name: 'Sandwich Platter', quantity: 3 }]);
  expect(ten.kidsFood).toEqual([{ name: 'Chicken Nuggets', quantity: expect.any(Number) }]);
  expect(ten.parties).toEqual([
    { reference: refs.unpaid, room: 'Jungle Room', childFirstName: 'Noah', kidsBooked: 10, kidsComing: 0, door: { booked: 10, expected: 1, checkedIn: 0, allergies: false }, allergies: [] },
    { reference: refs.paid, room: 'Ocean Room', childFirstName: 'Mia', kidsBooked: 12, kidsComing: 3, door: { booked: 12, expected: 4, checkedIn: 0, allergies: true }, allergies: [expect.objectContaining({ kid: 'Leo' }), expect.objectContaining({ kid: 'Zoe' })] },
  ]);
  // The replaced party is not cooked for; the one that replaced it is.
  expect(sheet.body.startTimes[1].parties.map((p: { childFirstName: string }) => p.childFirstName)).toEqual(['Ruby']);
});

test('an unpaid party whose start has passed is over when the day is read: canceled, and listed apart', async () => {
  const refs = await aDay();
  api.clock.set('2031-06-20T10:05:00+10:00');
  const sheet = await staffCall(api, 'GET', `/api/staff/day/${PARTY_DATE}`, { cookie: await staffSession(api, 'manager') });
  expect(sheet.body.parties.map((p: { reference: string }) => p.reference)).not.toContain(refs.unpaid);
  expect(sheet.body.canceled.map((c: { reference: string }) => c.reference)).toContain(refs.unpaid);
  const [history] = await api.db.query<{ actor_kind: string; after: unknown }>(`select actor_kind, after from audit_log where action = 'booking.cancel' and target_reference = $1`, [refs.unpaid]);
  expect(history).toEqual({ actor_kind: 'system', after: { status: 'canceled', canceledReason: 'event-passed' } });
});

test('an empty day, and a day that is no date', async () => {
  const cookie = await staffSession(api, 'front-desk');
  expect((await staffCall(api, 'GET', '/api/staff/day/2031-07-01', { cookie })).body).toEqual({ date: '2031-07-01', parties: [], hires: [], canceled: [] });
  expect((await staffCall(api, 'GET', '/api/staff/kitchen/2031-07-01', { cookie })).body).toEqual({ date: '2031-07-01', startTimes: [] });
  for (const date of ['2031-02-30', '20310701', 'today', '2031-07-01%00']) {
    expect((await staffCall(api, 'GET', `/api/staff/day/${date}`, { cookie })).status).toBe(400);
  }
});

test('every role reads the day: the session lists what the role may do', async () => {
  await aDay();
  for (const role of STAFF_ROLES) {
    const cookie = await staffSession(api, role);
    expect((await staffCall(api, 'GET', '/api/staff/session', { cookie })).body.actions).toEqual([...ROLE_ACTIONS[role]]);
    expect((await staffCall(api, 'GET', `/api/staff/day/${PARTY_DATE}`, { cookie })).status).toBe(200);
    api.clock.advanceMinutes(1);
  }
});

/** The database, counting the statements run through it. */
function counting(db: Database) {
  let statements = 0;
  const counted: Database = {
    query: (sql, params) => ((statements += 1), db.query(sql, params)),
    exec: (sql) => ((statements += 1), db.exec(sql)),
    transaction: (work) => db.transaction(work),
    close: () => db.close(),
  };
  return { db: counted, count: () => statements };
}

test('the run sheet is two statements a day, however many parties and answers it has: the day and its door lists', async () => {
  const watched = counting(api.db);
  const { app, url } = await startApp({ ...api.config, storage: api.database.storage }, watched.db);
  try {
    const cookie = await staffSession(api, 'front-desk');
    const read = async () => {
      const before = watched.count();
      const answer = await fetch(`${url}/api/staff/day/${PARTY_DATE}`, { headers: { cookie } });
      expect(answer.status).toBe(200);
      return watched.count() - before;
    };
    // The session's check and the day's one statement; with parties, their door lists in one more.
    expect(await read()).toBe(2);
    await aDay();
    expect(await read()).toBe(3);
  } finally {
    await app.close();
  }
});
