import { randomBytes } from 'node:crypto';
import { afterHoursPayload, bookingPayload } from '../../test/fixtures';
import { openCheckout, openDepositCheckout, openFullCheckout, pressCheckoutButton } from '../../test/payments';
import { useTestApi } from '../../test/test-api';
import { staffCall, staffSession } from '../../test/staff';
import { csvCell } from './money';

// The venue's money (decision 032): what is owed back, balances due soon, takings by method, the
// bookings of a range as CSV, and the audit log, for managers and owners only.

const api = useTestApi({ venueAdminToken: 'venue-admin-token-of-at-least-32-characters' });

test("/money lists what is owed back and the balances due in the next 7 days; Record refund clears what it refunds", async () => {
  // Paid in full, then edited down: $369.50... here, a second payment beyond the price is owed back.
  const soon = await api.post('/api/booking-initiate', bookingPayload({ date: '2031-06-06' }));
  await pressCheckoutButton(api, (await openDepositCheckout(api, soon.body.bookingId)).sessionId, 'pay');
  const later = await api.post('/api/booking-initiate', bookingPayload({ room: { id: 'jungle-room' } }));
  await pressCheckoutButton(api, (await openDepositCheckout(api, later.body.bookingId)).sessionId, 'pay');
  await api.db.query(`update bookings set refund_due_cents = 2500 where public_id = $1`, [later.body.bookingId]);
  const cookie = await staffSession(api, 'manager');
  const page = await staffCall(api, 'GET', '/api/staff/money', { cookie });
  expect(page.status).toBe(200);
  expect(page.body.balancesDue).toEqual([{ kind: 'party', reference: soon.body.reference, name: 'Sam Nguyen', date: '2031-06-06', startTime: '10:00', due: 460 }]);
  expect(page.body.owedBack).toEqual([{ kind: 'party', reference: later.body.reference, name: 'Sam Nguyen', date: '2031-06-20', status: 'confirmed', owedBack: 25 }]);
  const refunded = await staffCall(api, 'POST', `/api/staff/bookings/${later.body.reference}/refunds`, { cookie, json: { amount: 25, providerReference: 'cash receipt 17', note: 'Given back at the desk' } });
  expect(refunded).toMatchObject({ status: 201, body: { refunded: 25, amountOwedBack: 0 } });
  expect((await staffCall(api, 'GET', '/api/staff/money', { cookie })).body.owedBack).toEqual([]);
});

test('the takings of a range of venue days, by method, less the refunds', async () => {
  const online = await api.post('/api/booking-initiate', bookingPayload());
  await pressCheckoutButton(api, (await openFullCheckout(api, online.body.bookingId)).sessionId, 'pay');
  const hire = await api.post('/api/bookings-afterhours/save', afterHoursPayload({ date: '2031-06-21' }));
  await pressCheckoutButton(api, (await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', hire.body.booking.uniqueBookingId)).sessionId, 'pay');
  const desk = await staffSession(api, 'front-desk');
  await staffCall(api, 'POST', `/api/staff/bookings/${hire.body.booking.reference}/payments`, { cookie: desk, json: { amount: 150, method: 'cash', requestId: randomBytes(12).toString('base64url') } });
  api.clock.advanceMinutes(24 * 60);
  const cookie = await staffSession(api, 'owner');
  await staffCall(api, 'POST', `/api/staff/bookings/${online.body.reference}/refunds`, { cookie, json: { amount: 10, providerReference: 're_1', beyondOwedBack: true } });
  const range = (from: string, to: string) => staffCall(api, 'GET', `/api/staff/money/takings?from=${from}&to=${to}`, { cookie });
  expect((await range('2031-06-02', '2031-06-03')).body).toEqual({
    from: '2031-06-02',
    to: '2031-06-03',
    byMethod: [
      { method: 'cash', count: 1, amount: 150 },
      { method: 'online', count: 2, amount: 960 },
    ],
    refunds: 10,
    net: 1100,
  });
  expect((await range('2031-06-03', '2031-06-03')).body).toMatchObject({ byMethod: [], refunds: 10, net: -10 });
  expect(await range('2031-06-03', '2031-06-02')).toMatchObject({ status: 400, body: { code: 'invalid-request' } });
  expect((await range('2030-01-01', '2031-06-03')).status).toBe(400);
  expect((await range('2031-02-30', '2031-06-03')).status).toBe(400);
});

test('the CSV of a range: every booking one a row, every cell quoted, formulas in names defused', async () => {
  await api.post('/api/booking-initiate', bookingPayload({ childfName: '=HYPERLINK("http://evil.test","x")', contactInfo: { parentName: '@SUM(1+1)', email: 'sam@example.com', phone: '0412 345 678', address: '1 Road' } }));
  await api.post('/api/bookings-afterhours/save', afterHoursPayload({ firstName: '+61 "Alex"', lastName: '-Taylor' }));
  const cookie = await staffSession(api, 'owner');
  const csv = await fetch(`${api.url}/api/staff/money/bookings.csv?from=2031-06-20&to=2031-06-20`, { headers: { cookie } });
  expect(csv.status).toBe(200);
  expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(csv.headers.get('content-disposition')).toBe('attachment; filename="bookings-2031-06-20-to-2031-06-20.csv"');
  const text = (await csv.text()).replace(/^\ufeff/, '');
  const lines = text.trimEnd().split('\r\n');
  expect(lines).toHaveLength(3);
  expect(lines[0]).toBe('"Reference","Kind","Status","Date","Start","End","Party or hire","Customer","Email","Mobile","Kids","Price","Paid","Due","Owed back","Booked at"');
  expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"",""x""), Ocean Room","'@SUM(1+1)"`);
  expect(lines[2]).toContain(`"After-hours hire","'+61 ""Alex"" -Taylor"`);
  for (const line of lines) expect(line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
});

test.each([
  ['=1+1', `"'=1+1"`],
  ['+1', `"'+1"`],
  ['-1', `"'-1"`],
  ['@A1', `"'@A1"`],
  ['\tx', `"'\tx"`],
  ['\rx', `"'\rx"`],
  ['say "hi"', '"say ""hi"""'],
  ['plain', '"plain"'],
])('a CSV cell %j is written %s', (value, cell) => {
  expect(csvCell(value)).toBe(cell);
});

test('an amount of ours is written as it is: -5 is a number, not a formula', () => {
  expect(csvCell(-5)).toBe('"-5"');
});

test('the audit log, newest first, a page at a time; the venue token refund call is in it too', async () => {
  const made = await api.post('/api/booking-initiate', bookingPayload());
  await pressCheckoutButton(api, (await openFullCheckout(api, made.body.bookingId)).sessionId, 'pay');
  const token = await fetch(`${api.url}/api/venue/bookings/${made.body.reference}/refunds`, {
    method: 'POST',
    headers: { authorization: 'Bearer venue-admin-token-of-at-least-32-characters', 'content-type': 'application/json' },
    body: JSON.stringify({ amount: 5, providerReference: 're_token', beyondOwedBack: true }),
  });
  expect(token.status).toBe(201);
  const cookie = await staffSession(api, 'owner');
  const first = await staffCall(api, 'GET', '/api/staff/audit?limit=2', { cookie });
  expect(first.body.entries.map((e: { action: string; actor: { kind: string } }) => [e.action, e.actor.kind])).toEqual([
    ['staff.sign-in', 'staff'],
    ['refund.record', 'venue-token'],
  ]);
  const second = await staffCall(api, 'GET', `/api/staff/audit?limit=2&before=${first.body.next}`, { cookie });
  expect(second.body.entries.map((e: { action: string }) => e.action)).toEqual(['booking.pay', 'booking.create']);
  expect(second.body.entries[1]).toMatchObject({ target: { kind: 'party', reference: made.body.reference }, before: null, after: { status: 'pending', room: 'Ocean Room' } });
  expect((await staffCall(api, 'GET', `/api/staff/audit?before=${second.body.next}`, { cookie })).body).toEqual({ entries: [], next: null });
  for (const query of ['limit=0', 'limit=201', 'limit=x', 'before=abc', 'before=-1']) {
    expect((await staffCall(api, 'GET', `/api/staff/audit?${query}`, { cookie })).status).toBe(400);
  }
  expect((await staffCall(api, 'GET', '/api/staff/audit', { cookie: await staffSession(api, 'front-desk') })).status).toBe(403);
});
