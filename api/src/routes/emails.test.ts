import { bookingPayload, bookingUpdatePayload, guestList } from '../test/fixtures';
import { useMailedApi } from '../test/mailed-api';
import { createAfterHoursBooking, createBooking, openCheckout, openDepositCheckout, openFullCheckout, pressCheckoutButton } from '../test/payments';
import { addresses, type ReceivedMail } from '../test/test-smtp';

// Every email the site sends, delivered through a real SMTP server and read back with mailparser:
// each arrives once, to the right address, with the right subject, figures and links (decision 017).

const { api, sent } = useMailedApi();
const VENUE = 'parties@jumpingjellybeans.com.au';
const SITE = 'http://site.test';

const textOf = (mail: ReceivedMail) => mail.mail.text ?? '';
/** The message's header section, as sent. */
const headersOf = (mail: ReceivedMail) => mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n'));

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
    'Food and add-ons:\nChicken Nuggets: 3 portions, included\nSandwich Platter: 2 × $65.00\nLolly Bags: 12 kids × $5.00\nBalloon Bundle: 1 × $40.00',
    'Total: $560.00',
    'Paid: $100.00',
    'Still to pay: $460.00',
    'Food, add-ons and guests can be changed online until Sun, June 15th, 2031.',
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
  expect(textOf(venue)).toContain('Food and add-ons:\nChicken Nuggets: 3 portions, included\nSandwich Platter: 2 × $65.00');
});

const outboxRows = () =>
  api.db.query<{ kind: string; status: string; delay_minutes: number }>(
    `select kind, status, round(extract(epoch from next_attempt_at - created_at) / 60)::int as delay_minutes from email_outbox order by id`,
  );
/** Brings the 'not booked yet' emails due now, as ten minutes passing would. */
const heldEmailsDue = () => api.db.query(`update email_outbox set next_attempt_at = now() where kind = 'booking-held'`);

test("a party booked unpaid gets one 'not booked yet' email ten minutes later, with the deadline on the venue's clock and the pay link, and no invitation", async () => {
  const bookingId = await createBooking(api);
  expect(await outboxRows()).toEqual([{ kind: 'booking-held', status: 'queued', delay_minutes: 10 }]);
  expect(await sent()).toEqual([]);

  await heldEmailsDue();
  const mails = await sent();
  expect(mails.map((m) => m.envelope.to)).toEqual([['sam@example.com']]);
  const [held] = mails;
  // Booked at 9:00 AM Sydney time with a 30-minute hold.
  expect(held.mail.subject).toBe("Not booked yet: pay by 9:30 AM on Mon, June 2nd, 2031 to keep Mia's party on Fri, June 20th, 2031");
  for (const line of [
    'We are holding the Ocean Room for you until 9:30 AM on Mon, June 2nd, 2031. Your party is not booked until it is paid: pay before then to keep the room.',
    `Pay now: ${SITE}/booking-payment/${bookingId}`,
    'Sandwich Platter: 2 × $65.00',
    'Paid: $0.00',
    'Food, add-ons and guests can be changed online until Sun, June 15th, 2031.',
  ]) {
    expect(textOf(held)).toContain(line);
  }
  expect(textOf(held)).not.toContain('/booking-invitation/');
  expect(held.mail.attachments).toEqual([]);

  // Sent once: looking again sends nothing more.
  await heldEmailsDue();
  expect(await sent()).toHaveLength(1);
  expect((await outboxRows()).map((row) => row.status)).toEqual(['sent']);
});

test("a party paid, or out of its hold, before its 'not booked yet' email is due never gets it", async () => {
  await bookAndPayDeposit();
  const outOfHold = await createBooking(api, { room: { id: 'jungle-room' } });
  await api.db.query(`update bookings set hold_expires_at = now() - interval '1 second' where public_id = $1`, [outOfHold]);
  await heldEmailsDue();
  const mails = await sent();
  expect(mails.map((m) => m.mail.subject)).toEqual([
    "Booking confirmed: Mia's party on Fri, June 20th, 2031 (JJ1002)",
    "Booking confirmed: JJ1002, Mia's party on Fri, June 20th, 2031",
  ]);
  expect((await outboxRows()).map((row) => [row.kind, row.status])).toEqual([
    ['booking-held', 'dropped'],
    ['booking-confirmed', 'sent'],
    ['venue-booking-confirmed', 'sent'],
    ['booking-held', 'dropped'],
  ]);
});

test('Pay pressed ten times at once sends one confirmation, and paying the balance later sends a receipt, not a second confirmation', async () => {
  const bookingId = await createBooking(api);
  const { sessionId } = await openDepositCheckout(api, bookingId);
  await Promise.all(Array.from({ length: 10 }, () => pressCheckoutButton(api, sessionId, 'pay')));
  expect((await sent()).map((m) => m.mail.subject)).toEqual([
    "Booking confirmed: Mia's party on Fri, June 20th, 2031 (JJ1002)",
    "Booking confirmed: JJ1002, Mia's party on Fri, June 20th, 2031",
  ]);

  await pressCheckoutButton(api, (await openFullCheckout(api, bookingId)).sessionId, 'pay');
  const mails = await sent();
  expect(mails).toHaveLength(3);
  const receipt = mails[2];
  expect(receipt.envelope.to).toEqual(['sam@example.com']);
  expect(receipt.mail.subject).toBe('Payment received: $460.00 for booking JJ1002');
  for (const line of ['This payment: $460.00', 'Total: $560.00', 'Paid: $560.00', 'Still to pay: $0.00']) expect(textOf(receipt)).toContain(line);
  // Nothing is left to pay: no pay-now link.
  expect(textOf(receipt)).not.toContain('/booking-payment/');
  expect(receipt.mail.attachments).toEqual([]);
});

test('a coupon shows on the confirmation; a booking a coupon makes free is confirmed with its email, no payment needed', async () => {
  await api.db.query(
    `insert into coupons (code, type, amount_hundredths, valid_from, valid_to, max_usage)
     values ('TENOFF', 'fixed', 1000, '2031-01-01', '2031-12-31', 5), ('FREEPARTY', 'percentage', 10000, '2031-01-01', '2031-12-31', 5)`,
  );
  await bookAndPayDeposit({ coupon: 'TENOFF' });
  const [withCoupon] = await sent();
  for (const line of ['Total: $560.00', 'Coupon discount (TENOFF): −$10.00', 'Final price: $550.00', 'Paid: $100.00', 'Still to pay: $450.00']) {
    expect(textOf(withCoupon)).toContain(line);
  }

  const free = await api.post('/api/booking-initiate', bookingPayload({ coupon: 'FREEPARTY', room: { id: 'jungle-room' } }));
  expect(free.body.status).toBe('confirmed');
  expect((await api.get(`/api/bookings/${free.body.bookingId}`)).body.confirmationEmailTo).toBe('sam@example.com');
  const [parent, venue] = (await sent()).slice(2);
  expect(parent.envelope.to).toEqual(['sam@example.com']);
  expect(parent.mail.subject).toMatch(/^Booking confirmed: Mia's party/);
  expect(textOf(parent)).toContain('Still to pay: $0.00');
  expect(parent.mail.attachments).toHaveLength(1);
  expect(textOf(venue)).toContain('Payment: None needed: the booking costs $0');
});

test("an edit of a confirmed party tells the parent and the venue each field that changed; one that changes nothing sends nothing", async () => {
  const { bookingId } = await bookAndPayDeposit();
  await sent();
  // 14 guests, 3 platters, lolly bags: 300 + 4 x 15 + 3 x 65 + 14 x 5 = 625.
  const edit = await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload({ paymentOption: 'full' }));
  expect(edit).toMatchObject({ status: 200, body: { finalPrice: 625 } });
  const same = await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload({ paymentOption: 'full' }));
  expect(same).toMatchObject({ status: 200, body: { finalPrice: 625 } });
  const later = await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload({ paymentOption: 'later' }));
  expect(later).toMatchObject({ status: 200, body: { finalPrice: 625 } });

  const updates = (await sent()).slice(2);
  expect(updates.map((m) => m.envelope.to)).toEqual([['sam@example.com'], [VENUE], ['sam@example.com'], [VENUE]]);
  const [update, venue, optionUpdate, optionVenue] = updates;
  expect(update.mail.subject).toBe('Booking updated: JJ1002 now costs $625.00');
  const changes = [
    'What changed:',
    '- Number of kids: 12 → 14.',
    '- Sandwich Platter: 2 → 3.',
    '- Removed Balloon Bundle.',
    '- Payment option: Deposit → Full payment.',
    '- Price: $560.00 → $625.00.',
  ].join('\n');
  expect(textOf(update)).toContain(changes);
  for (const line of [
    'Total: $625.00',
    'Paid: $100.00',
    'Still to pay: $525.00',
    'Number of kids: 14',
    'Food and add-ons:\nChicken Nuggets: 3 portions, included\nSandwich Platter: 3 × $65.00\nLolly Bags: 14 kids × $5.00',
    'Food, add-ons and guests can be changed online until Sun, June 15th, 2031.',
    `Pay the balance: ${SITE}/booking-payment/${bookingId}`,
  ]) {
    expect(textOf(update)).toContain(line);
  }
  // The same edit again changed nothing; choosing to pay on the day is a change of its own.
  for (const mail of [optionUpdate, optionVenue]) expect(textOf(mail)).toContain('What changed:\n- Payment option: Full payment → Pay on Event Day.\n\n');
  expect(venue.mail.subject).toBe("Booking updated: JJ1002, Mia's party on Fri, June 20th, 2031");
  expect(addresses(venue.mail.replyTo)).toEqual(['sam@example.com']);
  expect(textOf(venue)).toContain(changes);
  expect(textOf(venue)).toContain('Sandwich Platter: 3 × $65.00');
});

test('an edit that lowers a paid party below what was paid tells the parent and the venue what is owed back', async () => {
  const bookingId = await createBooking(api);
  await pressCheckoutButton(api, (await openFullCheckout(api, bookingId)).sessionId, 'pay');
  await sent();
  // 10 guests, no platters, lolly bags only: 350, after 560 was paid.
  await api.put(`/api/bookings/${bookingId}`, bookingUpdatePayload({ numberOfKids: 10, guestNames: guestList(10), adultsFood: [], paymentOption: 'later' }));
  const [update, venueUpdate, refund] = (await sent()).slice(2);
  expect(update.mail.subject).toBe('Booking updated: JJ1002 now costs $350.00');
  expect(venueUpdate.envelope.to).toEqual([VENUE]);
  expect(textOf(update)).toContain('To be refunded to you: $210.00');
  expect(refund.envelope.to).toEqual([VENUE]);
  expect(refund.mail.subject).toBe('Refund due: $210.00 on booking JJ1002');
  for (const line of ['Owed back now: $210.00', 'Was: $0.00', 'An edit lowered the price below what has been paid. Was $0.00, now $210.00.', 'Owed back to the customer: $210.00', 'Customer: Sam Nguyen']) {
    expect(textOf(refund)).toContain(line);
  }
  expect(textOf(refund)).not.toContain('refunded to you');
});

test('an after-hours deposit sends its confirmation with the event in an .ics; an edit changing its price sends the new figures', async () => {
  const eventId = await createAfterHoursBooking(api);
  const { sessionId } = await openCheckout(api, '/api/create-dynamic-checkout-session-afterhours', eventId);
  await pressCheckoutButton(api, sessionId, 'pay');
  const [customer, venue] = await sent();
  expect(customer.envelope.to).toEqual(['alex@example.com']);
  expect(customer.mail.subject).toBe('Booking confirmed: the after-hours event on Fri, June 20th, 2031 (JJ1002)');
  for (const line of ['Time: 6:00 PM - 9:00 PM', 'Duration: 3 hours', 'Expected guests: 20 kids, 10 adults', 'Total: $800.00', 'Paid: $400.00', 'Still to pay: $400.00']) {
    expect(textOf(customer)).toContain(line);
  }
  expect(textOf(customer)).toContain(`${SITE}/book-your-party/after-hours/edit/${eventId}`);
  expect(parseIcs(customer.mail.attachments[0].content.toString('utf8'))).toMatchObject({ DTSTART: '20310620T080000Z', DTEND: '20310620T110000Z' });
  expect(venue.envelope.to).toEqual([VENUE]);
  expect(textOf(venue)).toContain(`Payment reference: ${sessionId}`);

  const current = (await api.get(`/api/bookings-afterhours/${eventId}`)).body;
  const edit = await api.put(`/api/bookings-afterhours/${eventId}`, { ...current, selectedPackage: { id: current.selectedPackage.id }, endTime: '20:00', duration: 2 });
  expect(edit.status).toBe(200);
  const [update] = (await sent()).slice(2);
  expect(update.envelope.to).toEqual(['alex@example.com']);
  expect(update.mail.subject).toBe(`Booking updated: JJ1002 now costs $${edit.body.booking.pricing.total.toFixed(2)}`);
});

test('an RSVP carrying HTML and header-like text reaches the parent, and its copy the guest, as plain text, with the allergies in the body only', async () => {
  const { bookingId } = await bookAndPayDeposit();
  await sent();
  const { invitationId } = (await api.get(`/api/bookings/${bookingId}`)).body;
  const answer = {
    coming: true,
    name: 'Jo <b>Bold</b>\r\nBcc: evil@example.com',
    email: 'jo@example.com',
    phone: '0400 000 001',
    kids: [{ name: 'Ava\r\nBcc: evil2@example.com', allergies: 'Peanuts <script>alert(1)</script>' }],
  };
  expect((await api.post(`/api/invitations/${invitationId}/rsvps`, answer)).status).toBe(201);
  const mails = (await sent()).slice(2);
  expect(mails.map((mail) => mail.envelope.to)).toEqual([['sam@example.com'], ['jo@example.com']]);
  const [rsvp, copy] = mails;
  expect(rsvp.mail.headers.has('bcc')).toBe(false);
  expect(headersOf(rsvp)).not.toMatch(/^bcc:/im);
  expect(rsvp.mail.subject).toBe("New RSVP for Mia's party: Jo <b>Bold</b> Bcc: evil@example.com is coming with 1 kid");
  expect(rsvp.mail.subject).not.toContain('Peanuts');
  expect(addresses(rsvp.mail.replyTo)).toEqual(['jo@example.com']);
  expect(textOf(rsvp)).toContain(': Peanuts <script>alert(1)</script>');
  const html = String(rsvp.mail.html);
  expect(html).toContain('Peanuts &lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).toContain('Jo &lt;b&gt;Bold&lt;/b&gt;');
  expect(html).not.toContain('<script>');
  expect(html).not.toContain('<b>Bold');
  expect(textOf(rsvp)).toContain(`See your guest list: ${SITE}/booking-edit/${bookingId}`);

  // The guest's copy: to the guest alone, by the name they typed kept inside its header, answering
  // to the venue; nothing of the parent's.
  expect(copy.mail.headers.has('bcc')).toBe(false);
  expect(headersOf(copy)).not.toMatch(/^bcc:/im);
  expect(addresses(copy.mail.to)).toEqual(['jo@example.com']);
  expect(addresses(copy.mail.replyTo)).toEqual([VENUE]);
  expect(copy.mail.subject).toBe("Your RSVP to Mia's 7th birthday party: coming with 1 kid");
  // A line break typed into a kid's name stays in the body, where it is only text.
  expect(textOf(copy)).toContain('Ava\nBcc: evil2@example.com: Peanuts <script>alert(1)</script>');
  const copyHtml = String(copy.mail.html);
  expect(copyHtml).toContain('Peanuts &lt;script&gt;alert(1)&lt;/script&gt;');
  expect(copyHtml).not.toContain('<script>');
  expect(copyHtml).not.toContain('<b>Bold');
  expect(textOf(copy)).toContain(`Open the invitation: ${SITE}/booking-invitation/${invitationId}`);
  for (const part of [headersOf(copy), textOf(copy), copyHtml]) {
    for (const secret of ['sam@example.com', 'Nguyen', bookingId, 'JJ1002']) expect(part).not.toContain(secret);
  }
});

test("the confirmation offers the invitation's message, ready to send by SMS, WhatsApp or email", async () => {
  const { bookingId } = await bookAndPayDeposit();
  const [parent, venue] = await sent();
  const { invitationId } = (await api.get(`/api/bookings/${bookingId}`)).body;
  const message =
    "You're invited to Mia's 7th birthday party on Fri, June 20th, 2031, 10:00 AM - 12:00 PM, at Jumping Jellybeans Play Centre. " +
    `Details and RSVP: ${SITE}/booking-invitation/${invitationId}`;
  const links = new Map([...textOf(parent).matchAll(/^(Open the invitation|Send it by SMS|Send it on WhatsApp|Send it by email): (\S+)$/gm)].map((m) => [m[1], m[2]]));
  expect(links.get('Open the invitation')).toBe(`${SITE}/booking-invitation/${invitationId}`);
  expect(decodeURIComponent((links.get('Send it by SMS') ?? '').replace('sms:?&body=', ''))).toBe(message);
  expect(new URL(links.get('Send it on WhatsApp') ?? '').searchParams.get('text')).toBe(message);
  const email = new URLSearchParams((links.get('Send it by email') ?? '').replace('mailto:?', ''));
  expect([email.get('subject'), email.get('body')]).toEqual(["You're invited to Mia's 7th birthday party!", message]);
  expect(String(parent.mail.html)).toContain(`href="https://wa.me/?text=`);
  // The venue's copy has no invitation to send.
  expect(textOf(venue)).not.toContain('wa.me');
});

test("a contact message carrying HTML and header-like text reaches the venue's inbox alone, as plain text, answering to its sender", async () => {
  const message = {
    name: 'Eve\r\nBcc: evil@example.com',
    email: 'eve@example.com',
    phone: '0400 000 002',
    subject: 'Party question\r\nBcc: evil2@example.com',
    message: 'Hello <img src=x onerror=alert(1)>\r\nBcc: evil3@example.com\r\nSecond line',
  };
  expect((await api.post('/api/contacts', message)).status).toBe(201);
  const mails = await sent();
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  expect(mail.envelope.to).toEqual([VENUE]);
  expect(headersOf(mail)).not.toMatch(/^bcc:/im);
  expect(mail.mail.headers.has('bcc')).toBe(false);
  expect(addresses(mail.mail.replyTo)).toEqual(['eve@example.com']);
  expect(mail.mail.subject).toBe('Contact form: Party question Bcc: evil2@example.com');
  expect(textOf(mail)).toContain('> Hello <img src=x onerror=alert(1)>\n> Bcc: evil3@example.com\n> Second line');
  const html = String(mail.mail.html);
  expect(html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;');
  expect(html).not.toContain('<img');
});
