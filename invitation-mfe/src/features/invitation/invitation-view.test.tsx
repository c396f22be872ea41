import { screen, within } from '@testing-library/react';
import { renderInvitation } from '../../test/render';
import { INVITATION_ID } from '../../test/fixtures';
import { serveApiForEachTest, serveInvitation, server } from '../../test/server';

serveApiForEachTest();

const party = () => screen.getByRole('region', { name: 'The Party' });
const fact = (label: string) => within(party()).getByText(label).nextElementSibling;

test("a guest sees the child's first name and age, who invites, the date, start and end time, room and RSVP-by date", async () => {
  await renderInvitation();
  expect(await screen.findByRole('heading', { level: 1, name: "You're Invited!" })).toBeVisible();
  expect(screen.getByText('Mia is turning 7!')).toBeVisible();
  expect(screen.getByText('from Alex')).toBeVisible();
  expect(fact('Date')).toHaveTextContent('Fri, June 20th, 2031');
  expect(fact('Time')).toHaveTextContent('10:00 AM - 12:00 PM');
  expect(fact('Room')).toHaveTextContent('Ocean Room');
  expect(fact('RSVP by')).toHaveTextContent('Sun, June 15th, 2031');
});

test('an invitation without a first name to sign it shows no "from"', async () => {
  serveInvitation(200, { invitation: { hostFirstName: '' } });
  await renderInvitation();
  await screen.findByText('Mia is turning 7!');
  expect(screen.queryByText(/^from /)).not.toBeInTheDocument();
});

test('the header is a picture drawn by the page, hidden from screen readers, with the age on a balloon', async () => {
  await renderInvitation();
  const hero = (await screen.findByRole('heading', { level: 1 })).parentElement as HTMLElement;
  const picture = hero.querySelector('svg');
  expect(picture).toHaveAttribute('aria-hidden', 'true');
  expect(picture).toHaveTextContent('7');
});

test("the party is at the venue of GET /api/venue: its name and address, with directions to the address", async () => {
  await renderInvitation();
  expect(await screen.findByText('Come and celebrate at Test Play Centre.')).toBeVisible();
  expect(fact('Where')).toHaveTextContent('Test Play Centre7 Test Avenue, Parramatta NSW 2150');
  const directions = within(party()).getByRole('link', { name: 'Get Directions (opens in a new tab)' });
  const url = new URL(directions.getAttribute('href') ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('https://www.google.com/maps/dir/');
  expect(url.searchParams.get('destination')).toBe('7 Test Avenue, Parramatta NSW 2150');
  expect(directions).toHaveAttribute('target', '_blank');
});

test("the venue's phone is a tel: link and its email a mailto: link", async () => {
  await renderInvitation();
  const contact = await screen.findByRole('region', { name: 'Questions?' });
  expect(contact).toHaveTextContent('Contact Test Play Centre:');
  expect(within(contact).getByRole('link', { name: '(02) 9555 0199' })).toHaveAttribute('href', 'tel:0295550199');
  expect(within(contact).getByRole('link', { name: 'hello@testplay.example' })).toHaveAttribute('href', 'mailto:hello@testplay.example');
});

test("Add to Calendar is the API's .ics file of the invitation; Google Calendar gets the party from 10:00 to 12:00 Sydney time", async () => {
  await renderInvitation();
  await screen.findByRole('region', { name: 'The Party' });
  expect(within(party()).getByRole('link', { name: 'Add to Calendar (.ics)' })).toHaveAttribute('href', `/api/invitations/${INVITATION_ID}/calendar.ics`);
  const google = new URL(within(party()).getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href') ?? '');
  expect(google.searchParams.get('dates')).toBe('20310620T000000Z/20310620T020000Z');
  expect(google.searchParams.get('text')).toBe("Mia's 7th birthday party at Test Play Centre");
  expect(google.searchParams.get('details')).toContain(`Details and RSVP: http://localhost/booking-invitation/${INVITATION_ID}`);
  expect(google.searchParams.get('location')).toBe('Test Play Centre, 7 Test Avenue, Parramatta NSW 2150');
});

test("the page's title and description, which a link preview shows, name the party; leaving the page puts the old ones back", async () => {
  document.title = 'Party invitation';
  const { unmount } = await renderInvitation();
  await screen.findByText('Mia is turning 7!');
  const meta = (key: string) => document.head.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content');
  expect(document.title).toBe("You're invited to Mia's 7th birthday party");
  expect(meta('og:title')).toBe("You're invited to Mia's 7th birthday party");
  const description = 'Fri, June 20th, 2031, 10:00 AM - 12:00 PM at Test Play Centre. An invitation from Alex: please RSVP by Sun, June 15th, 2031.';
  expect(meta('description')).toBe(description);
  expect(meta('og:description')).toBe(description);
  unmount();
  expect(document.title).toBe('Party invitation');
  expect(meta('og:title')).toBeUndefined();
});

// The venue's details are read once per page load, before (GET /api/venue, as on every page).
test('the page asks the API for the invitation by its own id and nothing else', async () => {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => void asked.push(`${request.method} ${new URL(request.url).pathname}`));
  await renderInvitation();
  await screen.findByRole('region', { name: 'The Party' });
  expect([...new Set(asked)]).toEqual([`GET /api/invitations/${INVITATION_ID}`]);
  server.events.removeAllListeners();
});

test("an unknown invitation says the booking information couldn't be found, with the venue's contact", async () => {
  serveInvitation(404);
  await renderInvitation('no-such-invitation');
  expect(await screen.findByRole('heading', { level: 1, name: 'Booking Not Found' })).toBeVisible();
  expect(screen.getByText("We couldn't find your booking information. Please contact us for assistance.")).toBeVisible();
  expect(screen.getByRole('link', { name: '(02) 9555 0199' })).toHaveAttribute('href', 'tel:0295550199');
  // Trying again cannot find a party the link does not name.
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send RSVP' })).not.toBeInTheDocument();
});

test('an invitation that fails to load shows the same message, and Try again loads it', async () => {
  serveInvitation(500);
  const { user } = await renderInvitation();
  expect(await screen.findByText("We couldn't find your booking information. Please contact us for assistance.")).toBeVisible();
  serveInvitation(200);
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Mia is turning 7!')).toBeVisible();
});

test('while the invitation loads, the page says so', async () => {
  serveInvitation(200, { ms: 200 });
  await renderInvitation();
  expect(screen.getByRole('status')).toHaveTextContent('Loading your invitation…');
  expect(await screen.findByText('Mia is turning 7!')).toBeVisible();
});

test('a party called off says it is not going ahead, names which party it was, and takes no RSVP (decision 052)', async () => {
  serveInvitation(200, { invitation: { canceled: true, rsvpOpen: false } });
  await renderInvitation();
  expect(await screen.findByRole('heading', { level: 1, name: 'This Party Is Not Going Ahead' })).toBeVisible();
  expect(screen.getByText('Sorry: this party has been canceled, so it is not going ahead. No RSVP is needed.')).toBeVisible();
  expect(fact('Party')).toHaveTextContent('Mia, turning 7');
  expect(fact('Date')).toHaveTextContent('Fri, June 20th, 2031');
  expect(fact('Time')).toHaveTextContent('10:00 AM - 12:00 PM');
  expect(fact('Where')).toHaveTextContent('Ocean Room, Test Play Centre');
  expect(screen.queryByRole('region', { name: 'RSVP' })).not.toBeInTheDocument();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Calendar|Directions/ })).not.toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Questions?' })).getByRole('link', { name: '(02) 9555 0199' })).toHaveAttribute('href', 'tel:0295550199');
  expect(document.title).toBe("Mia's 7th birthday party is not going ahead");
});

test('a moved party shows its new date and time, and its Google Calendar link has them', async () => {
  serveInvitation(200, { invitation: { date: '2031-06-27', startTime: '14:00', endTime: '16:00' } });
  await renderInvitation();
  await screen.findByRole('region', { name: 'The Party' });
  expect(fact('Date')).toHaveTextContent('Fri, June 27th, 2031');
  expect(fact('Time')).toHaveTextContent('2:00 PM - 4:00 PM');
  // 2:00 PM Sydney on 27 June is 04:00 UTC.
  const google = new URL(within(party()).getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href') ?? '');
  expect(google.searchParams.get('dates')).toBe('20310627T040000Z/20310627T060000Z');
});
