import { randomBytes } from 'node:crypto';
import { bookingPayload, guestList, keepingEditPayload, phoneBookingPayload } from '../../test/fixtures';
import { openCheckout, pressCheckoutButton } from '../../test/payments';
import { useTestApi } from '../../test/test-api';
import { rsvp, staffCall, staffSession } from '../../test/staff';

// A party booked by the staff for a parent on the phone or at the counter (decision 054): the
// online booking's path with the staff member as who booked it, a child up to 17, any package;
// held unpaid as an online booking is, its pay link emailed at once, or paid at the counter.

const api = useTestApi();

const book = (cookie: string, overrides: Record<string, unknown> = {}) => staffCall(api, 'POST', '/api/staff/bookings', { cookie, json: phoneBookingPayload(overrides) });

async function phoneBooking(overrides: Record<string, unknown> = {}) {
  const cookie = await staffSession(api, 'front-desk');
  const made = await book(cookie, overrides);
  if (made.status !== 201) throw new Error(`phone booking refused: ${made.status} ${JSON.stringify(made.body)}`);
  return { cookie, reference: made.body.reference as string, bookingId: made.body.bookingId as string, answer: made.body };
}

const outbox = () =>
  api.db.query<{ kind: string; recipient: string; status: string; delay_ms: number; message: { subject: string; text: string; replyTo?: Array<{ address: string }> } }>(
    `select kind, recipient, status, (extract(epoch from next_attempt_at - created_at) * 1000)::int as delay_ms, message from email_outbox order by id`,
  );

test('a party for a 12-year-old: refused online (the public page sends them to the phone), booked by the front desk, pending and held as an online booking', async () => {
  const online = await api.post('/api/booking-initiate', bookingPayload({ childAge: 12 }));
  expect(online).toMatchObject({ status: 400, body: { code: 'invalid-request', message: expect.stringContaining('Children over 11 must book by phone') } });

  const { reference, bookingId, answer } = await phoneBooking();
  expect(answer).toEqual({
    reference: 'JJ1002',
    bookingId: expect.any(String),
    status: 'pending',
    finalPrice: 560,
    depositAmount: 100,
    holdUntil: '2031-06-01T23:30:00.000Z',
    emailedTo: 'jo@example.com',
  });
  // The parent's pages read it as any booking.
  expect((await api.get(`/api/bookings/${bookingId}`)).body).toMatchObject({
    reference,
    status: 'pending',
    childfName: 'Ava',
    childAge: 12,
    numberOfKids: 12,
    date: '2031-06-20',
    totalPrice: 560,
    remainingAmount: 560,
    holdExpiresAt: '2031-06-01T23:30:00.000Z',
  });
});

test.each([
  { name: 'a child of 17 is booked', age: 17, status: 201 },
  { name: 'a child of 1 is booked', age: 1, status: 201 },
  { name: 'a child of 18 is not: the venue books children', age: 18, status: 400 },
  { name: 'age 0 is no age', age: 0, status: 400 },
])('the age bound by phone: $name', async ({ age, status }) => {
  const cookie = await staffSession(api, 'front-desk');
  const made = await book(cookie, { childAge: age });
  expect(made.status).toBe(status);
  if (age === 18) expect(made.body.errors).toContain('childAge: A party booked by phone is for a child of 17 or younger');
});

test.each([
  { role: 'front-desk' as const, allowed: true },
  { role: 'manager' as const, allowed: true },
  { role: 'owner' as const, allowed: true },
  { role: 'kitchen' as const, allowed: false },
])('booking by phone as $role: allowed $allowed, and nothing stored when refused', async ({ role, allowed }) => {
  const cookie = await staffSession(api, role);
  const made = await book(cookie);
  expect(made.status).toBe(allowed ? 201 : 403);
  expect((await staffCall(api, 'GET', '/api/staff/booking-choices', { cookie })).status).toBe(allowed ? 200 : 403);
  expect((await staffCall(api, 'GET', '/api/staff/availability?date=2031-06-20&packageId=basic-fun&kids=12', { cookie })).status).toBe(allowed ? 200 : 403);
  expect(await api.db.query('select count(*)::int as n from bookings')).toEqual([{ n: allowed ? 1 : 0 }]);
});

test('it holds its room as an online booking does: the slot is taken until the hold runs out, then another booking takes it and the phone booking is over', async () => {
  const { bookingId, cookie } = await phoneBooking();
  expect((await api.post('/api/booking-initiate', bookingPayload())).body.code).toBe('room-taken');
  expect((await book(cookie, { contactInfo: { parentName: 'Kim', email: 'kim@example.com', phone: '0400 111 222', address: '3 Road' } })).body.code).toBe('room-taken');
  const slots = async () => (await staffCall(api, 'GET', '/api/staff/availability?date=2031-06-20&packageId=basic-fun&kids=12', { cookie })).body.slots;
  const oceanAt10 = (answer: Array<{ time: string; rooms: Array<{ id: string; isAvailable: boolean }> }>) => answer.find((slot) => slot.time === '10:00')?.rooms.find((room) => room.id === 'ocean-room')?.isAvailable;
  expect(oceanAt10(await slots())).toBe(false);

  api.clock.advanceMinutes(31);
  expect(oceanAt10(await slots())).toBe(true);
  expect((await api.post('/api/booking-initiate', bookingPayload())).status).toBe(201);
  expect((await api.get(`/api/bookings/${bookingId}`)).body).toMatchObject({ status: 'canceled', canceledReason: 'room-taken' });
});

test('the emailed link still books it after the hold has run out, while the room is free (one renewal at checkout, decision 007)', async () => {
  const { bookingId } = await phoneBooking();
  api.clock.advanceMinutes(45);
  const { sessionId } = await openCheckout(api, '/api/create-dynamic-checkout-session-full-pending-payment', { bookingId, paymentType: 'deposit' });
  expect((await pressCheckoutButton(api, sessionId, 'pay')).status).toBe(303);
  expect((await api.get(`/api/bookings/${bookingId}`)).body).toMatchObject({ status: 'confirmed', totalPaidAmount: 100, remainingAmount: 460 });
});

test('the pay link is queued at once to the parent (not the later "not booked yet" email), answering to the venue', async () => {
  const { bookingId } = await phoneBooking();
  const [email, ...others] = await outbox();
  expect(others).toEqual([]);
  expect(email).toMatchObject({ kind: 'booking-by-phone', recipient: 'jo@example.com', status: 'queued', delay_ms: 0 });
  expect(email.message.subject).toBe("Pay to book Ava's party on Fri, June 20th, 2031 (JJ1002)");
  expect(email.message.replyTo).toEqual([{ name: api.config.venue.name, address: api.config.venue.email }]);
  for (const line of [
    'We have made the booking for you (reference JJ1002): it is confirmed once it is paid.',
    'Pay the $100.00 deposit online with the link below, and the rest on the day (or the full $560.00 at once, if you prefer).',
    `Pay now: http://site.test/booking-payment/${bookingId}`,
    'We are holding the Ocean Room for you until 9:30 AM on Mon, June 2nd, 2031.',
    'If you pay later, the same link books it for you while the room is still free.',
    'Ava Lee, turning 12',
  ]) {
    expect(email.message.text).toContain(line);
  }
});

test('the full amount agreed on the phone is the amount the email asks for first', async () => {
  await phoneBooking({ paymentOption: 'full' });
  const [email] = await outbox();
  expect(email.message.text).toContain('Pay the full $560.00 online with the link below (or, if you prefer, the $100.00 deposit now and the rest on the day).');
});

test("its audit entry and history name the staff member who booked it, and the staff booking page shows it as any party", async () => {
  const { cookie, reference } = await phoneBooking();
  const [entry] = await api.db.query<{ actor_kind: string; actor_name: string; action: string; after: Record<string, unknown> }>(
    'select actor_kind, actor_name, action, after from audit_log where target_reference = $1',
    [reference],
  );
  expect(entry).toMatchObject({ actor_kind: 'staff', actor_name: 'front-desk member', action: 'booking.create', after: { status: 'pending', childAge: 12, room: 'Ocean Room', finalPriceCents: 56000 } });
  const page = (await staffCall(api, 'GET', `/api/staff/bookings/${reference}`, { cookie })).body;
  expect(page).toMatchObject({ status: 'pending', party: { child: { firstName: 'Ava', turning: 12 }, packageName: 'Basic Fun' }, money: { due: 560, holdUntil: '2031-06-01T23:30:00.000Z' } });
  expect(page.history.map((h: { action: string; actor: { kind: string; name: string } }) => [h.action, h.actor])).toEqual([['booking.create', { kind: 'staff', name: 'front-desk member' }]]);
  expect(page.emails).toEqual([{ at: expect.any(String), to: 'jo@example.com', subject: "Pay to book Ava's party on Fri, June 20th, 2031 (JJ1002)", status: 'queued' }]);
});

test('a payment at the counter confirms it, and the pay link still waiting is not sent', async () => {
  const { cookie, reference, bookingId } = await phoneBooking();
  const paid = await staffCall(api, 'POST', `/api/staff/bookings/${reference}/payments`, { cookie, json: { amount: 100, method: 'card', requestId: randomBytes(12).toString('base64url') } });
  expect(paid).toMatchObject({ status: 201, body: { money: { paid: 100, due: 460, holdUntil: null } } });
  expect((await api.get(`/api/bookings/${bookingId}`)).body).toMatchObject({ status: 'confirmed', depositAmount: 100 });
  expect((await outbox()).map((row) => row.kind)).toEqual(['booking-by-phone', 'booking-confirmed', 'venue-booking-confirmed']);
  const [history] = await api.db.query<{ actions: string[] }>(`select array_agg(action order by id) as actions from audit_log where target_reference = $1`, [reference]);
  expect(history.actions).toEqual(['booking.create', 'payment.counter']);
});

test('paid, it lives as an online booking: its guests and food changed on the edit page, its invitation for a child turning 12, RSVPs answered', async () => {
  const { cookie, reference, bookingId } = await phoneBooking();
  await staffCall(api, 'POST', `/api/staff/bookings/${reference}/payments`, { cookie, json: { amount: 100, method: 'cash', requestId: randomBytes(12).toString('base64url') } });
  const edited = await api.put(`/api/bookings/${bookingId}`, keepingEditPayload({ paymentOption: 'later', guestNames: guestList(3), adultsFood: [{ id: 'sandwich-platter', quantity: 3 }] }));
  expect(edited).toMatchObject({ status: 200, body: { status: 'confirmed', finalPrice: 625 } });
  const [{ invitation_id: invitationId }] = await api.db.query<{ invitation_id: string }>('select invitation_id from bookings where public_id = $1', [bookingId]);
  expect((await api.get(`/api/invitations/${invitationId}`)).body).toMatchObject({ childfName: 'Ava', childAge: 12, date: '2031-06-20' });
  await rsvp(api, invitationId, { name: 'Kim family', email: 'kim@example.com', coming: true, kids: [{ name: 'Zoe', allergies: '' }] });
  expect((await staffCall(api, 'GET', `/api/staff/bookings/${reference}`, { cookie })).body.rsvps.totals).toMatchObject({ familiesComing: 1, kidsComing: 1 });
});

test('any package the venue sells, one kept off the public pages included; its food and add-ons only from what is on offer', async () => {
  await api.db.query(`update packages set hidden = true where id = 'super-party'`);
  const cookie = await staffSession(api, 'front-desk');
  const choices = (await staffCall(api, 'GET', '/api/staff/booking-choices', { cookie })).body;
  expect(choices.packages.map((p: { id: string; shownOnline: boolean }) => [p.id, p.shownOnline])).toEqual([
    ['basic-fun', true],
    ['super-party', false],
    ['ultimate-bash', true],
    ['mini-party', true],
  ]);
  expect(choices.kidsFood.length).toBeGreaterThan(0);
  expect((await api.post('/api/booking-initiate', bookingPayload({ selectedPackage: { id: 'super-party' } }))).body.code).toBe('unknown-item');
  // Super Party includes the lolly bags.
  expect((await book(cookie, { packageId: 'super-party', addons: [] })).status).toBe(201);

  await api.db.query(`update addons set hidden = true where id = 'balloon-bundle'`);
  expect((await book(cookie, { startTime: '13:00' })).body).toMatchObject({ code: 'unknown-item', message: "Unknown add-on 'balloon-bundle'" });
});

test('the times for the form: each start time the public calendar offers for the package, each room free then and big enough', async () => {
  const cookie = await staffSession(api, 'front-desk');
  const answer = await staffCall(api, 'GET', '/api/staff/availability?date=2031-06-20&packageId=basic-fun&kids=20', { cookie });
  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ date: '2031-06-20', packageId: 'basic-fun', kids: 20 });
  const at10 = answer.body.slots.find((slot: { time: string }) => slot.time === '10:00');
  expect(at10).toEqual({
    time: '10:00',
    isAvailable: true,
    rooms: [
      { id: 'jungle-room', name: 'Jungle Room', imageUrl: expect.any(String), maxCapacity: 15, isAvailable: false },
      { id: 'ocean-room', name: 'Ocean Room', imageUrl: expect.any(String), maxCapacity: 25, isAvailable: true },
      { id: 'space-room', name: 'Space Room', imageUrl: expect.any(String), maxCapacity: 40, isAvailable: true },
      { id: 'castle-room', name: 'Castle Room', imageUrl: expect.any(String), maxCapacity: 50, isAvailable: true },
    ],
  });
  // A day in the past offers nothing.
  const past = await staffCall(api, 'GET', '/api/staff/availability?date=2031-05-01&packageId=basic-fun&kids=20', { cookie });
  expect(past.body.slots.every((slot: { isAvailable: boolean }) => !slot.isAvailable)).toBe(true);
  expect((await staffCall(api, 'GET', '/api/staff/availability?date=2031-06-20&packageId=nope&kids=20', { cookie })).body.code).toBe('unknown-item');
});

const NUL = String.fromCharCode(0);

test.each([
  { name: 'a NUL byte in the name', change: { childfName: `Av${NUL}a` } },
  { name: 'a NUL byte in the address', change: { contactInfo: { parentName: 'Jo', email: 'jo@example.com', phone: '0498765432', address: `2 Lane${NUL}` } } },
  { name: 'a NUL byte in the package id', change: { packageId: `basic${NUL}` } },
  { name: 'an emoji start time', change: { startTime: '🎂' } },
  { name: 'an emoji room', change: { roomId: '🎂' } },
  { name: 'a huge number of kids', change: { numberOfKids: 1e308 } },
  { name: '51 kids', change: { numberOfKids: 51 } },
  { name: 'kids as text', change: { numberOfKids: '12' } },
  { name: 'a huge age', change: { childAge: Number.MAX_SAFE_INTEGER + 2 } },
  { name: 'a fractional age', change: { childAge: 12.5 } },
  { name: 'a huge quantity', change: { adultsFood: [{ id: 'sandwich-platter', quantity: 1e12 }] } },
  { name: 'a date that is not one', change: { date: '2031-02-30' } },
  { name: 'the year 99999', change: { date: '99999-01-01' } },
  { name: 'a past date', change: { date: '2031-05-01' } },
  { name: 'a date past the horizon', change: { date: '2040-01-01' } },
  { name: 'a start time not in the catalogue', change: { startTime: '03:17' } },
  { name: 'a room too small', change: { roomId: 'jungle-room', numberOfKids: 16 } },
  { name: 'an unknown package', change: { packageId: 'x'.repeat(64) } },
  { name: 'too many free food choices', change: { kidsFood: [{ id: 'chicken-nuggets' }, { id: 'mini-pizzas' }, { id: 'fairy-bread' }] } },
  { name: 'an add-on the package includes', change: { packageId: 'super-party' } },
  { name: 'no payment option', change: { paymentOption: 'later' } },
  { name: 'no contact', change: { contactInfo: undefined } },
  { name: 'an emoji email', change: { contactInfo: { parentName: 'Jo', email: '🎂@🎂', phone: '0498765432', address: '2 Lane' } } },
])('$name: a 4xx in words, never a 500, and nothing stored', async ({ change }) => {
  const cookie = await staffSession(api, 'front-desk');
  const made = await book(cookie, change);
  expect(made.status).toBeGreaterThanOrEqual(400);
  expect(made.status).toBeLessThan(500);
  expect(made.body.message).toEqual(expect.any(String));
  expect(await api.db.query('select count(*)::int as n from bookings')).toEqual([{ n: 0 }]);
});

test.each([
  { name: 'a NUL byte in the date', query: `date=2031-06-20${encodeURIComponent(NUL)}&packageId=basic-fun&kids=12` },
  { name: 'an emoji package', query: `date=2031-06-20&packageId=${encodeURIComponent('🎂')}&kids=12` },
  { name: 'a huge number of kids', query: 'date=2031-06-20&packageId=basic-fun&kids=1e308' },
  { name: 'no kids', query: 'date=2031-06-20&packageId=basic-fun' },
  { name: 'no date', query: 'packageId=basic-fun&kids=12' },
])('the times asked with $name: a 4xx, never a 500', async ({ query }) => {
  const answer = await staffCall(api, 'GET', `/api/staff/availability?${query}`, { cookie: await staffSession(api, 'front-desk') });
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
});

