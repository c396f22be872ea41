import type { Locator, Page } from '@playwright/test';
import { mailDevEmails, type MailDevEmail } from '../../tooling/site/maildev';
import { expect, test } from '../support/fixtures';
import { checkAccessibility } from './support/booking-page';
import { createBooking, daysFrom } from './support/party-bookings';

// Find My Booking: a parent who lost the email follows the footer's link, gives the address they
// booked with, and the links of their upcoming bookings arrive in the inbox (MailDev here). The
// page says the same whatever the address; an address without bookings is sent nothing.

test.describe.configure({ timeout: 90_000 });

const phone = () => test.info().project.name === 'phone';
/** A tap on a phone, a click on a desktop. */
const press = (target: Locator) => (phone() ? target.tap() : target.click());
const SENT = "If this address has upcoming bookings, we've emailed their links to it.";

function maildevUrl(): string {
  const url = process.env.E2E_MAILDEV_URL;
  if (!url) throw new Error('E2E_MAILDEV_URL is set by the global setup');
  return url;
}

const emailsTo = async (address: string): Promise<MailDevEmail[]> => (await mailDevEmails(maildevUrl())).filter((email) => email.to.some((to) => to.address === address));

const field = (page: Page) => page.getByRole('textbox', { name: 'Email address (required)' });
const send = (page: Page) => page.getByRole('button', { name: 'Email Me the Links' });

async function openFromTheFooter(page: Page) {
  await page.goto('/book-your-party/after-hours');
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Find my booking' });
  await link.scrollIntoViewIfNeeded();
  await press(link);
  await expect(page).toHaveURL(/\/find-my-booking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find My Booking' })).toBeVisible();
}

test('a parent who lost the email finds the booking from the footer: its links arrive, and they open it', async ({ page }) => {
  const address = `lost.${test.info().project.name}@example.com`;
  const booking = await createBooking(daysFrom(phone() ? 326 : 320, 3), {
    contactInfo: { parentName: 'Jordan Lee', email: address, phone: '0412 345 678', address: '1 Test Street, Parramatta' },
  });

  await openFromTheFooter(page);
  await checkAccessibility(page);

  // A mistyped address is caught on the page, with the contract's words.
  await field(page).fill('jordan@');
  await press(send(page));
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(field(page)).toBeFocused();
  await checkAccessibility(page);

  await field(page).fill(address.toUpperCase());
  await press(send(page));
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await checkAccessibility(page);

  let email: MailDevEmail | undefined;
  await expect.poll(async () => ((email = (await emailsTo(address))[0]), email?.subject), { timeout: 10_000, intervals: [200] }).toBe(
    'The links to your booking at Jumping Jellybeans Play Centre',
  );
  const text = email?.text ?? '';
  const edit = /View or change this booking: (\S+)/.exec(text)?.[1];
  expect(edit).toMatch(new RegExp(`/booking-edit/${booking.bookingId}$`));
  expect(text).toMatch(new RegExp(`See the confirmation: \\S+/booking-success/${booking.bookingId}`));
  expect(text).toMatch(new RegExp(`Pay for this booking: \\S+/booking-payment/${booking.bookingId}`));

  // The link leads back to the booking.
  await page.goto(new URL(edit as string).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Booking' })).toBeVisible();
});

test('an address without bookings reads the same words, and is sent nothing', async ({ page }) => {
  const nobody = `nobody.${test.info().project.name}@example.com`;
  const known = `known.${test.info().project.name}@example.com`;
  await createBooking(daysFrom(phone() ? 329 : 323, 3), {
    contactInfo: { parentName: 'Robin Ho', email: known, phone: '0412 345 678', address: '1 Test Street, Parramatta' },
  });
  await openFromTheFooter(page);

  await field(page).fill(nobody);
  await press(send(page));
  await expect(page.getByText(SENT)).toBeVisible();
  const unknownPage = await page.getByRole('main').innerText();
  await checkAccessibility(page);

  await press(page.getByRole('button', { name: 'Try Another Address' }));
  await field(page).fill(known);
  await press(send(page));
  await expect(page.getByText(SENT)).toBeVisible();
  // Word for word the same, but for the address shown back.
  expect((await page.getByRole('main').innerText()).replace(known, '…')).toBe(unknownPage.replace(nobody, '…'));

  // The API works through requests in turn: once the second one's email is there, the first is done.
  await expect.poll(async () => (await emailsTo(known)).length, { timeout: 10_000, intervals: [200] }).toBe(1);
  expect(await emailsTo(nobody)).toEqual([]);
});
