import { recordPayment } from '../test/fixtures';
import { useTestApi } from '../test/test-api';
import {
  createAfterHoursBooking,
  createBooking,
  moneyOf,
  openCheckout,
  openDepositCheckout,
  openFullCheckout,
  paymentRows,
  pressCheckoutButton,
} from '../test/payments';

// The test provider's hosted checkout: its page, Pay (the same completion as a webhook) and Cancel.

const api = useTestApi();

test('the checkout page names the venue, what is paid and the amount in AUD, with Pay and Cancel', async () => {
  const bookingId = await createBooking(api);
  const { url, sessionId } = await openDepositCheckout(api, bookingId);
  expect(url).toBe(`http://site.test/checkout/${sessionId}`);

  const response = await api.get(`/checkout/${sessionId}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const html: string = response.body;
  expect(html).toContain('<html lang="en-AU">');
  expect(html).toMatch(/<title>Checkout \| Jumping Jellybeans[^<]*<\/title>/);
  expect(html).toContain('name="viewport"');
  expect(html).toContain("Deposit for Mia&#39;s party on Fri, June 20th, 2031 at 10:00 AM (Ocean Room), booking JJ1002");
  expect(html).toContain('$100.00 AUD');
  expect(html).toContain(`<form method="post" action="./${sessionId}/pay"><button type="submit" class="primary">Pay $100.00</button></form>`);
  expect(html).toContain(`<form method="post" action="./${sessionId}/cancel"><button type="submit" class="secondary">Cancel</button></form>`);
  expect(html).toContain(':focus-visible');
});

test('Pay records the payment, confirms the booking and returns to its confirmation page with the session id', async () => {
  const bookingId = await createBooking(api);
  const { sessionId } = await openDepositCheckout(api, bookingId);
  const paid = await pressCheckoutButton(api, sessionId, 'pay');
  expect(paid).toMatchObject({ status: 303, location: `http://site.test/booking-success/${bookingId}?session_id=${sessionId}` });
  expect(await paymentRows(api)).toEqual([{ booking_id: 1, afterhours_booking_id: null, kind: 'deposit', amount_cents: 10_000, provider: 'test' }]);
  expect(await moneyOf(api, bookingId)).toMatchObject({ status: 'confirmed', totalPaidAmount: 100 });
  // The confirmation page reads the booking by its session.
  const bySession = await api.get(`/api/bookings/session/${sessionId}`);
  expect(bySession).toMatchObject({ status: 200, body: { bookingId, status: 'confirmed', depositAmount: 100 } });
});

test('completing a session twice records one payment: Pay pressed again later, and a double click', async () => {
  const bookingId = await createBooking(api);
  const first = await openDepositCheckout(api, bookingId);
  const success = `http://site.test/booking-success/${bookingId}?session_id=${first.sessionId}`;
  expect(await pressCheckoutButton(api, first.sessionId, 'pay')).toMatchObject({ status: 303, location: success });
  // Back button, Pay again: the browser still lands on the booking, and nothing more is taken.
  expect(await pressCheckoutButton(api, first.sessionId, 'pay')).toMatchObject({ status: 303, location: success });
  expect(await paymentRows(api)).toHaveLength(1);

  // A double click on the balance's Pay: two presses at once.
  const second = await openFullCheckout(api, bookingId);
  const presses = await Promise.all([pressCheckoutButton(api, second.sessionId, 'pay'), pressCheckoutButton(api, second.sessionId, 'pay')]);
  expect(presses.map((p) => p.status)).toEqual([303, 303]);
  expect((await paymentRows(api)).map((p) => [p.kind, p.amount_cents])).toEqual([['deposit', 10_000], ['balance', 46_000]]);
  expect(await moneyOf(api, bookingId)).toMatchObject({ totalPaidAmount: 560, remainingAmount: 0 });
});

test('a deposit, then the remaining amount: confirmed, with remainingAmount 0, and each step adds up', async () => {
  const bookingId = await createBooking(api);
  expect(await moneyOf(api, bookingId)).toEqual({
    status: 'pending', totalPrice: 560, finalPrice: 560, totalPaidAmount: 0, depositAmount: 0, remainingAmount: 560, amountOwedBack: 0, refundDue: false,
  });
  expect((await api.get(`/api/total-paid/${bookingId}`)).body).toEqual({ totalPaid: 0 });

  await pressCheckoutButton(api, (await openDepositCheckout(api, bookingId)).sessionId, 'pay');
  expect(await moneyOf(api, bookingId)).toEqual({
    status: 'confirmed', totalPrice: 560, finalPrice: 560, totalPaidAmount: 100, depositAmount: 100, remainingAmount: 460, amountOwedBack: 0, refundDue: false,
  });
  expect((await api.get(`/api/total-paid/${bookingId}`)).body).toEqual({ totalPaid: 100 });

  // The pay-now page's 'Pay Full Amount' on a confirmed booking.
  const balance = await openCheckout(api, '/api/create-dynamic-checkout-session-full-pending-payment', { bookingId, paymentType: 'full' });
  expect((await api.get(`/checkout/${balance.sessionId}`)).body).toContain('$460.00 AUD');
  await pressCheckoutButton(api, balance.sessionId, 'pay');
  expect(await moneyOf(api, bookingId)).toEqual({
    status: 'confirmed', totalPrice: 560, finalPrice: 560, totalPaidAmount: 560, depositAmount: 100, remainingAmount: 0, amountOwedBack: 0, refundDue: false,
  });
  expect((await api.get(`/api/total-paid/${bookingId}`)).body).toEqual({ totalPaid: 560 });
  expect(await api.post('/api/create-dynamic-checkout-session-full', { bookingId })).toMatchObject({ status: 409 });
});

test('Cancel closes the session and returns to the pay-now page; the session can no longer be paid', async () => {
  const bookingId = await createBooking(api);
  const { sessionId } = await openDepositCheckout(api, bookingId);
  expect(await pressCheckoutButton(api, sessionId, 'cancel')).toMatchObject({ status: 303, location: `http://site.test/booking-payment/${bookingId}` });
  const page = await api.get(`/checkout/${sessionId}`);
  expect(page.status).toBe(410);
  expect(page.body).toContain('This checkout has expired');
  expect(page.body).toContain(`href="http://site.test/booking-payment/${bookingId}"`);
  expect((await pressCheckoutButton(api, sessionId, 'pay')).status).toBe(410);
  expect(await paymentRows(api)).toEqual([]);
  expect(await moneyOf(api, bookingId)).toMatchObject({ status: 'pending', totalPaidAmount: 0 });
});

test('an unknown session gets a clear page, never a 500', async () => {
  for (const id of ['nothing-here', 'x'.repeat(90), encodeURIComponent('<script>alert(1)</script>')]) {
    const page = await api.get(`/checkout/${id}`);
    expect(page.status).toBe(404);
    expect(page.body).toContain('Checkout not found');
    expect(page.body).not.toContain('<script>');
    expect((await pressCheckoutButton(api, id, 'pay')).status).toBe(404);
    expect((await pressCheckoutButton(api, id, 'cancel')).status).toBe(404);
  }
});

test('an expired session shows that it expired, and Pay takes nothing', async () => {
  const bookingId = await createBooking(api);
  const { sessionId } = await openDepositCheckout(api, bookingId);
  api.clock.advanceMinutes(30);
  const page = await api.get(`/checkout/${sessionId}`);
  expect(page.status).toBe(410);
  expect(page.body).toContain('no payment was taken');
  expect((await pressCheckoutButton(api, sessionId, 'pay')).status).toBe(410);
  expect(await paymentRows(api)).toEqual([]);
});

test('an already-paid session says so, with a link to the booking', async () => {
  const bookingId = await createBooking(api);
  const { sessionId } = await openDepositCheckout(api, bookingId);
  await pressCheckoutButton(api, sessionId, 'pay');
  const page = await api.get(`/checkout/${sessionId}`);
  expect(page.status).toBe(409);
  expect(page.body).toContain('This payment has already been made');
  expect(page.body).toContain(`href="http://site.test/booking-success/${bookingId}?session_id=${sessionId}"`);
});

test('a checkout replaced by a newer one for the same booking cannot be paid; the newer one is paid once', async () => {
  const bookingId = await createBooking(api);
  const first = await openFullCheckout(api, bookingId);
  const second = await openFullCheckout(api, bookingId);
  expect(first.sessionId).not.toBe(second.sessionId);
  expect((await pressCheckoutButton(api, first.sessionId, 'pay')).status).toBe(410);
  expect((await pressCheckoutButton(api, second.sessionId, 'pay')).status).toBe(303);
  expect((await pressCheckoutButton(api, first.sessionId, 'pay')).status).toBe(410);
  expect(await paymentRows(api)).toHaveLength(1);
  expect(await moneyOf(api, bookingId)).toMatchObject({ totalPaidAmount: 560, remainingAmount: 0, refundDue: false });
});

test('an open checkout for an amount paid meanwhile by another route is refused at Pay, not charged twice', async () => {
  const bookingId = await createBooking(api);
  const { sessionId } = await openFullCheckout(api, bookingId);
  await recordPayment(api.db, bookingId, 'full', 56_000, 'paid-elsewhere');
  const refused = await pressCheckoutButton(api, sessionId, 'pay');
  expect(refused.status).toBe(409);
  expect(refused.text).toContain('Nothing to pay here');
  expect(await paymentRows(api)).toHaveLength(1);
});

test('an after-hours event pays its 50 % deposit and returns to its own page', async () => {
  const eventId = await createAfterHoursBooking(api);
  const { sessionId } = await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', eventId);
  expect((await api.get(`/checkout/${sessionId}`)).body).toContain('$400.00 AUD');
  expect(await pressCheckoutButton(api, sessionId, 'pay')).toMatchObject({
    status: 303,
    location: `http://site.test/book-your-party/after-hours/edit/${eventId}?session_id=${sessionId}`,
  });
  expect((await api.get(`/api/bookings-afterhours/${eventId}`)).body).toMatchObject({ status: 'confirmed', totalPaidAmount: 400, refundDue: false });
  // Cancel on its next checkout returns to the same page.
  const balance = await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', eventId);
  expect((await api.get(`/checkout/${balance.sessionId}`)).body).toContain('Remaining balance');
  expect(await pressCheckoutButton(api, balance.sessionId, 'cancel')).toMatchObject({ location: `http://site.test/book-your-party/after-hours/edit/${eventId}` });
});
