import { StrictMode } from 'react';
import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SITE_ROUTES, type Invitation } from '@party/domain';
import type { PageData } from '@party/shared-ui';
import { atRoute, renderOnServerThenHydrate, type Hydrated } from '@party/shared-ui/src/test/hydration';
import { pageRequest } from '@party/shared-ui/src/test/page-request';
import { testVenue } from '@party/shared-ui/src/test/venue-fixtures';
import { INVITATION_ID } from '../test/fixtures';
import { API, serveApiForEachTest, serveInvitation, server } from '../test/server';
import { rememberedAnswerKey } from '../features/invitation/remembered-answer';
import InvitationPage, { preparePage } from './invitation-page';

// The invitation as the shell's server renders it (docs/decisions/029): `preparePage` reads it from
// the API, the page is rendered to markup with what it prepared, and the browser hydrates that
// markup with the same data, as JSON, the way it travels in the page.

serveApiForEachTest();

const TITLE = "You're invited to Mia's 7th birthday party";
const DESCRIPTION = 'Fri, June 20th, 2031, 10:00 AM - 12:00 PM at Test Play Centre. An invitation from Alex: please RSVP by Sun, June 15th, 2031.';
/** The site's origin the test's server render is asked on (shared-ui's pageRequest). */
const SITE_ORIGIN = 'http://localhost';
const NOT_FOUND = "We couldn't find your booking information. Please contact us for assistance.";

/** Every GET of the invitation the fake API is asked for, from now on. */
function countInvitationRequests(): { count: number } {
  const asked = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === `/api/invitations/${INVITATION_ID}`) asked.count += 1;
  });
  return asked;
}

/** Time for a request the page would make after hydrating to reach the fake API. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

let hydrated: Hydrated | undefined;
let markup: HTMLElement | undefined;
afterEach(() => {
  hydrated?.unmount();
  hydrated = undefined;
  markup?.remove();
  markup = undefined;
  server.events.removeAllListeners();
});

/**
 * The server's markup alone, as a browser without JavaScript shows it. The hydrated page is taken
 * away first: the two would have the same element ids.
 */
function serverMarkup(): HTMLElement {
  if (!hydrated) throw new Error('Nothing was rendered on the server');
  const { html } = hydrated;
  hydrated.unmount();
  hydrated = undefined;
  markup = document.createElement('div');
  markup.innerHTML = html;
  document.body.append(markup);
  return markup;
}

/** The page prepared and rendered on the server, then hydrated in the browser with the data it prepared. */
async function renderOnServerThenInBrowser() {
  const path = `/booking-invitation/${INVITATION_ID}`;
  const prepared = await preparePage(pageRequest(path, { id: INVITATION_ID }));
  const data = JSON.parse(JSON.stringify(prepared.data ?? {})) as PageData;
  const asked = countInvitationRequests();
  hydrated = await renderOnServerThenHydrate(<StrictMode>{atRoute(path, SITE_ROUTES.bookingInvitation, <InvitationPage data={data} />)}</StrictMode>);
  await settle();
  return { prepared, data, asked, ...hydrated };
}

test("the server's markup is the whole invitation with its RSVP form, readable without JavaScript", async () => {
  await renderOnServerThenInBrowser();
  const page = within(serverMarkup());
  expect(page.getByRole('heading', { level: 1, name: "You're Invited!" })).toBeInTheDocument();
  expect(page.getByText('Mia is turning 7!')).toBeInTheDocument();
  const party = within(page.getByRole('region', { name: 'The Party' }));
  expect(party.getByText('Date').nextElementSibling).toHaveTextContent('Fri, June 20th, 2031');
  expect(party.getByText('Time').nextElementSibling).toHaveTextContent('10:00 AM - 12:00 PM');
  expect(party.getByText('Where').nextElementSibling).toHaveTextContent(`Test Play Centre${testVenue.address}`);
  expect(party.getByRole('link', { name: 'Add to Calendar (.ics)' })).toHaveAttribute('href', `/api/invitations/${INVITATION_ID}/calendar.ics`);
  const rsvp = within(page.getByRole('region', { name: 'RSVP' }));
  expect(rsvp.getByRole('radio', { name: "Yes, we're coming" })).toBeInTheDocument();
  expect(rsvp.getByRole('radio', { name: "Sorry, we can't come" })).toBeInTheDocument();
  expect(rsvp.getByLabelText(/^Guest Name/)).toHaveAttribute('name', 'guest-name');
  expect(rsvp.getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
  expect(rsvp.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
  expect(rsvp.getByRole('button', { name: 'Send RSVP' })).toBeInTheDocument();
  expect(page.queryByRole('status', { name: /Loading/ })).not.toBeInTheDocument();
});

test('the browser hydrates the markup without a mismatch or an error, and does not ask for the invitation again', async () => {
  const { errors, asked, container } = await renderOnServerThenInBrowser();
  expect(errors).toEqual([]);
  expect(asked.count).toBe(0);
  expect(within(container).getByText('Mia is turning 7!')).toBeInTheDocument();
});

test("an answer this device sent shows once the page is live: the server's markup has the form, and hydrating it reports no mismatch", async () => {
  localStorage.setItem(
    rememberedAnswerKey(INVITATION_ID),
    JSON.stringify({ version: 1, coming: true, name: 'Sam Lee', phone: '', email: 'sam@example.com', kids: [{ name: 'Ava', allergies: '' }], copySent: true, partyDate: '2031-06-20' }),
  );
  const { container, errors, html } = await renderOnServerThenInBrowser();
  expect(errors).toEqual([]);
  expect(html).toContain('Send RSVP');
  expect(html).not.toContain('You answered');
  const rsvp = within(within(container).getByRole('region', { name: 'RSVP' }));
  expect(rsvp.getByText('You answered yes: coming with 1 kid')).toBeInTheDocument();
  expect(rsvp.getByRole('button', { name: 'Change your answer' })).toBeEnabled();
  expect(rsvp.queryByRole('button', { name: 'Send RSVP' })).not.toBeInTheDocument();
});

test("the data that travels in the page is the invitation itself, keyed by its id, and the site's origin", async () => {
  const { data } = await renderOnServerThenInBrowser();
  expect(data).toEqual({ invitationId: INVITATION_ID, invitation: expect.objectContaining({ childfName: 'Mia', childAge: 7 }) as Invitation, siteOrigin: SITE_ORIGIN });
});

test("the title and description name the child and the party, and nothing private of the parent's or the venue's", async () => {
  const { prepared } = await renderOnServerThenInBrowser();
  expect(prepared.title).toBe(TITLE);
  expect(prepared.description).toBe(DESCRIPTION);
  expect(prepared.title).toContain('Mia');
  for (const text of [prepared.title, prepared.description]) {
    expect(text).not.toMatch(/@|\(02\)|\d{4} \d{4}/);
    expect(text).not.toContain(testVenue.address);
  }
});

test("the Google Calendar link has the invitation's full address on the site's origin, in the server's markup and once hydrated", async () => {
  const { container, errors } = await renderOnServerThenInBrowser();
  const details = (root: HTMLElement) =>
    new URL(within(root).getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href') ?? '').searchParams.get('details');
  expect(errors).toEqual([]);
  expect(details(container)).toContain(`Details and RSVP: http://localhost/booking-invitation/${INVITATION_ID} `);
  expect(details(serverMarkup())).toContain(`Details and RSVP: http://localhost/booking-invitation/${INVITATION_ID} `);
});

test("the browser keeps the title and Open Graph tags the server wrote, without doubling them, and removes them when the page is left", async () => {
  // The head as the site's server writes it (shell/server/page-server.ts).
  document.title = TITLE;
  document.head.insertAdjacentHTML(
    'beforeend',
    `<meta property="og:title" content="${TITLE}"><meta name="description" content="${DESCRIPTION}"><meta property="og:description" content="${DESCRIPTION}">`,
  );
  await renderOnServerThenInBrowser();
  for (const selector of ['meta[property="og:title"]', 'meta[name="description"]', 'meta[property="og:description"]', 'meta[property="og:type"]']) {
    expect(document.head.querySelectorAll(selector)).toHaveLength(1);
  }
  expect(document.title).toBe(TITLE);
  expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', TITLE);
  expect(document.head.querySelector('meta[property="og:description"]')).toHaveAttribute('content', DESCRIPTION);
  hydrated?.unmount();
  hydrated = undefined;
  expect(document.head.querySelector('meta[property^="og:"], meta[name="description"]')).toBeNull();
});

test('a missing invitation (404) is rendered as not found, without Try again, and hydrates without an error or a second request', async () => {
  serveInvitation(404);
  const { prepared, container, errors, asked } = await renderOnServerThenInBrowser();
  expect(prepared.data).toEqual({ invitationId: INVITATION_ID, errorStatus: 404, siteOrigin: SITE_ORIGIN });
  // The shell names the page with the route's own title.
  expect(prepared.title).toBeUndefined();
  expect(prepared.description).toBeUndefined();
  expect(errors).toEqual([]);
  expect(asked.count).toBe(0);
  // In the browser, then in the server's markup alone.
  for (const root of [() => container, serverMarkup]) {
    const page = within(root());
    expect(page.getByRole('heading', { level: 1 })).toHaveTextContent('Booking Not Found');
    expect(page.getByText(NOT_FOUND)).toBeInTheDocument();
    expect(page.getByRole('link', { name: testVenue.phone })).toHaveAttribute('href', 'tel:0295550199');
    expect(page.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  }
});

test.each([
  { name: 'answers 500', fail: () => serveInvitation(500), errorStatus: 500 },
  { name: 'cannot be reached', fail: () => server.use(http.get(`${API}/invitations/:invitationId`, () => HttpResponse.error())), errorStatus: null },
])('when the API $name, the page is rendered in its error state with Try again, hydrates without an error, and Try again loads the invitation', async ({ fail, errorStatus }) => {
  fail();
  const { prepared, html, container, errors, asked } = await renderOnServerThenInBrowser();
  expect(prepared.data).toEqual({ invitationId: INVITATION_ID, errorStatus, siteOrigin: SITE_ORIGIN });
  expect(html).toContain('Try again');
  expect(within(container).getByText(NOT_FOUND)).toBeInTheDocument();
  expect(errors).toEqual([]);
  expect(asked.count).toBe(0);

  serveInvitation(200);
  await userEvent.setup().click(within(container).getByRole('button', { name: 'Try again' }));
  expect(await within(container).findByText('Mia is turning 7!')).toBeInTheDocument();
  expect(asked.count).toBe(1);
});

test('a party called off (decision 052) is said on the server: not going ahead, with no RSVP form and no calendar; hydrated without a mismatch', async () => {
  serveInvitation(200, { invitation: { canceled: true, rsvpOpen: false } });
  const { prepared, errors, asked, container } = await renderOnServerThenInBrowser();
  expect(errors).toEqual([]);
  expect(asked.count).toBe(0);
  expect(prepared.title).toBe("Mia's 7th birthday party is not going ahead");
  expect(prepared.description).toBe('Sorry: this party has been canceled, so it is not going ahead. No RSVP is needed.');
  expect(within(container).getByRole('heading', { level: 1, name: 'This Party Is Not Going Ahead' })).toBeInTheDocument();
  const page = within(serverMarkup());
  expect(page.getByRole('heading', { level: 1, name: 'This Party Is Not Going Ahead' })).toBeInTheDocument();
  expect(page.getByText('Sorry: this party has been canceled, so it is not going ahead. No RSVP is needed.')).toBeInTheDocument();
  expect(page.queryByRole('region', { name: 'RSVP' })).not.toBeInTheDocument();
  expect(page.queryByRole('button', { name: 'Send RSVP' })).not.toBeInTheDocument();
  expect(page.queryByRole('link', { name: /Calendar/ })).not.toBeInTheDocument();
});
