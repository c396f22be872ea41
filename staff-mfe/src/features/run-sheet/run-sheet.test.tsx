import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { STAFF_MESSAGES } from '@party/domain';
import { aKitchenRunSheet, aRunSheet } from '../../test/fixtures';
import { currentLocation, freshVisitForEachTest, renderAt } from '../../test/render';
import { API, recordGets, recordCalls, serve, server, serveApiForEachTest, signedInAs } from '../../test/server';

serveApiForEachTest();
freshVisitForEachTest();

const party = (name: RegExp) => screen.getByRole('article', { name });
const slot = (time: string) => screen.getByRole('region', { name: time });

test("/ is today's run sheet on the venue's clock, whatever the device's date", async () => {
  // 6 am on the 12th in Sydney is still the 11th in UTC (and in most of the world).
  jest.setSystemTime(new Date('2031-07-11T20:00:00Z'));
  const days = recordGets('/api/staff/day/:date');
  await renderAt('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'Run sheet: Saturday 12 July 2031' })).toBeInTheDocument();
  expect(days[0]).toBe('/api/staff/day/2031-07-12');
  expect(screen.getByText('Today, on the venue’s clock.')).toBeInTheDocument();
});

test('every party and hire by start time, parties by room, the canceled apart', async () => {
  await renderAt('/day/2031-07-12');
  await screen.findByRole('heading', { level: 2, name: '10:00 AM' });
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    '10:00 AM',
    '1:00 PM',
    '6:00 PM',
    'Canceled (1): not coming',
  ]);
  expect(within(slot('10:00 AM')).getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(['party-JJ1002', 'party-JJ1003']);
  expect(within(slot('6:00 PM')).getByRole('article', { name: 'After-hours hire: the whole centre' })).toHaveTextContent('Sam Taylor, 0400 555 666');
  const canceled = screen.getByRole('region', { name: 'Canceled (1): not coming' });
  expect(canceled).toHaveTextContent('JJ1006 · 1:00 PM - 3:00 PM · Ivy, Ocean Room');
  expect(screen.getByText(/3 parties, 1 after-hours hire/)).toHaveTextContent('3 parties, 1 after-hours hire · 36 kids booked, 13 coming · 3 with allergies');
});

test('a party shows who, where, how many, the allergies flagged, the food, the money and the arrival', async () => {
  await renderAt('/day/2031-07-12');
  const mia = await screen.findByRole('article', { name: 'Jungle Room: Mia, turning 6' });
  expect(within(mia).getByRole('link', { name: 'JJ1002' })).toHaveAttribute('href', '/bookings/JJ1002');
  expect(within(mia).getByRole('link', { name: '0412 345 678' })).toHaveAttribute('href', 'tel:0412345678');
  expect(within(mia).getByText('Alex Smith', { exact: false })).toBeInTheDocument();
  const allergies = within(mia).getByRole('region', { name: 'Allergies: 2 kids' });
  expect(within(allergies).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Sam: Peanuts (anaphylaxis, EpiPen in bag) (Lee family)',
    'Ava: Dairy (Ng family)',
  ]);
  expect(mia).toHaveTextContent('14 booked, 9 coming (6 families said yes)');
  expect(mia).toHaveTextContent("Kids' food3 × Chicken Nuggets2 × Pizza");
  expect(mia).toHaveTextContent('Adult food1 × Sandwich Platter');
  expect(mia).toHaveTextContent('Add-ons1 × Face Painting');
  expect(within(mia).getByText('Paid in full')).toBeInTheDocument();
  expect(mia).toHaveTextContent('Arrived 9:55 AM by Frankie Desk');
  expect(mia).toHaveTextContent('Cake arrives at 11:15, keep the fridge clear');

  expect(within(party(/Noah/)).getByText('Unpaid, held until 10:30 AM')).toBeInTheDocument();
  expect(within(party(/Noah/)).getByText('No allergies in the RSVPs or forms so far.')).toBeInTheDocument();
  expect(within(party(/Leo/)).getByText('$300.00 due on the day')).toBeInTheDocument();
});

test('the kitchen reads the same day without parents, money or buttons', async () => {
  signedInAs('kitchen');
  serve('/day/:date', aKitchenRunSheet());
  await renderAt('/day/2031-07-12');
  const mia = await screen.findByRole('article', { name: 'Jungle Room: Mia, turning 6' });
  expect(within(mia).getByRole('region', { name: 'Allergies: 2 kids' })).toBeInTheDocument();
  expect(mia).not.toHaveTextContent('Alex Smith');
  expect(within(mia).queryByRole('link', { name: /0412/ })).not.toBeInTheDocument();
  expect(within(mia).queryByText('Paid in full')).not.toBeInTheDocument();
  // No booking page for the kitchen: the reference is text.
  expect(within(mia).queryByRole('link', { name: 'JJ1002' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Mark arrived/ })).not.toBeInTheDocument();
});

test('Mark arrived, from the sheet, saves and the sheet shows it', async () => {
  const marks = recordCalls('put', '/bookings/:reference/arrival', {});
  const { user } = await renderAt('/day/2031-07-12');
  const leo = await screen.findByRole('article', { name: 'Jungle Room: Leo, turning 8' });
  const arrived = aRunSheet();
  arrived.parties[2]!.arrival = { state: 'arrived', at: '2031-07-12T02:50:00.000Z', by: 'Frankie Desk' };
  serve('/day/:date', arrived);
  await user.click(within(leo).getByRole('button', { name: "Mark arrived: Leo's party" }));
  expect(await within(leo).findByText('Arrived 12:50 PM by Frankie Desk')).toBeInTheDocument();
  expect(marks).toEqual([{ state: 'arrived' }]);
});

test('the days before and after, today, and any day by its date', async () => {
  const { user } = await renderAt('/day/2031-07-20');
  await screen.findByRole('heading', { level: 1, name: 'Run sheet: Sunday 20 July 2031' });
  const days = screen.getByRole('navigation', { name: 'Other days' });
  expect(within(days).getByRole('link', { name: 'Previous day, Sat 19 Jul 2031' })).toHaveAttribute('href', '/day/2031-07-19');
  expect(within(days).getByRole('link', { name: 'Next day, Mon 21 Jul 2031' })).toHaveAttribute('href', '/day/2031-07-21');
  expect(within(days).getByRole('link', { name: 'Today' })).toHaveAttribute('href', '/day/2031-07-12');
  expect(screen.getByRole('link', { name: 'Kitchen sheet for this day' })).toHaveAttribute('href', '/kitchen/2031-07-20');

  const field = within(days).getByLabelText('Go to day');
  await user.clear(field);
  await user.type(field, '2031-08-01');
  await user.click(within(days).getByRole('button', { name: 'Go' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Run sheet: Friday 1 August 2031' })).toBeInTheDocument();
  expect(currentLocation()).toBe('/day/2031-08-01');
});

test('a day with nothing on says so', async () => {
  serve('/day/:date', { date: '2031-07-14', parties: [], hires: [], canceled: [] });
  await renderAt('/day/2031-07-14');
  expect(await screen.findByText('No parties or hires on this day.')).toBeInTheDocument();
});

test('an address that is not a day is told, not asked of the API', async () => {
  const days = recordGets('/api/staff/day/:date');
  await renderAt('/day/2031-02-30');
  expect(await screen.findByRole('heading', { level: 1, name: 'That is not a day' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to today' })).toHaveAttribute('href', '/');
  expect(days).toEqual([]);
});

test('the sheet cannot be loaded: said, with Try again, which loads it', async () => {
  server.use(http.get(`${API}/day/:date`, () => HttpResponse.json({ code: 'server-error', message: 'Boom' }, { status: 500 }), { once: true }));
  const { user } = await renderAt('/day/2031-07-12');
  expect(await screen.findByText('The run sheet could not be loaded')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Jungle Room: Mia, turning 6' })).toBeInTheDocument();
});

test('a session that ends while the sheet is open: Sign in again, which says why, then back to this day', async () => {
  serve('/day/:date', { code: 'staff-session-required', message: 'Sign in first' }, 401);
  const { user } = await renderAt('/day/2031-07-12');
  expect(await screen.findByText(STAFF_MESSAGES.sessionEnded)).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'Sign in again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' })).toBeInTheDocument();
  expect(screen.getByText(STAFF_MESSAGES.sessionEnded)).toBeInTheDocument();
  expect(currentLocation()).toBe('/sign-in?next=%2Fday%2F2031-07-12');
});

test('a party kept on a closed time, and a hire outside the hours waiting to be moved, are flagged as exceptions to the day (decision 059); the rest are not', async () => {
  const sheet = aRunSheet();
  sheet.parties[2] = {
    ...sheet.parties[2]!,
    exceptions: [
      { kind: 'closed', closure: { room: 'Jungle Room', start: '14:30', end: '17:00', reason: 'Repaint after the party' }, hours: null },
      { kind: 'outside-hours', closure: null, hours: { opens: '09:30', closes: '14:30' } },
    ],
  };
  sheet.hires[0] = { ...sheet.hires[0]!, exceptions: [{ kind: 'outside-hours', closure: null, hours: { opens: '09:00', closes: '20:00' } }], askedToMove: { cause: 'hours', at: '2031-07-01T01:15:00.000Z' } };
  server.use(http.get(`${API}/day/:date`, () => HttpResponse.json(sheet)));
  await renderAt('/day/2031-07-12');
  const leo = await screen.findByRole('article', { name: 'Jungle Room: Leo, turning 8' });
  const flagged = within(leo).getByRole('region', { name: "Goes ahead against its day: Leo's party" });
  expect(within(flagged).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Closed: Jungle Room, 2:30 PM - 5:00 PM (Repaint after the party)',
    "Outside the day's opening hours (9:30 AM - 2:30 PM)",
  ]);
  const hire = screen.getByRole('article', { name: 'After-hours hire: the whole centre' });
  const waiting = within(hire).getByRole('region', { name: "Goes ahead against its day: Sam Taylor's hire" });
  expect(within(waiting).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Outside the after-hours window (9:00 AM - 8:00 PM)',
    'Waiting for the customer to move it: asked on 1 Jul 2031, 11:15 AM (the opening hours changed).',
  ]);
  expect(within(party(/Mia/)).queryByRole('region', { name: /Goes ahead against its day/ })).not.toBeInTheDocument();
});

test("each party says its children at the door, checked in against booked and expected, and the day's door is a link away", async () => {
  await renderAt('/day/2031-07-12');
  const mia = await screen.findByRole('article', { name: /Mia, turning 6/ });
  expect(mia).toHaveTextContent('At the doorChecked in 7 of 14 booked, 10 expected');
  expect(screen.getByRole('link', { name: 'Door for this day' })).toHaveAttribute('href', '/door/2031-07-12');
});
