import { expect, liveMarks, test } from '../support/fixtures';
import { createBooking, daysFrom, hireAnEvening } from './support/party-bookings';

// Server-rendered pages in the browser (docs/decisions/029): the invitation reads with JavaScript
// off, and the browser hydrates every route's markup without a mismatch, then marks the page live
// (`page-live`, decision 037) with nothing left waiting (issue 41: no control is disabled before).
// The first responses themselves are first-response.spec.ts's.

test('with JavaScript off, the invitation is there to read', async ({ browser }) => {
  const booking = await createBooking(daysFrom(50, 30));
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/booking-invitation/${booking.invitationId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText("You're Invited!");
  await expect(page.getByText(/Mia/).first()).toBeVisible();
  await expect(page.getByText(/7 Test Avenue/).first()).toBeVisible();
  await context.close();
});

test('every route hydrates without a warning or an error, marks itself live, and nothing of it is left waiting', async ({ page }) => {
  // The fixture fails the test on any console error: React reports a hydration mismatch there.
  const booking = await createBooking(daysFrom(50, 30));
  const { id: hire } = await hireAnEvening(60, 'priya@example.com', 'Priya');
  for (const path of [
    '/',
    '/book-your-party/after-hours',
    `/book-your-party/after-hours/edit/${hire}`,
    `/booking-edit/${booking.bookingId}`,
    `/booking-payment/${booking.bookingId}`,
    `/booking-success/${booking.bookingId}`,
    `/booking-invitation/${booking.invitationId}`,
    '/find-my-booking',
    '/nowhere',
  ]) {
    const warnings: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'warning' && /hydrat/i.test(message.text())) warnings.push(message.text());
    };
    // The stylesheets came in the page: the chunk loaders find them there and ask for none.
    const stylesheets: string[] = [];
    const onRequest = (request: { url(): string }) => {
      if (/\.css(\?|$)/.test(request.url())) stylesheets.push(request.url());
    };
    page.on('console', onConsole);
    page.on('request', onRequest);
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    if (path !== '/nowhere') {
      // The page says when it is live (decision 037).
      await expect.poll(() => liveMarks(page), { message: path }).toBe(1);
      // Nothing waits once live: a payment button no longer says it is getting ready (issue 41).
      await expect(page.getByText('getting ready…'), path).toHaveCount(0);
      // A widget kept out of the first hydration (the calendar) becomes live as it comes into view.
      for (const region of await page.locator('[data-live-when-seen]').all()) {
        await region.scrollIntoViewIfNeeded();
        await expect(region, path).not.toHaveAttribute('data-waiting');
      }
    }
    page.off('console', onConsole);
    page.off('request', onRequest);
    expect(warnings, path).toEqual([]);
    expect(stylesheets, path).toEqual([]);
  }
});
