import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { apiUrl, createBooking, daysFrom, payDeposit, payInFull, readBooking, venueDateIn } from './support/party-bookings';
import { signedInAccount, staffScreenshot, staffUrl } from './support/staff';

// Changes of plan in the staff console (decision 052), through the real API, at desktop, 768x1024
// and 360x740: the front desk moves a party 10 days out for the terms' $100, shown before it is
// confirmed; a manager cancels a paid-in-full party, the deposit kept and the rest owed back, its
// invitation off and its time bookable again.

/**
 * Each screen size starts on a day of its own (createBooking moves on to a free room, time or day
 * when sizes meet). Days 10 to 20 hold no other spec's parties, so a freed time stays free.
 */
const OFFSET: Record<string, number> = { desktop: 0, tablet: 1, phone: 2 };
const offsetOf = (project: string) => OFFSET[project] ?? 0;

/** The first start time that can be chosen from `days` ahead on: each day filled in the dialog's date field until one has one. */
async function firstFreeTime(dialog: Locator, days: number): Promise<Locator> {
  for (let day = days; day < days + 7; day += 1) {
    await dialog.getByLabel(/^Date/).fill(venueDateIn(day));
    const times = dialog.getByRole('group', { name: 'Start time' });
    await expect(times).toBeVisible();
    const free = times.getByRole('radio', { disabled: false });
    if ((await free.count()) > 0) return free.first();
  }
  throw new Error(`no free start time in the week from day ${days}`);
}

const history = (page: Page) => page.getByRole('region', { name: 'History' });

test("a front-desk move 10 days out charges the terms' $100: shown before confirming, then a line of the bill, and the history says who moved it", async ({ page }, testInfo) => {
  const offset = offsetOf(testInfo.project.name);
  // 10 to 13 days before the party: within two weeks.
  const booking = await createBooking(daysFrom(10 + offset, 2));
  await payDeposit(booking.bookingId);
  const account = await signedInAccount(page, 'front-desk', testInfo.project.name);

  await page.goto(`${staffUrl()}/bookings/${booking.reference}`);
  await expect(page.getByRole('heading', { level: 1, name: `${booking.reference}: Mia's party` })).toBeVisible();
  // A front desk may move a party, not cancel it.
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Move', exact: true }).click();
  const move = page.getByRole('dialog', { name: `Move ${booking.reference}` });
  const time = await firstFreeTime(move, 14 + offset);
  await time.check();
  const rooms = move.getByRole('group', { name: /^Room at / });
  await rooms.getByRole('radio', { disabled: false }).first().check();
  await expectAccessible(page);
  await staffScreenshot(page, testInfo, 'move-choose', { fullPage: false });

  await move.getByRole('button', { name: 'Quote' }).click();
  await expect(move.getByRole('heading', { name: 'Rebooking fee $100.00' })).toBeFocused();
  await expect(move).toContainText('A $100 rebooking fee applies: the party is rebooked within two weeks of its date.');
  await expect(move).toContainText('Due once moved$415.00');
  await expectAccessible(page);
  await staffScreenshot(page, testInfo, 'move-quote', { fullPage: false });
  // Nothing is changed by a quote.
  expect((await readBooking(booking.bookingId)).date).toBe(booking.date);

  await move.getByRole('button', { name: 'Confirm move' }).click();
  await expect(page.getByText('Booking moved', { exact: true })).toBeVisible();
  await expect(move).toBeHidden();
  const moved = await readBooking(booking.bookingId);
  expect(moved.date).not.toBe(booking.date);
  expect(moved).toMatchObject({ finalPrice: 515, fees: [{ kind: 'rebooking', amount: 100 }] });
  await expect(page.getByRole('link', { name: new RegExp(`^\\w+day \\d{1,2} \\w+ \\d{4}$`) })).toHaveAttribute('href', `/day/${moved.date}`);
  const money = page.getByRole('region', { name: 'Money' });
  await expect(money).toContainText(/Rebooking fee \(moved from [^)]+\)\$100\.00/);
  await expect(money).toContainText('To pay in all$515.00');
  await expect(money.getByText('$415.00 due on the day')).toBeVisible();
  await expect(history(page).getByRole('row').nth(1)).toContainText(`${account.email} (staff)`);
  await expect(history(page).getByRole('row').nth(1)).toContainText('Moved the booking');
  await staffScreenshot(page, testInfo, 'moved-booking');

  // The moved party is on its new day's run sheet, and no longer on its old day's.
  await page.goto(`${staffUrl()}/day/${moved.date}`);
  await expect(page.getByRole('article').filter({ has: page.getByRole('link', { name: booking.reference, exact: true }) })).toBeVisible();
  await page.goto(`${staffUrl()}/day/${booking.date}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Run sheet: / })).toBeVisible();
  await expect(page.getByRole('link', { name: booking.reference, exact: true })).toHaveCount(0);
});

test('a manager cancels a paid-in-full party: the deposit kept, the rest refunded through the test provider, the invitation page says it is off, and the time is bookable again', async ({ page }, testInfo) => {
  const offset = offsetOf(testInfo.project.name);
  const booking = await createBooking(daysFrom(17 + offset, 2));
  await payInFull(booking.bookingId);
  const paid = await readBooking(booking.bookingId);
  expect(paid).toMatchObject({ status: 'confirmed', totalPaidAmount: 415 });
  const roomFree = async () => {
    const { duration } = paid.selectedPackage as { duration: number };
    const query = new URLSearchParams({ timeSlots: paid.timeSlot.time, numberOfKids: '10', date: paid.date, duration: String(duration) });
    const rooms = (await (await fetch(`${apiUrl()}/api/roomss3?${query}`)).json()) as Array<{ id: string; availability: { availableByDefault: boolean } }>;
    return rooms.find((room) => room.id === paid.room.id)?.availability.availableByDefault;
  };
  expect(await roomFree()).toBe(false);
  await signedInAccount(page, 'manager', testInfo.project.name);

  await page.goto(`${staffUrl()}/bookings/${booking.reference}`);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel booking ${booking.reference}` });
  // Who asked and why are asked before anything is canceled.
  await cancel.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(cancel.getByText('Choose who asked for the cancellation')).toBeVisible();
  await expect(cancel.getByText('Say why the booking is canceled')).toBeVisible();
  await cancel.getByRole('radio', { name: /^The customer/ }).check();
  await expect(cancel.getByRole('heading', { name: 'Refund $315.00' })).toBeVisible();
  await expect(cancel).toContainText('The venue keeps the $100.00 non-refundable deposit; the rest of what was paid is refunded.');
  await expect(cancel).toContainText('Paid (less refunds)$415.00');
  await expect(cancel).toContainText('Deposit kept$100.00');
  await cancel.getByRole('textbox', { name: /^Reason/ }).fill('Mia has chickenpox');
  await expectAccessible(page);
  await staffScreenshot(page, testInfo, 'cancel-quote', { fullPage: false });

  await cancel.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByText('Booking canceled', { exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`^${booking.reference} is canceled and its time is free again\\. \\$315\\.00 went back to the customer's card through the payment provider`))).toBeVisible();
  await expect(page.getByText('Canceled because the customer asked to cancel it.')).toBeFocused();
  const money = page.getByRole('region', { name: 'Money' });
  await expect(money).toContainText('Kept under the terms$100.00');
  // The $315 went back through the test provider at once (decision 053): nothing is left owed back.
  await expect(money.getByRole('table', { name: 'Payments and refunds' })).toContainText('$315.00');
  await expect(money).not.toContainText('Owed back$315.00');
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Move', exact: true })).toHaveCount(0);
  // The history says who canceled it, and the refund sent through the provider (newest first).
  await expect(history(page)).toContainText('Canceled');
  await expect(history(page)).toContainText('Sent a refund through the payment provider');
  await staffScreenshot(page, testInfo, 'canceled-booking');

  // The invitation page says the party is off; the time is free on the public pages.
  await page.goto(`/booking-invitation/${booking.invitationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This Party Is Not Going Ahead' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send RSVP' })).toHaveCount(0);
  expect(await roomFree()).toBe(true);
  expect(await readBooking(booking.bookingId)).toMatchObject({ status: 'canceled', canceledReason: 'customer-canceled', totalPaidAmount: 100, amountOwedBack: 0 });
});
