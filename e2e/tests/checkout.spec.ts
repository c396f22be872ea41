import type { APIRequestContext } from '@playwright/test';
import { expect, test, untilLive } from '../support/fixtures';
import { apiUrl, createBooking as createPartyBooking, daysFrom, readBooking } from './support/party-bookings';

// Paying through the built-in test checkout, as a parent does: from a booking made through the
// API, over the checkout page (served by the API behind the site's own origin), back to the site.

/**
 * A pending booking for 12 kids (Basic Fun $300 + 2 x $15, two sandwich platters, lolly bags for
 * each kid and a balloon bundle: $560, so a $100 deposit leaves $460).
 */
async function createBooking(firstDay: number): Promise<string> {
  const booking = await createPartyBooking(daysFrom(firstDay, 20), {
    numberOfKids: 12,
    kidsFood: [],
    adultsFood: [{ id: 'sandwich-platter', quantity: 2 }],
    addons: [{ id: 'lolly-bags' }, { id: 'balloon-bundle', quantity: 1 }],
  });
  return booking.bookingId;
}

async function openDepositCheckout(request: APIRequestContext, bookingId: string): Promise<string> {
  const response = await request.post(`${apiUrl()}/api/create-dynamic-checkout-session`, { data: { bookingId } });
  expect(response.status(), await response.text()).toBe(201);
  const { url } = await response.json();
  return url;
}

/** Each test on each screen size books its own days. */
const firstDay = (testIndex: number) => 40 + testIndex * 60 + (test.info().project.name === 'phone' ? 30 : 0);

test('Pay on the test checkout confirms the booking and returns to its confirmation page', async ({ page, request, baseURL }) => {
  const bookingId = await createBooking(firstDay(0));
  const checkoutUrl = await openDepositCheckout(request, bookingId);
  // The checkout is reached on the site's own origin.
  expect(checkoutUrl.startsWith(`${baseURL}/checkout/`)).toBe(true);

  await page.goto(checkoutUrl);
  await expect(page).toHaveTitle(/Checkout/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Jumping Jellybeans Play Centre')).toBeVisible();
  await expect(page.getByText(/^Deposit for Mia's party on .+ at \d{1,2}:\d{2} [AP]M \(\w+ Room\)/)).toBeVisible();
  await expect(page.getByText('$100.00 AUD')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();

  await page.getByRole('button', { name: 'Pay $100.00' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-success/${bookingId}\\?session_id=[A-Za-z0-9_-]+$`));
  await expect(page.getByText('Your party has been successfully booked.')).toBeVisible();

  const booking = await readBooking(bookingId);
  expect(booking).toMatchObject({ status: 'confirmed', totalPaidAmount: 100, depositAmount: 100, remainingAmount: 460 });
});

test('Cancel goes back to the pay-now page, where the full amount is then paid', async ({ page, request }) => {
  const bookingId = await createBooking(firstDay(1));
  await page.goto(await openDepositCheckout(request, bookingId));
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-payment/${bookingId}$`));
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeVisible();
  await untilLive(page);

  // Nothing was taken: the parent now pays everything from the pay-now page.
  await page.getByRole('radio', { name: /Pay Full Amount/ }).check();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/checkout\/[A-Za-z0-9_-]+$/);
  await expect(page.getByText('$560.00 AUD')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $560.00' }).click();
  await expect(page).toHaveURL(new RegExp(`/booking-success/${bookingId}\\?session_id=`));
  await expect(page.getByText('Your party has been successfully booked.')).toBeVisible();

  const booking = await readBooking(bookingId);
  expect(booking).toMatchObject({ status: 'confirmed', totalPaidAmount: 560, remainingAmount: 0 });
});
