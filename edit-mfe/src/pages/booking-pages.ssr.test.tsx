import type { ReactElement, ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { BOOKING_NOT_FOUND_TITLE, invitationPath, SITE_ROUTES } from '@party/domain';
import { fixNow, realClockAfterEachTest } from '@tooling/jest/browser-helpers';
import { QUOTE_DELAY_MS } from '../features/edit-booking/use-edit-price';
import { quantitiesKey } from '../features/edit-booking/quantities-storage';
import { aBooking } from '../test/fixtures';
import { freshPageAfterEachTest } from '../test/render';
import { API, server, serveApiForEachTest, serveBooking } from '../test/server';
import { renderOnServer, settle, unmountAfterEachTest } from '../test/server-render';
import * as ConfirmationPage from './confirmation-page';
import * as EditBookingPage from './edit-booking-page';
import * as FindBookingPage from './find-booking-page';
import * as PayNowPage from './pay-now-page';

// The edit remote's pages rendered by the shell's server, then hydrated (docs/decisions/029): the
// first response holds the booking, the browser's first render matches it, and what the server
// read is not asked for again.

serveApiForEachTest();
unmountAfterEachTest();
freshPageAfterEachTest();
realClockAfterEachTest();
afterEach(() => sessionStorage.clear());

/** The server's markup, out of the document: what a browser shows before any script runs. */
const serverMarkup = (html: string) => document.createRange().createContextualFragment(html) as unknown as HTMLElement;

/** Long enough for anything the page would ask for once hydrated, the edit's debounced quote included. */
const QUIET_MS = QUOTE_DELAY_MS + 200;

const BOOKING_PAGES = [
  {
    name: 'edit page',
    path: '/booking-edit/bk_1',
    route: SITE_ROUTES.bookingEdit,
    page: EditBookingPage,
    heading: 'Edit Your Booking',
    // The ways to move or cancel the party are in the first response; their code comes when used.
    shows: ['Mia Nguyen', 'Thu, July 10th, 2031', 'This is what your update will be charged.', 'Change date or time', 'Cancel booking'],
    prepared: ['GET /api/addons', 'GET /api/bookings/bk_1', 'GET /api/bookings/bk_1/attendance-form', 'GET /api/bookings/bk_1/rsvps', 'GET /api/food-items', 'POST /api/bookings/bk_1/quote'],
  },
  {
    name: 'pay-now page',
    path: '/booking-payment/bk_1',
    route: SITE_ROUTES.bookingPayment,
    page: PayNowPage,
    heading: 'Pay for Your Party',
    shows: ['Mia Nguyen', 'Thu, July 10th, 2031', '$355.00 remaining'],
    prepared: ['GET /api/bookings/bk_1'],
  },
  {
    name: 'confirmation page',
    path: '/booking-success/bk_1',
    route: SITE_ROUTES.bookingSuccess,
    page: ConfirmationPage,
    heading: 'Thank You for Your Booking!',
    shows: ['Mia Nguyen', 'Thu, July 10th, 2031', 'Your party has been successfully booked.'],
    prepared: ['GET /api/bookings/bk_1'],
  },
];

test.each(BOOKING_PAGES)(
  'the $name: the server renders the booking with no loading state, the browser hydrates it without a mismatch and asks for nothing again',
  async ({ path, route, page, heading, shows, prepared }) => {
    const rendered = await renderOnServer(path, route, page);
    expect(rendered.prepared.sort()).toEqual(prepared);

    const markup = serverMarkup(rendered.html);
    expect(within(markup).queryByRole('heading', { level: 1, name: heading })).not.toBeNull();
    for (const text of shows) expect(markup).toHaveTextContent(text);
    expect(markup).not.toHaveTextContent(/Loading|Checking the price/);

    expect(rendered.errors).toEqual([]);
    await settle(QUIET_MS);
    expect(rendered.afterwards).toEqual([]);
    expect(within(rendered.container).getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  },
);

test.each(BOOKING_PAGES)(
  'the $name of a booking that does not exist: the server renders Booking Not Found, which stays while the browser asks again',
  async ({ path, route, page }) => {
    server.use(
      http.get(`${API}/bookings/:id`, async () => {
        await delay(150);
        return HttpResponse.json({ code: 'booking-not-found', message: 'No booking bk_1' }, { status: 404 });
      }),
    );
    const rendered = await renderOnServer(path, route, page);
    const notFound = { level: 1, name: BOOKING_NOT_FOUND_TITLE } as const;
    expect(within(serverMarkup(rendered.html)).queryByRole('heading', notFound)).not.toBeNull();
    expect(rendered.errors).toEqual([]);

    // A failed read is asked again once hydrated (shared-ui prepare-page.ts); meanwhile the page is unchanged.
    expect(within(rendered.container).getByRole('heading', notFound)).toBeInTheDocument();
    expect(within(rendered.container).queryByText('Loading your booking…')).not.toBeInTheDocument();
    await settle(QUIET_MS);
    // Awaited too: on a busy machine the ask may come after the quiet time.
    await waitFor(() => expect(rendered.afterwards).toEqual(['GET /api/bookings/bk_1']));
    expect(within(rendered.container).getByRole('heading', notFound)).toBeInTheDocument();
  },
);

test("the confirmation page's ways to send the invitation, its message and its link are in the server's markup, on the site's origin, and the browser hydrates the same", async () => {
  Object.defineProperty(navigator, 'share', { configurable: true, value: jest.fn() });
  try {
    const rendered = await renderOnServer('/booking-success/bk_1', SITE_ROUTES.bookingSuccess, ConfirmationPage);
    const url = `http://localhost${invitationPath('inv_1')}`;
    const message = `Details and RSVP: ${url}`;
    const served = within(within(serverMarkup(rendered.html)).getByRole('region', { name: 'Invite Your Guests' }));
    expect(served.queryByRole('button', { name: 'Share' })).not.toBeNull();
    expect(served.getByRole('link', { name: 'SMS' }).getAttribute('href')).toContain(encodeURIComponent(url));
    expect(served.queryByText(message, { exact: false })).not.toBeNull();
    expect(served.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(url);

    expect(rendered.errors).toEqual([]);
    const hydrated = within(within(rendered.container).getByRole('region', { name: 'Invite Your Guests' }));
    expect(hydrated.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(hydrated.getByText(message, { exact: false })).toBeInTheDocument();
    expect(hydrated.getByRole('textbox', { name: 'Invitation link' })).toHaveValue(url);
  } finally {
    Reflect.deleteProperty(navigator, 'share');
  }
});

test('the confirmation a parent comes back to from the checkout: the server reads the booking of the session, and the browser hydrates it without asking again', async () => {
  server.use(http.get(`${API}/bookings/session/:sessionId`, () => HttpResponse.json(aBooking())));
  const rendered = await renderOnServer('/booking-success/bk_1?session_id=cs_1', SITE_ROUTES.bookingSuccess, ConfirmationPage);
  expect(rendered.prepared).toEqual(['GET /api/bookings/session/cs_1']);
  const markup = serverMarkup(rendered.html);
  expect(within(markup).queryByRole('heading', { level: 1, name: 'Thank You for Your Booking!' })).not.toBeNull();
  expect(markup).toHaveTextContent('Your party has been successfully booked.');
  expect(within(markup).queryByRole('region', { name: 'Invite Your Guests' })).not.toBeNull();

  expect(rendered.errors).toEqual([]);
  await settle(QUIET_MS);
  expect(rendered.afterwards).toEqual([]);
  expect(within(rendered.container).getByRole('heading', { level: 1, name: 'Thank You for Your Booking!' })).toBeInTheDocument();
});

/** Sets the clock while its page renders: the server's render at one time, the browser's at another. */
function At({ time, children }: { time: string; children: ReactNode }) {
  jest.setSystemTime(new Date(time));
  return children;
}
const at = (time: string) => (page: ReactElement) => <At time={time}>{page}</At>;

test("a hold that runs out between the server's render and the browser's is shown as of the server's render, without a mismatch", async () => {
  const prepared = '2031-07-01T05:44:00Z';
  fixNow(prepared);
  serveBooking(aBooking({ status: 'pending', holdExpiresAt: '2031-07-01T05:45:00Z', totalPaidAmount: 0, remainingAmount: 455 }));
  const rendered = await renderOnServer('/booking-success/bk_1', SITE_ROUTES.bookingSuccess, ConfirmationPage, {
    around: { server: at(prepared), browser: at('2031-07-01T05:46:00Z') },
  });
  const holding = /We are holding the Ocean Room for you until 3:45 PM/;
  expect(serverMarkup(rendered.html)).toHaveTextContent(holding);
  expect(rendered.errors).toEqual([]);
  expect(within(rendered.container).getByRole('alert')).toHaveTextContent(holding);
  // The .ics file is stamped with the same instant: the link's address matches the server's too.
  const ics = (root: HTMLElement) => within(root).getByRole('link', { name: /\.ics/ }).getAttribute('href');
  expect(ics(rendered.container)).toBe(ics(serverMarkup(rendered.html)));
});

test('a page the server rendered on the last day online changes are open hydrates as the open edit, even once the browser is past midnight', async () => {
  // The party is on 10 July: changes close at midnight at the start of 6 July in Sydney (UTC+10).
  const prepared = '2031-07-05T13:59:30Z';
  fixNow(prepared);
  const rendered = await renderOnServer('/booking-edit/bk_1', SITE_ROUTES.bookingEdit, EditBookingPage, {
    around: { server: at(prepared), browser: at('2031-07-05T14:00:30Z') },
  });
  expect(within(serverMarkup(rendered.html)).queryByRole('heading', { level: 1, name: 'Edit Your Booking' })).not.toBeNull();
  expect(rendered.errors).toEqual([]);
  expect(within(rendered.container).getByRole('heading', { level: 1, name: 'Edit Your Booking' })).toBeInTheDocument();
});

test('an edit the API says is closed: the server renders the closed page with the guests’ answers, and the browser asks for nothing again', async () => {
  fixNow('2031-07-07T00:00:00Z');
  server.use(
    http.post(`${API}/bookings/:id/quote`, () =>
      HttpResponse.json({ code: 'online-changes-closed', message: 'Your party is 4 days or less away.' }, { status: 409 }),
    ),
  );
  const rendered = await renderOnServer('/booking-edit/bk_1', SITE_ROUTES.bookingEdit, EditBookingPage);
  expect(rendered.prepared).toContain('GET /api/bookings/bk_1/rsvps');
  expect(rendered.prepared).toContain('GET /api/bookings/bk_1/attendance-form');

  const markup = serverMarkup(rendered.html);
  expect(within(markup).queryByRole('heading', { level: 2, name: 'RSVPs received (2)' })).not.toBeNull();
  expect(markup).toHaveTextContent('Sam Lee');
  expect(markup).not.toHaveTextContent(/Loading/);
  expect(rendered.errors).toEqual([]);
  await settle(QUIET_MS);
  expect(rendered.afterwards).toEqual([]);
});

test('an edit in progress kept in this tab: the server renders the booking’s own choices, and the kept quantities take over once hydrated', async () => {
  sessionStorage.setItem(quantitiesKey('bk_1', 'adultsFood'), JSON.stringify({ 'sushi-platter': 2 }));
  const rendered = await renderOnServer('/booking-edit/bk_1', SITE_ROUTES.bookingEdit, EditBookingPage);
  const markup = within(serverMarkup(rendered.html));
  expect(markup.getByRole('checkbox', { name: 'Sandwich Platter' })).toBeChecked();
  expect(markup.getByRole('checkbox', { name: 'Sushi Platter' })).not.toBeChecked();

  expect(rendered.errors).toEqual([]);
  const page = within(rendered.container);
  expect(await page.findByRole('checkbox', { name: 'Sushi Platter' })).toBeChecked();
  expect(page.getByRole('checkbox', { name: 'Sandwich Platter' })).not.toBeChecked();
  expect(within(page.getByRole('group', { name: 'Quantity of Sushi Platter' })).getByRole('status')).toHaveTextContent('2');
  // Their price is asked for: it is not the one the server read.
  await settle(QUIET_MS);
  await waitFor(() => expect(rendered.afterwards).toEqual(['POST /api/bookings/bk_1/quote']));
});

test('the find-my-booking page, which reads nothing, is rendered by the server and hydrated without a mismatch', async () => {
  const rendered = await renderOnServer('/find-my-booking', SITE_ROUTES.findBooking, FindBookingPage);
  expect(within(serverMarkup(rendered.html)).queryByRole('heading', { level: 1, name: 'Find My Booking' })).not.toBeNull();
  expect(rendered.errors).toEqual([]);
  expect(rendered.prepared).toEqual([]);
  expect(screen.getByRole('heading', { level: 1, name: 'Find My Booking' })).toBeInTheDocument();
});
