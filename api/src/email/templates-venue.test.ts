import type { BookingView } from './booking-view';
import { bookingByPhoneEmail, bookingConfirmedEmail, bookingHeldEmail, bookingUpdatedEmail, paymentReceivedEmail } from './customer-emails';
import { rsvpEmail } from './rsvp-email';
import { renderEmail, type EmailContent } from './layout';
import { contactMessageEmail, venueBookingConfirmedEmail, venueBookingUpdatedEmail, venueOwedBackEmail } from './venue-emails';
import { createVenue } from '../venue';

// Every email the API sends shows the venue it is deployed with: its phone and its address, under
// every email (the shared footer), never the sample venue's.
const venue = createVenue({ phone: '(02) 9555 0199', address: '7 Test Avenue, Parramatta NSW 2150' });

const view: BookingView = {
  booking: { bookingId: 42 },
  key: 'party:42',
  reference: 'JJ1043',
  status: 'confirmed',
  customer: { name: 'Linh Nguyen', address: 'linh@example.com' },
  phone: '0412345678',
  title: "Mia's party on Fri, June 20th, 2031",
  details: [['Booking reference', 'JJ1043']],
  order: [['Sandwich Platter', '1 × $65.00']],
  money: { totalCents: 41500, discountCents: 0, couponCode: null, fees: [], finalCents: 41500, paidCents: 10000, remainingCents: 31500, owedBackCents: 0 },
  links: { edit: 'http://site.test/booking-edit/b1' },
  calendar: { event: { title: 'Party', description: '', location: '', start: new Date(0), end: new Date(0) }, uid: 'booking-b1@example.com', fileName: 'party.ics', sequence: 0 },
};

test.each<{ name: string; content: EmailContent }>([
  { name: 'the booking confirmation', content: bookingConfirmedEmail(view, venue) },
  { name: 'the payment receipt', content: paymentReceivedEmail(view, 31500, venue) },
  { name: 'the booking update', content: bookingUpdatedEmail(view, ['Added Face Painting × 1.'], venue) },
  { name: 'the booking held unpaid', content: bookingHeldEmail(view, { roomName: 'Ocean Room', expiresAt: new Date('2031-06-01T05:00:00Z') }, venue) },
  { name: 'the pay link of a booking made by phone', content: bookingByPhoneEmail(view, { roomName: 'Ocean Room', expiresAt: new Date('2031-06-01T05:00:00Z') }, 'deposit', venue) },
  {
    name: 'the RSVP to the parent',
    content: rsvpEmail(
      {
        childFirstName: 'Mia',
        date: '2031-06-20',
        answer: { coming: true, name: 'Ava Brown', email: 'ava@example.com', phone: '', kids: [{ name: 'Ava', allergies: '' }] },
        replaced: false,
        totals: { familiesComing: 1, kidsComing: 1, cantCome: 0 },
        editUrl: 'http://site.test/booking-edit/b1',
      },
      venue,
    ),
  },
  { name: "the venue's copy of a confirmation", content: venueBookingConfirmedEmail(view, undefined, venue) },
  { name: "the venue's notice of what it owes back", content: venueOwedBackEmail(view, { beforeCents: 0, afterCents: 6500, reason: 'The price went down.' }, [], venue, 'http://staff.test/money') },
  { name: "the venue's copy of an update", content: venueBookingUpdatedEmail(view, ['Added Face Painting × 1.'], venue) },
  { name: 'a contact message', content: contactMessageEmail({ name: 'Sam', email: 'sam@example.com', phone: '', subject: 'Parking', message: 'Is there parking?' }, venue) },
])("$name gives the venue's phone and address", ({ content }) => {
  const { text, html } = renderEmail(content);
  for (const body of [text, html]) {
    expect(body).toContain('(02) 9555 0199');
    expect(body).toContain('7 Test Avenue, Parramatta NSW 2150');
    expect(body).not.toContain('(02) 9555 0123');
  }
});

test("the venue's notice of what it owes back sends it to Record refund on the console's Money page, not to a command", () => {
  const { text, html } = renderEmail(venueOwedBackEmail(view, { beforeCents: 0, afterCents: 6500, reason: 'The price went down.' }, [], venue, 'http://staff.test/money'));
  expect(text).toContain("then record it with Record refund on the staff console's Money page (booking JJ1043, the amount refunded and its reference)");
  expect(text).toContain('http://staff.test/money');
  expect(html).toContain('href="http://staff.test/money"');
  for (const body of [text, html]) {
    expect(body).not.toContain('POST /api');
    expect(body).not.toContain('README');
  }
});
