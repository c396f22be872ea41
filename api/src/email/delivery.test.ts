import { buildApp } from '../app';
import { createOutboxRepository } from '../repositories/outbox-repository';
import { FAST_DELIVERY, outboxDrained, useMailedApi } from '../test/mailed-api';
import { createBooking, openDepositCheckout, pressCheckoutButton } from '../test/payments';
import { retryDelay } from './delivery';

// Delivery: an email waits in the outbox while the SMTP server is down or refuses it, and arrives
// once it is back; several senders on one database send each email once.

const { api, smtp, sent } = useMailedApi();

const POLICY = { firstDelayMs: 10_000, maxDelayMs: 3_600_000, giveUpAfterMs: 259_200_000 };

test.each([
  { attempts: 1, ageMs: 0, delay: 10_000 },
  { attempts: 2, ageMs: 10_000, delay: 20_000 },
  { attempts: 5, ageMs: 300_000, delay: 160_000 },
  { attempts: 9, ageMs: 3_000_000, delay: 2_560_000 },
  { attempts: 10, ageMs: 6_000_000, delay: 3_600_000 },
  { attempts: 500, ageMs: 200_000_000, delay: 3_600_000 },
  { attempts: 80, ageMs: 259_200_000, delay: undefined },
])('after $attempts failed tries at $ageMs ms old, the next try waits $delay ms (undefined: given up)', ({ attempts, ageMs, delay }) => {
  expect(retryDelay(attempts, ageMs, POLICY)).toBe(delay);
});

const queued = () =>
  api.db.query<{ kind: string; status: string; attempts: number; last_error: string | null }>(
    'select kind, status, attempts, last_error from email_outbox order by id',
  );

async function waitForTries(atLeast: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while ((await queued()).some((row) => row.kind !== 'booking-held' && row.attempts < atLeast)) {
    if (Date.now() > deadline) throw new Error(`fewer than ${atLeast} tries within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('with the SMTP server down the booking is still confirmed; its emails wait in the outbox and arrive once it is back', async () => {
  await smtp.stop();
  try {
    const bookingId = await createBooking(api);
    const { sessionId } = await openDepositCheckout(api, bookingId);
    expect((await pressCheckoutButton(api, sessionId, 'pay')).status).toBe(303);
    expect((await api.get(`/api/bookings/${bookingId}`)).body).toMatchObject({ status: 'confirmed', confirmationEmailTo: 'sam@example.com' });
    await waitForTries(3);
    const rows = await queued();
    // The 'not booked yet' email queued with the booking is dropped: it was paid.
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ['booking-held', 'dropped'],
      ['booking-confirmed', 'queued'],
      ['venue-booking-confirmed', 'queued'],
    ]);
    expect(rows[1].last_error).toMatch(/ECONNREFUSED/);
  } finally {
    await smtp.start();
  }
  const mails = await sent();
  // Each arrives once. In which order is not promised: each email's next try is timed from its own
  // last failure, so after an outage either may be due first.
  expect(mails.map((m) => m.envelope.to).sort()).toEqual([['parties@jumpingjellybeans.com.au'], ['sam@example.com']]);
  expect((await queued()).map((r) => r.status)).toEqual(['dropped', 'sent', 'sent']);
});

test('a message the SMTP server refuses for a while is tried again until it is taken, and arrives once', async () => {
  smtp.refusing = '451 Mailbox busy, try again later';
  expect((await api.post('/api/contacts', { name: 'Jo', email: 'jo@example.com', subject: 'Hello', message: 'Hi there' })).status).toBe(201);
  await waitForTries(3);
  expect(await queued()).toEqual([{ kind: 'contact-message', status: 'queued', attempts: expect.any(Number), last_error: expect.stringContaining('Mailbox busy') }]);
  expect(await smtp.messages()).toEqual([]);
  smtp.refusing = undefined;
  const mails = await sent();
  expect(mails.map((m) => m.mail.subject)).toEqual(['Contact form: Hello']);
});

test('an email still refused once older than the retry policy allows is given up: marked failed, and never sent', async () => {
  smtp.refusing = '550 No such mailbox';
  await api.post('/api/contacts', { name: 'Jo', email: 'jo@example.com', subject: 'Hello', message: 'Hi there' });
  // Queued four days ago: older than the test policy's minute.
  await api.db.query(`update email_outbox set created_at = now() - interval '4 days'`);
  await outboxDrained(api.db);
  expect(await queued()).toEqual([{ kind: 'contact-message', status: 'failed', attempts: expect.any(Number), last_error: expect.stringContaining('No such mailbox') }]);
  smtp.refusing = undefined;
  await new Promise((resolve) => setTimeout(resolve, 10 * (FAST_DELIVERY.pollMs ?? 20)));
  expect(await createOutboxRepository(api.db).claimNext(1000)).toBeUndefined();
  expect(await smtp.messages()).toEqual([]);
});

test('four senders on one database send each of 40 emails once; a sender stopped on the way loses none', async () => {
  for (let i = 0; i < 3; i++) await api.startAnother({}, { deliverEmail: { ...FAST_DELIVERY, smtpUrl: smtp.url } });
  const leaving = await buildApp(api.config, api.db, { deliverEmail: { ...FAST_DELIVERY, smtpUrl: smtp.url } });
  const subjects = Array.from({ length: 40 }, (_, i) => `Question ${i + 1}`);
  const posts = subjects.map((subject) => api.post('/api/contacts', { name: 'Jo', email: 'jo@example.com', subject, message: 'Hi' }));
  await new Promise((resolve) => setTimeout(resolve, 30));
  await leaving.close();
  expect((await Promise.all(posts)).map((r) => r.status)).toEqual(Array(40).fill(201));
  const received = (await sent()).map((m) => m.mail.subject);
  expect(received.sort()).toEqual(subjects.map((s) => `Contact form: ${s}`).sort());
});
