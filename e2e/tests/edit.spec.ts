import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { summaryValue, tabTo } from './support/page-helpers';
import { answerInvitation, createBooking, daysFrom, payDeposit, readBooking } from './support/party-bookings';

// Editing a booking after its first payment, as a parent does it: on a laptop and on a phone.

// A whole journey, through the checkout and back, takes longer than a single page's test.
test.describe.configure({ timeout: 90_000 });

async function expectSummary(page: Page, region: string, values: Record<string, string>) {
  const summary = page.getByRole('region', { name: region });
  for (const [label, value] of Object.entries(values)) await expect(summaryValue(summary, label)).toHaveText(value);
}

test('a parent adds a platter and an add-on to a confirmed booking, pays the difference in full and sees the new figures', async ({ page }) => {
  // $415 for 10 kids (Basic Fun $300, one sandwich platter $65, lolly bags 10 x $5), $100 deposit paid.
  const booking = await createBooking(daysFrom(20, 30));
  await payDeposit(booking.bookingId);
  expect((await readBooking(booking.bookingId)).status).toBe('confirmed');

  await page.goto(`/booking-edit/${booking.bookingId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Booking' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Sushi Platter' }).check();
  await page.getByRole('button', { name: 'Increase Sushi Platter' }).click();
  await page.getByRole('checkbox', { name: 'Face Painting' }).check();
  // 415 + 2 x 89.50 + 150.
  await expectSummary(page, 'Booking Summary', { 'Sushi Platter × 2': '$179.00', 'Face Painting × 1': '$150.00', Total: '$744.00', 'Balance due on the day': '$644.00' });

  await page.getByRole('button', { name: 'Continue to Step 2' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2: Add Guest RSVP' })).toBeFocused();
  await page.getByRole('radio', { name: /Pay Full Amount/ }).check();
  await page.getByRole('button', { name: 'Update Booking' }).click();

  // The test checkout asks for what is left: the new final price less the deposit.
  await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
  await page.getByRole('button', { name: 'Pay $644.00' }).click();

  await expect(page).toHaveURL(new RegExp(`/booking-success/${booking.bookingId}\\?session_id=`));
  await expect(page.getByText('Your party has been successfully booked.')).toBeVisible();
  await expectSummary(page, 'Payment Summary', { Total: '$744.00', 'Amount paid': '$744.00', 'Balance due on the day': '$0.00' });
  const stored = await readBooking(booking.bookingId);
  expect(stored).toMatchObject({ status: 'confirmed', paymentOption: 'full', finalPrice: 744, totalPaidAmount: 744, remainingAmount: 0 });
  expect(stored.adultsFood).toEqual(
    expect.arrayContaining([expect.objectContaining({ id: 'sushi-platter', quantity: 2 }), expect.objectContaining({ id: 'sandwich-platter', quantity: 1 })]),
  );
});

test("a parent adds a family's kids from its RSVP to the list, chooses Pay on Event Day and lands on the confirmation with 'Booking Updated!'", async ({ page }) => {
  const booking = await createBooking(daysFrom(180, 30));
  await payDeposit(booking.bookingId);
  await answerInvitation(booking.invitationId, { name: 'Sam Lee', email: 'sam@example.com', phone: '0400000001', kids: [{ name: 'Ava' }] });

  await page.goto(`/booking-edit/${booking.bookingId}`);
  await page.getByRole('button', { name: 'Continue to Step 2' }).click();
  const rsvps = page.getByRole('region', { name: 'RSVPs received (1)' });
  await expect(rsvps.getByRole('list', { name: 'Kids coming with Sam Lee' }).getByRole('listitem')).toHaveText(['Ava']);
  await rsvps.getByRole('button', { name: /^Add 1 kid to guest list.*Sam Lee$/ }).click();
  await expect(page.getByRole('group', { name: 'Guest 2' }).getByLabel('Name')).toHaveValue('Ava');
  await expect(page.getByRole('group', { name: 'Guest 2' }).getByLabel('Email')).toHaveValue('sam@example.com');
  await page.getByRole('radio', { name: /Pay on Event Day/ }).check();
  await page.getByRole('button', { name: 'Update Booking' }).click();

  await expect(page).toHaveURL(new RegExp(`/booking-success/${booking.bookingId}$`));
  await expect(page.getByText('Booking Updated!')).toBeVisible();
  await expect(page.getByText('Your party has been successfully booked.')).toBeVisible();
  await expectSummary(page, 'Payment Summary', { 'Payment option': 'Pay on Event Day', 'Amount paid': '$100.00', 'Balance due on the day': '$315.00' });
  expect((await readBooking(booking.bookingId)).guestNames).toEqual([
    { name: 'Mia Nguyen', email: '', phone: '' },
    { name: 'Ava', email: 'sam@example.com', phone: '0400000001' },
  ]);
});

test('both steps, the terms and the warning work by keyboard alone and pass axe', async ({ page }) => {
  const booking = await createBooking(daysFrom(120, 30));
  await page.goto(`/booking-edit/${booking.bookingId}`);

  // Untick the only platter, so that Update Booking warns.
  const platter = page.getByRole('checkbox', { name: 'Sandwich Platter' });
  await tabTo(page, platter);
  await page.keyboard.press('Space');
  await expect(platter).not.toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue to Step 2' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2: Add Guest RSVP' })).toBeFocused();
  await expectAccessible(page);

  await tabTo(page, page.getByRole('button', { name: 'Read the terms and cancellation policy' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Terms and Cancellation Policy' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Read the terms and cancellation policy' })).toBeFocused();

  // The terms must be accepted: unticked, Update Booking says so in a toast.
  const terms = page.getByRole('checkbox', { name: 'I accept the terms and cancellation policy' });
  await tabTo(page, terms, { backwards: true });
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: 'Update Booking' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listitem').filter({ hasText: 'Data Required' })).toContainText('You must accept the terms and conditions');
  await expectAccessible(page);
  await tabTo(page, terms, { backwards: true });
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();

  // A pending booking starts on its deposit; nothing is saved until the warning is answered.
  await expect(page.getByRole('radio', { name: /Pay Party Deposit/ })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Update Booking' }));
  await page.keyboard.press('Enter');
  const warning = page.getByRole('dialog', { name: 'Before You Update Your Booking' });
  await expect(warning).toContainText("You haven't added any adult food to your party.");
  await expectAccessible(page);
  await tabTo(page, warning.getByRole('button', { name: 'Go Back to Add Items' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Step 1: Food & Add-ons' })).toBeFocused();
  expect((await readBooking(booking.bookingId)).finalPrice).toBe(415);
});

test('four days or less before the party the edit page says online changes are closed, with the phone and email', async ({ page }) => {
  const booking = await createBooking([4, 3, 2, 1]);
  await page.goto(`/booking-edit/${booking.bookingId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Online Changes Are Closed' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '(02) 9555 0199' })).toHaveAttribute('href', 'tel:0295550199');
  await expect(page.getByRole('main').getByRole('link', { name: 'parties@jumpingjellybeans.com.au' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to Step 2' })).toHaveCount(0);
});

test('an unknown booking shows Booking Not Found with the error and Return Home', async ({ page, allowIssues }) => {
  allowIssues(/^HTTP 404: GET .*\/api\/bookings\/no-such-booking$/);
  await page.goto('/booking-edit/no-such-booking');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Not Found' })).toBeVisible();
  await expect(page.getByText("Error loading booking: 404 We couldn't find your booking information. Please contact us for assistance.")).toBeVisible();
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page.locator('[data-remote-page="booking/BookingPage"]')).toBeVisible();
});
