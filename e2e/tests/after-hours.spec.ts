import type { Locator, Page } from '@playwright/test';
import { expect, expectNoHorizontalScroll, test } from '../support/fixtures';
import { calendarDayName, checkAccessibility, partyDate, showNextMonth } from './support/booking-page';
import { endTime, fillTheCustomer, startTime } from './support/event-form';
import { emailArrived, VENUE_INBOX } from './support/inbox';
import { expectCalendarFits, tabTo } from './support/page-helpers';
import { apiUrl } from './support/party-bookings';

// The after-hours page, as a parent hires the whole centre for an evening: the form, Continue to
// the hosted test checkout, back on the edit page paid, a change of guests saved and priced again
// by the server. The figures the page shows must be the ones the API then returns.

// A whole journey, through the checkout and back, takes longer than a single page's test.
test.describe.configure({ timeout: 120_000 });

/**
 * An evening of its own for each test and screen size (days 8 to 11 from today, past the 4 days in
 * which changes close): two hires of one evening clash, and parties end by 18:30, before 7 PM.
 */
const daysAheadFor = (index: number) => 8 + index * 2 + (test.info().project.name === 'phone' ? 1 : 0);

const summary = (page: Page) => page.getByRole('region', { name: 'Event Summary' });
/** A figure of the summary by its whole label ('Total', not 'Subtotal'). */
const figure = (page: Page, label: string) =>
  summary(page)
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label.replace(/[()$]/g, '\\$&')}$`) })
    .locator('+ dd');
const adults = (page: Page) => page.getByRole('spinbutton', { name: 'Expected Adults (required)' });
/** The price kept in view with the page's button on a phone (the party pages' bar). */
const priceBar = (page: Page) => page.getByRole('group', { name: 'Price' });
const isPhone = () => test.info().project.name === 'phone';

/** What the customer tells the venue: typed whole, with what a venue's email must not turn into markup. */
const NOTES = 'Surprise party for Zoë 🎉 — please keep the lights <dim> & the doors shut until 7:15.\nWe bring a nut-free cake.';

interface StoredEvent {
  status: string;
  reference: string;
  expectedKids: number;
  expectedAdults: number;
  totalPaidAmount: number;
  remainingAmount: number;
  pricing: { guestFee: number; total: number; deposit: number };
}

async function readEvent(id: string): Promise<StoredEvent> {
  const response = await fetch(`${apiUrl()}/api/bookings-afterhours/${encodeURIComponent(id)}`);
  if (!response.ok) throw new Error(`GET /api/bookings-afterhours/${id} answered ${response.status}`);
  return response.json() as Promise<StoredEvent>;
}

async function openTheForm(page: Page) {
  await page.goto('/book-your-party/after-hours');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Your Events' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
}

/** Waits for the hosted checkout, which names the amount; gives the Pay button. */
async function checkoutFor(page: Page, amount: string): Promise<Locator> {
  await page.waitForURL(/\/checkout\/[^/]+$/);
  await expect(page.getByText(`${amount} AUD`)).toBeVisible();
  return page.getByRole('button', { name: `Pay ${amount}` });
}

/** Back from the checkout on the event's edit page; gives the event's id. */
async function backOnTheEditPage(page: Page): Promise<string> {
  await page.waitForURL(/\/book-your-party\/after-hours\/edit\/[^/?]+\?session_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Events Booking' })).toBeVisible();
  await expect(page.getByText('Payment received')).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() as string);
}

test("a parent hires the centre for an evening, pays the deposit, and changes the guests: 'Booking Updated!' with the server's figures", async ({ page, request }) => {
  const date = await partyDate(request, daysAheadFor(0));
  await openTheForm(page);
  await expectCalendarFits(page);

  const day = page.getByRole('button', { name: calendarDayName(date) });
  for (let month = 0; month < 2 && !(await day.isVisible()); month += 1) await showNextMonth(page);
  await day.click();
  await startTime(page).selectOption({ label: '7:00 PM' });
  await endTime(page).selectOption({ label: '9:00 PM' });
  await expect(page.getByRole('textbox', { name: /^Duration/ })).toHaveValue('2 hours');
  await fillTheCustomer(page, { email: 'alex@example.com', kids: 50, adults: 30, notes: NOTES });
  await expectNoHorizontalScroll(page);

  // On a phone the price stays in view with Continue while the form is filled (at desktop size the
  // summary beside the form shows it).
  await page.getByRole('heading', { name: 'Your Details' }).scrollIntoViewIfNeeded();
  if (isPhone()) {
    await expect(priceBar(page)).toBeInViewport();
    await expect(priceBar(page)).toHaveText(/^Total \$300\.00\s*Deposit now \$150\.00\s*Summary$/);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeInViewport();
    await page.getByRole('radio', { name: /Pay the full amount/ }).scrollIntoViewIfNeeded();
    await expect(priceBar(page)).toBeInViewport();
  } else {
    await expect(priceBar(page)).toBeHidden();
  }

  // 2 hours for 80 guests: the base price alone; half of it now.
  await summary(page).scrollIntoViewIfNeeded();
  await expect(figure(page, 'Guest fee (over 80 guests)')).toHaveText('$0.00');
  await expect(figure(page, 'Total')).toHaveText('$300.00');
  await expect(figure(page, 'Deposit (pay now)')).toHaveText('$150.00');
  await checkAccessibility(page);

  // Continue saves a pending booking, then leaves for the checkout (its 'Booking Initiate' toast
  // goes with the page: the component tests read it).
  // The answer is read on its way to the page: the page leaves at once, and a response body read
  // after the page has left is gone.
  const saved = new Promise<{ booking: { uniqueBookingId: string; status: string } }>((resolve) => {
    void page.route('**/api/bookings-afterhours/save', async (route) => {
      const response = await route.fetch();
      resolve((await response.json()) as { booking: { uniqueBookingId: string; status: string } });
      await route.fulfill({ response });
    });
  });
  await page.getByRole('button', { name: 'Continue' }).click();
  const made = await saved;
  expect(made.booking.status).toBe('pending');
  await (await checkoutFor(page, '$150.00')).click();

  const id = await backOnTheEditPage(page);
  expect(id).toBe(made.booking.uniqueBookingId);
  await expectCalendarFits(page);
  await expect(page.getByText(/Paid so far:/)).toHaveText('Paid so far: $150.00. Still to pay: $150.00.');
  await expect(adults(page)).toHaveValue('30');
  const paid = await readEvent(id);
  expect(paid).toMatchObject({ status: 'confirmed', totalPaidAmount: 150, remainingAmount: 150, pricing: { total: 300, deposit: 150 } });
  await checkAccessibility(page, { toastsGone: true });

  // The venue's copy of the confirmation carries the customer's notes as they were typed.
  const confirmed = await emailArrived(VENUE_INBOX, `Booking confirmed: ${paid.reference}, `);
  expect(confirmed.text).toContain(`Notes from the customer:\n${NOTES.split('\n').map((line) => `> ${line}`).join('\n')}`);
  expect(confirmed.html).toContain('Surprise party for Zoë 🎉 — please keep the lights &lt;dim&gt; &amp; the doors shut until 7:15.');

  // 81 guests: the guest fee.
  await adults(page).fill('31');
  await expect(figure(page, 'Guest fee (over 80 guests)')).toHaveText('$150.00');
  await expect(figure(page, 'Total')).toHaveText('$450.00');
  if (isPhone()) await expect(priceBar(page)).toHaveText(/^Total \$450\.00\s*Balance \$300\.00\s*Summary$/);
  await page.getByRole('button', { name: 'Update Booking' }).click();
  const toast = page.locator('[data-sonner-toast]', { hasText: 'Booking Updated!' });
  await expect(toast).toContainText(`Booking ${paid.reference} has been successfully updated.`);
  await expect(page.getByText(/Paid so far:/)).toHaveText('Paid so far: $150.00. Still to pay: $300.00.');
  await expect(page.getByRole('button', { name: 'Pay the Rest ($300.00)' })).toBeEnabled();
  await expect(figure(page, 'Total')).toHaveText('$450.00');
  await expect(figure(page, 'Amount paid')).toHaveText('$150.00');
  await expect(figure(page, 'Balance due on the day')).toHaveText('$300.00');
  expect(await readEvent(id)).toMatchObject({
    status: 'confirmed',
    expectedKids: 50,
    expectedAdults: 31,
    totalPaidAmount: 150,
    remainingAmount: 300,
    pricing: { guestFee: 150, total: 450, deposit: 150 },
  });
  await checkAccessibility(page);

  // The venue is told what changed, and has the notes again.
  const updated = await emailArrived(VENUE_INBOX, `Booking updated: ${paid.reference}, `);
  expect(updated.text).toContain('What changed:\n- Expected adults: 30 → 31.\n- Price: $300.00 → $450.00.\n');
  expect(updated.text).toContain('> We bring a nut-free cake.');
});

test('the keyboard alone books an evening, pays it in full, and changes it', async ({ page, request }) => {
  const date = await partyDate(request, daysAheadFor(1));
  const { keyboard } = page;
  await openTheForm(page);

  const day = page.getByRole('button', { name: calendarDayName(date) });
  // The calendar is one stop on the Tab key; the arrow keys move between its days, and on into
  // the next month.
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  await tabTo(page, page.locator('.rdp-day_button[tabindex="0"]'));
  for (let presses = 0; presses < 62 && !calendarDayName(date).test(await focusedName()); presses += 1) await keyboard.press('ArrowRight');
  await keyboard.press('Enter');
  await expect(day).toHaveAccessibleName(/, selected$/);
  // A select opens on Space or Alt+ArrowDown in Chromium; typing picks the option that starts so.
  await tabTo(page, startTime(page));
  await keyboard.type('7:00 P');
  await expect(startTime(page)).toHaveValue('19:00');
  await tabTo(page, endTime(page));
  await keyboard.type('9:30 P');
  await expect(endTime(page)).toHaveValue('21:30');

  for (const [name, text] of [
    ['First Name (required)', 'Sam'],
    ['Last Name (required)', 'Lee'],
    ['Email (required)', 'sam@example.com'],
    ['Mobile (required)', '0412345678'],
    ['Address (required)', '2 Test St, Parramatta NSW 2150'],
  ]) {
    await tabTo(page, page.getByRole('textbox', { name }));
    await keyboard.type(text);
  }
  await tabTo(page, page.getByRole('spinbutton', { name: 'Expected Kids (required)' }));
  await keyboard.type('20');
  await tabTo(page, adults(page));
  await keyboard.type('10');
  // A group of radio buttons is one stop on the Tab key; the arrow keys choose within it.
  await tabTo(page, page.getByRole('radio', { name: /Pay a 50% deposit/ }));
  await keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Pay the full amount/ })).toBeChecked();
  // 2.5 hours: one 30-minute block beyond the first 2 hours ($75).
  await expect(figure(page, 'Pay now (full amount)')).toHaveText('$375.00');
  await checkAccessibility(page, { toastsGone: true });

  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await keyboard.press('Enter');
  const payInFull = await checkoutFor(page, '$375.00');
  await tabTo(page, payInFull);
  await keyboard.press('Enter');

  const id = await backOnTheEditPage(page);
  await expect(page.getByText(/Paid so far:/)).toHaveText('Paid so far: $375.00. Nothing left to pay.');
  await tabTo(page, adults(page));
  await keyboard.press('ArrowUp');
  await expect(adults(page)).toHaveValue('11');
  await tabTo(page, page.getByRole('button', { name: 'Update Booking' }));
  await keyboard.press('Enter');
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Booking Updated!' })).toBeVisible();
  expect(await readEvent(id)).toMatchObject({ expectedKids: 20, expectedAdults: 11, totalPaidAmount: 375, remainingAmount: 0, pricing: { total: 375 } });
  await checkAccessibility(page);
});
