import { mailDevEmails, type MailDevEmail } from '../../tooling/site/maildev';
import { expect, test } from '../support/fixtures';
import { TEST_VENUE_ADMIN_TOKEN } from '../support/venue';
import { bookingAnswer, checkoutReached, fillContactDetails, fillPartyDetails, partyDate, partyFor, payAtTheCheckout, startBooking } from './support/booking-page';
import { apiUrl, createBooking, daysFrom, payInFull, readBooking } from './support/party-bookings';

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
  // Nothing ordered yet, and until when it can be: the email tells the order back.
  expect(confirmation?.text).toContain('Food and add-ons: none chosen yet.');
  expect(confirmation?.text).toMatch(/Food, add-ons and guests can be changed online until \w{3}, \w+ \d+\w{2}, \d{4}\./);
  expect(confirmation?.text).toContain(`/booking-edit/${bookingId}`);
  expect(confirmation?.attachments?.map((a) => a.contentType)).toEqual(['text/calendar']);
  // The venue has its copy.
  const copies = async () =>
    (await mailDevEmails(maildevUrl())).filter((email) => email.subject.startsWith(`Booking confirmed: ${reference}, `)).map((email) => email.to.map((to) => to.address));
  await expect.poll(copies, { timeout: 10_000, intervals: [100] }).toEqual([['parties@jumpingjellybeans.com.au']]);
});

test("the venue's emails for a party edited down, up, down again and refunded name the right amount each time, once each", async () => {
  const venueInbox = 'parties@jumpingjellybeans.com.au';
  // Paid in full $669.50: Basic Fun for 10 kids ($300), sushi and antipasto platters ($89.50 + $80),
  // face painting ($150) and lolly bags (10 x $5).
  const booking = await createBooking(daysFrom(90 + (test.info().project.name === 'phone' ? 5 : 0), 5), {
    adultsFood: [{ id: 'sushi-platter', quantity: 1 }, { id: 'antipasto-platter', quantity: 1 }],
    addons: [{ id: 'face-painting', quantity: 1 }, { id: 'lolly-bags' }],
  });
  await payInFull(booking.bookingId);
  expect(await readBooking(booking.bookingId)).toMatchObject({ status: 'confirmed', finalPrice: 669.5, totalPaidAmount: 669.5 });

  const guests = Array.from({ length: 10 }, (_, i) => ({ name: `Guest ${i + 1}`, email: '', phone: '' }));
  /** The party edited to the package alone ($300), or with a sandwich platter ($365), paid at the venue. */
  const editTo = async (price: 300 | 365) => {
    const adultsFood = price === 365 ? [{ id: 'sandwich-platter', quantity: 1 }] : [];
    const body = { kidsFood: [{ id: 'chicken-nuggets' }], adultsFood, addons: [], guestNames: guests, paymentOption: 'later', acceptTerms: true };
    const response = await fetch(`${apiUrl()}/api/bookings/${booking.bookingId}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status).toBe(200);
  };
  const refund = async (amount: number) => {
    const response = await fetch(`${apiUrl()}/api/venue/bookings/${booking.reference}/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_VENUE_ADMIN_TOKEN}` },
      body: JSON.stringify({ amount, providerReference: `re_${amount}` }),
    });
    expect(response.status).toBe(201);
  };
  /** The venue's notices of what it owes back on this booking, oldest first. */
  const notices = async () =>
    (await mailDevEmails(maildevUrl()))
      .filter((email) => email.to.some((to) => to.address === venueInbox) && email.subject.includes(`booking ${booking.reference}`))
      .sort((a, b) => Date.parse(a.date ?? '') - Date.parse(b.date ?? ''));

  const steps: Array<{ step: () => Promise<void>; subject: string; owedBack: string }> = [
    { step: () => editTo(300), subject: `Refund due: $369.50 on booking ${booking.reference}`, owedBack: '$369.50' },
    { step: () => editTo(365), subject: `Refund due now $304.50 on booking ${booking.reference} (was $369.50)`, owedBack: '$304.50' },
    { step: () => editTo(300), subject: `Refund due now $369.50 on booking ${booking.reference} (was $304.50)`, owedBack: '$369.50' },
    { step: () => refund(369.5), subject: `Refund of $369.50 recorded on booking ${booking.reference}: nothing owed back now`, owedBack: '$0.00' },
  ];
  const expected: string[] = [];
  for (const { step, subject, owedBack } of steps) {
    await step();
    expected.push(subject);
    // Each change arrives once, in order, and says the amount now on record.
    await expect.poll(async () => (await notices()).map((email) => email.subject), { timeout: 10_000, intervals: [100] }).toEqual(expected);
    const latest = (await notices()).at(-1);
    expect(latest?.text).toContain(`Owed back now: ${owedBack}`);
    expect(latest?.text).not.toContain('refunded to you');
    expect((await readBooking(booking.bookingId)).amountOwedBack).toBe(Number(owedBack.slice(1)));
  }
  // Refunded: a platter added now is $65 for the parent to pay, and nothing more for the venue to refund.
  await editTo(365);
  expect(await readBooking(booking.bookingId)).toMatchObject({ remainingAmount: 65, amountOwedBack: 0 });
  // Nothing changed what is owed back, so the venue gets no fifth notice: the parent's update, queued
  // in the same transaction as a notice would be, arrives alone.
  const update = `Booking updated: ${booking.reference} now costs $365.00`;
  await expect.poll(async () => (await mailDevEmails(maildevUrl())).filter((email) => email.subject === update).length, { timeout: 10_000, intervals: [100] }).toBe(2);
  expect((await notices()).map((email) => email.subject)).toEqual(expected);
});
