import { randomBytes } from 'node:crypto';
import { bookingUpdatePayload, guestList } from '../../test/fixtures';
import { createAfterHoursBooking, createBooking, moneyOf, openCheckout, openDepositCheckout, openFullCheckout, pressCheckoutButton } from '../../test/payments';
import { useTestApi } from '../../test/test-api';
import { staffCall, staffSession } from '../../test/staff';

// Refund from the console through the built-in test checkout (decision 053): recorded as pending
// (owed back falls at once), sent over HTTP to the test checkout's refund endpoint under an
// idempotency key, settled by it the way a webhook does; never more than was paid, per payment
// and per booking; sent once whatever repeats it.

const api = useTestApi();
const requestId = () => randomBytes(12).toString('base64url');

/** Paid in full online ($560), then edited down to the package alone ($300): $260 owed back. Its reference. */
async function paidInFullEditedDown(): Promise<{ bookingId: string; reference: string }> {
  const bookingId = await createBooking(api);
  await pressCheckoutButton(api, (await openFullCheckout(api, bookingId)).sessionId, 'pay');
  await editDown(bookingId);
  return { bookingId, reference: (await api.get(`/api/bookings/${bookingId}`)).body.reference };
}

const editDown = async (bookingId: string) => {
  const edited = await api.put(
    `/api/bookings/${bookingId}`,
    bookingUpdatePayload({ numberOfKids: 10, guestNames: guestList(10), adultsFood: [], addons: [], paymentOption: 'later' }),
  );
  expect(edited.status).toBe(200);
};

const refund = (reference: string, cookie: string, json: Record<string, unknown>) =>
  staffCall(api, 'POST', `/api/staff/bookings/${reference}/provider-refunds`, { cookie, json });

const refundRows = () =>
  api.db.query<{ amount_cents: number; status: string; provider: string; failure_reason: string; sent: boolean }>(
    `select amount_cents, status, provider, failure_reason, provider_reference like 'tre_%' as sent from refunds order by id`,
  );
const testCheckoutRefunds = () => api.db.query<{ amount_cents: number }>('select amount_cents from test_checkout_refunds order by created_at, id');

/**
 * A refund's status in the answer to Refund: pending, or succeeded already when the test checkout
 * (which settles it just after answering) was quicker than the answer.
 */
const settling = expect.stringMatching(/^(pending|succeeded)$/);

/** Waits until the test checkout has settled every refund sent (it does so just after answering). */
async function settled(): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await api.db.query(`select 1 from refunds where status = 'pending'`)).length > 0) {
    if (Date.now() > deadline) throw new Error('a refund is still pending');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('Refund sends what is owed back through the test checkout: pending at once (owed back falls), then settled; the audit names who sent it', async () => {
  const { bookingId, reference } = await paidInFullEditedDown();
  expect(await moneyOf(api, bookingId)).toMatchObject({ totalPaidAmount: 560, amountOwedBack: 260 });
  const manager = await staffSession(api, 'manager');
  const sent = await refund(reference, manager, { requestId: requestId(), note: 'Fewer kids' });
  expect(sent).toMatchObject({
    status: 201,
    body: { reference, alreadySent: false, refunds: [{ amount: 260, status: settling, provider: 'test', failure: '' }], notSentOnline: 0, amountOwedBack: 0 },
  });
  expect(sent.body.refunds[0].providerReference).toMatch(/^tre_/);
  expect(await moneyOf(api, bookingId)).toMatchObject({ totalPaidAmount: 300, amountOwedBack: 0, remainingAmount: 0 });
  expect(await testCheckoutRefunds()).toEqual([{ amount_cents: 26_000 }]);

  await settled();
  expect(await refundRows()).toEqual([{ amount_cents: 26_000, status: 'succeeded', provider: 'test', failure_reason: '', sent: true }]);
  const page = await staffCall(api, 'GET', `/api/staff/bookings/${reference}`, { cookie: manager });
  expect(page.body.money).toMatchObject({ owedBack: 0, refundableOnline: 0, paid: 300 });
  expect(page.body.money.records.at(-1)).toMatchObject({ kind: 'refund', amount: 260, provider: 'test', note: 'Fewer kids', by: 'manager member', status: 'succeeded' });
  const audit = await api.db.query<{ action: string; actor_kind: string; actor_name: string }>(
    `select action, actor_kind, actor_name from audit_log where action like 'refund.%' order by id`,
  );
  expect(audit).toEqual([
    { action: 'refund.send', actor_kind: 'staff', actor_name: 'manager member' },
    { action: 'refund.settle', actor_kind: 'system', actor_name: 'The payment provider (the test checkout)' },
  ]);
  // The venue is told once that what it owes back fell; the settlement changes nothing it owes.
  expect(await api.db.query(`select message->>'subject' as subject from email_outbox where kind = 'venue-refund-due' order by id`)).toEqual([
    { subject: 'Refund due: $260.00 on booking JJ1002' },
    { subject: 'Refund of $260.00 sent through the test checkout on booking JJ1002: nothing owed back now' },
  ]);
});

test('ten Refunds at once with one request id send one refund: one at the test checkout, one on record; the others answer what was sent', async () => {
  const { reference } = await paidInFullEditedDown();
  const manager = await staffSession(api, 'manager');
  const body = { amount: 100, requestId: requestId() };
  const answers = await Promise.all(Array.from({ length: 10 }, () => refund(reference, manager, body)));
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
  for (const answer of answers) expect(answer.body.refunds).toMatchObject([{ amount: 100, provider: 'test' }]);
  await settled();
  expect(await testCheckoutRefunds()).toEqual([{ amount_cents: 10_000 }]);
  expect(await refundRows()).toEqual([{ amount_cents: 10_000, status: 'succeeded', provider: 'test', failure_reason: '', sent: true }]);
  // Sent again later, still once, and answered as settled.
  expect(await refund(reference, manager, body)).toMatchObject({ status: 200, body: { alreadySent: true, refunds: [{ amount: 100, status: 'succeeded' }], amountOwedBack: 160 } });
  expect(await testCheckoutRefunds()).toHaveLength(1);
});

test('two Refunds with their own request ids racing for the same money: never more than is owed back', async () => {
  const { bookingId, reference } = await paidInFullEditedDown();
  const manager = await staffSession(api, 'manager');
  const owner = await staffSession(api, 'owner');
  const [first, second] = await Promise.all([refund(reference, manager, { amount: 200, requestId: requestId() }), refund(reference, owner, { amount: 200, requestId: requestId() })]);
  // One sends $200; the other finds $60 owed back and is refused in the staff member's words.
  expect([first.status, second.status].sort()).toEqual([201, 422]);
  const refused = first.status === 422 ? first : second;
  expect(refused.body).toEqual({ code: 'refund-too-large', message: '$60.00 is owed back on booking JJ1002: refund at most that.' });
  // Without an amount, each takes what is owed back then: the first the $60 left, the next nothing.
  const [rest, nothing] = await Promise.all([refund(reference, owner, { requestId: requestId() }), refund(reference, manager, { requestId: requestId() })].map((p) => p.then((a) => a.body)));
  const amounts = [rest, nothing].map((body) => body.refunds.map((r: { amount: number }) => r.amount));
  expect(amounts.sort()).toEqual([[], [60]]);
  await settled();
  expect((await refundRows()).map((row) => row.amount_cents).sort()).toEqual([20_000, 6_000]);
  expect(await moneyOf(api, bookingId)).toMatchObject({ totalPaidAmount: 300, amountOwedBack: 0 });
  expect(await refund(reference, manager, { amount: 0.01, requestId: requestId() })).toMatchObject({ status: 422, body: { message: 'Nothing is owed back on booking JJ1002.' } });
});

test("the newest online payment first, each up to what it took; a counter payment is left owed back for a cash refund recorded by hand", async () => {
  const bookingId = await createBooking(api);
  await pressCheckoutButton(api, (await openDepositCheckout(api, bookingId)).sessionId, 'pay');
  const reference = (await api.get(`/api/bookings/${bookingId}`)).body.reference;
  const desk = await staffSession(api, 'front-desk');
  expect((await staffCall(api, 'POST', `/api/staff/bookings/${reference}/payments`, { cookie: desk, json: { amount: 460, method: 'cash', requestId: requestId() } })).status).toBe(201);
  await editDown(bookingId);
  const manager = await staffSession(api, 'manager');
  expect((await staffCall(api, 'GET', `/api/staff/bookings/${reference}`, { cookie: manager })).body.money).toMatchObject({ owedBack: 260, refundableOnline: 100 });
  const sent = await refund(reference, manager, { requestId: requestId() });
  expect(sent).toMatchObject({ status: 201, body: { refunds: [{ amount: 100, status: settling }], notSentOnline: 160, amountOwedBack: 160 } });
  await settled();
  const cash = await staffCall(api, 'POST', `/api/staff/bookings/${reference}/refunds`, { cookie: manager, json: { amount: 160, providerReference: 'receipt 7' } });
  expect(cash).toMatchObject({ status: 201, body: { amountOwedBack: 0 } });
  expect(await refundRows()).toEqual([
    { amount_cents: 10_000, status: 'succeeded', provider: 'test', failure_reason: '', sent: true },
    { amount_cents: 16_000, status: 'succeeded', provider: '', failure_reason: '', sent: false },
  ]);
});

test('a hire paid online twice and edited down: its balance first, then its deposit, neither beyond what it took', async () => {
  const eventId = await createAfterHoursBooking(api);
  for (const paid of [400, 800]) {
    await pressCheckoutButton(api, (await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', eventId)).sessionId, 'pay');
    expect((await api.get(`/api/bookings-afterhours/${eventId}`)).body).toMatchObject({ totalPaidAmount: paid });
  }
  const current = (await api.get(`/api/bookings-afterhours/${eventId}`)).body;
  // Two hours instead of three, no add-ons: $300 of the $800 paid.
  const edit = await api.put(`/api/bookings-afterhours/${eventId}`, { ...current, selectedPackage: { id: current.selectedPackage.id }, endTime: '20:00', duration: 2, addons: [] });
  expect(edit.body.booking).toMatchObject({ amountOwedBack: 500 });
  const manager = await staffSession(api, 'manager');
  const sent = await refund('JJ1002', manager, { requestId: requestId() });
  expect(sent).toMatchObject({ status: 201, body: { refunds: [{ amount: 400 }, { amount: 100 }], notSentOnline: 0, amountOwedBack: 0 } });
  await settled();
  const perPayment = await api.db.query<{ kind: string; paid: number; refunded: number }>(
    `select p.kind, p.amount_cents as paid, sum(r.amount_cents)::int as refunded from refunds r join payments p on p.id = r.payment_id group by p.id order by p.id`,
  );
  expect(perPayment).toEqual([
    { kind: 'deposit', paid: 40_000, refunded: 10_000 },
    { kind: 'balance', paid: 40_000, refunded: 40_000 },
  ]);
  expect((await api.get(`/api/bookings-afterhours/${eventId}`)).body).toMatchObject({ totalPaidAmount: 300, amountOwedBack: 0 });
});

test("bad input is refused in the staff member's words; the front desk may not send refunds", async () => {
  const { reference } = await paidInFullEditedDown();
  const manager = await staffSession(api, 'manager');
  expect(await refund(reference, manager, { amount: 260.01, requestId: requestId() })).toMatchObject({ status: 422, body: { code: 'refund-too-large' } });
  expect(await refund(reference, manager, { amount: -5, requestId: requestId() })).toMatchObject({ status: 400, body: { code: 'invalid-request' } });
  expect(await refund(reference, manager, { amount: 10 })).toMatchObject({ status: 400, body: { code: 'invalid-request' } });
  expect(await refund(reference, manager, { amount: 10.001, requestId: requestId() })).toMatchObject({ status: 400 });
  expect(await refund('JJ9999', manager, { amount: 10, requestId: requestId() })).toMatchObject({ status: 404, body: { code: 'booking-not-found' } });
  const desk = await staffSession(api, 'front-desk');
  expect(await refund(reference, desk, { amount: 10, requestId: requestId() })).toMatchObject({ status: 403, body: { code: 'staff-forbidden' } });
  expect(await refundRows()).toEqual([]);
});

test("the test checkout's refund endpoint refunds only what this API asked, once per idempotency key", async () => {
  const { reference } = await paidInFullEditedDown();
  const [payment] = await api.db.query<{ provider_reference: string }>('select provider_reference from payments');
  const ask = (key: string, body: Record<string, unknown>) => api.post('/checkout/refunds', body, { headers: { 'idempotency-key': key } });
  // A refund nobody here asked for (a guessed id) makes nothing.
  expect(await ask('k1', { payment: payment.provider_reference, amount: 100, metadata: { refundId: 'not-ours', bookingReference: reference } })).toMatchObject({ status: 404 });
  expect(await ask('', { payment: payment.provider_reference, amount: 100, metadata: { refundId: 'x', bookingReference: reference } })).toMatchObject({ status: 400 });
  const manager = await staffSession(api, 'manager');
  await refund(reference, manager, { amount: 50, requestId: requestId() });
  await settled();
  const [ours] = await api.db.query<{ public_id: string }>('select public_id from refunds');
  const body = { payment: payment.provider_reference, amount: 5000, metadata: { refundId: ours.public_id, bookingReference: reference } };
  // The provider sent it again (the first answer lost): the same refund, nothing more.
  expect(await ask(`refund-${ours.public_id}`, body)).toMatchObject({ status: 200, body: { object: 'refund', amount: 5000, status: 'pending' } });
  expect(await ask(`refund-${ours.public_id}`, { ...body, amount: 4000 })).toMatchObject({ status: 404 });
  expect(await testCheckoutRefunds()).toEqual([{ amount_cents: 5000 }]);
});
