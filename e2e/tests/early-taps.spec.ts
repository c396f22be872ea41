import type { Page, Request } from '@playwright/test';
import { expect, liveMarks, test } from '../support/fixtures';
import { createBooking, daysFrom, hireAnEvening } from './support/party-bookings';

// No tap is lost (issue 41): on every route, what a person does between the first paint and the
// page's `page-live` mark (its scripts held back by the test, as a slow phone's network holds them)
// takes effect once the page is live, in order and once; a payment button tapped early waits,
// saying so, and pays once when tapped again. The fixture fails a test on any console error.

/** Lets a test's held scripts through when it ends early, so that its page can close. */
let releaseHeld: (() => void) | undefined;
test.afterEach(() => releaseHeld?.());

/**
 * Opens `path` with every script but the page's inline ones held back, and waits for its first
 * paint (its heading). `release` lets the scripts through and waits until the page is live.
 */
async function openWithScriptsHeld(page: Page, path: string, heading: string | RegExp) {
  let letThrough!: () => void;
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  releaseHeld = letThrough;
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held;
    await route.continue();
  });
  // A link followed early leaves the page before it has loaded: that navigation is the test's to check.
  const navigated = page.goto(path).catch((error: Error) => {
    if (!/interrupted by another navigation/.test(error.message)) throw error;
  });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(await liveMarks(page)).toBe(0);
  return {
    async release() {
      // Everything the test did so far was done before the page was live.
      expect(await liveMarks(page)).toBe(0);
      letThrough();
      await navigated;
      await expect.poll(() => liveMarks(page)).toBe(1);
    },
  };
}

/** Counts the checkout sessions the page asks the API for: each is a payment started. */
function checkoutSessions(page: Page): () => number {
  const started: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /checkout-session/.test(request.url())) started.push(request);
  });
  return () => started.length;
}

/** A tap where a button is, as a finger makes it: nothing if the button is disabled. */
async function tapWhereItIs(page: Page, name: RegExp) {
  const box = await page.getByRole('button', { name }).boundingBox();
  if (!box) throw new Error(`no button ${name} on screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('Find My Booking: an email typed and Email Me the Links tapped early are sent once live', async ({ page }) => {
  const early = await openWithScriptsHeld(page, '/find-my-booking', 'Find My Booking');
  const email = page.getByRole('textbox', { name: 'Email address (required)' });
  await email.pressSequentially('linh@example.com');
  await page.getByRole('button', { name: 'Email Me the Links' }).click();
  await early.release();
  // Sent to the address typed: the page says where (the form gives way to the message).
  await expect(page.getByText('Check your inbox')).toBeVisible();
  await expect(page.getByText('linh@example.com')).toBeVisible();
});

test("the invitation: an RSVP chosen, typed and sent early is sent once, with what was typed", async ({ page }) => {
  const booking = await createBooking(daysFrom(52, 30));
  const early = await openWithScriptsHeld(page, `/booking-invitation/${booking.invitationId}`, "You're Invited!");
  const rsvp = page.getByRole('region', { name: 'RSVP' });
  await rsvp.getByRole('radio', { name: "Sorry, we can't come" }).click();
  await rsvp.getByLabel(/^Guest Name/).pressSequentially('Priya');
  await rsvp.getByLabel(/^Email/).pressSequentially('priya@example.com');
  await rsvp.getByRole('button', { name: 'Send RSVP' }).click();
  await early.release();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you! Your RSVP has been sent.' })).toHaveCount(1);
});

test('the home page: Start Booking Now, a package, a name and a date tapped early all take effect once live; typing after live goes on from it', async ({ page }) => {
  const early = await openWithScriptsHeld(page, '/', 'Book Your Party Online!');
  await page.getByRole('button', { name: 'Start Booking Now' }).click();
  const firstName = page.getByRole('textbox', { name: "Child's First Name (required)" });
  await firstName.pressSequentially('Mi');
  await page.getByRole('radio', { name: 'Basic Fun' }).click();
  // The last day that can be chosen in the month the server's calendar shows (its code comes later still).
  const dayName = await page.locator('[data-live-when-seen] .rdp-day_button:not([disabled])').last().getAttribute('aria-label');
  const day = page.getByRole('button', { name: dayName ?? 'no day to choose', exact: true });
  await day.click();
  await early.release();

  // Each tap acted on in turn: the day, tapped last, has the focus.
  await expect(page.getByRole('button', { name: `${dayName}, selected` })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Basic Fun' })).toBeChecked();
  // Back in the field, at the end of what was typed.
  await firstName.click();
  await firstName.press('End');
  await firstName.pressSequentially('a');
  await expect(firstName).toHaveValue('Mia');
});

test('pay-now: a payment type chosen early is kept; Pay Now tapped early does not pay, and tapped once live pays once', async ({ page }) => {
  const booking = await createBooking(daysFrom(54, 30));
  const sessions = checkoutSessions(page);
  const early = await openWithScriptsHeld(page, `/booking-payment/${booking.bookingId}`, 'Pay for Your Party');
  await page.getByRole('radio', { name: /Pay Full Amount/ }).click();
  await expect(page.getByRole('button', { name: /Pay Now/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Pay Now/ })).toContainText('getting ready');
  await tapWhereItIs(page, /Pay Now/);
  await early.release();

  await expect(page.getByRole('radio', { name: /Pay Full Amount/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Pay Now', exact: true })).toBeEnabled();
  expect(sessions()).toBe(0);
  await page.getByRole('button', { name: 'Pay Now', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
  expect(sessions()).toBe(1);
});

test('the booking confirmation: a link tapped early is followed at once, without the script', async ({ page }) => {
  const booking = await createBooking(daysFrom(56, 30));
  const early = await openWithScriptsHeld(page, `/booking-success/${booking.bookingId}`, /.+/);
  await page.getByRole('link', { name: 'Edit Order' }).click();
  // The server renders the page it leads to: a plain link needs no script, and is not kept.
  await expect(page).toHaveURL(new RegExp(`/booking-edit/${booking.bookingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Your Booking' })).toBeVisible();
  await early.release();
});

test('edit booking: a choice ticked early is ticked once live, and the step it asks for is reached', async ({ page }) => {
  const booking = await createBooking(daysFrom(58, 30));
  const early = await openWithScriptsHeld(page, `/booking-edit/${booking.bookingId}`, 'Edit Your Booking');
  await page.getByRole('checkbox', { name: 'Face Painting' }).click();
  await page.getByRole('button', { name: 'Continue to Step 2' }).click();
  await early.release();
  await expect(page.getByRole('heading', { level: 2, name: 'Step 2: Add Guest RSVP' })).toBeFocused();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('checkbox', { name: 'Face Painting' })).toBeChecked();
});

test('after-hours: the details typed early are in the form once live, and typing after live goes on from them', async ({ page }) => {
  const early = await openWithScriptsHeld(page, '/book-your-party/after-hours', 'Book Your Events');
  const kids = page.getByRole('spinbutton', { name: 'Expected Kids (required)' });
  await kids.pressSequentially('1');
  await page.getByRole('radio', { name: /Pay the full amount/ }).click();
  await expect(page.getByRole('button', { name: /Continue/ })).toContainText('getting ready');
  await early.release();
  // The form's state has what was typed early (the summary reads it), before any key after live.
  const summary = page.getByRole('region', { name: 'Event Summary' });
  await expect(summary).toContainText('1 kids, – adults');
  await kids.pressSequentially('2');
  await expect(kids).toHaveValue('12');
  await expect(summary).toContainText('12 kids, – adults');
  await expect(page.getByRole('radio', { name: /Pay the full amount/ })).toBeChecked();
});

test('an after-hours edit: Pay Now tapped early does not pay; tapped once live it pays once', async ({ page }) => {
  const { id } = await hireAnEvening(62, 'sam@example.com', 'Sam');
  const sessions = checkoutSessions(page);
  const early = await openWithScriptsHeld(page, `/book-your-party/after-hours/edit/${id}`, 'Edit Your Events Booking');
  const pay = page.getByRole('button', { name: /^Pay (Now|the Rest)/ });
  await expect(pay).toBeDisabled();
  await tapWhereItIs(page, /^Pay (Now|the Rest)/);
  await early.release();
  await expect(pay).toBeEnabled();
  expect(sessions()).toBe(0);
  await pay.click();
  await expect(page).toHaveURL(/\/checkout\/[\w-]+$/);
  expect(sessions()).toBe(1);
});
