import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { bookingOverMessage } from '@party/domain';
import { fixNow, realClockAfterEachTest } from '@tooling/jest/browser-helpers';
import { aBooking } from '../../test/fixtures';
import { renderAt, freshPageAfterEachTest } from '../../test/render';
import { API, server, serveBooking, serveApiForEachTest } from '../../test/server';

serveApiForEachTest();
freshPageAfterEachTest();
realClockAfterEachTest();

test.each([
  { status: 'confirmed', message: 'Your party has been successfully booked.' },
  { status: 'pending', message: 'Your booking is awaiting payment.' },
  { status: 'canceled', message: 'This booking has been canceled.' },
  { status: 'on-hold', message: 'Your booking has been confirmed.' },
])('a $status booking says: $message', async ({ status, message }) => {
  serveBooking(aBooking({ status: status as 'confirmed' }));
  await renderAt('/booking-success/bk_1');
  const title = status === 'pending' ? 'Your Party Is Not Booked Yet' : 'Thank You for Your Booking!';
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
});

const HOLD_ENDS = '2031-07-01T05:45:00Z';

test('an unpaid booking says its room is held until when and that the party is not booked until paid, leads with Pay Now, and invites nobody yet', async () => {
  fixNow('2031-07-01T05:30:00Z');
  serveBooking(aBooking({ status: 'pending', holdExpiresAt: HOLD_ENDS, totalPaidAmount: 0, remainingAmount: 455, confirmationEmailTo: null }));
  await renderAt('/booking-success/bk_1');
  const notice = await screen.findByRole('alert');
  expect(notice).toHaveTextContent('Your booking is awaiting payment.');
  expect(notice).toHaveTextContent(
    'We are holding the Ocean Room for you until 3:45 PM on Tue, July 1st, 2031. Your party is not booked until it is paid: pay before then to keep the room.',
  );
  const links = screen.getAllByRole('link', { name: /^(Pay Now|Edit Order)$/ });
  expect(links.map((link) => link.textContent)).toEqual(['Pay Now', 'Edit Order']);
  expect(links[0]).toHaveAttribute('href', '/booking-payment/bk_1');
  expect(screen.getByRole('link', { name: /Add to Google Calendar/ })).toBeVisible();
  expect(screen.queryByRole('region', { name: 'Invite Your Guests' })).not.toBeInTheDocument();
  expect(screen.queryByText(/confirmation email/)).not.toBeInTheDocument();
});

test('an unpaid booking whose hold has run out says the room is no longer kept', async () => {
  fixNow('2031-07-01T06:00:00Z');
  serveBooking(aBooking({ status: 'pending', holdExpiresAt: HOLD_ENDS, totalPaidAmount: 0, remainingAmount: 455 }));
  await renderAt('/booking-success/bk_1');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The hold on the Ocean Room has run out and your party is not booked. Pay now to book it, while the room is still free.',
  );
});

test('a booked party invites its guests, and says until when it can be changed online', async () => {
  fixNow('2031-07-01T05:30:00Z');
  await renderAt('/booking-success/bk_1');
  expect(await screen.findByRole('region', { name: 'Invite Your Guests' })).toBeInTheDocument();
  expect(screen.getByText('Food, add-ons and guests can be changed online until Sat, July 5th, 2031.')).toBeVisible();
  const links = screen.getAllByRole('link', { name: /^(Pay Now|Edit Order)$/ });
  expect(links.map((link) => link.textContent)).toEqual(['Edit Order', 'Pay Now']);
});

test('4 days or less before the party, the page says it can no longer be changed online', async () => {
  fixNow('2031-07-07T05:30:00Z');
  await renderAt('/booking-success/bk_1');
  expect(await screen.findByText('Your party is 4 days or less away, so it can no longer be changed online.')).toBeVisible();
});

test.each([
  { name: 'confirmed, its email queued', status: 'confirmed', confirmationEmailTo: 'linh.n@example.com', shown: true },
  { name: 'confirmed, no email queued', status: 'confirmed', confirmationEmailTo: null, shown: false },
  { name: 'pending', status: 'pending', confirmationEmailTo: null, shown: false },
  { name: 'canceled after its email', status: 'canceled', confirmationEmailTo: 'linh.n@example.com', shown: false },
])('the confirmation-email notice names the address only when confirmed and queued ($name)', async ({ status, confirmationEmailTo, shown }) => {
  serveBooking(aBooking({ status: status as 'confirmed', confirmationEmailTo }));
  await renderAt('/booking-success/bk_1');
  await screen.findByRole('heading', { level: 1 });
  const notice = screen.queryByText(/A confirmation email has been sent to/);
  if (shown) expect(notice).toHaveTextContent('A confirmation email has been sent to linh.n@example.com.');
  else expect(notice).not.toBeInTheDocument();
});

test('shows the booking and payment summaries and links to Edit Order', async () => {
  await renderAt('/booking-success/bk_1');
  const booking = await screen.findByRole('region', { name: 'Booking Summary' });
  for (const [label, value] of [
    ['Booking reference', 'JJ1043'],
    ['Package', 'Basic Fun'],
    ['Child', 'Mia Nguyen'],
    ['Turning', '6'],
    ['Date', 'Thu, July 10th, 2031'],
    ['Time', '11:00 AM - 1:00 PM'],
    ['Room', 'Ocean Room'],
    ['Number of kids', '12'],
  ]) {
    expect(within(booking).getByText(label).nextElementSibling).toHaveTextContent(value);
  }
  const payment = screen.getByRole('region', { name: 'Payment Summary' });
  // The order, told back with its quantities.
  expect(within(payment).getByText('Chicken Nuggets (3 portions)').nextElementSibling).toHaveTextContent('Included');
  expect(within(payment).getByText('Sandwich Platter × 1').nextElementSibling).toHaveTextContent('$65.00');
  expect(within(payment).getByText('Lolly Bags (12 kids × $5.00)').nextElementSibling).toHaveTextContent('$60.00');
  expect(within(payment).getByText('Total').nextElementSibling).toHaveTextContent('$455.00');
  expect(within(payment).getByText('Amount paid').nextElementSibling).toHaveTextContent('$100.00');
  expect(within(payment).getByText('Balance due on the day').nextElementSibling).toHaveTextContent('$355.00');
  expect(within(payment).queryByText(/Coupon discount/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Edit Order' })).toHaveAttribute('href', '/booking-edit/bk_1');
});

test('a coupon shows its discount and the final price', async () => {
  serveBooking(aBooking({ coupon: 'SAVE50', appliedDiscountAmount: 50, finalPrice: 405, remainingAmount: 305 }));
  await renderAt('/booking-success/bk_1');
  const payment = await screen.findByRole('region', { name: 'Payment Summary' });
  expect(within(payment).getByText('Coupon discount (SAVE50)').nextElementSibling).toHaveTextContent('−$50.00');
  expect(within(payment).getByText('Final price').nextElementSibling).toHaveTextContent('$405.00');
});

test.each([
  // July is winter in Sydney (UTC+10): 11:00 there is 01:00 UTC.
  { date: '2031-07-10', start: '20310710T010000Z', end: '20310710T030000Z' },
  // January is daylight saving (UTC+11): 11:00 there is 00:00 UTC.
  { date: '2031-01-15', start: '20310115T000000Z', end: '20310115T020000Z' },
])('the calendar event of a party on $date starts at 11:00 venue time and lasts 2 hours', async ({ date, start, end }) => {
  serveBooking(aBooking({ date }));
  await renderAt('/booking-success/bk_1');
  const google = await screen.findByRole('link', { name: /Add to Google Calendar/ });
  expect(new URL(google.getAttribute('href') ?? '').searchParams.get('dates')).toBe(`${start}/${end}`);
  const yahoo = new URL(screen.getByRole('link', { name: /Add to Yahoo Calendar/ }).getAttribute('href') ?? '');
  expect([yahoo.searchParams.get('st'), yahoo.searchParams.get('et')]).toEqual([start, end]);
  const ics = screen.getByRole('link', { name: 'Add to Apple or Outlook Calendar (.ics)' });
  expect(ics).toHaveAttribute('download', 'party-JJ1043.ics');
  const body = decodeURIComponent((ics.getAttribute('href') ?? '').replace('data:text/calendar;charset=utf-8,', ''));
  expect(body).toContain(`DTSTART:${start}`);
  expect(body).toContain(`DTEND:${end}`);
  expect(body).toContain("SUMMARY:Mia's Birthday Party at Test Play Centre");
});

test('reads the booking id from ?bookingId= before the route', async () => {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/bookings/:id`, ({ params }) => {
      asked.push(String(params.id));
      return HttpResponse.json(aBooking({ bookingId: String(params.id), id: String(params.id) }));
    }),
  );
  await renderAt('/booking-success/ignored?bookingId=bk_9');
  expect(await screen.findByRole('link', { name: 'Edit Order' })).toHaveAttribute('href', '/booking-edit/bk_9');
  expect(asked).toEqual(['bk_9']);
});

test('with session_id it loads the booking of the checkout session instead', async () => {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/bookings/session/:sessionId`, ({ params }) => {
      asked.push(String(params.sessionId));
      return HttpResponse.json(aBooking({ status: 'confirmed' }));
    }),
    http.get(`${API}/bookings/:id`, () => HttpResponse.json({ message: 'not this one' }, { status: 500 })),
  );
  await renderAt('/booking-success/bk_1?session_id=cs_test_1');
  expect(await screen.findByText('Your party has been successfully booked.')).toBeInTheDocument();
  expect(asked).toEqual(['cs_test_1']);
});

test.each([
  { name: 'an unknown booking', path: '/booking-success/nope', response: () => HttpResponse.json({ message: 'Booking not found' }, { status: 404 }) },
  { name: 'a network failure', path: '/booking-success/bk_1', response: () => HttpResponse.error() },
])('$name shows Booking Not Found with Return Home', async ({ path, response }) => {
  server.use(http.get(`${API}/bookings/:id`, response));
  await renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Booking Not Found' })).toBeInTheDocument();
  expect(screen.getByText("We couldn't find your booking information. Please contact us for assistance.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
});

test('an unknown checkout session shows Booking Not Found', async () => {
  server.use(http.get(`${API}/bookings/session/:id`, () => HttpResponse.json({ message: 'Session not found' }, { status: 404 })));
  await renderAt('/booking-success/bk_1?session_id=cs_nope');
  expect(await screen.findByRole('heading', { level: 1, name: 'Booking Not Found' })).toBeInTheDocument();
});

const INVITATION_URL = 'http://localhost/booking-invitation/inv_1';
const MESSAGE = `You're invited to Mia's 6th birthday party on Thu, July 10th, 2031, 11:00 AM - 1:00 PM, at Test Play Centre. Details and RSVP: ${INVITATION_URL}`;

test('a confirmed booking offers to invite guests near the top, before the summaries, with the message they will get', async () => {
  await renderAt('/booking-success/bk_1');
  const invite = await screen.findByRole('region', { name: 'Invite Your Guests' });
  expect(invite.compareDocumentPosition(screen.getByRole('region', { name: 'Booking Summary' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(invite.compareDocumentPosition(screen.getByRole('link', { name: 'Edit Order' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(within(invite).getByText(MESSAGE)).toBeVisible();
});

test('SMS, WhatsApp and Email open the message, with the invitation link, ready to send', async () => {
  await renderAt('/booking-success/bk_1');
  const choices = within(await screen.findByRole('list', { name: 'Send the invitation' }));
  const sms = choices.getByRole('link', { name: 'SMS' }).getAttribute('href') ?? '';
  expect(sms.startsWith('sms:?&body=')).toBe(true);
  expect(decodeURIComponent(sms.slice('sms:?&body='.length))).toBe(MESSAGE);
  const whatsapp = choices.getByRole('link', { name: 'WhatsApp (opens in a new tab)' });
  expect(new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text')).toBe(MESSAGE);
  expect(whatsapp).toHaveAttribute('target', '_blank');
  const email = new URL(choices.getByRole('link', { name: 'Email' }).getAttribute('href') ?? '');
  expect(email.protocol).toBe('mailto:');
  expect(email.searchParams.get('subject')).toBe("You're invited to Mia's 6th birthday party!");
  expect(email.searchParams.get('body')).toBe(MESSAGE);
});

test('the link and the whole message copy, each with a visible confirmation', async () => {
  const { user } = await renderAt('/booking-success/bk_1');
  const field = await screen.findByRole('textbox', { name: 'Invitation link' });
  expect(field).toHaveValue(INVITATION_URL);
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(screen.getByRole('button', { name: 'Copy link' }));
  expect(await screen.findByText('✓ Link copied')).toBeVisible();
  expect(writeText).toHaveBeenLastCalledWith(INVITATION_URL);
  await user.click(screen.getByRole('button', { name: 'Copy message' }));
  expect(await screen.findByText('✓ Message copied')).toBeVisible();
  expect(writeText).toHaveBeenLastCalledWith(MESSAGE);
});

test('in a browser without a share sheet, Share copies the message, and says so', async () => {
  const { user } = await renderAt('/booking-success/bk_1');
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(await screen.findByRole('button', { name: 'Share' }));
  expect(await screen.findByText('✓ Message copied')).toBeVisible();
  expect(writeText).toHaveBeenLastCalledWith(MESSAGE);
});

test("the Share button opens the phone's share sheet with the message and the link, where the browser has one", async () => {
  const share = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  try {
    const { user } = await renderAt('/booking-success/bk_1');
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: "You're invited to Mia's 6th birthday party!",
      text: "You're invited to Mia's 6th birthday party on Thu, July 10th, 2031, 11:00 AM - 1:00 PM, at Test Play Centre.",
      url: INVITATION_URL,
    });
  } finally {
    delete (navigator as { share?: unknown }).share;
  }
});

test('a booking awaiting payment offers no invitation yet: a party is invited to once it is booked', async () => {
  serveBooking(aBooking({ status: 'pending', totalPaidAmount: 0, remainingAmount: 455 }));
  await renderAt('/booking-success/bk_1');
  await screen.findByText('Your booking is awaiting payment.');
  expect(screen.queryByRole('region', { name: 'Invite Your Guests' })).not.toBeInTheDocument();
});

test('a canceled booking still offers Edit Order and the calendar links, but no invitation or Pay Now', async () => {
  serveBooking(aBooking({ status: 'canceled' }));
  await renderAt('/booking-success/bk_1');
  await screen.findByText('This booking has been canceled.');
  expect(screen.getByRole('link', { name: 'Edit Order' })).toHaveAttribute('href', '/booking-edit/bk_1');
  expect(screen.getByRole('link', { name: /Add to Google Calendar/ })).toBeVisible();
  expect(screen.getByRole('link', { name: /Add to Yahoo Calendar/ })).toBeVisible();
  expect(screen.queryByRole('textbox', { name: 'Invitation link' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
});

test.each([
  { name: 'a balance left to pay', booking: aBooking(), shown: true },
  { name: 'nothing left to pay', booking: aBooking({ totalPaidAmount: 455, remainingAmount: 0 }), shown: false },
])('with $name, Pay Now leading to the pay-now page shows: $shown', async ({ booking, shown }) => {
  serveBooking(booking);
  await renderAt('/booking-success/bk_1');
  await screen.findByRole('heading', { level: 1 });
  const payNow = screen.queryByRole('link', { name: 'Pay Now' });
  if (shown) expect(payNow).toHaveAttribute('href', '/booking-payment/bk_1');
  else expect(payNow).not.toBeInTheDocument();
});

test.each([
  { name: 'a canceled booking paid $100', booking: aBooking({ status: 'canceled', amountOwedBack: 100, refundDue: true, remainingAmount: 0 }), owed: '$100.00' },
  // Paid in full ($645), then edited down to $365.
  { name: 'a booking edited below what was paid', booking: aBooking({ finalPrice: 365, totalPaidAmount: 645, remainingAmount: 0, amountOwedBack: 280, refundDue: true }), owed: '$280.00' },
])('$name says what is owed back, with the amount, in the notice and the payment summary', async ({ booking, owed }) => {
  serveBooking(booking);
  await renderAt('/booking-success/bk_1');
  const notice = await screen.findByText('A refund is owed to you');
  expect(notice.parentElement).toHaveTextContent(`We owe you ${owed} back. The venue will refund it to your card; call us on (02) 9555 0199 with any questions.`);
  expect(within(notice.parentElement as HTMLElement).getByRole('link', { name: '(02) 9555 0199' })).toHaveAttribute('href', 'tel:0295550199');
  const payment = screen.getByRole('region', { name: 'Payment Summary' });
  expect(within(payment).getByText('Owed back to you').nextElementSibling).toHaveTextContent(owed);
});

test('nothing owed back, no refund notice and no row', async () => {
  await renderAt('/booking-success/bk_1');
  await screen.findByRole('region', { name: 'Payment Summary' });
  expect(screen.queryByText('A refund is owed to you')).not.toBeInTheDocument();
  expect(screen.queryByText('Owed back to you')).not.toBeInTheDocument();
});

test.each(['room-taken', 'hold-expired', 'replaced', 'event-passed', 'customer-canceled', 'venue-canceled'] as const)('a booking over (%s) says why and offers to book again instead of Pay Now', async (reason) => {
  serveBooking(aBooking({ status: 'canceled', canceledReason: reason, totalPaidAmount: 0, remainingAmount: 0 }));
  await renderAt('/booking-success/bk_1');
  const over = await screen.findByText('This Booking Has Been Canceled');
  expect(over.parentElement).toHaveTextContent(bookingOverMessage(reason, '(02) 9555 0199'));
  expect(screen.getByRole('link', { name: 'Make a New Booking' })).toHaveAttribute('href', '/book-your-party');
  expect(screen.queryByText('This booking has been canceled.')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
});

test('a coupon taken off at payment explains the higher price', async () => {
  serveBooking(aBooking({ droppedCoupon: { code: 'SAVE50', reason: 'used-up' } }));
  await renderAt('/booking-success/bk_1');
  expect((await screen.findByText('Your coupon no longer applies')).parentElement).toHaveTextContent(
    'The coupon SAVE50 ran out before your payment arrived (its last use went to another booking), so the full price applies.',
  );
});

test('a booking paid in full says so, whatever option it was booked with (decision 031)', async () => {
  serveBooking(aBooking({ paymentOption: 'later', totalPaidAmount: 455, remainingAmount: 0 }));
  await renderAt('/booking-success/bk_1');
  const payment = await screen.findByRole('region', { name: 'Payment Summary' });
  expect(within(payment).getByText('Payment option').nextElementSibling).toHaveTextContent('Paid in full');
  expect(within(payment).queryByText('Pay on Event Day')).not.toBeInTheDocument();
});

test.each(['customer-canceled', 'venue-canceled'] as const)('a party called off (%s) is not thanked for and offers no calendar: it is not going ahead', async (reason) => {
  serveBooking(aBooking({ status: 'canceled', canceledReason: reason, totalPaidAmount: 100, remainingAmount: 0, amountOwedBack: reason === 'venue-canceled' ? 100 : 0 }));
  await renderAt('/booking-success/bk_1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Your Party Is Not Going Ahead' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Add to Your Calendar' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Add to Google Calendar/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Invite Your Guests' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Pay Now' })).not.toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Payment Summary' })).getByText('Payment option').nextElementSibling).toHaveTextContent('Canceled');
});

test('a moved party shows its new date, a calendar of the new time, and its rebooking fee on the bill (decision 052)', async () => {
  serveBooking(
    aBooking({
      date: '2031-07-17',
      startTime: '14:00',
      endTime: '16:00',
      fees: [{ kind: 'rebooking', label: 'Rebooking fee (moved from Thu, July 10th, 2031)', amount: 100, at: '2031-06-19T00:00:00.000Z' }],
      finalPrice: 555,
      remainingAmount: 455,
    }),
  );
  await renderAt('/booking-success/bk_1');
  const party = await screen.findByRole('region', { name: 'Booking Summary' });
  expect(within(party).getByText('Date').nextElementSibling).toHaveTextContent('Thu, July 17th, 2031');
  const payment = screen.getByRole('region', { name: 'Payment Summary' });
  expect(within(payment).getByText('Rebooking fee (moved from Thu, July 10th, 2031)').nextElementSibling).toHaveTextContent('$100.00');
  expect(within(payment).getByText('Final price').nextElementSibling).toHaveTextContent('$555.00');
  // 2:00 PM Sydney on 17 July is 04:00 UTC.
  const google = new URL(screen.getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href') ?? '');
  expect(google.searchParams.get('dates')).toBe('20310717T040000Z/20310717T060000Z');
});
