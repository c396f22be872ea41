import { completedEvent, useStripeApp, type StripeSessionRow } from '../test/fake-stripe';
import { createBooking, paymentRows } from '../test/payments';
import { call, useTestApi, type ApiResponse } from '../test/test-api';

// Reading a booking can write: GET /api/bookings/{id} cancels a pending booking whose renewed hold
// has run out ('hold-expired', decision 007). Here that read meets itself and a payment: many
// parallel reads of such bookings, over two API instances, while Stripe delivers each one's
// payment twice. Every answer is a 200, each payment is recorded once, and each booking comes out
// in one of the two states that money allows: paid in time (confirmed, the deposit counts) or
// canceled first (the whole payment owed back). On PostgreSQL the requests really run at once.

const api = useTestApi();
const stripeApp = useStripeApp(api);

const TIMES = ['10:00', '12:00', '14:00'];
const at = (time: string) => ({ timeSlot: { id: `slot-${time.replace(':', '')}`, time }, kidsFood: [] });

/** Stripe delivering the payment of the session to the webhook. */
function webhook(bookingId: string, session: StripeSessionRow): Promise<ApiResponse> {
  const { payload, signature } = completedEvent(session, bookingId);
  return call(stripeApp.url, 'POST', '/api/payments/stripe/webhook', { raw: payload, headers: { 'stripe-signature': signature } });
}

test('parallel reads of bookings whose renewed hold ran out, while their payments arrive twice each: no 500, each payment recorded once, the money right', async () => {
  const bookingIds = await Promise.all(TIMES.map((time) => createBooking(api, at(time))));
  // Their first holds run out; nobody took the rooms, so a checkout takes each back once (a second hold).
  api.clock.advanceMinutes(31);
  const sessions = await Promise.all(bookingIds.map((id) => stripeApp.openDeposit(id)));
  // The second holds run out too: the next read cancels each booking, unless its payment is recorded first.
  api.clock.advanceMinutes(31);

  const apps = [api.url, stripeApp.url];
  const reads = bookingIds.flatMap((id) => Array.from({ length: 10 }, (_, i) => call(apps[i % 2], 'GET', `/api/bookings/${id}`)));
  const paid = bookingIds.flatMap((id, i) => [webhook(id, sessions[i]), webhook(id, sessions[i])]);
  const others = bookingIds.flatMap((id, i) => [
    call(apps[i % 2], 'GET', `/api/total-paid/${id}`),
    call(apps[(i + 1) % 2], 'GET', `/api/bookings/session/${sessions[i].id}`),
  ]);
  const answers = await Promise.all([...reads, ...paid, ...others]);

  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  for (const read of answers.slice(0, reads.length)) expect(['pending', 'confirmed', 'canceled']).toContain(read.body.status);
  expect(await paymentRows(api)).toHaveLength(bookingIds.length);

  for (const id of bookingIds) {
    const { body } = await api.get(`/api/bookings/${id}`);
    const money = {
      status: body.status,
      canceledReason: body.canceledReason,
      totalPaidAmount: body.totalPaidAmount,
      depositAmount: body.depositAmount,
      remainingAmount: body.remainingAmount,
      amountOwedBack: body.amountOwedBack,
      refundDue: body.refundDue,
    };
    expect([
      // The payment was recorded before any read canceled the booking: it still held its room.
      { status: 'confirmed', canceledReason: null, totalPaidAmount: 100, depositAmount: 100, remainingAmount: 460, amountOwedBack: 0, refundDue: false },
      // A read canceled it first: the payment arrived for a booking that is over, and is owed back whole.
      { status: 'canceled', canceledReason: 'hold-expired', totalPaidAmount: 100, depositAmount: 0, remainingAmount: 0, amountOwedBack: 100, refundDue: true },
    ]).toContainEqual(money);
  }
  // Forty-two requests at once may take longer than Jest's default 5 s on CI's two busy cores; no time is measured.
}, 120_000);
