import { randomBytes } from 'node:crypto';
import { afterHoursPayload, bookingPayload } from '../../test/fixtures';
import { openCheckout, openDepositCheckout, pressCheckoutButton } from '../../test/payments';
import { useTestApi } from '../../test/test-api';
import { rsvp, staffCall, staffSession } from '../../test/staff';

// Bookings as the staff find them and work on them (decision 032): the search, one booking whole,
// arrival, notes, a payment at the counter and a refund.

const api = useTestApi();

async function partyWithDeposit(overrides: Record<string, unknown> = {}) {
  const made = await api.post('/api/booking-initiate', bookingPayload(overrides));
  await pressCheckoutButton(api, (await openDepositCheckout(api, made.body.bookingId)).sessionId, 'pay');
  return { reference: made.body.reference as string, bookingId: made.body.bookingId as string, invitationId: made.body.invitationId as string };
}

const requestId = () => randomBytes(12).toString('base64url');
const outbox = async () => api.db.query<{ kind: string; recipient: string }>('select kind, recipient from email_outbox order by id');

test("the search finds parties and hires by reference, child's or parent's name, email or mobile, newest first; LIKE's own characters are only characters", async () => {
  const mia = await partyWithDeposit();
  api.clock.advanceMinutes(1);
  const noah = await api.post('/api/booking-initiate', bookingPayload({ childfName: 'Noah', childlName: 'Ng', room: { id: 'jungle-room' }, contactInfo: { parentName: 'Kim Park', email: 'kim_park@example.com', phone: '0400 555 666', address: '3 Road' } }));
  api.clock.advanceMinutes(1);
  const hire = await api.post('/api/bookings-afterhours/save', afterHoursPayload());
  const cookie = await staffSession(api, 'front-desk');
  const search = async (q: string) => (await staffCall(api, 'GET', `/api/staff/bookings?q=${encodeURIComponent(q)}`, { cookie })).body.results.map((r: { reference: string }) => r.reference);
  expect(await search('')).toEqual([hire.body.booking.reference, noah.body.reference, mia.reference]);
  expect(await search(mia.reference)).toEqual([mia.reference]);
  expect(await search(mia.reference.toLowerCase())).toEqual([mia.reference]);
  expect(await search('noah ng')).toEqual([noah.body.reference]);
  expect(await search('mia nguyen')).toEqual([mia.reference]);
  expect(await search('Sam Ngu')).toEqual([mia.reference]);
  expect(await search('KIM_PARK@')).toEqual([noah.body.reference]);
  expect(await search('0400 555')).toEqual([noah.body.reference]);
  expect(await search('alex taylor')).toEqual([hire.body.booking.reference]);
  expect(await search('%')).toEqual([]);
  expect(await search('_')).toEqual([noah.body.reference]);
  expect(await search('JJ999999')).toEqual([]);
  const [found] = (await staffCall(api, 'GET', `/api/staff/bookings?q=${mia.reference}`, { cookie })).body.results;
  expect(found).toEqual({ kind: 'party', reference: mia.reference, status: 'confirmed', date: '2031-06-20', startTime: '10:00', what: 'Mia Nguyen', name: 'Sam Nguyen', email: 'sam@example.com', mobile: '0412345678', createdAt: expect.any(String) });
  expect((await staffCall(api, 'GET', '/api/staff/bookings?q=x', { cookie: await staffSession(api, 'kitchen') })).status).toBe(403);
  expect((await staffCall(api, 'GET', `/api/staff/bookings?q=${'x'.repeat(101)}`, { cookie })).status).toBe(400);
});

test("a booking's page: its order, every payment with its provider reference, the emails sent and waiting, the RSVPs, and its history, the parent's and the staff's", async () => {
  const mia = await partyWithDeposit();
  await rsvp(api, mia.invitationId, { name: 'Jo Lee', email: 'jo@example.com', coming: true, kids: [{ name: 'Leo', allergies: 'Peanuts' }] });
  const cookie = await staffSession(api, 'front-desk');
  await staffCall(api, 'POST', `/api/staff/bookings/${mia.reference}/notes`, { cookie, json: { text: 'Cake arrives at 9:30 🎂' } });
  const page = await staffCall(api, 'GET', `/api/staff/bookings/${mia.reference}`, { cookie });
  expect(page.status).toBe(200);
  expect(page.body).toMatchObject({
    kind: 'party',
    reference: mia.reference,
    status: 'confirmed',
    canceledReason: null,
    date: '2031-06-20',
    startTime: '10:00',
    endTime: '12:00',
    party: { room: 'Ocean Room', child: { firstName: 'Mia', lastName: 'Nguyen', turning: 7 }, packageName: 'Basic Fun', kidsBooked: 12, coupon: '', guests: 0 },
    hire: null,
    customer: { name: 'Sam Nguyen', email: 'sam@example.com', mobile: '0412345678', address: '1 Test Street, Parramatta' },
    money: { finalPrice: 560, totalPrice: 560, discount: 0, paid: 100, due: 460, owedBack: 0, holdUntil: null },
    rsvps: { totals: { familiesComing: 1, kidsComing: 1, cantCome: 0 } },
    notes: [{ by: 'front-desk member', text: 'Cake arrives at 9:30 🎂' }],
    arrival: { state: 'expected', at: null, by: null },
  });
  expect(page.body.money.records).toEqual([
    { at: expect.any(String), kind: 'deposit', method: 'online', amount: 100, provider: 'test', reference: expect.any(String), note: '', by: null },
  ]);
  // Not booked yet (waiting, and dropped unsent once claimed: it is paid), the confirmation and
  // the venue's copy, the RSVP to the parent and the guest's copy: none sent yet in this test.
  expect(page.body.emails.map((e: { to: string; subject: string; status: string }) => [e.to, e.status])).toEqual([
    ['sam@example.com', 'queued'],
    ['sam@example.com', 'queued'],
    ['parties@jumpingjellybeans.com.au', 'queued'],
    ['sam@example.com', 'queued'],
    ['jo@example.com', 'queued'],
  ]);
  expect(page.body.emails[1].subject).toMatch(/confirmed/i);
  expect(page.body.history.map((h: { action: string; actor: { kind: string; name: string } }) => [h.action, h.actor.kind, h.actor.name])).toEqual([
    ['booking.create', 'customer', 'Sam Nguyen'],
    ['booking.pay', 'customer', 'Sam Nguyen'],
    ['booking.note', 'staff', 'front-desk member'],
  ]);
  expect(page.body.history[1]).toMatchObject({ before: { status: 'pending', paidCents: 0 }, after: { status: 'confirmed', paidCents: 10000, dueCents: 46000 } });
  expect(await staffCall(api, 'GET', '/api/staff/bookings/JJ999999', { cookie })).toMatchObject({ status: 404, body: { code: 'booking-not-found' } });
  expect((await staffCall(api, 'GET', '/api/staff/bookings/JJ99999999999999', { cookie })).status).toBe(404);
  expect((await staffCall(api, 'GET', '/api/staff/bookings/1002', { cookie })).status).toBe(400);
});

test("a hire's page, and what a role without money or contacts would not see is left out for the kitchen by the route itself", async () => {
  const hire = await api.post('/api/bookings-afterhours/save', afterHoursPayload());
  const cookie = await staffSession(api, 'manager');
  const page = await staffCall(api, 'GET', `/api/staff/bookings/${hire.body.booking.reference}`, { cookie });
  expect(page.body).toMatchObject({ kind: 'hire', status: 'pending', party: null, rsvps: null, hire: { expectedKids: 20, expectedAdults: 10, customerNotes: 'School fundraiser' }, money: { finalPrice: 800, due: 800, paid: 0 } });
  expect(page.body.history.map((h: { action: string }) => h.action)).toEqual(['booking.create']);
  expect((await staffCall(api, 'GET', `/api/staff/bookings/${hire.body.booking.reference}`, { cookie: await staffSession(api, 'kitchen') })).status).toBe(403);
});

test('Mark arrived, a no-show and back: who and when, audited before and after; a canceled booking is refused', async () => {
  const mia = await partyWithDeposit();
  const cookie = await staffSession(api, 'front-desk');
  const arrive = (state: string, reference = mia.reference) => staffCall(api, 'PUT', `/api/staff/bookings/${reference}/arrival`, { cookie, json: { state } });
  expect(await arrive('arrived')).toMatchObject({ status: 200, body: { state: 'arrived', at: api.clock.now().toISOString(), by: 'front-desk member' } });
  expect((await arrive('expected')).body).toEqual({ state: 'expected', at: null, by: null });
  expect((await arrive('no-show')).body.state).toBe('no-show');
  expect((await arrive('gone')).status).toBe(400);
  const entries = await api.db.query<{ before: unknown; after: unknown }>(`select before, after from audit_log where action = 'booking.arrival' order by id`);
  expect(entries).toEqual([
    { before: { arrival: 'expected' }, after: { arrival: 'arrived' } },
    { before: { arrival: 'arrived' }, after: { arrival: 'expected' } },
    { before: { arrival: 'expected' }, after: { arrival: 'no-show' } },
  ]);
  const draft = await api.post('/api/booking-initiate', bookingPayload({ room: { id: 'space-room' } }));
  await api.post('/api/booking-initiate', bookingPayload({ room: { id: 'space-room' }, replacesBookingId: draft.body.bookingId }));
  expect(await arrive('arrived', draft.body.reference)).toMatchObject({ status: 409, body: { code: 'booking-canceled' } });
});

test('a note with a NUL byte, one of 100 KB and one over 2,000 characters are refused cleanly, and nothing is stored', async () => {
  const mia = await partyWithDeposit();
  const cookie = await staffSession(api, 'front-desk');
  const note = (text: unknown) => staffCall(api, 'POST', `/api/staff/bookings/${mia.reference}/notes`, { cookie, json: { text } });
  expect(await note('before\u0000after')).toMatchObject({ status: 400, body: { code: 'invalid-request' } });
  expect(await note('x'.repeat(100 * 1024))).toMatchObject({ status: 413, body: { code: 'body-too-large' } });
  expect(await note('x'.repeat(2001))).toMatchObject({ status: 400, body: { code: 'invalid-request' } });
  expect(await note('\ud800')).toMatchObject({ status: 400 });
  expect(await note('   ')).toMatchObject({ status: 400, body: { message: 'Write the note' } });
  expect(await api.db.query('select count(*)::int as n from staff_notes')).toEqual([{ n: 0 }]);
  expect(await api.db.query(`select count(*)::int as n from audit_log where action = 'booking.note'`)).toEqual([{ n: 0 }]);
  expect((await note('x'.repeat(2000))).status).toBe(201);
});

test("a balance taken at the counter is a payment like an online one: nothing left to pay, the parent's receipt queued, and the front desk named", async () => {
  const mia = await partyWithDeposit();
  const cookie = await staffSession(api, 'front-desk');
  const emailsBefore = (await outbox()).length;
  const taken = await staffCall(api, 'POST', `/api/staff/bookings/${mia.reference}/payments`, { cookie, json: { amount: 460, method: 'cash', requestId: requestId() } });
  expect(taken).toMatchObject({ status: 201, body: { reference: mia.reference, alreadyRecorded: false, amount: 460, method: 'cash', money: { finalPrice: 560, paid: 560, due: 0, owedBack: 0 } } });
  expect((await api.get(`/api/bookings/${mia.bookingId}`)).body).toMatchObject({ totalPaidAmount: 560, remainingAmount: 0, status: 'confirmed' });
  expect((await outbox()).slice(emailsBefore)).toEqual([{ kind: 'payment-received', recipient: 'sam@example.com' }]);
  const page = await staffCall(api, 'GET', `/api/staff/bookings/${mia.reference}`, { cookie });
  expect(page.body.money.records[1]).toMatchObject({ kind: 'balance', method: 'cash', amount: 460, provider: 'counter', by: 'front-desk member' });
  expect(page.body.history.at(-1)).toMatchObject({ action: 'payment.counter', actor: { kind: 'staff', name: 'front-desk member' }, before: { dueCents: 46000 }, after: { dueCents: 0 } });
  expect(await staffCall(api, 'POST', `/api/staff/bookings/${mia.reference}/payments`, { cookie, json: { amount: 1, method: 'card', requestId: requestId() } })).toMatchObject({
    status: 422,
    body: { code: 'payment-too-large', message: `Nothing is due on booking ${mia.reference}.` },
  });
});

test('the same counter payment sent ten times at once is recorded once; its request id reused for another amount is refused; more than is due is refused', async () => {
  const mia = await partyWithDeposit();
  const cookie = await staffSession(api, 'front-desk');
  const id = requestId();
  const pay = (json: unknown) => staffCall(api, 'POST', `/api/staff/bookings/${mia.reference}/payments`, { cookie, json });
  expect(await pay({ amount: 460.01, method: 'card', requestId: requestId() })).toMatchObject({ status: 422, body: { message: `$460.00 is due on booking ${mia.reference}: take at most that.` } });
  const answers = await Promise.all(Array.from({ length: 10 }, () => pay({ amount: 200, method: 'card', requestId: id })));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
  for (const answer of answers) expect(answer.body.money).toMatchObject({ paid: 300, due: 260 });
  expect(await api.db.query(`select count(*)::int as n from payments where method = 'card'`)).toEqual([{ n: 1 }]);
  expect(await api.db.query(`select count(*)::int as n from email_outbox where kind = 'payment-received'`)).toEqual([{ n: 1 }]);
  expect(await pay({ amount: 100, method: 'card', requestId: id })).toMatchObject({ status: 409, body: { code: 'payment-request-reused' } });
  expect(await pay({ amount: 200, method: 'cash', requestId: id })).toMatchObject({ status: 409, body: { code: 'payment-request-reused' } });
  for (const bad of [{ amount: 0, method: 'card', requestId: requestId() }, { amount: 10, method: 'cheque', requestId: requestId() }, { amount: 10, method: 'card', requestId: 'short' }, { amount: 10.001, method: 'card', requestId: requestId() }]) {
    expect((await pay(bad)).status).toBe(400);
  }
  expect(await api.db.query(`select count(*)::int as n from payments`)).toEqual([{ n: 2 }]);
});

test('an unpaid party paid in full at the counter is confirmed as by a checkout: its confirmation to the parent and the venue', async () => {
  const made = await api.post('/api/booking-initiate', bookingPayload());
  const cookie = await staffSession(api, 'owner');
  const taken = await staffCall(api, 'POST', `/api/staff/bookings/${made.body.reference}/payments`, { cookie, json: { amount: 560, method: 'card', requestId: requestId() } });
  expect(taken).toMatchObject({ status: 201, body: { money: { paid: 560, due: 0, holdUntil: null } } });
  expect((await api.get(`/api/bookings/${made.body.bookingId}`)).body.status).toBe('confirmed');
  expect((await outbox()).map((e) => e.kind)).toEqual(['booking-held', 'booking-confirmed', 'venue-booking-confirmed']);
});

test("a hire's balance at the counter goes the same path", async () => {
  const hire = await api.post('/api/bookings-afterhours/save', afterHoursPayload());
  await pressCheckoutButton(api, (await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', hire.body.booking.uniqueBookingId)).sessionId, 'pay');
  const cookie = await staffSession(api, 'front-desk');
  const taken = await staffCall(api, 'POST', `/api/staff/bookings/${hire.body.booking.reference}/payments`, { cookie, json: { amount: 400, method: 'card', requestId: requestId() } });
  expect(taken).toMatchObject({ status: 201, body: { money: { finalPrice: 800, paid: 800, due: 0 } } });
  expect((await api.get(`/api/bookings-afterhours/${hire.body.booking.uniqueBookingId}`)).body).toMatchObject({ totalPaidAmount: 800, remainingAmount: 0 });
});

test('a refund recorded by a manager ten times at once is recorded once, the venue told once, and the manager named; the front desk and the kitchen are refused', async () => {
  const mia = await partyWithDeposit();
  await api.db.query(`update bookings set refund_due_cents = 10000`);
  const refund = { amount: 100, providerReference: 're_counter_1', note: 'Party moved' };
  const manager = await staffSession(api, 'manager');
  const answers = await Promise.all(Array.from({ length: 10 }, () => staffCall(api, 'POST', `/api/staff/bookings/${mia.reference}/refunds`, { cookie: manager, json: refund })));
  expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
  expect(await api.db.query('select count(*)::int as n from refunds')).toEqual([{ n: 1 }]);
  expect(await api.db.query(`select count(*)::int as n from email_outbox where kind = 'venue-refund-due'`)).toEqual([{ n: 1 }]);
  const entries = await api.db.query<{ actor_kind: string; actor_name: string }>(`select actor_kind, actor_name from audit_log where action = 'refund.record'`);
  expect(entries).toEqual([{ actor_kind: 'staff', actor_name: 'manager member' }]);
  for (const role of ['front-desk', 'kitchen'] as const) {
    const refused = await staffCall(api, 'POST', `/api/staff/bookings/${mia.reference}/refunds`, { cookie: await staffSession(api, role), json: { ...refund, providerReference: `re_${role}` } });
    expect(refused).toMatchObject({ status: 403, body: { code: 'staff-forbidden' } });
  }
  expect(await api.db.query('select count(*)::int as n from refunds')).toEqual([{ n: 1 }]);
});
