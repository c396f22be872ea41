import { screen, within } from '@testing-library/react';
import { renderInvitation } from '../../test/render';
import { INVITATION_ID } from '../../test/fixtures';
import { serveApiForEachTest, serveInvitation, server } from '../../test/server';

serveApiForEachTest();

const party = () => screen.getByRole('region', { name: 'The Party' });
const fact = (label: string) => within(party()).getByText(label).nextElementSibling;

test("a guest sees the child's first name and age, the date, times, room and RSVP-by date", async () => {
  await renderInvitation();
  expect(await screen.findByRole('heading', { level: 1, name: "You're Invited!" })).toBeVisible();
  expect(screen.getByText('Mia is turning 7!')).toBeVisible();
  expect(fact('Date')).toHaveTextContent('Fri, June 20th, 2031');
  expect(fact('Time')).toHaveTextContent('10:00 AM - 12:00 PM');
  expect(fact('Room')).toHaveTextContent('Ocean Room');
  expect(fact('RSVP by')).toHaveTextContent('Sun, June 15th, 2031');
});

test('the party is at the venue of GET /api/venue: its name and address', async () => {
  await renderInvitation();
  expect(await screen.findByText('Come and celebrate at Test Play Centre.')).toBeVisible();
  expect(fact('Where')).toHaveTextContent('7 Test Avenue, Parramatta NSW 2150');
});

test("the venue's phone is a tel: link and its email a mailto: link", async () => {
  await renderInvitation();
  const contact = await screen.findByRole('region', { name: 'Questions?' });
  expect(contact).toHaveTextContent('Contact Test Play Centre:');
  expect(within(contact).getByRole('link', { name: '(02) 9555 0199' })).toHaveAttribute('href', 'tel:0295550199');
  expect(within(contact).getByRole('link', { name: 'hello@testplay.example' })).toHaveAttribute('href', 'mailto:hello@testplay.example');
});

test('Add to calendar offers Google and an .ics file for the party, 10:00 to 12:00 Sydney time, named by the invitation id', async () => {
  await renderInvitation();
  const calendar = await screen.findByRole('region', { name: 'Add to Your Calendar' });
  const google = new URL(within(calendar).getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href') ?? '');
  expect(google.searchParams.get('dates')).toBe('20310620T000000Z/20310620T020000Z');
  expect(google.searchParams.get('text')).toBe("Mia's Birthday Party at Test Play Centre");
  const ics = within(calendar).getByRole('link', { name: 'Add to Apple or Outlook Calendar (.ics)' });
  expect(ics).toHaveAttribute('download', 'birthday-party.ics');
  const body = decodeURIComponent((ics.getAttribute('href') ?? '').replace('data:text/calendar;charset=utf-8,', ''));
  expect(body).toContain(`UID:invitation-${INVITATION_ID}@testplay.example`);
  expect(body).toContain('DTSTART:20310620T000000Z');
  expect(within(calendar).queryByRole('link', { name: /Yahoo/ })).not.toBeInTheDocument();
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
