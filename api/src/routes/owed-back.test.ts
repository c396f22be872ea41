import fc from 'fast-check';
import { bookingUpdatePayload, guestList } from '../test/fixtures';
import { useMailedApi } from '../test/mailed-api';
import { createAfterHoursBooking, createBooking, moneyOf, openCheckout, openFullCheckout, pressCheckoutButton } from '../test/payments';
import { call } from '../test/test-api';
import type { ReceivedMail } from '../test/test-smtp';

// Every change of what the venue owes back on a booking (up, down, to nothing, a late payment, a
// refund recorded) emails the venue once, with the new amount and the old, and the email and
// `money_owed_back` always say the same (decision 026).

const TOKEN = 'venue-admin-token-of-at-least-32-characters';
const { api, sent, smtp } = useMailedApi({ venueAdminToken: TOKEN });
const VENUE = 'parties@jumpingjellybeans.com.au';
const AUTH = { authorization: `Bearer ${TOKEN}` };

const recordRefund = (reference: string, body: Record<string, unknown>, headers: Record<string, string> = AUTH, base = api.url) =>
  call(base, 'POST', `/api/venue/bookings/${reference}/refunds`, { json: body, headers });

/** The venue's notices of what it owes back, in the order they were sent. */
/** The venue's notices of what it owes back (not its copies of confirmations and updates). */
async function venueNotices(): Promise<ReceivedMail[]> {
  const copies = ['Booking confirmed', 'Booking updated'];
  return (await sent()).filter((mail) => mail.envelope.to.includes(VENUE) && !copies.some((copy) => mail.mail.subject?.startsWith(copy)));
}

/** What `money_owed_back` lists for the booking, in dollars (0 when it is not listed). */
async function listedOwedBack(reference: string): Promise<number> {
  const rows = await api.db.query<{ owed_back_cents: number }>('select owed_back_cents from money_owed_back where reference = $1', [reference]);
  return rows.length ? rows[0].owed_back_cents / 100 : 0;
}

/**
 * Paid in full $669.50: Basic Fun for 10 kids ($300), a sushi platter ($89.50), an antipasto
 * platter ($80), face painting ($150) and lolly bags (10 x $5).
 */
async function partyPaidInFull() {
  const bookingId = await createBooking(api, {
    numberOfKids: 10,
    adultsFood: [{ id: 'sushi-platter', quantity: 1 }, { id: 'antipasto-platter', quantity: 1 }],
    addons: [{ id: 'face-painting', quantity: 1 }, { id: 'lolly-bags' }],
  });
  expect((await pressCheckoutButton(api, (await openFullCheckout(api, bookingId)).sessionId, 'pay')).status).toBe(303);
  expect(await moneyOf(api, bookingId)).toMatchObject({ status: 'confirmed', finalPrice: 669.5, totalPaidAmount: 669.5 });
  await sent();
  smtp.clear();
  return bookingId;
}

/** The party edited to the package alone ($300), or with one sandwich platter ($365). */
const editTo = (bookingId: string, price: 300 | 365) =>
  api.put(
    `/api/bookings/${bookingId}`,
    bookingUpdatePayload({ numberOfKids: 10, guestNames: guestList(10), adultsFood: price === 365 ? [{ id: 'sandwich-platter', quantity: 1 }] : [], addons: [], paymentOption: 'later' }),
  );

test('edited down, up, down again and refunded: the venue is told each new amount once, and money_owed_back says the same', async () => {
  const bookingId = await partyPaidInFull();
  const steps: Array<{ step: () => Promise<unknown>; subject: string; owedBack: number; lines: string[] }> = [
    {
      step: () => editTo(bookingId, 300),
      subject: 'Refund due: $369.50 on booking JJ1002',
      owedBack: 369.5,
      lines: ['An edit lowered the price below what has been paid. Was $0.00, now $369.50.', "Refund $369.50 to the customer: with Refund on the booking's page in the staff console"],
    },
    {
      step: () => editTo(bookingId, 365),
      subject: 'Refund due now $304.50 on booking JJ1002 (was $369.50)',
      owedBack: 304.5,
      lines: ['An edit raised the price, so less of what has been paid is owed back. Was $369.50, now $304.50.', 'If you already refunded from an earlier email, record what you refunded instead'],
    },
    {
      step: () => editTo(bookingId, 300),
      subject: 'Refund due now $369.50 on booking JJ1002 (was $304.50)',
      owedBack: 369.5,
      lines: ['An edit lowered the price below what has been paid. Was $304.50, now $369.50.'],
    },
    {
      step: () => recordRefund('JJ1002', { amount: 369.5, providerReference: 're_test_1' }),
      subject: 'Refund of $369.50 recorded on booking JJ1002: nothing owed back now',
      owedBack: 0,
      lines: ['A refund of $369.50 was recorded as made. Was $369.50, now $0.00.', 'Refund recorded: $369.50, reference re_test_1', 'Nothing more is to be refunded on this booking.', 'Refund $369.50: re_test_1'],
    },
  ];
  for (const { step, subject, owedBack, lines } of steps) {
    await step();
    const notices = await venueNotices();
    expect(notices.map((mail) => mail.mail.subject)).toEqual([subject]);
    const [notice] = notices;
    expect(notice.mail.replyTo?.value[0].address).toBe('sam@example.com');
    for (const line of [...lines, `Owed back now: $${owedBack.toFixed(2)}`, 'Full payment $669.50: test', 'Booking status: confirmed', 'Customer: Sam Nguyen']) {
      expect(notice.mail.text).toContain(line);
    }
    expect(notice.mail.text).not.toContain('refunded to you');
    // The record, the venue's list and the email agree.
    expect((await moneyOf(api, bookingId)).amountOwedBack).toBe(owedBack);
    expect(await listedOwedBack('JJ1002')).toBe(owedBack);
    smtp.clear();
  }
  // Refunded: the booking holds $300, its price. A platter added now is $65 to pay, not $304.50 owed back again.
  expect(await moneyOf(api, bookingId)).toMatchObject({ finalPrice: 300, totalPaidAmount: 300, remainingAmount: 0, amountOwedBack: 0, refundDue: false });
  await editTo(bookingId, 365);
  expect(await moneyOf(api, bookingId)).toMatchObject({ finalPrice: 365, totalPaidAmount: 300, remainingAmount: 65, amountOwedBack: 0 });
  expect(await venueNotices()).toEqual([]);
  // And the pay-now page's checkout asks for the $65.
  const balance = await openCheckout(api, '/api/create-dynamic-checkout-session-full', { bookingId });
  expect(await api.db.query('select amount_cents from checkout_sessions where id = $1', [balance.sessionId])).toEqual([{ amount_cents: 6500 }]);
});

test('an edit that takes what is owed back to nothing tells the venue so, once', async () => {
  const bookingId = await partyPaidInFull();
  await editTo(bookingId, 300);
  await sent();
  smtp.clear();
  // Back to the price paid: 10 kids, both platters, face painting and lolly bags.
  const back = bookingUpdatePayload({
    numberOfKids: 10,
    guestNames: guestList(10),
    adultsFood: [{ id: 'sushi-platter', quantity: 1 }, { id: 'antipasto-platter', quantity: 1 }],
    addons: [{ id: 'face-painting', quantity: 1 }, { id: 'lolly-bags' }],
    paymentOption: 'later',
  });
  expect((await api.put(`/api/bookings/${bookingId}`, back)).body).toMatchObject({ finalPrice: 669.5, amountOwedBack: 0 });
  const notices = await venueNotices();
  expect(notices.map((mail) => mail.mail.subject)).toEqual(['Nothing owed back now on booking JJ1002 (was $369.50)']);
  expect(notices[0].mail.text).toContain('An edit raised the price to what has been paid or more, so nothing is owed back now. Was $369.50, now $0.00.');
  expect(await listedOwedBack('JJ1002')).toBe(0);
});

test('a refund larger than what is owed back is refused unless the venue says so; then the customer owes the difference', async () => {
  const bookingId = await partyPaidInFull();
  await editTo(bookingId, 300);
  // The venue refunded $369.50 from the first email; meanwhile a platter was added.
  await editTo(bookingId, 365);
  await sent();
  smtp.clear();
  expect(await recordRefund('JJ1002', { amount: 369.5, providerReference: 're_a' })).toMatchObject({
    status: 422,
    body: {
      code: 'refund-too-large',
      message:
        '$304.50 is owed back on booking JJ1002, not $369.50. If you did refund $369.50 (from an earlier email), send it again with beyondOwedBack: the customer will then owe $65.00 more.',
    },
  });
  expect(await recordRefund('JJ1002', { amount: 369.5, providerReference: 're_a', beyondOwedBack: true })).toMatchObject({
    status: 201,
    body: { reference: 'JJ1002', bookingType: 'party', status: 'confirmed', refunded: 369.5, totalPaidAmount: 300, remainingAmount: 65, amountOwedBack: 0 },
  });
  expect(await moneyOf(api, bookingId)).toMatchObject({ remainingAmount: 65, amountOwedBack: 0 });
  expect((await venueNotices()).map((mail) => mail.mail.subject)).toEqual(['Refund of $369.50 recorded on booking JJ1002: nothing owed back now']);
  // Nothing is left to refund: a second refund is more than the booking's money beyond its price.
  expect(await recordRefund('JJ1002', { amount: 300.01, providerReference: 're_b', beyondOwedBack: true })).toMatchObject({ status: 422, body: { code: 'refund-too-large' } });
});

test('the whole amount owed back refunded ten times at once, each with its own reference, is recorded once: the others find nothing left owed back', async () => {
  const bookingId = await partyPaidInFull();
  await editTo(bookingId, 300);
  await sent();
  smtp.clear();
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => recordRefund('JJ1002', { amount: 369.5, providerReference: `re_${i}` })));
  expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422, 422, 422, 422, 422, 422, 422, 422, 422]);
  expect((await api.db.query<{ n: number }>('select count(*)::int as n from refunds'))[0].n).toBe(1);
  expect(await moneyOf(api, bookingId)).toMatchObject({ totalPaidAmount: 300, amountOwedBack: 0 });
  expect((await venueNotices()).map((mail) => mail.mail.subject)).toEqual(['Refund of $369.50 recorded on booking JJ1002: nothing owed back now']);
});

test('the same $10 refund sent ten times at once is recorded once: the others answer the refund on record', async () => {
  const bookingId = await partyPaidInFull();
  await editTo(bookingId, 300);
  await sent();
  smtp.clear();
  const answers = await Promise.all(Array.from({ length: 10 }, () => recordRefund('JJ1002', { amount: 10, providerReference: 're_same' })));
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
  for (const answer of answers) {
    expect(answer.body).toMatchObject({ refunded: 10, providerReference: 're_same', alreadyRecorded: answer.status === 200, amountOwedBack: 359.5 });
  }
  expect(await api.db.query('select amount_cents, provider_reference from refunds')).toEqual([{ amount_cents: 1000, provider_reference: 're_same' }]);
  expect(await moneyOf(api, bookingId)).toMatchObject({ totalPaidAmount: 659.5, amountOwedBack: 359.5 });
  expect((await venueNotices()).map((mail) => mail.mail.subject)).toEqual(['Refund of $10.00 recorded on booking JJ1002: $359.50 still owed back']);

  // Sent again later, by a client retrying after a timeout: the same answer, nothing recorded.
  smtp.clear();
  expect(await recordRefund('JJ1002', { amount: 10, providerReference: 're_same' })).toMatchObject({ status: 200, body: { alreadyRecorded: true, amountOwedBack: 359.5 } });
  // The same reference for another amount is another refund's: refused, and nothing changes.
  expect(await recordRefund('JJ1002', { amount: 20, providerReference: 're_same' })).toMatchObject({
    status: 409,
    body: { code: 'refund-reference-taken', message: 'Refund re_same is already recorded on booking JJ1002 as $10.00: a refund of $20.00 needs a reference of its own.' },
  });
  expect((await api.db.query<{ n: number }>('select count(*)::int as n from refunds'))[0].n).toBe(1);
  expect(await venueNotices()).toEqual([]);
  // Another reference is another refund.
  expect(await recordRefund('JJ1002', { amount: 10, providerReference: 're_other' })).toMatchObject({ status: 201, body: { amountOwedBack: 349.5 } });
});

test('part of what is owed back refunded: the rest is still owed, and the venue is told the new amount', async () => {
  await partyPaidInFull();
  await editTo((await api.db.query<{ public_id: string }>('select public_id from bookings'))[0].public_id, 300);
  await sent();
  smtp.clear();
  expect((await recordRefund('JJ1002', { amount: 300, providerReference: 're_a' })).body).toMatchObject({ amountOwedBack: 69.5, totalPaidAmount: 369.5 });
  expect((await venueNotices()).map((mail) => mail.mail.subject)).toEqual(['Refund of $300.00 recorded on booking JJ1002: $69.50 still owed back']);
  expect(await listedOwedBack('JJ1002')).toBe(69.5);
});

test('an after-hours hire paid and edited down is owed back, and its refund recorded by its reference', async () => {
  const eventId = await createAfterHoursBooking(api, { paymentOption: 'full' });
  await pressCheckoutButton(api, (await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', eventId)).sessionId, 'pay');
  const current = (await api.get(`/api/bookings-afterhours/${eventId}`)).body;
  expect(current).toMatchObject({ status: 'confirmed', totalPaidAmount: 800 });
  await sent();
  smtp.clear();
  // Two hours instead of three, no add-ons: $300.
  const edit = await api.put(`/api/bookings-afterhours/${eventId}`, { ...current, selectedPackage: { id: current.selectedPackage.id }, endTime: '20:00', duration: 2, addons: [] });
  expect(edit.body.booking).toMatchObject({ pricing: { total: 300 }, amountOwedBack: 500 });
  expect((await venueNotices()).map((mail) => mail.mail.subject)).toEqual(['Refund due: $500.00 on booking JJ1002']);
  smtp.clear();
  expect(await recordRefund('JJ1002', { amount: 500, providerReference: 're_a' })).toMatchObject({ status: 201, body: { bookingType: 'after-hours', amountOwedBack: 0, totalPaidAmount: 300 } });
  expect((await api.get(`/api/bookings-afterhours/${eventId}`)).body).toMatchObject({ totalPaidAmount: 300, remainingAmount: 0, amountOwedBack: 0 });
  expect((await venueNotices()).map((mail) => mail.mail.subject)).toEqual(['Refund of $500.00 recorded on booking JJ1002: nothing owed back now']);
});

test.each<{ name: string; headers: Record<string, string> }>([
  { name: 'without a token', headers: {} },
  { name: 'with another token', headers: { authorization: `Bearer ${TOKEN}x` } },
  { name: 'with the token but not as a bearer', headers: { authorization: TOKEN } },
  { name: 'with an empty bearer', headers: { authorization: 'Bearer ' } },
])('recording a refund $name is refused with 401 before anything is read, and changes nothing', async ({ headers }) => {
  const bookingId = await partyPaidInFull();
  await editTo(bookingId, 300);
  for (const body of [{ amount: 369.5, providerReference: 're_a' }, { amount: 'not even a number' }]) {
    const response = await recordRefund('JJ1002', body, headers);
    expect(response).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
  }
  expect(await api.db.query('select count(*)::int as n from refunds')).toEqual([{ n: 0 }]);
  expect(await listedOwedBack('JJ1002')).toBe(369.5);
});

test('without VENUE_ADMIN_TOKEN the call is not served at all', async () => {
  const other = await api.startAnother({ venueAdminToken: undefined });
  expect(await recordRefund('JJ1002', { amount: 1, providerReference: 're_a' }, AUTH, other)).toMatchObject({ status: 404, body: { code: 'no-such-endpoint' } });
});

test.each([
  { name: 'an unknown reference', reference: 'JJ9999', body: { amount: 1, providerReference: 're_1' }, status: 404, code: 'booking-not-found' },
  { name: 'a reference below the first booking', reference: 'JJ1000', body: { amount: 1, providerReference: 're_1' }, status: 404, code: 'booking-not-found' },
  { name: 'a reference past any id the database holds', reference: 'JJ2147484649', body: { amount: 1, providerReference: 're_1' }, status: 404, code: 'booking-not-found' },
  { name: 'a reference of 15 digits', reference: `JJ${'9'.repeat(15)}`, body: { amount: 1, providerReference: 're_1' }, status: 404, code: 'booking-not-found' },
  { name: 'something that is no reference', reference: 'JJ12x', body: { amount: 1, providerReference: 're_1' }, status: 400, code: 'invalid-request' },
  { name: 'no amount', reference: 'JJ1002', body: { providerReference: 're_1' }, status: 400, code: 'invalid-request' },
  { name: 'no refund reference', reference: 'JJ1002', body: { amount: 1 }, status: 400, code: 'invalid-request' },
  { name: 'a blank refund reference', reference: 'JJ1002', body: { amount: 1, providerReference: '   ' }, status: 400, code: 'invalid-request' },
  { name: 'an amount of 0', reference: 'JJ1002', body: { amount: 0, providerReference: 're_1' }, status: 400, code: 'invalid-request' },
  { name: 'a negative amount', reference: 'JJ1002', body: { amount: -5, providerReference: 're_1' }, status: 400, code: 'invalid-request' },
  { name: 'an amount of 5e-324 (0 cents once rounded)', reference: 'JJ1002', body: { amount: 5e-324, providerReference: 're_1' }, status: 400, code: 'invalid-request' },
  { name: 'fractions of a cent', reference: 'JJ1002', body: { amount: 1.001, providerReference: 're_1' }, status: 400, code: 'invalid-request' },
  { name: 'more than the booking ever received', reference: 'JJ1002', body: { amount: 669.51, providerReference: 're_1', beyondOwedBack: true }, status: 422, code: 'refund-too-large' },
  { name: 'a refund when nothing is owed back', reference: 'JJ1002', body: { amount: 10, providerReference: 're_1' }, status: 422, code: 'refund-too-large' },
])('a refund of $name is refused and records nothing', async ({ reference, body, status, code }) => {
  await partyPaidInFull();
  expect(await recordRefund(reference, body)).toMatchObject({ status, body: { code } });
  expect(await api.db.query('select count(*)::int as n from refunds')).toEqual([{ n: 0 }]);
  expect(await venueNotices()).toEqual([]);
});

test('a pending booking has received nothing to refund', async () => {
  await createBooking(api);
  expect(await recordRefund('JJ1002', { amount: 1, providerReference: 're_a', beyondOwedBack: true })).toMatchObject({ status: 422, body: { code: 'refund-too-large' } });
});

test('fuzzed refund calls with the token (types, ranges, nulls, missing fields): never an answer of 500 or more, and only whole cents the booking holds are recorded', async () => {
  const bookingId = await partyPaidInFull();
  await editTo(bookingId, 300);
  const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(1e308, 1e20, 0, -500, 12.345, 369.5, 0.01, '', null, true));
  const body = fc.oneof(
    fc.record({ amount: fc.oneof(fc.double({ min: -1000, max: 1000 }), anyValue), providerReference: anyValue, note: anyValue, beyondOwedBack: anyValue }, { requiredKeys: [] }),
    anyValue,
  );
  const reference = fc.oneof(fc.constant('JJ1002'), fc.string({ maxLength: 20 }).map((text) => encodeURIComponent(text) || 'x'));
  await fc.assert(
    fc.asyncProperty(reference, body, async (ref, json) => {
      const response = await call(api.url, 'POST', `/api/venue/bookings/${ref}/refunds`, { raw: JSON.stringify(json) ?? 'null', headers: AUTH });
      expect([200, 201, 400, 404, 409, 422]).toContain(response.status);
    }),
    { numRuns: 150 },
  );
  const refunds = await api.db.query<{ amount_cents: number }>('select amount_cents from refunds');
  const total = refunds.reduce((sum, { amount_cents }) => sum + amount_cents, 0);
  expect(total).toBeLessThanOrEqual(66_950);
  for (const { amount_cents } of refunds) expect(Number.isSafeInteger(amount_cents) && amount_cents > 0).toBe(true);
  // Whatever was recorded, the record and the venue's list agree.
  expect(await listedOwedBack('JJ1002')).toBe((await moneyOf(api, bookingId)).amountOwedBack);
});
