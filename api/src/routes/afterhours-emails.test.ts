import { LIMITS } from '@party/domain';
import { afterHoursPayload, rowCounts } from '../test/fixtures';
import { useMailedApi } from '../test/mailed-api';
import { createAfterHoursBooking, openCheckout, pressCheckoutButton } from '../test/payments';
import type { ReceivedMail } from '../test/test-smtp';

// What an after-hours customer tells the venue reaches it: the form's notes ("for the venue") are
// in the venue's emails, whole and as typed (never as markup), and an update's "What changed"
// lists each field that changed, not only the price.

const { api, sent } = useMailedApi();
const VENUE = 'parties@jumpingjellybeans.com.au';

const textOf = (mail: ReceivedMail) => mail.mail.text ?? '';
const htmlOf = (mail: ReceivedMail) => String(mail.mail.html);
const toVenue = (mails: readonly ReceivedMail[]) => mails.filter((mail) => mail.envelope.to.includes(VENUE));
const toCustomer = (mails: readonly ReceivedMail[]) => mails.filter((mail) => !mail.envelope.to.includes(VENUE));

/** Books an evening with these notes and pays its deposit; answers its id (the confirmations are then sent). */
async function hireAndPay(overrides: Record<string, unknown> = {}): Promise<string> {
  const eventId = await createAfterHoursBooking(api, overrides);
  const { sessionId } = await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', eventId);
  expect((await pressCheckoutButton(api, sessionId, 'pay')).status).toBe(303);
  return eventId;
}

/** The booking as the edit page sends it back, with these changes. */
async function editBody(eventId: string, changes: Record<string, unknown>) {
  const current = (await api.get(`/api/bookings-afterhours/${eventId}`)).body;
  return { ...current, selectedPackage: { id: current.selectedPackage.id }, ...changes };
}

test("a new hire's notes are in the venue's confirmation, and in the customer's, under their own heading", async () => {
  await hireAndPay({ notes: 'School fundraiser.\nSet-up from 5:30 PM, please: we bring a cake.' });
  const mails = await sent();
  const [venue] = toVenue(mails);
  const [customer] = toCustomer(mails);
  expect(venue.mail.subject).toMatch(/^Booking confirmed: JJ1002, the after-hours event/);
  expect(textOf(venue)).toContain('Notes from the customer:\n> School fundraiser.\n> Set-up from 5:30 PM, please: we bring a cake.');
  expect(htmlOf(venue)).toContain('Notes from the customer</h2>');
  expect(textOf(customer)).toContain('Your notes for the venue:\n> School fundraiser.');
});

test('a hire without notes has no notes heading', async () => {
  await hireAndPay({ notes: '   ' });
  for (const mail of await sent()) expect(textOf(mail)).not.toMatch(/notes/i);
});

test('notes carrying markup reach the venue as the text typed, never as markup', async () => {
  const notes = 'Fish & chips <img src=x onerror=alert(1)> "quoted" \'single\'\r\nBcc: evil@example.com';
  await hireAndPay({ notes });
  const [venue] = toVenue(await sent());
  expect(venue.mail.headers.has('bcc')).toBe(false);
  expect(textOf(venue)).toContain("> Fish & chips <img src=x onerror=alert(1)> \"quoted\" 'single'\n> Bcc: evil@example.com");
  expect(htmlOf(venue)).toContain('Fish &amp; chips &lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &#39;single&#39;');
  expect(htmlOf(venue)).not.toContain('<img');
});

test(`emoji and ${LIMITS.notes} characters of notes reach the venue whole; one more character is refused before anything is stored`, async () => {
  const emoji = 'Zoë’s 10th 🎉👩‍👧‍👦 — party 🇦🇺';
  // The limit counts characters as people see them typed, not UTF-16 units: an emoji is one (or a few joined).
  const notes = `${emoji} ${'x'.repeat(LIMITS.notes - [...emoji].length - 7)} done.`;
  expect([...notes]).toHaveLength(LIMITS.notes);
  await hireAndPay({ notes });
  const [venue] = toVenue(await sent());
  expect(textOf(venue)).toContain(`> ${notes}`);
  expect(htmlOf(venue)).toContain(notes);

  const before = await rowCounts(api.db);
  const tooLong = await api.post('/api/bookings-afterhours/save', afterHoursPayload({ notes: `${notes}!`, date: '2031-06-21' }));
  expect(tooLong.status).toBe(400);
  expect(tooLong.body.code).toBe('invalid-request');
  expect(await rowCounts(api.db)).toEqual(before);
});

test.each([
  { name: 'a NUL byte', notes: 'Set-up at 5\u0000 PM' },
  { name: 'a lone surrogate (broken Unicode)', notes: 'Cake \ud83c please' },
])('notes with $name are refused with a clear 400: the booking keeps its notes and nobody is emailed', async ({ notes }) => {
  const eventId = await hireAndPay();
  await sent();
  const refused = await api.put(`/api/bookings-afterhours/${eventId}`, await editBody(eventId, { notes, expectedKids: 25 }));
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ code: 'invalid-request' });
  expect(refused.body.message).toMatch(/\S/);
  expect((await api.get(`/api/bookings-afterhours/${eventId}`)).body).toMatchObject({ notes: 'School fundraiser', expectedKids: 20 });
  expect(await sent()).toHaveLength(2);
});

test("an update tells the customer and the venue each field that changed, and the venue gets the new notes whole", async () => {
  const eventId = await hireAndPay();
  await sent();
  const edit = await api.put(
    `/api/bookings-afterhours/${eventId}`,
    await editBody(eventId, {
      date: '2031-06-21',
      startTime: '17:00',
      endTime: '21:30',
      expectedKids: 25,
      expectedAdults: 12,
      addons: [
        { id: 'events-room', quantity: 1 },
        { id: 'kitchen-access', quantity: 1 },
      ],
      notes: 'Set-up from 4:30 PM.\nNut-free cake.',
      lastName: 'Taylor-Smith',
      email: 'alex.taylor@example.com',
      mobile: '0400 999 888',
      address: '3 Event Road, Parramatta',
      paymentOption: 'full',
    }),
  );
  expect(edit.status).toBe(200);
  const total = edit.body.booking.pricing.total as number;

  const changes = [
    'What changed:',
    '- Date: Fri, June 20th, 2031 → Sat, June 21st, 2031.',
    '- Time: 6:00 PM - 9:00 PM → 5:00 PM - 9:30 PM.',
    '- Duration: 3 hours → 4.5 hours.',
    '- Expected kids: 20 → 25.',
    '- Expected adults: 10 → 12.',
    '- Events Room: 2 → 1.',
    '- Added Kitchen Access × 1.',
    '- Removed Cafe Tab.',
    '- Notes changed.',
    '- Name: Alex Taylor → Alex Taylor-Smith.',
    '- Email: alex@example.com → alex.taylor@example.com.',
    '- Mobile: 0400 111 222 → 0400 999 888.',
    '- Address: 2 Event Road, Parramatta → 3 Event Road, Parramatta.',
    '- Payment option: Deposit → Full payment.',
    `- Price: $800.00 → $${total.toFixed(2)}.`,
  ].join('\n');
  const updates = (await sent()).slice(2);
  expect(updates.map((mail) => mail.envelope.to)).toEqual([['alex.taylor@example.com'], [VENUE]]);
  const [customer, venue] = updates;
  expect(textOf(customer)).toContain(changes);
  expect(textOf(venue)).toContain(changes);
  expect(venue.mail.subject).toBe('Booking updated: JJ1002, the after-hours event on Sat, June 21st, 2031');
  expect(textOf(venue)).toContain('Notes from the customer:\n> Set-up from 4:30 PM.\n> Nut-free cake.');
  expect(textOf(customer)).toContain('Your notes for the venue:\n> Set-up from 4:30 PM.');
});

test('an update of the notes alone tells the venue, with the new notes; the same update again sends nothing', async () => {
  const eventId = await hireAndPay();
  await sent();
  const body = await editBody(eventId, { notes: 'Now a surprise party: please keep the lights off at 6.' });
  expect((await api.put(`/api/bookings-afterhours/${eventId}`, body)).status).toBe(200);
  expect((await api.put(`/api/bookings-afterhours/${eventId}`, { ...body, notes: `  ${body.notes}\n` })).status).toBe(200);
  const updates = (await sent()).slice(2);
  expect(updates.map((mail) => mail.envelope.to)).toEqual([['alex@example.com'], [VENUE]]);
  const venue = updates[1];
  expect(textOf(venue)).toContain('What changed:\n- Notes changed.\n\n');
  expect(textOf(venue)).toContain('> Now a surprise party: please keep the lights off at 6.');
});

test('an unpaid hire changed sends nothing yet: its confirmation will carry the notes', async () => {
  const eventId = await createAfterHoursBooking(api);
  expect((await api.put(`/api/bookings-afterhours/${eventId}`, await editBody(eventId, { notes: 'Changed before paying.' }))).status).toBe(200);
  expect(await sent()).toEqual([]);
  const { sessionId } = await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', eventId);
  await pressCheckoutButton(api, sessionId, 'pay');
  const [venue] = toVenue(await sent());
  expect(textOf(venue)).toContain('> Changed before paying.');
});
