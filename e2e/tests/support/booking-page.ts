import type { APIRequestContext, Locator, Page, Response, TestInfo } from '@playwright/test';
import { expect, expectAccessible, expectNoHorizontalScroll } from '../../support/fixtures';
import { apiUrl, venueDateIn } from './party-bookings';

// The main booking page's steps, as the browser tests of booking.spec.ts go through them.

export interface Party {
  /** Days from today (venue time) to the party; moved on past any day the venue is closed. */
  daysAhead: number;
  time: string;
  room: string;
}

/**
 * A party date of its own for each test and screen size (days 5 to 27 from today, after the 4
 * days in which food can no longer be left for later; the browser tests booking through the API
 * book from day 20 on at 10:00, 12:00 and 2:00 PM), so tests running side by side never compete for a room.
 */
export function partyFor(testInfo: TestInfo, index: number, time = '11:00 AM', room = 'Ocean Room'): Party {
  return { daysAhead: 5 + index * 3 + (testInfo.project.name === 'phone' ? 1 : 0), time, room };
}

export async function partyDate(request: APIRequestContext, daysAhead: number, { offering }: { offering?: string } = {}): Promise<string> {
  const closed = (await (await request.get(`${apiUrl()}/api/unavailable-dates`)).json()) as string[];
  /** Whether a 2-hour party can start at `offering` on the date: the day's opening hours decide (decision 031). */
  const offers = async (date: string) => {
    if (!offering) return true;
    const slots = (await (await request.get(`${apiUrl()}/api/get-time-slots?date=${date}&duration=2`)).json()) as Array<{ time: string }>;
    return slots.some((slot) => slot.time === offering);
  };
  let days = daysAhead;
  while (closed.includes(venueDateIn(days)) || !(await offers(venueDateIn(days)))) days += 1;
  return venueDateIn(days);
}

/**
 * The calendar's name for a day: 'Thursday 10 July 2031' (with 'Today, ' or ', selected' around
 * it), and ', no times left' after it for a day whose every slot is taken (`full`).
 */
export function calendarDayName(date: string, { full = false } = {}): RegExp {
  const day = new Date(`${date}T12:00:00Z`);
  const name = day.toLocaleString('en-AU', { weekday: 'long', timeZone: 'UTC' });
  const month = day.toLocaleString('en-AU', { month: 'long', timeZone: 'UTC' });
  return new RegExp(`^(Today, )?${name} ${day.getUTCDate()} ${month} ${day.getUTCFullYear()}${full ? ', no times left' : ''}(, selected)?$`);
}

/** A date as the pages show it: 'Thu, July 10th, 2031'. */
export function dayName(date: string): RegExp {
  const day = new Date(`${date}T12:00:00Z`);
  const month = day.toLocaleString('en-AU', { month: 'long', timeZone: 'UTC' });
  return new RegExp(`${month} ${day.getUTCDate()}(st|nd|rd|th), ${day.getUTCFullYear()}`);
}

export const summary = (page: Page) => page.getByRole('region', { name: 'Booking Summary' });

/** The summary's figures, label to text, as the parent sees them. */
export async function summaryFigures(page: Page): Promise<Record<string, string>> {
  const rows = summary(page).locator('dl > div');
  const figures: Record<string, string> = {};
  for (const row of await rows.all()) figures[(await row.locator('dt').innerText()).trim()] = (await row.locator('dd').innerText()).trim();
  return figures;
}

export const dollars = (text: string | undefined) => Number((text ?? '').replace(/[^\d.]/g, ''));

export async function startBooking(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Party Online!' })).toBeVisible();
  await expect(page.getByText('If your child is over 11 years, please call (02) 9555 0199 to book a party.')).toBeVisible();
  await page.getByRole('button', { name: 'Start Booking Now' }).click();
  const section = page.locator('#booking-section');
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
}

/**
 * Shows the calendar's next month, and waits until it shows. A tap on a calendar not yet live is
 * kept and acted on once it is (decision 069): without the wait, a test could tap again before the
 * first tap has moved the month, and go past the month it looks for.
 */
export async function showNextMonth(page: Page) {
  const month = page.getByRole('grid').first();
  const shown = (await month.getAttribute('aria-label')) ?? '';
  await page.getByRole('button', { name: 'Go to the Next Month' }).click();
  await expect(month).not.toHaveAttribute('aria-label', shown);
}

/**
 * Pages the calendar on to the month of `date` (at most `months` on). By the month, not by the day:
 * a day's name changes once the month's taken days arrive (', no times left'), a moment after.
 */
export async function showMonthOf(page: Page, date: string, months = 12) {
  const wanted = new Date(`${date}T12:00:00Z`).toLocaleString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const month = page.getByRole('grid').first();
  for (let shown = 0; shown < months && (await month.getAttribute('aria-label')) !== wanted; shown += 1) await showNextMonth(page);
  await expect(month).toHaveAttribute('aria-label', wanted);
}

export async function chooseDate(page: Page, date: string) {
  const day = page.getByRole('button', { name: calendarDayName(date) });
  for (let month = 0; month < 12 && !(await day.isVisible()); month += 1) await showNextMonth(page);
  await day.click();
}

/** A time slot's button, found by its start: it says when the party starts and ends ('11:00 AM - 1:00 PM'). */
export function timeSlot(page: Page, start: string): Locator {
  return page.getByRole('group', { name: 'Time Slot' }).getByRole('button', { name: new RegExp(`^${start} - `) });
}

export async function fillPartyDetails(page: Page, date: string, party: Party) {
  await page.getByRole('textbox', { name: "Child's First Name (required)" }).fill('Mia');
  await page.getByRole('textbox', { name: "Child's Last Name (optional)" }).fill('Nguyen');
  await page.getByRole('combobox', { name: 'Child Turning to (required)' }).selectOption('6');
  await page.getByRole('spinbutton', { name: 'Number of Kids (required)' }).fill('12');
  await page.getByRole('radio', { name: 'Basic Fun' }).check();
  await chooseDate(page, date);
  await timeSlot(page, party.time).click();
  const room = page.getByRole('radio', { name: party.room });
  await expect(room.locator('xpath=ancestor::label')).toContainText('Available');
  await room.check();
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // Moving between steps scrolls to the form.
  const heading = page.getByRole('heading', { level: 2, name: 'Food & Add-ons' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
}

export async function fillContactDetails(page: Page) {
  await page.getByRole('textbox', { name: 'Parent/Guardian Name (required)' }).fill('Linh Nguyen');
  await page.getByRole('textbox', { name: 'Email Address (required)' }).fill('linh@example.com');
  await page.getByRole('textbox', { name: 'Mobile Number (required)' }).fill('0412 345 678');
  await page.getByRole('textbox', { name: 'Address (required)', exact: true }).fill('1 Test St, Parramatta NSW 2150');
}

/** Waits for the browser to reach the hosted checkout; gives the id of the booking it is paying for. */
export async function checkoutReached(page: Page, request: APIRequestContext): Promise<string> {
  await page.waitForURL(/\/checkout\/[^/]+$/);
  const sessionId = new URL(page.url()).pathname.split('/').pop();
  const response = await request.get(`${apiUrl()}/api/bookings/session/${sessionId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { bookingId: string }).bookingId;
}

/** Does what makes the page create the booking, and gives the API's answer. */
export async function bookingAnswer(page: Page, book: () => Promise<void>): Promise<Response> {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/booking-initiate'));
  await book();
  return answer;
}

/**
 * Runs axe with every toast fully shown or gone: part-way through sliding in or out, a toast is
 * partly transparent and its text would be measured at a contrast it never has. A check whose
 * subject is not a toast (`toastsGone`) first lets the toasts on screen time out, since one may
 * start to leave while axe runs; a toast just shown stays for seconds.
 */
export async function checkAccessibility(page: Page, { toastsGone = false } = {}) {
  const toasts = page.locator('[data-sonner-toast]');
  if (toastsGone) await expect(toasts).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[data-sonner-toast][data-removed="true"]')).toHaveCount(0);
  for (const toast of await toasts.all()) await expect(toast).toHaveCSS('opacity', '1');
  await expectAccessible(page);
}

export const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** The hosted test checkout: it names the amount in AUD; Pay leads to the booking's confirmation page. */
export async function payAtTheCheckout(page: Page, bookingId: string, amount: string) {
  await expect(page.getByText(`${amount} AUD`)).toBeVisible();
  await page.getByRole('button', { name: `Pay ${amount}` }).click();
  await page.waitForURL(new RegExp(`/booking-success/${bookingId}\\?session_id=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Booking!' })).toBeVisible();
  await expect(page.getByText('Your party has been successfully booked.')).toBeVisible();
}
