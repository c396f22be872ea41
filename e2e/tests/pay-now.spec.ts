import { expect, test } from '../support/fixtures';
import { summaryValue, tabTo } from './support/page-helpers';
import { createBooking, daysFrom, readBooking } from './support/party-bookings';

// Paying later for a booking, from the pay-now page the parent reaches from the confirmation page.

// A whole journey, through the checkout and back, takes longer than a single page's test.
test.describe.configure({ timeout: 90_000 });

test("a parent pays a pending booking's balance in full from the pay-now page, by keyboard alone", async ({ page }) => {
  // $415 for 10 kids, nothing paid yet.
  const booking = await createBooking(daysFrom(60, 30));
  await page.goto(`/booking-payment/${booking.bookingId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for Your Party' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Booking Summary' });
  await expect(summaryValue(summary, 'Total')).toHaveText('$415.00');
  await expect(summaryValue(summary, 'Balance due on the day')).toHaveText('$415.00');
  await expect(page.getByRole('radio', { name: /Pay Party Deposit/ })).toBeVisible();

  const full = page.getByRole('radio', { name: /Pay Full Amount/ });
  await expect(full).toHaveAccessibleName(/\$415\.00 remaining/);
  await tabTo(page, page.getByRole('radio', { name: /Pay Party Deposit/ }));
  await page.keyboard.press('ArrowRight');
  await expect(full).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Pay Now' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
  const pay = page.getByRole('button', { name: 'Pay $415.00' });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/booking-success/${booking.bookingId}\\?session_id=`));
  await expect(page.getByText('Your party has been successfully booked.')).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment Summary' });
  await expect(summaryValue(payment, 'Amount paid')).toHaveText('$415.00');
  await expect(summaryValue(payment, 'Balance due on the day')).toHaveText('$0.00');
  expect(await readBooking(booking.bookingId)).toMatchObject({ status: 'confirmed', totalPaidAmount: 415, remainingAmount: 0 });
});
