import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { payAtTheCheckout } from './support/booking-page';
import { readBooking, venueDateIn } from './support/party-bookings';
import { emailsTo, signedInAccount, staffScreenshot } from './support/staff';

// Book by phone (decision 054): the front desk books a party for a 12-year-old (the public page
// sends them to the phone), the parent is emailed the link to pay at once (read in MailDev), pays
// the deposit through the test checkout from it, and the booking is confirmed. Desktop, tablet
// and phone.

test.describe.configure({ timeout: 90_000 });

/** Each screen size books on days of its own, far from the other staff tests' days. */
const FIRST_DAY: Record<string, number> = { desktop: 200, tablet: 215, phone: 230 };

/** Goes from the first day on until one offers a start time for the party, and chooses it and its first free room. */
async function chooseAFreeTime(page: Page, firstDay: number): Promise<void> {
  const times = page.getByRole('group', { name: 'Start time' });
  await page.getByLabel('Date (required)', { exact: true }).fill(venueDateIn(firstDay));
  for (let tries = 0; tries < 10; tries += 1) {
    const free = times.getByRole('radio').and(page.locator(':enabled'));
    await expect(free.or(page.getByText(/^No start time is free on/))).not.toHaveCount(0);
    if ((await free.count()) > 0) {
      await free.first().check();
      await page.getByRole('group', { name: /^Room at / }).getByRole('radio').and(page.locator(':enabled')).first().check();
      return;
    }
    await page.getByRole('button', { name: /^Next day/ }).click();
  }
  throw new Error(`no day from ${firstDay} days ahead offered a start time`);
}

test('a phone booking for a 12-year-old, paid by the emailed link', async ({ page }, testInfo) => {
  const project = testInfo.project.name;
  await signedInAccount(page, 'front-desk', project);
  await page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'New booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New booking' })).toBeVisible();

  await page.getByRole('radio', { name: /^Basic Fun/ }).check();
  await page.getByRole('textbox', { name: /^Child's first name/ }).fill('Ava');
  await page.getByRole('textbox', { name: /^Child's last name/ }).fill('Lee');
  await page.getByRole('textbox', { name: /^Turning/ }).fill('12');
  await page.getByRole('textbox', { name: /^Number of kids/ }).fill('12');
  await chooseAFreeTime(page, FIRST_DAY[project] ?? 200);
  await page.getByRole('button', { name: /^Adult Food/ }).click();
  await page.getByRole('checkbox', { name: 'Sandwich Platter' }).check();
  const parent = `jo.${project}.${Date.now().toString(36)}@example.com`;
  await page.getByRole('textbox', { name: /^Parent's name/ }).fill('Jo Lee');
  await page.getByRole('textbox', { name: /^Email/ }).fill(parent);
  await page.getByRole('textbox', { name: /^Mobile/ }).fill('0498 765 432');
  await page.getByRole('textbox', { name: /^Address/ }).fill('2 Counter Lane, Parramatta');
  // Basic Fun for 12 kids ($300 + 2 x $15) and a $65 sandwich platter.
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Price: $395.00');
  await page.getByRole('radio', { name: /^Deposit/ }).check();
  await staffScreenshot(page, testInfo, 'new-booking');
  await page.getByRole('button', { name: 'Book and email the pay link' }).click();

  await expect(page).toHaveURL(/\/bookings\/JJ\d+$/);
  const reference = new URL(page.url()).pathname.split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: `${reference}: Ava's party` })).toBeVisible();
  await expect(page.getByText(`An email with the link to pay the deposit or the full amount online went to ${parent}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Money' }).getByRole('button', { name: 'Take payment' })).toBeVisible();
  await staffScreenshot(page, testInfo, 'phone-booked');

  // The parent's inbox: the pay link, at once.
  const [email] = await emailsTo(parent, { subject: /^Pay to book Ava's party/ });
  expect(email?.subject).toContain(`(${reference})`);
  const link = /https?:\/\/\S+\/booking-payment\/[A-Za-z0-9_-]+/.exec(email?.text ?? '')?.[0];
  expect(link).toBeDefined();
  const bookingId = new URL(link!).pathname.split('/').pop()!;

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for Your Party' })).toBeVisible();
  // Booked by the venue for a 12-year-old: the page does not send the parent to the phone.
  await expect(page.getByText('Age Restriction')).toHaveCount(0);
  await page.getByRole('radio', { name: /Pay Party Deposit/ }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
  await payAtTheCheckout(page, bookingId, '$100.00');
  expect(await readBooking(bookingId)).toMatchObject({ status: 'confirmed', childAge: 12, totalPaidAmount: 100, remainingAmount: 295 });
});
