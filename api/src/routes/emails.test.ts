import { bookingPayload, bookingUpdatePayload, guestList } from '../test/fixtures';
import { useMailedApi } from '../test/mailed-api';
import { createAfterHoursBooking, createBooking, openCheckout, openDepositCheckout, openFullCheckout, pressCheckoutButton } from '../test/payments';
import { addresses, type ReceivedMail } from '../test/test-smtp';

// Every email the site sends, delivered through a real SMTP server and read back with mailparser:
// each arrives once, to the right address, with the right subject, figures and links (issue 16).

const { api, sent } = useMailedApi();
const VENUE = 'parties@jumpingjellybeans.com.au';
const SITE = 'http://site.test';

const to = (address: string) => (mail: ReceivedMail) => mail.envelope.to.includes(address);
const textOf = (mail: ReceivedMail) => mail.mail.text ?? '';

/** The .ics file's properties, its folded lines joined again (RFC 5545 §3.1). */
function parseIcs(body: string): Record<string, string> {
  expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
  const lines = body.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
  expect(lines.every((line) => /^[A-Z-]+[:;]/.test(line))).toBe(true);
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]));
}

/** Pays a new booking's deposit through the test checkout; answers its id and the session paid. */
async function bookAndPayDeposit(overrides: Record<string, unknown> = {}) {
  const bookingId = await createBooking(api, overrides);
  const { sessionId } = await openDepositCheckout(api, bookingId);
  expect((await pressCheckoutButton(api, sessionId, 'pay')).status).toBe(303);
  return { bookingId, sessionId };
}

test('the payment that confirms a party sends the parent one confirmation, with its figures, links and .ics, and the venue one copy', async () => {
  const bookingId = await createBooking(api);
  expect((await api.get(`/api/bookings/${bookingId}`)).body.confirmationEmailTo).toBeNull();
  const { sessionId } = await openDepositCheckout(api, bookingId);
  await pressCheckoutButton(api, sessionId, 'pay');
  const record = (await api.get(`/api/bookings/${bookingId}`)).body;
  expect(record).toMatchObject({ status: 'confirmed', confirmationEmailTo: 'sam@example.com' });

  const mails = await sent();
  expect(mails.map((m) => m.envelope.to)).toEqual([['sam@example.com'], [VENUE]]);
  const [parent, venue] = mails;

  expect(parent.mail.subject).toBe("Booking confirmed: Mia's party on Fri, June 20th, 2031 (JJ1002)");
  expect(addresses(parent.mail.from)).toEqual([VENUE]);
  expect(parent.mail.from?.value[0].name).toBe('Jumping Jellybeans Play Centre');
  const text = textOf(parent);
  for (const line of [
    'Booking reference: JJ1002',
    'Child: Mia Nguyen, turning 7',
    'Package: Basic Fun',
    'Date: Fri, June 20th, 2031',
    'Time: 10:00 AM - 12:00 PM',
    'Room: Ocean Room',
    'Number of kids: 12',
    'Total: $560.00',
    'Paid: $100.00',
    'Still to pay: $460.00',
    `View or change your booking: ${SITE}/booking-edit/${bookingId}`,
    `Pay the balance: ${SITE}/booking-payment/${bookingId}`,
    `${SITE}/booking-invitation/${record.invitationId}`,
    'Phone: (02) 9555 0123',
    `Email: ${VENUE}`,
    'Address: 12 Playful Lane, Parramatta NSW 2150',
  ]) {
    expect(text).toContain(line);
  }
  expect(text).not.toContain('Coupon');
  // The HTML part carries the same, for a phone.
  const html = String(parent.mail.html);
  expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
  expect(html).toContain(`href="${SITE}/booking-payment/${bookingId}"`);
  expect(html).toContain('$460.00');

  expect(parent.mail.attachments).toHaveLength(1);
  const [ics] = parent.mail.attachments;
  expect(ics).toMatchObject({ filename: 'party-JJ1002.ics', contentType: 'text/calendar' });
  const event = parseIcs(ics.content.toString('utf8'));
  // 10:00 in Sydney in June (UTC+10) is 00:00 UTC; the party lasts 2 hours.
  expect(event).toMatchObject({
    DTSTART: '20310620T000000Z',
    DTEND: '20310620T020000Z',
    SUMMARY: "Mia's Birthday Party at Jumping Jellybeans Play Centre",
    UID: `booking-${bookingId}@jumpingjellybeans.com.au`,
  });

  expect(venue.mail.subject).toBe("Booking confirmed: JJ1002, Mia's party on Fri, June 20th, 2031");
  expect(addresses(venue.mail.replyTo)).toEqual(['sam@example.com']);
  for (const line of ['Customer: Sam Nguyen', 'Email: sam@example.com', 'Phone: 0412345678', 'Payment: $100.00', 'Payment provider: test', `Payment reference: ${sessionId}`]) {
    expect(textOf(venue)).toContain(line);
  }
});
