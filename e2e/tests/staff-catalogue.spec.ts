import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { bookingAnswer, checkAccessibility, checkoutReached, chooseDate, fillContactDetails, partyDate, startBooking, summary, summaryFigures, timeSlot } from './support/booking-page';
import { readBooking } from './support/party-bookings';
import { signedInAccount, staffScreenshot, staffUrl } from './support/staff';

// The catalogue (/catalogue, issue 33) through the real API, at desktop and 360x740: an owner adds
// a package, a parent books it on the public site at once (no restart), the owner hides it, and it
// is gone from the public page. axe checks every page the fixture opens.

test.describe.configure({ timeout: 120_000 });

/** Days of their own, far ahead (the other specs book up to about 373 days ahead, on other days and rooms). */
const DAYS_AHEAD: Record<string, number> = { desktop: 344, phone: 359 };

/**
 * Step 1 of the public booking page, opened until `shows` passes. The page server keeps the
 * catalogue's answer up to SHARED_ANSWER_MAX_AGE_MS (1 s, shell/server/renderer/server-api.ts) for
 * every render: a page opened within a second of a change may not have it yet (no restart, no rebuild).
 */
async function stepOneUntil(page: Page, shows: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await startBooking(page);
    await shows();
  }).toPass({ timeout: 20_000 });
}

test('an owner adds a package, a parent books it at once, and once hidden it is gone from the public page', async ({ page, request }, testInfo) => {
  // A name of its own: the sizes run side by side on one server.
  const name = `Gala Party ${testInfo.project.name} ${Date.now().toString(36).slice(-4)}`;
  await signedInAccount(page, 'owner', testInfo.project.name);
  await page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Catalogue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  const packages = page.getByRole('region', { name: 'Packages' });
  await expect(packages.getByText('Basic Fun', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await staffScreenshot(page, testInfo, 'catalogue');
  // The in-page links lead to each section.
  await page.getByRole('navigation', { name: 'Catalogue sections' }).getByRole('link', { name: 'After-hours rates' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'After-hours rates' })).toBeInViewport();
  await expect(page).toHaveURL(/\/catalogue#catalogue-after-hours-rates$/);

  await packages.getByRole('button', { name: 'Add a package' }).click();
  const form = page.getByRole('dialog', { name: 'Add a package' });
  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form.getByRole('textbox', { name: /^Description/ }).fill('A grand party for the browser tests');
  await form.getByRole('textbox', { name: /^Price for the minimum kids/ }).fill('-5');
  await form.getByRole('button', { name: 'Add package' }).click();
  await expect(form.getByText('Must be an amount in dollars')).toBeVisible();
  await staffScreenshot(page, testInfo, 'catalogue-add-problems', { fullPage: false });
  await form.getByRole('textbox', { name: /^Price for the minimum kids/ }).fill('$123.45');
  await form.getByRole('textbox', { name: /^Minimum kids/ }).fill('8');
  await form.getByRole('textbox', { name: /^Price per extra child/ }).fill('10.50');
  await form.getByRole('textbox', { name: /^Length in hours/ }).fill('2');
  await form.getByRole('textbox', { name: /^Free kids' food choices/ }).fill('1');
  await form.getByRole('textbox', { name: /^Inclusions/ }).fill('Party host\nGlitter');
  await expectAccessible(page);
  await staffScreenshot(page, testInfo, 'catalogue-add-package', { fullPage: false });
  await form.getByRole('button', { name: 'Add package' }).click();
  await expect(form).toBeHidden();
  const added = packages.getByRole('listitem').filter({ hasText: name });
  await expect(added).toContainText('$123.45 for 8 kids, then $10.50 a child · 2 hours');

  // The public site offers it at once.
  const date = await partyDate(request, DAYS_AHEAD[testInfo.project.name]!, { offering: '11:00' });
  await stepOneUntil(page, () => expect(page.getByRole('radio', { name })).toBeVisible({ timeout: 1000 }));
  await page.getByRole('textbox', { name: "Child's First Name (required)" }).fill('Mia');
  await page.getByRole('combobox', { name: 'Child Turning to (required)' }).selectOption('6');
  await page.getByRole('spinbutton', { name: 'Number of Kids (required)' }).fill('12');
  await page.getByRole('radio', { name }).check();
  await chooseDate(page, date);
  await timeSlot(page, '11:00 AM').click();
  await page.getByRole('radio', { name: 'Jungle Room' }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Food & Add-ons' })).toBeFocused();
  await page.getByRole('radio', { name: 'I will do it now' }).check();
  await page.getByRole('checkbox', { name: 'Chicken Nuggets' }).check();
  await page.getByRole('checkbox', { name: 'Sandwich Platter' }).check();
  await page.getByRole('checkbox', { name: 'Lolly Bags' }).check();
  await page.getByRole('button', { name: 'Continue to Step 3' }).click();
  await fillContactDetails(page);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  // 8 kids at $123.45, 4 more at $10.50, a $65 platter, lolly bags at $5 for 12 kids.
  expect(await summaryFigures(page)).toMatchObject({
    Package: name,
    [`${name} (up to 8 kids)`]: '$123.45',
    'Additional kids (4 × $10.50)': '$42.00',
    Total: '$290.45',
  });
  await checkAccessibility(page);
  await bookingAnswer(page, () => page.getByRole('button', { name: 'Complete Booking' }).click());
  const bookingId = await checkoutReached(page, request);
  expect(await readBooking(bookingId)).toMatchObject({ date, selectedPackage: { name }, totalPrice: 290.45, status: 'pending' });
  // The next visit to the public site starts a new booking, not this one's draft.
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  // Hidden, it leaves the public page; the booking keeps it.
  await page.goto(`${staffUrl()}/catalogue`);
  await page.getByRole('region', { name: 'Packages' }).getByRole('button', { name: `Hide: ${name}` }).click();
  await expect(page.getByRole('region', { name: 'Packages' }).getByRole('listitem').filter({ hasText: name })).toContainText('Hidden');
  await page.getByRole('region', { name: 'Packages' }).screenshot({ path: path.join(__dirname, '..', 'test-results', 'staff-screens', `${testInfo.project.name}-catalogue-hidden.png`) });
  await stepOneUntil(page, async () => {
    await expect(page.getByRole('radio', { name: 'Basic Fun' })).toBeVisible();
    await expect(page.getByRole('radio', { name })).toHaveCount(0, { timeout: 1000 });
  });
  expect(await readBooking(bookingId)).toMatchObject({ selectedPackage: { name }, totalPrice: 290.45 });

  // The booking's edit page still has its package, and says which item is at today's price.
  await page.goto(`/booking-edit/${bookingId}`);
  await page.getByRole('checkbox', { name: 'Sushi Platter' }).check();
  await expect(page.getByText('This is what your update will be charged.')).toBeVisible();
  const booked = summary(page);
  await expect(booked.locator('dt', { hasText: 'Sushi Platter × 1' })).toHaveText("Sushi Platter × 1 at today's price");
  await expect(booked.locator('dt', { hasText: 'Sandwich Platter × 1' })).toHaveText('Sandwich Platter × 1');
  await expect(booked).toContainText(`${name} (up to 8 kids)`);
  await booked.locator('dt', { hasText: 'Sushi Platter × 1' }).scrollIntoViewIfNeeded();
  await checkAccessibility(page);
  await staffScreenshot(page, testInfo, 'edit-at-todays-price');
});
