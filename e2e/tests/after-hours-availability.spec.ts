import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { calendarDayName, checkAccessibility, partyDate } from './support/booking-page';
import { endTime, fillTheCustomer, startTime } from './support/event-form';
import { apiUrl, postJson } from './support/party-bookings';

// The after-hours page says up front what is taken: a fully booked day cannot be chosen, a partly
// taken day offers only times that fit, and a time someone takes while the parent types is said
// beside the times at Continue, with everything kept and no status code. Bookings are made through
// the real API, on days of their own (340 days ahead and on, away from the other tests' days).

test.describe.configure({ timeout: 120_000 });

const phone = () => test.info().project.name === 'phone';
/** Days of its own for each test and screen size. */
const daysAheadFor = (index: number) => 336 + index * 2 + (phone() ? 10 : 0);

const offered = async (select: Locator) => (await select.locator('option:not([value=""])').allTextContents()).map((text) => text.trim());
const TAKEN_MESSAGE = 'Sorry, these times have just been booked. Please choose other times: everything else you entered is kept.';

/** A tap on a phone, a click on a desktop. */
const press = (target: Locator) => (phone() ? target.tap() : target.click());

/** Hires the centre through the API, as another customer would; gives the booking's id. */
async function hire(date: string, startTime: string, endTime: string, email = 'someone.else@example.com'): Promise<string> {
  const response = await postJson('/api/bookings-afterhours/save', {
    date,
    startTime,
    endTime,
    firstName: 'Other',
    lastName: 'Customer',
    email,
    mobile: '0412 345 678',
    address: '1 Test Street, Parramatta',
    notes: '',
    expectedKids: 10,
    expectedAdults: 10,
    addons: [],
    selectedPackage: { id: 'basic-fun' },
    paymentOption: 'deposit',
  });
  const body = (await response.json()) as { booking?: { uniqueBookingId: string }; message?: string };
  if (response.status !== 201 || !body.booking) throw new Error(`the hire was refused: ${response.status} ${body.message}`);
  return body.booking.uniqueBookingId;
}

/** A day's button in the calendar, whatever follows its name (', fully booked', ', selected'). */
const anyDayButton = (page: Page, date: string) => page.getByRole('button', { name: new RegExp(calendarDayName(date).source.replace(/\(, selected\)\?\$$/, '')) });

/** Pages the calendar on to the day's month; gives the day's button. */
async function showDay(page: Page, date: string): Promise<Locator> {
  for (let month = 0; month < 13 && !(await anyDayButton(page, date).isVisible()); month += 1) {
    await press(page.getByRole('button', { name: 'Go to the Next Month' }));
  }
  return page.getByRole('button', { name: calendarDayName(date) });
}

test('a fully booked day is shaded and cannot be chosen; a partly taken day offers only the times that fit', async ({ page, request }) => {
  const full = await partyDate(request, daysAheadFor(0));
  const partly = await partyDate(request, daysAheadFor(0) + 1);
  await hire(full, '09:00', '22:00');
  await hire(partly, '18:00', '20:00');

  await page.goto('/book-your-party/after-hours');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Events' })).toBeVisible();
  await expect(page.getByText('Crossed-out days cannot be booked; shaded ones are fully booked.')).toBeVisible();
  await showDay(page, full);
  const fullDay = anyDayButton(page, full);
  await expect(fullDay).toHaveAccessibleName(/, fully booked$/);
  await expect(fullDay).toBeDisabled();
  await expect(fullDay.locator('xpath=..')).toHaveCSS('background-color', 'rgb(254, 226, 226)');
  await checkAccessibility(page);

  await press(await showDay(page, partly));
  // Taken from 6 pm to 8 pm: starts up to 4 pm leave 2 hours before it, and 8 pm starts after it.
  const starts = await offered(startTime(page));
  expect(starts).toContain('4:00 PM');
  expect(starts).not.toContain('4:15 PM');
  expect(starts).not.toContain('6:00 PM');
  expect(starts.at(-1)).toBe('8:00 PM');
  await expect(page.getByText('Already booked that day: 6:00 PM - 8:00 PM. Only times that fit are offered.')).toBeVisible();
  await startTime(page).selectOption({ label: '3:00 PM' });
  expect(await offered(endTime(page))).toEqual(['5:00 PM', '5:30 PM', '6:00 PM']);
  await checkAccessibility(page);
});

test('a time taken while the parent types is said beside the times at Continue: no status code, everything kept, the lists updated', async ({ page, request, allowIssues }) => {
  allowIssues(/^HTTP 409: POST .*\/api\/bookings-afterhours\/save$/);
  const date = await partyDate(request, daysAheadFor(1));
  await page.goto('/book-your-party/after-hours');
  const day = await showDay(page, date);
  await press(day);
  await startTime(page).selectOption({ label: '6:00 PM' });
  await endTime(page).selectOption({ label: '9:00 PM' });
  await fillTheCustomer(page, { email: 'alex.race@example.com', kids: 20, adults: 10 });

  // Someone else is quicker.
  await hire(date, '19:00', '22:00');
  await press(page.getByRole('button', { name: 'Continue' }));

  const message = page.getByRole('alert').filter({ hasText: TAKEN_MESSAGE });
  await expect(message).toBeVisible();
  await expect(message).toBeInViewport();
  await expect(page.locator('[data-field="times"]')).toBeFocused();
  await expect(page.locator('body')).not.toContainText('409');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(page.url()).toMatch(/\/book-your-party\/after-hours$/);
  await expect(startTime(page)).toHaveValue('18:00');
  await expect(endTime(page)).toHaveValue('21:00');
  await expect(page.getByRole('textbox', { name: 'Email (required)' })).toHaveValue('alex.race@example.com');
  await expect(page.getByText('Already booked that day: 7:00 PM - 10:00 PM. Only times that fit are offered.')).toBeVisible();
  await checkAccessibility(page);

  // Earlier times fit, and the message goes.
  await startTime(page).selectOption({ label: '4:00 PM' });
  expect(await offered(endTime(page))).toEqual(['6:00 PM', '6:30 PM', '7:00 PM']);
  await endTime(page).selectOption({ label: '7:00 PM' });
  await expect(message).toHaveCount(0);
});

test("the edit page does not count the booking's own time as taken, but counts everyone else's", async ({ page, request }) => {
  const date = await partyDate(request, daysAheadFor(2));
  const mine = await hire(date, '16:00', '18:00', 'mine@example.com');
  await hire(date, '20:00', '22:00');
  await page.goto(`/book-your-party/after-hours/edit/${mine}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Events Booking' })).toBeVisible();
  await expect(startTime(page)).toHaveValue('16:00');
  await expect(page.getByText(TAKEN_MESSAGE)).toHaveCount(0);
  await expect(page.getByText('Already booked that day: 8:00 PM - 10:00 PM. Only times that fit are offered.')).toBeVisible();
  // Longer, up to the other hire at 8 pm.
  expect(await offered(endTime(page))).toEqual(['6:00 PM', '6:30 PM', '7:00 PM', '7:30 PM', '8:00 PM']);
  await endTime(page).selectOption({ label: '8:00 PM' });
  await press(page.getByRole('button', { name: 'Update Booking' }));
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Booking Updated!' })).toBeVisible();
  const saved = (await (await fetch(`${apiUrl()}/api/bookings-afterhours/${mine}`)).json()) as { endTime: string };
  expect(saved.endTime).toBe('20:00');
  await checkAccessibility(page);
});
