import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fixNow, realClockAfterEachTest } from '@tooling/jest/browser-helpers';
import { aBooking } from '../../test/fixtures';
import { freshPageAfterEachTest, renderAt } from '../../test/render';
import { API, server, serveApiForEachTest, serveBooking } from '../../test/server';

// Whether the edit page lets a parent in: online changes close 4 days before the party, counted
// in calendar days in the venue's time zone (Australia/Sydney), whatever the machine's zone is.

serveApiForEachTest();
freshPageAfterEachTest();
realClockAfterEachTest();

test.each([
  // The party is on Thursday 10 July 2031. Sydney is UTC+10 in July.
  { name: '5 days before (Sydney, morning)', now: '2031-07-05T09:00:00+10:00', open: true },
  { name: '5 days before (Sydney, a minute to midnight)', now: '2031-07-05T23:59:00+10:00', open: true },
  { name: 'exactly 4 days before (Sydney, just after midnight)', now: '2031-07-06T00:01:00+10:00', open: false },
  // 15:00 UTC on the 5th is already 01:00 on the 6th in Sydney: 4 days, although UTC says 5.
  { name: '4 days before in Sydney while still 5 days before in UTC', now: '2031-07-05T15:00:00Z', open: false },
  { name: 'the day of the party', now: '2031-07-10T08:00:00+10:00', open: false },
  { name: 'after the party', now: '2031-07-12T08:00:00+10:00', open: false },
])('$name: online changes open is $open', async ({ now, open }) => {
  fixNow(now);
  await renderAt('/booking-edit/bk_1');
  const heading = await screen.findByRole('heading', { level: 1 });
  if (open) {
    expect(heading).toHaveTextContent('Edit Your Booking');
    expect(screen.getByRole('button', { name: 'Continue to Step 2' })).toBeVisible();
    expect(screen.getByText('Food, add-ons and guests can be changed online until Sat, July 5th, 2031.')).toBeVisible();
    return;
  }
  expect(heading).toHaveTextContent('Online Changes Are Closed');
  // Both steps are replaced: nothing to choose or update.
  expect(screen.queryByRole('list', { name: 'Booking steps' })).not.toBeInTheDocument();
  expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Continue to Step 2|Update Booking/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: '(02) 9555 0199' })).toHaveAttribute('href', 'tel:0295550199');
  expect(screen.getByRole('link', { name: 'hello@testplay.example' })).toHaveAttribute(
    'href',
    'mailto:hello@testplay.example',
  );
  expect(screen.getByRole('link', { name: 'View Your Booking' })).toHaveAttribute('href', '/booking-success/bk_1');
});

test('with online changes closed, the guests\' answers are still shown, with the totals, and nothing to add them with', async () => {
  fixNow('2031-07-08T09:00:00+10:00');
  await renderAt('/booking-edit/bk_1');
  const rsvps = await screen.findByRole('region', { name: 'RSVPs received (2)' });
  expect(within(rsvps).getByRole('heading', { level: 2 })).toBeVisible();
  expect(within(rsvps).getByRole('list', { name: 'Kids coming with Sam Lee' })).toHaveTextContent('Ava · Allergies: Peanuts');
  expect(within(rsvps).getByText('Kids coming').nextElementSibling).toHaveTextContent('2');
  expect(within(rsvps).queryByRole('button')).not.toBeInTheDocument();
});

test.each([
  {
    name: 'an unknown booking',
    answer: () => HttpResponse.json({ message: 'Booking not found' }, { status: 404 }),
    detail: 'Error loading booking: 404 Booking not found',
  },
  {
    name: 'a server that cannot be reached',
    answer: () => HttpResponse.error(),
    detail: 'Error loading booking: Network error: the server could not be reached',
  },
])('$name shows Booking Not Found with the error and Return Home', async ({ answer, detail }) => {
  server.use(http.get(`${API}/bookings/:id`, answer));
  await renderAt('/booking-edit/nope');
  expect(await screen.findByRole('heading', { level: 1, name: 'Booking Not Found' })).toBeInTheDocument();
  expect(screen.getByText(detail)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
});

test('a menu that cannot be loaded also stops the edit, with its error', async () => {
  server.use(http.get(`${API}/addons`, () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })));
  await renderAt('/booking-edit/bk_1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Booking Not Found' })).toBeInTheDocument();
  expect(screen.getByText('Error loading booking: 503 Database unavailable')).toBeInTheDocument();
});

test('a canceled booking cannot be edited and says so', async () => {
  serveBooking(aBooking({ status: 'canceled' }));
  await renderAt('/booking-edit/bk_1');
  expect(await screen.findByRole('heading', { level: 1, name: 'This Booking Has Been Canceled' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Continue to Step 2' })).not.toBeInTheDocument();
});

test.each([
  {
    name: 'while online changes are open: move it here for free, or cancel it with everything refunded',
    now: '2031-07-01T09:00:00+10:00',
    cause: 'closure' as const,
    why: 'The centre is closed at the time of your party, so it cannot go ahead as booked. We are sorry.',
    choices: 'Change its date or time on this page, with no rebooking fee, or cancel it and everything you paid is refunded.',
  },
  {
    name: 'once online changes have closed: call the venue for either',
    now: '2031-07-08T09:00:00+10:00',
    cause: 'hours' as const,
    why: 'Our opening hours have changed and your party is now outside them, so it cannot go ahead as booked. We are sorry.',
    choices: 'Online changes have closed for this booking, so please call us on (02) 9555 0199 to choose a new date or time, with no rebooking fee, or to cancel it with everything you paid refunded.',
  },
])('the venue asked the parent to move the party (decision 059), $name', async ({ now, cause, why, choices }) => {
  fixNow(now);
  serveBooking(aBooking({ venueAskedToMove: { cause, at: '2031-06-30T01:00:00.000Z' } }));
  await renderAt('/booking-edit/bk_1');
  const notice = await screen.findByText('We Need to Move Your Booking');
  const alert = notice.closest('[role="alert"]') as HTMLElement;
  expect(alert).toHaveTextContent(why);
  expect(alert).toHaveTextContent(choices);
});
