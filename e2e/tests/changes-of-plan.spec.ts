import type { APIRequestContext, Page } from '@playwright/test';
import { birthdayParty, formatDisplayDate, formatTimeRange, zonedInstant } from '@party/domain';
import type { MailDevEmail } from '../../tooling/site/maildev';
import { expect, test } from '../support/fixtures';
import { chooseDate, partyDate, payAtTheCheckout } from './support/booking-page';
import { emailArrived } from './support/inbox';
import { answerInvitation, apiUrl, createBooking, daysFrom, payDeposit, payInFull, readBooking } from './support/party-bookings';

// A parent's changes of plan (decision 052), as a parent makes them on the edit page: a party
// moved, free the first time 14 days or more ahead and $100 the second time, each fee shown before
// it is confirmed, and every guest who answered told the new date by email with a calendar file of
// it; and a party canceled online, after a confirmation that says what is kept and refunded, whose
// invitation then says it is not going ahead. The site runs on the real clock: the dates are days
// from today in the venue's time zone (Sydney), each screen size on days of its own.

test.describe.configure({ timeout: 120_000 });

const VENUE_TIME_ZONE = 'Australia/Sydney';
const phone = () => test.info().project.name === 'phone';

function maildevUrl(): string {
  const url = process.env.E2E_MAILDEV_URL;
  if (!url) throw new Error('E2E_MAILDEV_URL is set by the global setup');
  return url;
}

/** An instant as a calendar file writes it: 20310717T040000Z. */
const icsStamp = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The calendar file attached to an email, as MailDev keeps it. */
async function attachedCalendar(email: MailDevEmail): Promise<string> {
  const attachment = email.attachments?.[0];
  const name = attachment?.generatedFileName;
  if (!name) throw new Error(`the email '${email.subject}' has no attachment`);
  const response = await fetch(`${maildevUrl()}/api/email/${email.id}/attachment/${encodeURIComponent(name)}`);
  expect(response.ok).toBe(true);
  return response.text();
}

/**
 * Opens the move on the edit page and chooses `date` on its calendar, then the first start time
 * the API offers that day and the first room free then. Stops at the quote, before confirming.
 */
async function chooseMove(page: Page, date: string) {
  const plan = page.getByRole('region', { name: 'Date, Time and Room' });
  await plan.getByRole('button', { name: 'Change date or time' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Change Date or Time' })).toBeFocused();
  await chooseDate(page, date);
  await expect(page.getByRole('group', { name: 'New date' })).toContainText(`Chosen: ${formatDisplayDate(date)}`);
  await page.getByRole('group', { name: 'Start time' }).getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('group', { name: 'Room' }).getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('button', { name: 'Review the Move' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Check the Move' })).toBeFocused();
}

/** A day of its own for a move, from `days` on (a closed day is passed over). */
const moveDay = (request: APIRequestContext, days: number) => partyDate(request, days + (phone() ? 12 : 0));

test('a parent moves a party 20 days out for free and a second time for $100, sees each fee before confirming, and a guest who answered gets each new date by email with its calendar file', async ({ page, request }) => {
  const booking = await createBooking(daysFrom(phone() ? 21 : 20, 10));
  await payDeposit(booking.bookingId);
  const guest = `sam.moves.${test.info().project.name}.${Date.now()}@example.com`;
  await answerInvitation(booking.invitationId, { name: 'Sam Lee', email: guest, kids: [{ name: 'Ava' }] });
  // "Mia's 7th birthday party", as the guests' emails name it.
  const party = birthdayParty('Mia', 7);

  await page.goto(`/booking-edit/${booking.bookingId}`);
  const plan = page.getByRole('region', { name: 'Date, Time and Room' });
  await expect(plan).toContainText(formatDisplayDate(booking.date));

  // First move, 14 or more days before the party: free, and said so before it is confirmed.
  const first = await moveDay(request, 100);
  await chooseMove(page, first);
  const move = page.getByLabel('The move', { exact: true });
  await expect(move).toContainText(formatDisplayDate(booking.date));
  await expect(move).toContainText(formatDisplayDate(first));
  await expect(page.getByText('Free: the first change, made 14 or more days before the party.')).toBeVisible();
  await expect(page.getByLabel("The move's price")).toContainText(/Rebooking fee\s*Free/);
  await page.getByRole('button', { name: 'Confirm Move' }).click();
  const moved = page.getByRole('status').filter({ hasText: 'Your party has been moved.' });
  await expect(moved).toContainText('There was no fee for this move.');
  // The panel it was in is gone: the keyboard is on what the move says.
  await expect(page.locator(':focus')).toContainText('Your party has been moved.');
  await expect(plan).toContainText(formatDisplayDate(first));
  const once = await readBooking(booking.bookingId);
  expect(once).toMatchObject({ date: first, finalPrice: 415, fees: [] });

  // The guest who answered is told the new date, with a calendar file of the new time.
  const firstEmail = await emailArrived(guest, `${party} has moved to ${formatDisplayDate(first)}`);
  expect(firstEmail.text).toContain(formatTimeRange(String(once.startTime), String(once.endTime)));
  expect(firstEmail.attachments?.map((attachment) => attachment.contentType?.split(';')[0])).toEqual(['text/calendar']);
  expect(await attachedCalendar(firstEmail)).toContain(`DTSTART:${icsStamp(zonedInstant(first, String(once.startTime), VENUE_TIME_ZONE))}`);

  // Second move: more than one change costs $100, shown before confirming.
  const second = await moveDay(request, 104);
  await chooseMove(page, second);
  await expect(page.getByText('A $100 rebooking fee applies: more than one change also costs $100.')).toBeVisible();
  const price = page.getByLabel("The move's price");
  await expect(price).toContainText(/Rebooking fee\s*\$100\.00/);
  await expect(price).toContainText(/Price once moved\s*\$515\.00/);
  await expect(price).toContainText(/Balance due\s*\$415\.00/);
  await page.getByRole('button', { name: 'Confirm Move' }).click();
  await expect(moved).toContainText('A $100.00 rebooking fee has been added to your bill.');
  await expect(plan).toContainText(formatDisplayDate(second));
  const twice = await readBooking(booking.bookingId);
  expect(twice).toMatchObject({ date: second, finalPrice: 515, remainingAmount: 415 });
  // The edit's summary has the fee as a line of the bill.
  const summary = page.getByRole('complementary', { name: 'Booking summary' });
  await expect(summary.getByLabel('Price breakdown')).toContainText(`Rebooking fee (moved from ${formatDisplayDate(first)})`);
  await expect(summary.getByLabel('Price breakdown')).toContainText(/Final price\s*\$515\.00/);

  const secondEmail = await emailArrived(guest, `${party} has moved to ${formatDisplayDate(second)}`);
  expect(await attachedCalendar(secondEmail)).toContain(`DTSTART:${icsStamp(zonedInstant(second, String(twice.startTime), VENUE_TIME_ZONE))}`);
  // The invitation's own calendar file reads the booking: the new time, as the same event updated.
  const ics = await (await request.get(`${apiUrl()}/api/invitations/${booking.invitationId}/calendar.ics`)).text();
  expect(ics).toContain(`DTSTART:${icsStamp(zonedInstant(second, String(twice.startTime), VENUE_TIME_ZONE))}`);
  expect(ics).toContain('SEQUENCE:2');

  // The fee leaves more to pay: the pay-now page shows it on the bill and takes it.
  await moved.getByRole('link', { name: 'Pay Now' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for Your Party' })).toBeVisible();
  const bill = page.getByRole('region', { name: 'Booking Summary' }).getByLabel('Price breakdown');
  await expect(bill).toContainText(/Final price\s*\$515\.00/);
  await page.getByRole('radio', { name: /Pay Full Amount/ }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL(/\/checkout\//);
  await payAtTheCheckout(page, booking.bookingId, '$415.00');
  // The confirmation shows the new date, and its calendar links the new time.
  await expect(page.getByRole('region', { name: 'Booking Summary' })).toContainText(formatDisplayDate(second));
  const google = new URL((await page.getByRole('link', { name: /Add to Google Calendar/ }).getAttribute('href')) ?? '');
  expect(google.searchParams.get('dates')?.split('/')[0]).toBe(icsStamp(zonedInstant(second, String(twice.startTime), VENUE_TIME_ZONE)));

  // The invitation shows the new date.
  await page.goto(`/booking-invitation/${booking.invitationId}`);
  await expect(page.getByRole('region', { name: 'The Party' })).toContainText(formatDisplayDate(second));
});

test('a parent cancels online after seeing what is kept and refunded; the booking says so on its pages, and its invitation says the party is not going ahead', async ({ page }) => {
  const booking = await createBooking(daysFrom(phone() ? 160 : 140, 10));
  await payInFull(booking.bookingId);
  const guest = `sam.cancel.${test.info().project.name}.${Date.now()}@example.com`;
  await answerInvitation(booking.invitationId, { name: 'Sam Lee', email: guest, kids: [{ name: 'Ava' }] });

  await page.goto(`/booking-edit/${booking.bookingId}`);
  await page.getByRole('region', { name: 'Date, Time and Room' }).getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel This Booking' });
  const money = dialog.getByLabel('What canceling means for your money');
  // Paid in full ($415): the $100 deposit is kept, the rest refunded; nothing is canceled yet.
  await expect(money).toContainText(/Paid so far\s*\$415\.00/);
  await expect(money).toContainText(/Non-refundable deposit \(kept\)\s*\$100\.00/);
  await expect(money).toContainText(/Refunded to you\s*\$315\.00/);
  expect(await readBooking(booking.bookingId)).toMatchObject({ status: 'confirmed' });
  await dialog.getByRole('button', { name: 'Yes, Cancel the Booking' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'This Booking Has Been Canceled' })).toBeFocused();
  await expect(page.getByText('This booking was canceled at your request, so the party is not going ahead.', { exact: false })).toBeVisible();
  await expect(page.getByText('$315.00 will be refunded to you', { exact: false })).toBeVisible();
  // The $315 went back through the test provider at once (decision 053): the venue holds the $100 deposit, owes nothing.
  expect(await readBooking(booking.bookingId)).toMatchObject({ status: 'canceled', canceledReason: 'customer-canceled', totalPaidAmount: 100, amountOwedBack: 0 });

  // Its confirmation page takes no payment and offers no calendar.
  await page.goto(`/booking-success/${booking.bookingId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Party Is Not Going Ahead' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay Now' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Add to Google Calendar/ })).toHaveCount(0);

  // The guest who answered is told, and the invitation says the party is not going ahead.
  await emailArrived(guest, `${birthdayParty('Mia', 7)} is not going ahead`);
  await page.goto(`/booking-invitation/${booking.invitationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This Party Is Not Going Ahead' })).toBeVisible();
  await expect(page.getByText('Sorry: this party has been canceled, so it is not going ahead. No RSVP is needed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send RSVP' })).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(0);
});
