import { screen, waitFor, within } from '@testing-library/react';
import { afterHoursEditPath, SITE_ROUTES } from '@party/domain';
import * as AfterHoursPage from './after-hours-page';
import { DRAFT_KEY } from '../shared/draft-storage';
import { aRecord, NOW } from '../test/fixtures';
import { findToast, freshVisitForEachTest, summaryFigures } from '../test/render';
import { renderOnServer, settle, unmountAfterEachTest } from '../test/server-render';
import { serveApiForEachTest, serveBooking } from '../test/server';

// The page as the shell's server renders it, then hydrated in the browser (docs/decisions/029):
// the markup is the page with its data, the browser's first render matches it exactly, and the
// browser does not ask again for what the server read. The browser's clock is not the server's:
// here it is 20 hours on (6 am on Wednesday 9 July in Sydney), past the day the server's is on, so
// that anything reading the browser's own clock while hydrating shows other days than the server's.

jest.setTimeout(20_000);

serveApiForEachTest();
unmountAfterEachTest();
freshVisitForEachTest();

const BROWSER_NOW = new Date(NOW.getTime() + 20 * 3600_000);
const EDIT = afterHoursEditPath('ah_1');

test("the new page's markup is the form with the add-ons and the taken times; hydrating it matches it and asks nothing again", async () => {
  const page = await renderOnServer(SITE_ROUTES.afterHours, SITE_ROUTES.afterHours, AfterHoursPage, { browserNow: BROWSER_NOW });

  expect(page.html).toContain('Book Your Events');
  for (const addon of ['Events Room', 'Cafe Tab', 'Kitchen Access']) expect(page.html).toContain(addon);
  expect(page.html).not.toContain('Loading the booking form');
  expect(page.prepared).toEqual(
    expect.arrayContaining([
      'GET /api/packages',
      'GET /api/afterhours-addons',
      'GET /api/unavailable-dates',
      // 48 hours to 12 months from the server's day, Tuesday 8 July.
      'GET /api/afterhours-availability?from=2031-07-10&to=2032-07-02',
    ]),
  );
  expect(page.errors).toEqual([]);

  await settle(200);
  expect(page.afterwards).toEqual([]);
  expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  // The visit keeps the server's day: Thursday 10 July is still the first that can be booked.
  expect(await screen.findByRole('button', { name: 'Thursday 10 July 2031' })).toBeEnabled();
});

test("a saved draft: the server's markup is the empty form, hydrated as such, then the draft's values show", async () => {
  sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({
      version: 1,
      values: { firstName: 'Sam', lastName: 'Lee', date: '2031-07-20', startTime: '18:00', endTime: '21:00', expectedKids: 12 },
      saved: { bookingId: 'ah_7', fingerprint: 'x' },
    }),
  );
  // The booking made from the draft still waits for payment: the draft is kept.
  serveBooking(aRecord({ uniqueBookingId: 'ah_7', status: 'pending', totalPaidAmount: 0 }));

  const page = await renderOnServer(SITE_ROUTES.afterHours, SITE_ROUTES.afterHours, AfterHoursPage, { browserNow: BROWSER_NOW });

  expect(page.html).not.toContain('Sam');
  expect(page.errors).toEqual([]);
  expect(screen.getByRole('textbox', { name: 'First Name (required)' })).toHaveValue('Sam');
  expect(screen.getByRole('textbox', { name: 'Last Name (required)' })).toHaveValue('Lee');
  expect(screen.getByRole('combobox', { name: 'Start Time (required)' })).toHaveValue('18:00');
  expect(summaryFigures()).toMatchObject({ Date: 'Sun, July 20th, 2031', Time: '6:00 PM - 9:00 PM' });
  await settle(200);
  // What only the draft knows is asked once it is read: its booking, and the times without its own
  // (awaited: on a busy machine they may be asked after the settle).
  await waitFor(() => {
    expect(page.afterwards).toEqual(
      expect.arrayContaining(['GET /api/bookings-afterhours/ah_7', 'GET /api/afterhours-availability?from=2031-07-10&to=2032-07-02&except=ah_7']),
    );
    expect(page.afterwards).toHaveLength(2);
  });
  expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ values: { firstName: 'Sam' }, saved: { bookingId: 'ah_7' } });
});

test("the edit page's markup is the booking in the form; hydrating it matches it and asks nothing again", async () => {
  const page = await renderOnServer(EDIT, SITE_ROUTES.afterHoursEdit, AfterHoursPage, { browserNow: BROWSER_NOW });

  expect(page.html).toContain('Edit Your Events Booking');
  expect(page.html).toContain('JJ1003');
  expect(page.html).toContain('value="Alex"');
  expect(page.html).toContain('value="Taylor"');
  expect(page.html).not.toContain('Loading your booking');
  expect(page.prepared).toEqual(
    expect.arrayContaining(['GET /api/bookings-afterhours/ah_1', 'GET /api/afterhours-availability?from=2031-07-10&to=2032-07-02&except=ah_1']),
  );
  expect(page.errors).toEqual([]);

  await settle(200);
  expect(page.afterwards).toEqual([]);
  expect(screen.getByRole('textbox', { name: 'First Name (required)' })).toHaveValue('Alex');
  expect(screen.getByRole('button', { name: 'Update Booking' })).toBeEnabled();
});

test("a booking that cannot be found: the markup says so, with ways back, and hydrating it matches it", async () => {
  serveBooking({ message: 'After-hours booking not found' }, 404);
  const page = await renderOnServer(EDIT, SITE_ROUTES.afterHoursEdit, AfterHoursPage, { browserNow: BROWSER_NOW });

  expect(page.html).toContain('Could not load booking details for editing.');
  expect(page.html).toContain('404 After-hours booking not found');
  expect(page.html).not.toContain('Loading your booking');
  expect(page.errors).toEqual([]);

  // The browser asks once more for what failed, and says it failed again, once.
  expect(await findToast('Error')).toHaveTextContent('Could not load booking details for editing.');
  expect(page.afterwards).toEqual(['GET /api/bookings-afterhours/ah_1']);
  const alert = screen.getByRole('alert');
  expect(within(alert).getByText(/404 After-hours booking not found/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Book an Event' })).toHaveAttribute('href', SITE_ROUTES.afterHours);
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});
