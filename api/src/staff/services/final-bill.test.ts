import { randomBytes } from 'node:crypto';
import { checkIn, partyAtTheDoor, walkIn, type PartyAtTheDoor } from '../../test/door-seed';
import { afterHoursPayload } from '../../test/fixtures';
import { moneyOf, openCheckout, pressCheckoutButton } from '../../test/payments';
import { staffCall, staffSession } from '../../test/staff';
import { useTestApi } from '../../test/test-api';

// A party's final bill (decisions 061 and 064): its lines from the door, closed once at the
// counter into the final price, a line waived with a reason; the balance then taken as any other.

const api = useTestApi();

/** Ten minutes into the fixtures' party (Fri 20 June 2031, 10:00 in Sydney). */
const DURING_THE_PARTY = '2031-06-20T10:10:00+10:00';

const bill = (reference: string) => `/api/staff/bookings/${reference}/bill`;
/** What the brief's party's bill adds: one child beyond those booked and one no-show, $15 each. */
const SHOWN = { charged: 30 };
const requestId = () => randomBytes(12).toString('base64url');

/** The brief's party: 9 kids booked, 10 on the list, 8 of them checked in and 2 children met at the door. */
async function nineKidParty(): Promise<PartyAtTheDoor> {
  const party = await partyAtTheDoor(api, { kids: 9, listed: 10 });
  await checkIn(api, party, party.list.slice(0, 8));
  await walkIn(api, party, 'Max Doe', ['Max', 'Ruby']);
  return party;
}

const priceOf = async (id: number) =>
  (await api.db.query<{ final_price_cents: number; bill_cents: number }>(`select final_price_cents, bill_cents from bookings where id = $1`, [id]))[0];

test('a 9-kid party with 10 on the list, 8 checked in and 2 met at the door: one child beyond those booked and one no-show, closed into the final price', async () => {
  const party = await nineKidParty();
  api.clock.set(DURING_THE_PARTY);
  const desk = await staffSession(api, 'front-desk');
  const before = await priceOf(party.id);

  const open = await staffCall(api, 'GET', bill(party.reference), { cookie: desk });
  expect(open.status).toBe(200);
  expect(open.body).toMatchObject({
    counts: { booked: 9, onList: 10, checkedIn: 10, checkedInFromList: 8, checkedInWalkIns: 2 },
    lines: [
      { kind: 'extra-child', label: 'Children beyond those booked', quantity: 1, unit: 15, amount: 15, waived: null },
      { kind: 'no-show', label: 'No-show fee', quantity: 1, unit: 15, amount: 15, waived: null },
    ],
    charged: 30,
    closed: null,
    notClosable: null,
  });

  const closed = await staffCall(api, 'POST', bill(party.reference), { cookie: desk, json: SHOWN });
  expect(closed.status).toBe(201);
  expect(closed.body).toMatchObject({ charged: 30, closed: { by: 'front-desk member' }, notClosable: expect.stringContaining('closed already') });
  expect(await priceOf(party.id)).toEqual({ final_price_cents: before.final_price_cents + 3000, bill_cents: 3000 });
  expect(closed.body.money.due).toBe(closed.body.money.finalPrice - closed.body.money.paid);

  // A child checked in after closing changes nothing: the bill is as closed.
  await walkIn(api, party, 'Late Lee', ['Lou']);
  expect((await staffCall(api, 'GET', bill(party.reference), { cookie: desk })).body).toMatchObject({ charged: 30, counts: { checkedIn: 10 } });

  // The parent's booking and the staff's booking page carry the lines among the bill's fees.
  const record = await api.get(`/api/bookings/${party.bookingId}`);
  expect(record.body.fees).toEqual([
    { kind: 'extra-child', label: 'Children beyond those booked (1 × $15.00)', amount: 15, at: expect.any(String) },
    { kind: 'no-show', label: 'No-show fee (1 × $15.00)', amount: 15, at: expect.any(String) },
  ]);
  const page = await staffCall(api, 'GET', `/api/staff/bookings/${party.reference}`, { cookie: desk });
  expect(page.body.money.fees.map((fee: { label: string }) => fee.label)).toEqual(['Children beyond those booked (1 × $15.00)', 'No-show fee (1 × $15.00)']);

  // Audited with the counts and lines: no child's name or allergy.
  const [entry] = await api.db.query<{ after: Record<string, unknown>; actor_name: string }>(`select after, actor_name from audit_log where action = 'bill.close'`);
  expect(entry.after).toMatchObject({ charged: 30, lines: [{ kind: 'extra-child', quantity: 1 }, { kind: 'no-show', quantity: 1 }] });
  expect(JSON.stringify(entry.after)).not.toMatch(/Peanuts|Kid 1|Max|Mia/);
});

test('a party of fewer than 9 booked has no no-show line, however many stay away', async () => {
  const party = await partyAtTheDoor(api, { kids: 8, listed: 8 });
  await checkIn(api, party, party.list.slice(0, 3));
  api.clock.set(DURING_THE_PARTY);
  const cookie = await staffSession(api, 'manager');
  const closed = await staffCall(api, 'POST', bill(party.reference), { cookie, json: { charged: 0 } });
  expect(closed).toMatchObject({ status: 201, body: { lines: [], charged: 0, counts: { booked: 8, onList: 8, checkedIn: 3 } } });
  expect((await priceOf(party.id)).bill_cents).toBe(0);
});

test('ten closes at once: one bill, one change of price, nine told it was closed already', async () => {
  const party = await nineKidParty();
  const before = await priceOf(party.id);
  api.clock.set(DURING_THE_PARTY);
  const cookie = await staffSession(api, 'front-desk');
  const answers = await Promise.all(Array.from({ length: 10 }, () => staffCall(api, 'POST', bill(party.reference), { cookie, json: SHOWN })));
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
  for (const refused of answers.filter((answer) => answer.status === 409)) {
    expect(refused.body).toEqual({ code: 'bill-closed', message: `The final bill of ${party.reference} was closed already by front-desk member: it cannot be closed twice. Waive a line if it needs mending.` });
  }
  expect(await priceOf(party.id)).toEqual({ final_price_cents: before.final_price_cents + 3000, bill_cents: 3000 });
  expect(await api.db.query(`select booking_id from party_bills`)).toHaveLength(1);
  expect(await api.db.query(`select id from audit_log where action = 'bill.close'`)).toHaveLength(1);
});

test('a child checked in between the bill shown and Close the party: refused with the new amount, nothing charged', async () => {
  const party = await nineKidParty();
  api.clock.set(DURING_THE_PARTY);
  const cookie = await staffSession(api, 'front-desk');
  const before = await priceOf(party.id);
  expect((await staffCall(api, 'GET', bill(party.reference), { cookie })).body.charged).toBe(30);
  await walkIn(api, party, 'Late Lee', ['Lou']);
  expect(await staffCall(api, 'POST', bill(party.reference), { cookie, json: SHOWN })).toMatchObject({
    status: 409,
    body: { code: 'bill-changed', message: `The bill of ${party.reference} changed since it was shown: it now adds $45.00. Check it and close again.` },
  });
  expect(await priceOf(party.id)).toEqual(before);
  expect(await staffCall(api, 'POST', bill(party.reference), { cookie, json: { charged: 45 } })).toMatchObject({ status: 201, body: { charged: 45 } });
});

test('refused before the start, for a canceled party and a hire; nothing changed', async () => {
  const party = await nineKidParty();
  const hire = await api.post('/api/bookings-afterhours/save', afterHoursPayload({ date: '2031-06-21' }));
  api.clock.set('2031-06-20T09:59:00+10:00');
  const cookie = await staffSession(api, 'front-desk');
  const early = await staffCall(api, 'POST', bill(party.reference), { cookie, json: SHOWN });
  expect(early).toMatchObject({ status: 409, body: { code: 'bill-not-closable', message: `${party.reference} has not started yet: its bill is closed at the counter once the party is on.` } });
  expect((await staffCall(api, 'GET', bill(party.reference), { cookie })).body.notClosable).toBe(early.body.message);

  api.clock.set(DURING_THE_PARTY);
  await api.db.query(`update bookings set status = 'canceled', canceled_reason = 'venue-canceled', holds_room = false where id = $1`, [party.id]);
  expect(await staffCall(api, 'POST', bill(party.reference), { cookie, json: SHOWN })).toMatchObject({ status: 409, body: { code: 'bill-not-closable', message: `${party.reference} is canceled: it has no final bill.` } });

  const hireReference = hire.body.booking.reference as string;
  const refusal = { status: 409, body: { code: 'bill-not-closable', message: `${hireReference} is an after-hours hire: only parties have a final bill.` } };
  expect(await staffCall(api, 'POST', bill(hireReference), { cookie, json: SHOWN })).toMatchObject(refusal);
  expect(await staffCall(api, 'GET', bill(hireReference), { cookie })).toMatchObject(refusal);
  expect(await api.db.query(`select booking_id from party_bills`)).toEqual([]);
  expect(await api.db.query(`select id from audit_log where action = 'bill.close'`)).toEqual([]);
});

test('a line waived needs a reason; it lowers the price once, keeps who, when and why, and is audited', async () => {
  const party = await nineKidParty();
  const small = await partyAtTheDoor(api, { kids: 8, listed: 8, room: 'jungle-room' });
  api.clock.set(DURING_THE_PARTY);
  const cookie = await staffSession(api, 'front-desk');
  const waive = (json: unknown) => staffCall(api, 'POST', `${bill(party.reference)}/waive`, { cookie, json });
  expect(await waive({ kind: 'no-show', reason: 'Sick child' })).toMatchObject({ status: 409, body: { code: 'bill-not-closed' } });
  await staffCall(api, 'POST', bill(party.reference), { cookie, json: SHOWN });
  const closedPrice = await priceOf(party.id);

  expect(await waive({ kind: 'no-show', reason: '   ' })).toMatchObject({ status: 400, body: { code: 'invalid-request', message: 'Say why the line is waived' } });
  expect(await waive({ kind: 'no-show' })).toMatchObject({ status: 400, body: { message: 'Say why the line is waived' } });
  expect(await waive({ kind: 'no-show', reason: 'x'.repeat(2001) })).toMatchObject({ status: 400 });
  expect(await waive({ kind: 'cake', reason: 'Why not' })).toMatchObject({ status: 400, body: { message: 'Choose the line to waive' } });
  expect(await priceOf(party.id)).toEqual(closedPrice);

  const waived = await waive({ kind: 'no-show', reason: '  Sick child, parent called ahead  ' });
  expect(waived.status).toBe(200);
  expect(waived.body.lines[1]).toEqual({
    kind: 'no-show',
    label: 'No-show fee',
    quantity: 1,
    unit: 15,
    amount: 15,
    waived: { reason: 'Sick child, parent called ahead', by: 'front-desk member', at: new Date(DURING_THE_PARTY).toISOString() },
  });
  expect(waived.body.charged).toBe(15);
  expect(await priceOf(party.id)).toEqual({ final_price_cents: closedPrice.final_price_cents - 1500, bill_cents: 1500 });

  expect(await waive({ kind: 'no-show', reason: 'Again' })).toMatchObject({ status: 409, body: { code: 'bill-line-waived' } });
  expect(await priceOf(party.id)).toEqual({ final_price_cents: closedPrice.final_price_cents - 1500, bill_cents: 1500 });
  const [entry, ...more] = await api.db.query<{ after: Record<string, unknown> }>(`select after from audit_log where action = 'bill.waive'`);
  expect(more).toEqual([]);
  expect(entry.after).toMatchObject({ line: 'No-show fee', waived: true, reason: 'Sick child, parent called ahead' });

  // The parent's booking shows it waived, at no charge.
  expect((await api.get(`/api/bookings/${party.bookingId}`)).body.fees[1]).toMatchObject({ label: 'No-show fee (1 × $15.00), waived', amount: 0 });

  await staffCall(api, 'POST', bill(small.reference), { cookie, json: { charged: 0 } });
  expect(await staffCall(api, 'POST', `${bill(small.reference)}/waive`, { cookie, json: { kind: 'no-show', reason: 'x' } })).toMatchObject({ status: 404, body: { code: 'bill-line-not-found' } });
});

test('ten waives of one line at once lower the price once', async () => {
  const party = await nineKidParty();
  api.clock.set(DURING_THE_PARTY);
  const cookie = await staffSession(api, 'front-desk');
  await staffCall(api, 'POST', bill(party.reference), { cookie, json: SHOWN });
  const closedPrice = await priceOf(party.id);
  const answers = await Promise.all(
    Array.from({ length: 10 }, () => staffCall(api, 'POST', `${bill(party.reference)}/waive`, { cookie, json: { kind: 'extra-child', reason: 'Sibling, no charge' } })),
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
  expect(await priceOf(party.id)).toEqual({ final_price_cents: closedPrice.final_price_cents - 1500, bill_cents: 1500 });
});

test('the balance after closing: the counter takes exactly it and no more', async () => {
  const party = await nineKidParty();
  api.clock.set(DURING_THE_PARTY);
  const cookie = await staffSession(api, 'front-desk');
  const closed = await staffCall(api, 'POST', bill(party.reference), { cookie, json: SHOWN });
  const due = closed.body.money.due as number;
  // The fixtures' party: the order (Basic Fun for 9, platters, lolly bags, balloons) less the $100 deposit, plus the bill's $30.
  expect(due).toBe((await moneyOf(api, party.bookingId)).remainingAmount);
  const pay = (amount: number) => staffCall(api, 'POST', `/api/staff/bookings/${party.reference}/payments`, { cookie, json: { amount, method: 'card', requestId: requestId() } });
  expect(await pay(due + 0.01)).toMatchObject({ status: 422, body: { code: 'payment-too-large' } });
  expect(await pay(due)).toMatchObject({ status: 201, body: { money: { due: 0 } } });
  expect(await pay(0.01)).toMatchObject({ status: 422, body: { code: 'payment-too-large' } });
  expect((await staffCall(api, 'GET', bill(party.reference), { cookie })).body.money).toMatchObject({ due: 0, owedBack: 0 });
});

test('a line waived after the balance was paid is owed back, and the venue is told', async () => {
  const party = await nineKidParty();
  api.clock.set(DURING_THE_PARTY);
  const cookie = await staffSession(api, 'front-desk');
  const closed = await staffCall(api, 'POST', bill(party.reference), { cookie, json: SHOWN });
  await staffCall(api, 'POST', `/api/staff/bookings/${party.reference}/payments`, { cookie, json: { amount: closed.body.money.due, method: 'cash', requestId: requestId() } });
  const waived = await staffCall(api, 'POST', `${bill(party.reference)}/waive`, { cookie, json: { kind: 'extra-child', reason: 'Sibling of the guest of honour' } });
  expect(waived.body.money).toMatchObject({ due: 0, owedBack: 15 });
  expect(await moneyOf(api, party.bookingId)).toMatchObject({ remainingAmount: 0, amountOwedBack: 15 });
  const [notice] = await api.db.query<{ message: { subject: string; text: string } }>(`select message from email_outbox where kind = 'venue-refund-due'`);
  expect(notice.message.subject).toBe(`Refund due: $15.00 on booking ${party.reference}`);
  expect(notice.message.text).toContain('A line of the final bill was waived');
});

test('the balance is paid online after the start once the bill is closed, never more than is due; before closing the page refers to the counter', async () => {
  const party = await nineKidParty();
  api.clock.set(DURING_THE_PARTY);
  const cookie = await staffSession(api, 'front-desk');
  const full = () => api.post('/api/create-dynamic-checkout-session-full', { bookingId: party.bookingId });
  expect(await full()).toMatchObject({ status: 409, body: { code: 'event-started' } });
  const closed = await staffCall(api, 'POST', bill(party.reference), { cookie, json: SHOWN });
  const checkout = await full();
  expect(checkout.status).toBe(201);
  await pressCheckoutButton(api, (await openCheckout(api, '/api/create-dynamic-checkout-session-full', { bookingId: party.bookingId })).sessionId, 'pay');
  const [paid] = await api.db.query<{ amount_cents: number }>(`select amount_cents from payments where booking_id = $1 order by id desc limit 1`, [party.id]);
  expect(paid.amount_cents).toBe(Math.round(closed.body.money.due * 100));
  expect(await moneyOf(api, party.bookingId)).toMatchObject({ remainingAmount: 0, amountOwedBack: 0 });
  expect(await full()).toMatchObject({ status: 409 });
});

test('Email the pay link: once per request, with the balance; refused when nothing is due', async () => {
  const party = await nineKidParty();
  api.clock.set(DURING_THE_PARTY);
  const cookie = await staffSession(api, 'front-desk');
  await staffCall(api, 'POST', bill(party.reference), { cookie, json: SHOWN });
  const id = requestId();
  const link = () => staffCall(api, 'POST', `/api/staff/bookings/${party.reference}/pay-link`, { cookie, json: { requestId: id } });
  const sent = await link();
  const due = (await moneyOf(api, party.bookingId)).remainingAmount;
  expect(sent).toMatchObject({ status: 201, body: { reference: party.reference, emailedTo: 'sam@example.com', due, alreadySent: false } });
  expect(await link()).toMatchObject({ status: 200, body: { alreadySent: true } });
  const emails = await api.db.query<{ message: { subject: string; text: string } }>(`select message from email_outbox where kind = 'balance-due'`);
  expect(emails).toHaveLength(1);
  expect(emails[0].message.subject).toBe(`Balance to pay: $${due.toFixed(2)} for booking ${party.reference}`);
  expect(emails[0].message.text).toContain(`http://site.test/booking-payment/${party.bookingId}`);
  expect(emails[0].message.text).toContain('Children beyond those booked (1 × $15.00): $15.00');
  expect(emails[0].message.text).toContain('No-show fee (1 × $15.00): $15.00');
  expect(await api.db.query(`select id from audit_log where action = 'booking.pay-link'`)).toHaveLength(1);

  await staffCall(api, 'POST', `/api/staff/bookings/${party.reference}/payments`, { cookie, json: { amount: due, method: 'cash', requestId: requestId() } });
  expect(await staffCall(api, 'POST', `/api/staff/bookings/${party.reference}/pay-link`, { cookie, json: { requestId: requestId() } })).toMatchObject({
    status: 409,
    body: { code: 'nothing-due', message: `Nothing is due on ${party.reference}: no pay link is sent.` },
  });
});
