import { expect, test } from '../support/fixtures';
import { createBooking, daysFrom, hireAnEvening } from './support/party-bookings';

// A server-rendered page's first response, fetched without running a script (docs/decisions/029):
// each route's content, status, headers and title. The server answers the same whatever the
// screen, so these run at one size (playwright.config.ts).

/** The text of an HTML document, tags dropped: what a reader without scripts gets. */
const textOf = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').replace(/\s+/g, ' ');

test('every route carries its heading, and a booking page its child', async ({ request }) => {
  const booking = await createBooking(daysFrom(50, 30));
  const { id: hire } = await hireAnEvening(60, 'priya@example.com', 'Priya');
  const routes = [
    { path: '/', heading: 'Book Your Party Online!', text: ['Basic Fun'] },
    { path: '/book-your-party', heading: 'Book Your Party Online!' },
    { path: '/book-now', heading: 'Book Your Party Online!' },
    { path: '/book-your-party/after-hours', heading: 'Book Your Events' },
    { path: `/book-your-party/after-hours/edit/${hire}`, heading: 'Edit Your Events Booking', markup: ['value="Priya"'], private: true },
    { path: `/booking-edit/${booking.bookingId}`, heading: 'Edit Your Booking', text: ['Mia'], private: true },
    { path: `/booking-payment/${booking.bookingId}`, heading: 'Pay for Your Party', text: ['Mia'], private: true },
    { path: `/booking-success/${booking.bookingId}`, heading: 'Your Party Is Not Booked Yet', text: ['Mia'], private: true },
    { path: `/booking-invitation/${booking.invitationId}`, heading: "You're Invited!", text: ['Mia'], private: true },
    { path: '/find-my-booking', heading: 'Find My Booking' },
  ];
  for (const route of routes) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(200);
    const html = await response.text();
    const headings = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1]!));
    expect(headings.join(' | '), route.path).toContain(route.heading);
    for (const text of route.text ?? []) expect(textOf(html), route.path).toContain(text);
    // A hire's contact is in its form's fields.
    for (const markup of route.markup ?? []) expect(html, route.path).toContain(markup);
    expect(textOf(html), route.path).not.toMatch(/Loading/);
    expect(response.headers()['cache-control'], route.path).toBe(route.private ? 'private, no-store' : 'no-cache');
    // Its own title, and the stylesheets it shows with, in its head: the shell's and its remote's.
    expect(html, route.path).toMatch(/<title>[^<]+\| Jumping Jellybeans Play Centre<\/title>|<title>[^<]*Mia/);
    const [head = ''] = html.split('</head>');
    expect(head, route.path).toMatch(/<style data-href="[^"/]+\.css">/);
    expect(head, route.path).toMatch(/<style data-href="http:\/\/[^"]+\.css">/);
    expect(head, route.path).not.toContain('<link rel="stylesheet"');
  }
});

test('an unknown address answers 404 with the 404 page in the layout', async ({ request }) => {
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(textOf(html)).toContain('Page Not Found');
  expect(html).toContain('<header');
});

test("the page's data travels escaped, under the response's nonce, which the policy names", async ({ request }) => {
  // A child's name that would end a script element if it were written as it is.
  const booking = await createBooking(daysFrom(50, 30), { childfName: 'Zoe</script><script>alert(1)</script>' });
  const response = await request.get(`/booking-success/${booking.bookingId}`);
  const html = await response.text();
  const state = html.match(/<script type="application\/json" id="page-state" nonce="([^"]+)">([\s\S]*?)<\/script>/);
  expect(state).not.toBeNull();
  const [, nonce, json] = state!;
  expect(response.headers()['content-security-policy']).toContain(`'nonce-${nonce}'`);
  expect(json).not.toContain('</script>');
  expect(JSON.stringify(JSON.parse(json!))).toContain('Zoe</script><script>alert(1)</script>');
  expect(html).not.toContain('<script>alert(1)</script>');
});

test('the invitation names the child and the party in its title and preview, and nothing private', async ({ request }) => {
  const booking = await createBooking(daysFrom(50, 30));
  const html = await (await request.get(`/booking-invitation/${booking.invitationId}`)).text();
  const meta = (property: string) => html.match(new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`))?.[1] ?? '';
  for (const text of [html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '', meta('og:title'), meta('og:description')]) {
    expect(text).not.toBe('');
    expect(text).not.toMatch(/@|04\d\d|Smith/);
  }
  expect(meta('og:title')).toContain('Mia');
});
