import type { Page } from '@playwright/test';
import { isPublicHoliday, weekdayOf } from '@party/domain';
import { mailDevEmails } from '../../tooling/site/maildev';
import { expect, expectAccessible, test } from '../support/fixtures';
import { calendarDayName, chooseDate, startBooking } from './support/booking-page';
import { summaryValue } from './support/page-helpers';
import { apiUrl, createBooking, daysFrom, payDeposit, payInFull, readBooking, venueDateIn } from './support/party-bookings';

// What a parent meets after booking (decision 031): an edit keeps the kids booked, a refused
// number is said before Update, the page after a change tells the truth, and the slots offered
// are within the venue's hours, public holidays included.

test.describe.configure({ timeout: 90_000 });

function maildevUrl(): string {
  const url = process.env.E2E_MAILDEV_URL;
  if (!url) throw new Error('E2E_MAILDEV_URL is set by the global setup');
  return url;
}

/** A 14-kid Basic Fun party in the 15-kid Jungle Room, its deposit paid, on days of its own per screen size. */
async function fourteenKidParty(phone: boolean) {
  const booking = await createBooking(daysFrom(phone ? 290 : 260, 30), { numberOfKids: 14, room: { id: 'jungle-room' } });
  await payDeposit(booking.bookingId);
  return booking;
}

test('a 14-kid party edited only for its food stays 14 kids in the booking, the emails and the money; the page after Update is at its top with one toast and the real payment state', async ({ page }, testInfo) => {
  const booking = await fourteenKidParty(testInfo.project.name === 'phone');
  // Basic Fun for 14 kids: $300 + 4 x $15; a sandwich platter $65; lolly bags 14 x $5. $100 paid.
  expect(await readBooking(booking.bookingId)).toMatchObject({ numberOfKids: 14, finalPrice: 495 });

  await page.goto(`/booking-edit/${booking.bookingId}`);
  const kids = page.getByRole('spinbutton', { name: 'Number of kids' });
  await expect(kids).toHaveValue('14');
  await expect(kids).toHaveAccessibleDescription('The Jungle Room holds up to 15 kids.');
  // The guest list (the Guest of Honour alone) informs the number and changes nothing.
  await expect(page.getByText('1 named on your guest list, 0 coming by RSVP.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Sushi Platter' }).check();
  await page.getByRole('button', { name: 'Continue to Step 2' }).click();
  await page.getByRole('radio', { name: /Pay on Event Day/ }).check();
  await page.getByRole('button', { name: 'Update Booking' }).click();

  await expect(page).toHaveURL(new RegExp(`/booking-success/${booking.bookingId}$`));
  await expect(page.getByText('Booking Updated!')).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const payment = page.getByRole('region', { name: 'Payment Summary' });
  // 495 + a sushi platter 89.50.
  for (const [label, value] of [
    ['Payment option', 'Pay on Event Day'],
    ['Total', '$584.50'],
    ['Amount paid', '$100.00'],
    ['Balance due on the day', '$484.50'],
  ]) {
    await expect(summaryValue(payment, label)).toHaveText(value);
  }
  expect(await readBooking(booking.bookingId)).toMatchObject({ numberOfKids: 14, finalPrice: 584.5 });

  // The parent's and the venue's emails of the change list the platter, and no change of kids.
  await expect(async () => {
    const updates = (await mailDevEmails(maildevUrl())).filter((email) => email.subject.includes(booking.reference) && /updated/i.test(email.subject));
    expect(updates.length).toBeGreaterThanOrEqual(2);
    for (const email of updates) {
      expect(email.text).toContain('Sushi Platter');
      expect(email.text).not.toMatch(/Number of kids: 14 →/);
      expect(email.text).toMatch(/Number of kids:?\s+14/);
    }
  }).toPass({ timeout: 15_000 });

  // Paid in full afterwards, the page says so: not the option it was booked with.
  await payInFull(booking.bookingId);
  await page.reload();
  await expect(summaryValue(page.getByRole('region', { name: 'Payment Summary' }), 'Payment option')).toHaveText('Paid in full');
});

test('16 kids in a room that holds 15 is said beside the number before Update, and nothing is saved', async ({ page }, testInfo) => {
  const booking = await fourteenKidParty(testInfo.project.name === 'phone');
  await page.goto(`/booking-edit/${booking.bookingId}`);
  const kids = page.getByRole('spinbutton', { name: 'Number of kids' });
  await kids.fill('16');
  await expect(kids).toHaveAccessibleDescription('The Jungle Room holds up to 15 kids. Please call us to change rooms.');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue to Step 2' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1: Food & Add-ons' })).toBeVisible();
  await expect(kids).toBeFocused();
  await kids.fill('15');
  await expect(kids).toHaveAccessibleDescription('The Jungle Room holds up to 15 kids.');
  expect(await readBooking(booking.bookingId)).toMatchObject({ numberOfKids: 14 });
});

/** The first date from `days` ahead that matches, the venue open on it (not one of its closed days). */
async function firstDate(days: number, matches: (date: string) => boolean): Promise<string> {
  const closed = (await (await fetch(`${apiUrl()}/api/unavailable-dates`)).json()) as string[];
  for (let day = days; day < 360; day += 1) {
    const date = venueDateIn(day);
    if (!closed.includes(date) && matches(date)) return date;
  }
  throw new Error('No such date within the booking horizon');
}

const slotNames = (page: Page) => page.getByRole('group', { name: 'Time Slot' }).getByRole('button').allInnerTexts();

test('a Monday and a public holiday offer only the slots a 2.5-hour party fits within their hours', async ({ page }) => {
  // Monday 9:30am-5:30pm; public holidays 10:00am-5:00pm (the footer's hours).
  const monday = await firstDate(5, (date) => weekdayOf(date) === 1 && !isPublicHoliday(date));
  const holiday = await firstDate(5, (date) => isPublicHoliday(date));
  await startBooking(page);
  await expect(page.getByRole('contentinfo')).toContainText('Mon-Thu9:30am-5:30pm');
  await expect(page.getByRole('contentinfo')).toContainText('Public holidays10:00am-5:00pm');
  await page.getByRole('radio', { name: 'Ultimate Bash' }).check();

  await chooseDate(page, monday);
  await expect(page.getByRole('group', { name: 'Time Slot' }).getByRole('button').first()).toBeVisible();
  const mondaySlots = await slotNames(page);
  expect(mondaySlots.at(0)).toBe('9:30 AM - 12:00 PM');
  expect(mondaySlots.at(-1)).toBe('3:00 PM - 5:30 PM');

  await chooseDate(page, holiday);
  await expect(page.getByRole('button', { name: calendarDayName(holiday) })).toBeVisible();
  await expect.poll(() => slotNames(page).then((names) => names.at(0))).toBe('10:00 AM - 12:30 PM');
  expect((await slotNames(page)).at(-1)).toBe('2:00 PM - 4:30 PM');
});
