import type { Page } from '@playwright/test';
import { startApi, type RunningApi } from '../../tooling/site/api-server';
import { freePort } from '../../tooling/site/ports';
import { startStaticSite, type StaticSite } from '../support/static-site';
import { expect, test } from '../support/fixtures';
import { TEST_VENUE_SETTINGS } from '../support/venue';
import { summaryValue } from './support/page-helpers';
import { bookingBody, createBooking, createBookings, daysFrom, payDeposit, payInFull, postJson, readBooking } from './support/party-bookings';

// Money is always right on the pages (decision 019): the edit page shows what the server will charge
// and what it would owe back; a booking that lost its room says so and offers to
// book again; a coupon that ran out before the payment is named. All through the
// real API, and at 360 px as on a desktop.

// Journeys through the checkout, and APIs of their own, take longer than a single page's test.
test.describe.configure({ timeout: 180_000 });

async function expectSummary(page: Page, region: string, values: Record<string, string>) {
  const summary = page.getByRole('region', { name: region });
  for (const [label, value] of Object.entries(values)) await expect(summaryValue(summary, label)).toHaveText(value);
}

const checked = (page: Page) => expect(page.getByText('This is what your update will be charged.')).toBeVisible();

/**
 * Days of its own for each test and screen size, away from the other browser tests' days and
 * within the 12 x 30 days ahead a party can be booked.
 */
const firstDay = (index: number) => 330 + index * 15 + (test.info().project.name === 'phone' ? 7 : 0);

test("with a 10 % coupon, the edit page shows the server's price of the edit, worked out on the new total, and that is what is saved", async ({ page }) => {
  // $415 with PARTY10: $41.50 off, $373.50; the $100 deposit paid.
  const booking = await createBooking(daysFrom(firstDay(0), 7), { coupon: 'PARTY10' });
  await payDeposit(booking.bookingId);
  expect(await readBooking(booking.bookingId)).toMatchObject({ finalPrice: 373.5, appliedDiscountAmount: 41.5 });

  await page.goto(`/booking-edit/${booking.bookingId}`);
  await checked(page);
  // Without the platter the total is $350: 10 % off is $35 (not the booking's old $41.50), so $315.
  await page.getByRole('checkbox', { name: 'Sandwich Platter' }).uncheck();
  await checked(page);
  await expectSummary(page, 'Booking Summary', {
    Total: '$350.00',
    'Coupon discount (PARTY10)': '−$35.00',
    'Final price': '$315.00',
    'Amount paid': '$100.00',
    'Balance due on the day': '$215.00',
  });
  // The platter's warning is not the subject here: an add-on is kept, and Pay on Event Day chosen.
  await page.getByRole('checkbox', { name: 'Sushi Platter' }).check();
  await checked(page);
  // $439.50: 10 % off is $43.95, so $395.55.
  await expectSummary(page, 'Booking Summary', { Total: '$439.50', 'Coupon discount (PARTY10)': '−$43.95', 'Final price': '$395.55' });

  await page.getByRole('button', { name: 'Continue to Step 2' }).click();
  await page.getByRole('radio', { name: /Pay on Event Day/ }).check();
  await page.getByRole('button', { name: 'Update Booking' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-success/${booking.bookingId}$`));
  await expectSummary(page, 'Payment Summary', { 'Final price': '$395.55', 'Amount paid': '$100.00', 'Balance due on the day': '$295.55' });
  expect(await readBooking(booking.bookingId)).toMatchObject({ totalPrice: 439.5, appliedDiscountAmount: 43.95, finalPrice: 395.55, remainingAmount: 295.55 });
});

test('an edit below what was paid says what will be owed back before it is saved, and the confirmation and pay-now pages say it after', async ({ page }) => {
  // $415, paid in full.
  const booking = await createBooking(daysFrom(firstDay(1), 7));
  await payInFull(booking.bookingId);

  await page.goto(`/booking-edit/${booking.bookingId}`);
  await page.getByRole('checkbox', { name: 'Sandwich Platter' }).uncheck();
  await checked(page);
  // $350 now: $65 of the $415 paid is owed back.
  const owed = page.getByRole('alert').filter({ hasText: 'A refund is owed to you' });
  await expect(owed).toContainText('We owe you $65.00 back. The venue will refund it to your card; call us on (02) 9555 0199 with any questions.');
  await expectSummary(page, 'Booking Summary', { Total: '$350.00', 'Amount paid': '$415.00', 'Balance due on the day': '$0.00', 'Owed back to you': '$65.00' });

  await page.getByRole('button', { name: 'Continue to Step 2' }).click();
  await page.getByRole('radio', { name: /Pay on Event Day/ }).check();
  await page.getByRole('button', { name: 'Update Booking' }).click();
  // No adult food now: the warning, and the edit saved as it is.
  await page.getByRole('button', { name: 'Continue Without Changes' }).click();

  await expect(page).toHaveURL(new RegExp(`/booking-success/${booking.bookingId}$`));
  await expect(page.getByText('We owe you $65.00 back.', { exact: false })).toBeVisible();
  await expectSummary(page, 'Payment Summary', { 'Amount paid': '$415.00', 'Balance due on the day': '$0.00', 'Owed back to you': '$65.00' });
  expect(await readBooking(booking.bookingId)).toMatchObject({ finalPrice: 350, totalPaidAmount: 415, remainingAmount: 0, amountOwedBack: 65, refundDue: true });

  await page.goto(`/booking-payment/${booking.bookingId}`);
  await expect(page.getByText('We owe you $65.00 back.', { exact: false })).toBeVisible();
  await expect(page.getByText('Paid in full')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
});

/** The real API with settings of its own (and the test venue, as every site here), and the built site in front of it (its checkout returns there). */
async function siteWithApi(env: Record<string, string>): Promise<{ api: RunningApi; site: StaticSite }> {
  const shellPort = await freePort();
  const api = await startApi({
    SITE_URL: `http://127.0.0.1:${shellPort}`,
    RATE_LIMIT_BOOKING_MAX: '100000',
    RATE_LIMIT_CHECKOUT_MAX: '100000',
    ...TEST_VENUE_SETTINGS,
    ...env,
  });
  const site = await startStaticSite(api.url, shellPort);
  return { api, site };
}

test.describe('a booking that lost its room', () => {
  let api: RunningApi;
  let site: StaticSite;
  // A hold of three seconds, so that the first booking's runs out while the test waits.
  test.beforeAll(async () => ({ api, site } = await siteWithApi({ BOOKING_HOLD_MINUTES: '0.05' })));
  test.afterAll(async () => {
    await site?.close();
    await api?.stop();
  });

  test('says so on its pay-now, edit and confirmation pages and offers to book again; a Pay Now pressed meanwhile shows it at once', async ({ page, allowIssues }) => {
    allowIssues(/^HTTP 409: POST .*\/api\/create-dynamic-checkout-session-full-pending-payment$/);
    const first = await createBooking(daysFrom(30, 10), {}, api.url);
    const stored = await readBooking(first.bookingId, api.url);
    // Its hold runs out: the room shows as free to others again.
    const rooms = `${api.url}/api/roomss3?timeSlots=${stored.timeSlot.time}&numberOfKids=10&date=${stored.date}&duration=2`;
    await expect
      .poll(async () => ((await (await fetch(rooms)).json()) as Array<{ id: string; isAvailable: boolean }>).find((r) => r.id === stored.room.id)?.isAvailable)
      .toBe(true);

    // The parent opens the pay-now page: the booking is still theirs to pay.
    await page.goto(`${site.baseURL}/booking-payment/${first.bookingId}`);
    await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
    // Meanwhile another parent books the room for that time.
    const taken = await postJson('/api/booking-initiate', bookingBody(stored.date, stored.room, stored.timeSlot), api.url);
    expect(taken.status).toBe(201);

    await page.getByRole('radio', { name: /Pay Full Amount/ }).check();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Booking Failed' });
    await expect(toast).toContainText('has since been booked by someone else');
    // The page reads the booking again: it is over, with no Pay Now.
    const over = page.getByRole('alert').filter({ hasText: 'This Booking Has Been Canceled' });
    await expect(over).toContainText(
      'This booking was not paid before its hold on the room ran out, and the room has since been booked by someone else, so the booking has been canceled. Please make a new booking, or call us on (02) 9555 0199.',
    );
    await expect(page.getByRole('button', { name: 'Pay Now' })).toHaveCount(0);
    expect(await readBooking(first.bookingId, api.url)).toMatchObject({ status: 'canceled', canceledReason: 'room-taken' });

    await page.goto(`${site.baseURL}/booking-edit/${first.bookingId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This Booking Has Been Canceled' })).toBeVisible();
    await expect(page.getByText('has since been booked by someone else', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to Step 2' })).toHaveCount(0);

    await page.goto(`${site.baseURL}/booking-success/${first.bookingId}`);
    await expect(page.getByRole('alert').filter({ hasText: 'This Booking Has Been Canceled' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Make a New Booking' }).click();
    await expect(page).toHaveURL(`${site.baseURL}/book-your-party`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Party Online!' })).toBeVisible();
  });
});

test.describe('a coupon that ran out before the payment', () => {
  let api: RunningApi;
  let site: StaticSite;
  test.beforeAll(async () => ({ api, site } = await siteWithApi({})));
  test.afterAll(async () => {
    await site?.close();
    await api?.stop();
  });

  test('is named on the confirmation and pay-now pages, which say why the price went up', async ({ page }) => {
    // SAVE50 ($50 off $300 or more) has 50 uses. 51 parents book with it; 50 pay first.
    const bookings = await createBookings(51, 20, { coupon: 'SAVE50' }, api.url);
    const last = bookings.pop()!;
    for (let i = 0; i < bookings.length; i += 10) await Promise.all(bookings.slice(i, i + 10).map((b) => payDeposit(b.bookingId, api.url)));
    expect(await readBooking(last.bookingId, api.url)).toMatchObject({ coupon: 'SAVE50', finalPrice: 365 });

    await page.goto(`${site.baseURL}/booking-payment/${last.bookingId}`);
    await page.getByRole('radio', { name: /Pay Party Deposit/ }).check();
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.getByRole('button', { name: 'Pay $100.00' }).click();

    await expect(page).toHaveURL(new RegExp(`/booking-success/${last.bookingId}\\?session_id=`));
    await expect(page.getByText('Your party has been successfully booked.')).toBeVisible();
    const dropped = page.getByRole('alert').filter({ hasText: 'Your coupon no longer applies' });
    await expect(dropped).toContainText(
      'The coupon SAVE50 ran out before your payment arrived (its last use went to another booking), so the full price applies.',
    );
    await expectSummary(page, 'Payment Summary', { Total: '$415.00', 'Amount paid': '$100.00', 'Balance due on the day': '$315.00' });
    expect(await readBooking(last.bookingId, api.url)).toMatchObject({ coupon: '', droppedCoupon: { code: 'SAVE50', reason: 'used-up' }, finalPrice: 415 });

    await page.goto(`${site.baseURL}/booking-payment/${last.bookingId}`);
    await expect(page.getByRole('alert').filter({ hasText: 'Your coupon no longer applies' })).toContainText('The coupon SAVE50 ran out');
    await expect(page.getByRole('radio', { name: /Pay Full Amount/ })).toHaveAccessibleName(/\$315\.00 remaining/);
  });
});
