import { BOOKING_CLASH_MESSAGES, CHANGE_OF_PLAN_MESSAGES, INVITATION_MESSAGES } from '@party/domain';
import { bookingPayload } from '../test/fixtures';
import { createBooking, moneyOf, openDepositCheckout, openFullCheckout, pressCheckoutButton } from '../test/payments';
import { rsvp, staffCall, staffSession } from '../test/staff';
import { useTestApi, type TestApi } from '../test/test-api';

// Changes of plan (decision 052): a party moved or canceled by its parent online and by the staff,
// under the venue's terms, with its money, its slot, its invitation and its emails following.
// The test clock starts on Monday 2 June 2031, 09:00 in Sydney.

const api = useTestApi();

/** 20 days after the clock's today: a first move is free. */
const FAR = '2031-06-22';
const party = (overrides: Record<string, unknown> = {}) => bookingPayload({ date: FAR, ...overrides });

async function paidParty(api: TestApi, how: 'deposit' | 'full', overrides: Record<string, unknown> = {}) {
  const bookingId = await createBooking(api, party(overrides));
  const { sessionId } = how === 'deposit' ? await openDepositCheckout(api, bookingId) : await openFullCheckout(api, bookingId);
  expect((await pressCheckoutButton(api, sessionId, 'pay')).status).toBe(303);
  return bookingId;
}

const to = (date: string, startTime: string, roomId = 'ocean-room') => ({ date, startTime, roomId });
const quote = (id: string, body: unknown) => api.post(`/api/bookings/${id}/move/quote`, body);
const move = (id: string, body: unknown) => api.post(`/api/bookings/${id}/move`, body);

async function emailsOf(kind: string) {
  return api.db.query<{ recipient: string; subject: string }>(
    `select recipient, message->>'subject' as subject from email_outbox where kind = $1 order by id`,
    [kind],
  );
}

test('a parent moves a party 20 days out for free, then again for $100: the fee is quoted first and is a line of the bill', async () => {
  const id = await paidParty(api, 'deposit');
  const before = await moneyOf(api, id);

  const first = await quote(id, to('2031-06-24', '14:00', 'space-room'));
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({
    from: { date: FAR, startTime: '10:00', endTime: '12:00', room: 'Ocean Room' },
    to: { date: '2031-06-24', startTime: '14:00', endTime: '16:00', room: 'Space Room' },
    fee: 0,
    feeReason: 'free',
    finalPrice: 560,
    moved: false,
  });
  // A quote changes nothing.
  expect(await moneyOf(api, id)).toEqual(before);
  expect((await api.get(`/api/bookings/${id}`)).body.date).toBe(FAR);

  expect(await move(id, { ...to('2031-06-24', '14:00', 'space-room'), fee: 0 })).toMatchObject({ status: 200, body: { moved: true, fee: 0 } });
  const moved = (await api.get(`/api/bookings/${id}`)).body;
  expect(moved).toMatchObject({ date: '2031-06-24', startTime: '14:00', endTime: '16:00', room: { id: 'space-room' }, timeSlot: { time: '14:00' }, fees: [], finalPrice: 560 });

  // The second move costs $100 whatever the notice: quoted, then charged as a line of the bill.
  const second = await quote(id, to('2031-06-25', '10:00'));
  expect(second.body).toMatchObject({ fee: 100, feeReason: 'not-the-first', finalPrice: 660, remainingAmount: 560 });
  expect(second.body.feeWords).toMatch(/\$100 rebooking fee/);
  expect(await move(id, { ...to('2031-06-25', '10:00'), fee: 100 })).toMatchObject({ status: 200, body: { fee: 100, moved: true } });
  const charged = (await api.get(`/api/bookings/${id}`)).body;
  expect(charged).toMatchObject({ date: '2031-06-25', totalPrice: 560, finalPrice: 660, totalPaidAmount: 100, remainingAmount: 560 });
  expect(charged.fees).toEqual([{ kind: 'rebooking', label: 'Rebooking fee (moved from Tue, June 24th, 2031)', amount: 100, at: expect.any(String) }]);

  // Both moves are in the booking's history, by the parent.
  const history = await api.db.query<{ actor_kind: string; action: string; after: { feeCents: number } }>(
    `select actor_kind, action, after from audit_log where action = 'booking.move' order by id`,
  );
  expect(history.map((entry) => [entry.actor_kind, entry.after.feeCents])).toEqual([['customer', 0], ['customer', 10000]]);
});

test('a move is refused when its fee is not the one the parent was shown, and nothing changes', async () => {
  const id = await paidParty(api, 'deposit');
  const refused = await move(id, { ...to('2031-06-24', '14:00'), fee: 100 });
  expect(refused).toMatchObject({ status: 409, body: { code: 'move-fee-changed' } });
  expect(refused.body.message).toContain(CHANGE_OF_PLAN_MESSAGES.feeChanged);
  expect((await api.get(`/api/bookings/${id}`)).body).toMatchObject({ date: FAR, startTime: '10:00', fees: [] });
  expect(await api.db.query('select * from booking_moves')).toEqual([]);
});

test.each([
  { name: '14 days before the party by the venue\'s clock (23:59 on the 8th): free', now: '2031-06-08T23:59:00+10:00', fee: 0 },
  { name: 'from midnight, 13 days before: $100', now: '2031-06-09T00:00:00+10:00', fee: 100 },
])('the first move is free 14 days or more before the party\'s date, else $100: $name', async ({ now, fee }) => {
  const id = await paidParty(api, 'deposit');
  api.clock.set(now);
  expect((await quote(id, to('2031-06-25', '10:00'))).body).toMatchObject({ fee, feeReason: fee ? 'within-two-weeks' : 'free' });
});

test('the old slot is free the moment the move is saved, and the new one is taken', async () => {
  const id = await paidParty(api, 'deposit');
  expect((await move(id, { ...to('2031-06-24', '14:00'), fee: 0 })).status).toBe(200);
  // Another family books the old slot; nobody can book the new one.
  expect((await api.post('/api/booking-initiate', party({ childfName: 'Leo' }))).status).toBe(201);
  expect(await api.post('/api/booking-initiate', party({ date: '2031-06-24', timeSlot: { id: 'slot-1400', time: '14:00' } }))).toMatchObject({
    status: 409,
    body: { code: 'room-taken' },
  });
  const rooms = (await api.get(`/api/roomss3?timeSlots=10:00&numberOfKids=12&date=${FAR}&duration=2`)).body as Array<{ id: string; isAvailable: boolean }>;
  expect(rooms.find((room) => room.id === 'ocean-room')?.isAvailable).toBe(false);
});

test('two parties moving to one slot at once: exactly one wins, the other is told the room was taken and stays where it was', async () => {
  const first = await paidParty(api, 'deposit');
  const second = await paidParty(api, 'deposit', { room: { id: 'space-room' }, childfName: 'Leo' });
  const target = { ...to('2031-06-24', '14:00', 'castle-room'), fee: 0 };
  const answers = await Promise.all([move(first, target), move(second, target), move(first, target), move(second, target)]);
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  for (const refused of answers.filter((answer) => answer.status !== 200)) {
    // Another party took the slot (409), or this party is there already (its own second request: 422).
    expect([409, 422]).toContain(refused.status);
    expect(['room-taken', 'changed-meanwhile', 'move-not-available']).toContain(refused.body.code);
  }
  const rows = await api.db.query<{ room_id: string; date: string }>(`select room_id, event_date::text as date from bookings order by id`);
  expect(rows.filter((row) => row.date === '2031-06-24' && row.room_id === 'castle-room')).toHaveLength(1);
  expect(await api.db.query('select * from booking_moves')).toHaveLength(1);
});

test('a move and a new booking racing for one slot: exactly one wins', async () => {
  const id = await paidParty(api, 'deposit');
  const [moved, booked] = await Promise.all([
    move(id, { ...to('2031-06-24', '14:00', 'castle-room'), fee: 0 }),
    api.post('/api/booking-initiate', party({ date: '2031-06-24', timeSlot: { id: 'slot-1400', time: '14:00' }, room: { id: 'castle-room' }, childfName: 'Leo' })),
  ]);
  expect([moved.status === 200, booked.status === 201].filter(Boolean)).toHaveLength(1);
  expect([moved.status, booked.status]).toContain(409);
  const [{ count }] = await api.db.query<{ count: number }>(
    `select count(*)::int as count from bookings where event_date = '2031-06-24' and room_id = 'castle-room' and status <> 'canceled'`,
  );
  expect(count).toBe(1);
});

test.each([
  { name: 'the time it has now', body: to(FAR, '10:00'), code: 'move-not-available' },
  { name: 'a start time the venue has none at', body: to('2031-06-24', '10:05'), code: 'move-not-available' },
  { name: 'a room that is not one', body: to('2031-06-24', '10:00', 'no-such-room'), code: 'move-not-available' },
  { name: 'a past date', body: to('2031-05-30', '10:00'), code: 'date-not-bookable' },
  { name: 'no room', body: { date: '2031-06-24', startTime: '10:00' }, code: 'move-not-available' },
  { name: 'a date that is not one', body: to('2031-02-30', '10:00'), code: 'invalid-request' },
  { name: 'a NUL byte in the room', body: to('2031-06-24', '10:00', 'ocean\u0000room'), code: null },
])('a move to $name is refused with a 4xx, and nothing changes', async ({ body, code }) => {
  const id = await paidParty(api, 'deposit');
  const answer = await quote(id, body);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  if (code) expect(answer.body.code).toBe(code);
  expect((await move(id, { ...(body as object), fee: 0 })).status).toBeLessThan(500);
  expect((await api.get(`/api/bookings/${id}`)).body).toMatchObject({ date: FAR, startTime: '10:00', room: { id: 'ocean-room' } });
});

test('a move to a room too small for the party is refused in the words of the edit', async () => {
  const id = await paidParty(api, 'deposit', { numberOfKids: 20, room: { id: 'space-room' } });
  expect(await quote(id, to('2031-06-24', '10:00', 'jungle-room'))).toMatchObject({ status: 422, body: { code: 'room-too-small' } });
});

test('online, a move is refused once online changes have closed; the front desk can still move it, for $100', async () => {
  const id = await paidParty(api, 'deposit');
  api.clock.set('2031-06-18T09:00:00+10:00');
  expect(await quote(id, to('2031-06-24', '10:00'))).toMatchObject({ status: 409, body: { code: 'online-changes-closed' } });
  const cookie = await staffSession(api, 'front-desk');
  const reference = (await api.get(`/api/bookings/${id}`)).body.reference;
  const staffQuote = await staffCall(api, 'POST', `/api/staff/bookings/${reference}/move/quote`, { cookie, json: to('2031-06-24', '10:00') });
  expect(staffQuote).toMatchObject({ status: 200, body: { fee: 100, feeReason: 'within-two-weeks' } });
  expect(await staffCall(api, 'POST', `/api/staff/bookings/${reference}/move`, { cookie, json: { ...to('2031-06-24', '10:00'), fee: 100 } })).toMatchObject({ status: 200 });
  const [entry] = await api.db.query<{ actor_kind: string; actor_name: string }>(`select actor_kind, actor_name from audit_log where action = 'booking.move'`);
  expect(entry).toEqual({ actor_kind: 'staff', actor_name: 'front-desk member' });
  const [record] = await api.db.query<{ moved_by: string; fee_cents: number }>('select moved_by, fee_cents from booking_moves');
  expect(record).toEqual({ moved_by: 'staff', fee_cents: 10000 });
});

test('the move options show the day as the public calendar would, with the party\'s own time free for it', async () => {
  const id = await paidParty(api, 'deposit');
  await createBooking(api, party({ date: '2031-06-24', room: { id: 'space-room' }, childfName: 'Leo' }));
  const options = (await api.get(`/api/bookings/${id}/move-options?date=${FAR}`)).body;
  expect(options).toMatchObject({ date: FAR, kind: 'party', current: { date: FAR, startTime: '10:00' } });
  const ten = options.slots.find((slot: { time: string }) => slot.time === '10:00');
  // Its own room at its own time is not held against it; the Jungle Room holds 15, the party has 12.
  expect(ten.rooms.find((room: { id: string }) => room.id === 'ocean-room').isAvailable).toBe(true);
  const other = (await api.get(`/api/bookings/${id}/move-options?date=2031-06-24`)).body;
  const taken = other.slots.find((slot: { time: string }) => slot.time === '10:00').rooms.find((room: { id: string }) => room.id === 'space-room');
  expect(taken.isAvailable).toBe(false);
});

test('a manager cancels a paid-in-full party: the deposit is kept, the rest is owed back, the slot is free and the invitation says it is off', async () => {
  const id = await paidParty(api, 'full');
  const { reference, invitationId } = (await api.get(`/api/bookings/${id}`)).body;
  await rsvp(api, invitationId, { name: 'Leo', email: 'leo@example.com', coming: true, kids: [{ name: 'Leo', allergies: '' }] });
  await rsvp(api, invitationId, { name: 'Ava', email: 'ava@example.com', coming: false });
  const cookie = await staffSession(api, 'manager');

  const quoted = await staffCall(api, 'POST', `/api/staff/bookings/${reference}/cancel/quote`, { cookie, json: { by: 'customer' } });
  expect(quoted).toMatchObject({ status: 200, body: { totalPaidAmount: 560, kept: { deposit: 100, platters: 0, total: 100 }, refund: 460, canceled: false } });
  expect(await staffCall(api, 'POST', `/api/staff/bookings/${reference}/cancel`, { cookie, json: { by: 'customer', reason: '', refund: 460 } })).toMatchObject({
    status: 400,
    body: { code: 'invalid-request' },
  });
  const done = await staffCall(api, 'POST', `/api/staff/bookings/${reference}/cancel`, { cookie, json: { by: 'customer', reason: 'Mia has chickenpox', refund: 460 } });
  expect(done).toMatchObject({ status: 200, body: { canceled: true, refund: 460 } });

  expect(await moneyOf(api, id)).toMatchObject({ status: 'canceled', remainingAmount: 0, amountOwedBack: 460, refundDue: true });
  expect((await api.get(`/api/bookings/${id}`)).body.canceledReason).toBe('customer-canceled');
  // The page's pay and edit calls refuse it.
  expect(await api.post('/api/create-dynamic-checkout-session-full', { bookingId: id })).toMatchObject({ status: 409 });
  // The invitation says the party is off, and takes no answer.
  expect((await api.get(`/api/invitations/${invitationId}`)).body).toMatchObject({ canceled: true, rsvpOpen: false });
  expect(await api.post(`/api/invitations/${invitationId}/rsvps`, { name: 'Zoe', email: 'zoe@example.com', phone: '', coming: true, kids: [{ name: 'Zoe', allergies: '' }] })).toMatchObject({
    status: 409,
    body: { message: INVITATION_MESSAGES.partyCanceled },
  });
  // The slot is bookable again.
  expect((await api.post('/api/booking-initiate', party({ childfName: 'Leo' }))).status).toBe(201);
  // Emailed once: the parent, the venue, and both families that answered.
  expect((await emailsOf('booking-canceled')).map((mail) => mail.recipient)).toEqual(['sam@example.com']);
  expect(await emailsOf('venue-booking-canceled')).toHaveLength(1);
  expect((await emailsOf('guest-party-canceled')).map((mail) => mail.recipient).sort()).toEqual(['ava@example.com', 'leo@example.com']);
  const [entry] = await api.db.query<{ actor_name: string; after: { reason: string; keptCents: number } }>(`select actor_name, after from audit_log where action = 'booking.cancel'`);
  expect(entry).toMatchObject({ actor_name: 'manager member', after: { reason: 'Mia has chickenpox', keptCents: 10000 } });
});

test('canceled once online changes have closed, the platters stay charged; by the venue, everything is owed back', async () => {
  const kept = await paidParty(api, 'full');
  const venue = await paidParty(api, 'full', { room: { id: 'space-room' }, childfName: 'Leo' });
  api.clock.set('2031-06-19T09:00:00+10:00');
  const cookie = await staffSession(api, 'owner');
  const referenceOf = async (id: string) => (await api.get(`/api/bookings/${id}`)).body.reference as string;
  expect((await staffCall(api, 'POST', `/api/staff/bookings/${await referenceOf(kept)}/cancel/quote`, { cookie, json: { by: 'customer' } })).body).toMatchObject({
    kept: { deposit: 100, platters: 130, total: 230 },
    refund: 330,
  });
  expect((await staffCall(api, 'POST', `/api/staff/bookings/${await referenceOf(venue)}/cancel/quote`, { cookie, json: { by: 'venue' } })).body).toMatchObject({
    kept: { total: 0 },
    refund: 560,
  });
  expect((await staffCall(api, 'POST', `/api/staff/bookings/${await referenceOf(venue)}/cancel`, { cookie, json: { by: 'venue', reason: 'Burst pipe', refund: 560 } })).status).toBe(200);
  expect((await api.get(`/api/bookings/${venue}`)).body).toMatchObject({ status: 'canceled', canceledReason: 'venue-canceled', amountOwedBack: 560 });
});

test('a parent cancels online with the refund they were shown; the same cancellation sent ten times at once cancels once and emails once', async () => {
  const id = await paidParty(api, 'deposit');
  const quoted = await api.post(`/api/bookings/${id}/cancel/quote`, {});
  expect(quoted.body).toMatchObject({ kept: { deposit: 100, total: 100 }, refund: 0 });
  expect(await api.post(`/api/bookings/${id}/cancel`, { refund: 50 })).toMatchObject({ status: 409, body: { code: 'refund-changed' } });
  const answers = await Promise.all(Array.from({ length: 10 }, () => api.post(`/api/bookings/${id}/cancel`, { refund: 0 })));
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
  for (const refused of answers.filter((answer) => answer.status !== 200)) {
    expect(refused.status).toBe(409);
    expect(['booking-canceled', 'changed-meanwhile']).toContain(refused.body.code);
  }
  expect(await emailsOf('booking-canceled')).toHaveLength(1);
  expect(await api.db.query(`select * from audit_log where action = 'booking.cancel'`)).toHaveLength(1);
  expect((await api.get(`/api/bookings/${id}`)).body).toMatchObject({ status: 'canceled', canceledReason: 'customer-canceled', amountOwedBack: 0 });
  // Canceled, it is neither moved nor changed.
  expect(await quote(id, to('2031-06-24', '10:00'))).toMatchObject({ status: 409, body: { code: 'booking-canceled', message: BOOKING_CLASH_MESSAGES.canceled } });
});

test('a party that has started is neither moved nor canceled online', async () => {
  const id = await paidParty(api, 'deposit');
  api.clock.set(`${FAR}T10:30:00+10:00`);
  expect(await quote(id, to('2031-06-24', '10:00'))).toMatchObject({ status: 409, body: { code: 'event-started' } });
  expect(await api.post(`/api/bookings/${id}/cancel/quote`, {})).toMatchObject({ status: 409 });
});

test('a move tells the parent, the venue and every family that answered, each once, with a calendar file of the new time', async () => {
  const id = await paidParty(api, 'deposit');
  const { invitationId } = (await api.get(`/api/bookings/${id}`)).body;
  await rsvp(api, invitationId, { name: 'Leo', email: 'leo@example.com', coming: true, kids: [{ name: 'Leo', allergies: 'Peanuts' }] });
  await rsvp(api, invitationId, { name: 'Ava', email: 'ava@example.com', coming: false });
  expect((await move(id, { ...to('2031-06-24', '14:00'), fee: 0 })).status).toBe(200);

  const mails = await api.db.query<{ kind: string; recipient: string; message: { subject: string; text: string; attachments?: Array<{ filename: string; content: string }> } }>(
    `select kind, recipient, message from email_outbox where kind like '%moved' order by id`,
  );
  expect(mails.map((mail) => [mail.kind, mail.recipient])).toEqual([
    ['booking-moved', 'sam@example.com'],
    ['venue-booking-moved', 'parties@jumpingjellybeans.com.au'],
    ['guest-party-moved', 'leo@example.com'],
    ['guest-party-moved', 'ava@example.com'],
  ]);
  const [parent, , guest] = mails;
  expect(parent.message.subject).toContain('Booking moved');
  expect(parent.message.text).toContain('Tue, June 24th, 2031');
  expect(guest.message.subject).toBe("Mia's 7th birthday party has moved to Tue, June 24th, 2031");
  // The guest's email is the invitation's: never the parent's details or a price.
  expect(guest.message.text).not.toMatch(/sam@example.com|0412|\$\d/);
  for (const mail of [parent, guest]) {
    const ics = mail.message.attachments?.[0]?.content ?? '';
    // 14:00 in Sydney on 24 June is 04:00 UTC; the same event as before, changed once.
    expect(ics).toContain('DTSTART:20310624T040000Z');
    expect(ics).toContain('SEQUENCE:1');
  }
  // The invitation page and its calendar file show the new time.
  expect((await api.get(`/api/invitations/${invitationId}`)).body).toMatchObject({ date: '2031-06-24', startTime: '14:00', canceled: false });
  expect((await api.get(`/api/invitations/${invitationId}/calendar.ics`)).body).toContain('SEQUENCE:1');
});
