import { mailDevEmails, type MailDevEmail } from '../../tooling/site/maildev';
import { expect, test } from '../support/fixtures';
import { bookingAnswer, checkoutReached, fillContactDetails, fillPartyDetails, partyDate, partyFor, payAtTheCheckout, startBooking } from './support/booking-page';
import { readBooking } from './support/party-bookings';

// Email that really arrives: a parent books and pays through the site, and the confirmation is in
// the MailDev inbox (the API's SMTP server in these tests, as with `npm start`) within 10 seconds.

test.describe.configure({ timeout: 90_000 });

function maildevUrl(): string {
  const url = process.env.E2E_MAILDEV_URL;
  if (!url) throw new Error('E2E_MAILDEV_URL is set by the global setup');
  return url;
}

test('booking and paying a party through the site puts its confirmation in the MailDev inbox within 10 seconds', async ({ page, request }, testInfo) => {
  const party = partyFor(testInfo, 5, '11:00 AM', 'Space Room');
  const date = await partyDate(request, party.daysAhead);
  await startBooking(page);
  await fillPartyDetails(page, date, party);
  await page.getByRole('button', { name: 'Continue to Step 3' }).click();
  await fillContactDetails(page);
  const address = `linh.${testInfo.project.name}@example.com`;
  await page.getByRole('textbox', { name: 'Email Address (required)' }).fill(address);
  await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await bookingAnswer(page, async () => {
    await page.getByRole('button', { name: 'Complete Booking' }).click();
    // No adult food or add-ons: the page asks first.
    await page.getByRole('dialog', { name: 'Before You Complete Your Booking' }).getByRole('button', { name: 'Continue Without Changes' }).click();
  });
  const bookingId = await checkoutReached(page, request);
  const reference = String((await readBooking(bookingId)).reference);

  const paidAt = Date.now();
  await payAtTheCheckout(page, bookingId, '$100.00');
  // The page names the address once the API has queued the email.
  await expect(page.getByText(`A confirmation email has been sent to ${address}.`)).toBeVisible();

  let confirmation: MailDevEmail | undefined;
  await expect
    .poll(
      async () => {
        const inbox = await mailDevEmails(maildevUrl());
        confirmation = inbox.find((email) => email.to.some((to) => to.address === address) && email.subject.includes(reference));
        return confirmation?.subject;
      },
      { timeout: 10_000, intervals: [100] },
    )
    .toMatch(new RegExp(`^Booking confirmed: Mia's party on \\w{3}, \\w+ \\d+\\w{2}, \\d{4} \\(${reference}\\)$`));
  expect(Date.now() - paidAt).toBeLessThan(10_000);
  expect(confirmation?.text).toContain('Paid: $100.00');
  expect(confirmation?.text).toContain(`/booking-edit/${bookingId}`);
  expect(confirmation?.attachments?.map((a) => a.contentType)).toEqual(['text/calendar']);
  // The venue has its copy.
  const copies = async () =>
    (await mailDevEmails(maildevUrl())).filter((email) => email.subject.startsWith(`Booking confirmed: ${reference}, `)).map((email) => email.to.map((to) => to.address));
  await expect.poll(copies, { timeout: 10_000, intervals: [100] }).toEqual([['parties@jumpingjellybeans.com.au']]);
});
