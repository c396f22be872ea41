import { randomBytes } from 'node:crypto';
import { phoneBookingPayload } from '../../test/fixtures';
import { useMailedApi } from '../../test/mailed-api';
import type { ReceivedMail } from '../../test/test-smtp';
import { staffCall, staffSession } from '../../test/staff';

// A phone booking's pay link (decision 054) goes to the parent at once, and still goes when it could
// not be sent before the hold ran out (the link books the party then while the room is free); a
// payment at the counter first drops it.

const { api, smtp, sent } = useMailedApi();

const textOf = (mail: ReceivedMail) => mail.mail.text ?? '';
const outbox = () => api.db.query<{ kind: string; status: string }>('select kind, status from email_outbox order by id');

async function phoneBooking() {
  const cookie = await staffSession(api, 'front-desk');
  const made = await staffCall(api, 'POST', '/api/staff/bookings', { cookie, json: phoneBookingPayload() });
  if (made.status !== 201) throw new Error(`phone booking refused: ${made.status} ${JSON.stringify(made.body)}`);
  return { cookie, reference: made.body.reference as string, bookingId: made.body.bookingId as string };
}

test('the parent gets the pay link at once, from the venue, with the party and its price', async () => {
  const { bookingId } = await phoneBooking();
  const [mail, ...others] = await sent();
  expect(others).toEqual([]);
  expect(mail.envelope.to).toEqual(['jo@example.com']);
  expect(mail.mail.subject).toBe("Pay to book Ava's party on Fri, June 20th, 2031 (JJ1002)");
  expect(textOf(mail)).toContain(`Pay now: http://site.test/booking-payment/${bookingId}`);
  expect(textOf(mail)).toContain('Total: $560.00');
});

test('a pay link that could not be sent before the hold ran out is still sent: the link books the party while the room is free', async () => {
  await smtp.stop();
  try {
    const { bookingId } = await phoneBooking();
    // The hold runs out on the database's clock, which the outbox reads.
    await api.db.query(`update bookings set hold_expires_at = now() - interval '1 second' where public_id = $1`, [bookingId]);
  } finally {
    await smtp.start();
  }
  expect((await sent()).map((mail) => mail.mail.subject)).toEqual(["Pay to book Ava's party on Fri, June 20th, 2031 (JJ1002)"]);
  expect(await outbox()).toEqual([{ kind: 'booking-by-phone', status: 'sent' }]);
});

test('paid at the counter before it could be sent, the pay link is dropped and the confirmation goes instead', async () => {
  await smtp.stop();
  try {
    const { cookie, reference } = await phoneBooking();
    const paid = await staffCall(api, 'POST', `/api/staff/bookings/${reference}/payments`, { cookie, json: { amount: 560, method: 'cash', requestId: randomBytes(12).toString('base64url') } });
    expect(paid.status).toBe(201);
  } finally {
    await smtp.start();
  }
  const mails = await sent();
  expect(mails.map((mail) => mail.envelope.to)).toEqual([['jo@example.com'], ['parties@jumpingjellybeans.com.au']]);
  expect(mails[0].mail.subject).toBe("Booking confirmed: Ava's party on Fri, June 20th, 2031 (JJ1002)");
  expect(await outbox()).toEqual([
    { kind: 'booking-by-phone', status: 'dropped' },
    { kind: 'booking-confirmed', status: 'sent' },
    { kind: 'venue-booking-confirmed', status: 'sent' },
  ]);
});
