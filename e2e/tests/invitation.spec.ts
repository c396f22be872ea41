import type { Page, Response } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { dayName, payAtTheCheckout } from './support/booking-page';
import { summaryValue, tabTo } from './support/page-helpers';
import { createBooking, daysFrom, type CreatedBooking } from './support/party-bookings';

// The invitation a guest opens from the parent's link, on a phone (and at desktop size): the
// party, the RSVP form, and nothing of the parent's booking.

// A whole journey, through the checkout and back, takes longer than a single page's test.
test.describe.configure({ timeout: 90_000 });

/** What createBooking's parent gave, and the booking's price ($415): none of it may reach a guest. */
function parentSecrets(booking: CreatedBooking): string[] {
  return ['Linh Nguyen', 'Nguyen', 'linh@example.com', '0412345678', '0412 345 678', '1 Test Street', booking.bookingId, booking.reference, '$415', '415.00'];
}

/** Keys of an API answer that would carry money, the parent, the booking or its guest list. */
const forbiddenKey = /price|amount|paid|deposit|total|cost|coupon|discount|contact|parent|guestNames|bookingId|reference/i;

function forbiddenKeys(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => forbiddenKeys(item, `${path}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [...(forbiddenKey.test(key) ? [`${path}.${key}`] : []), ...forbiddenKeys(inner, `${path}.${key}`)]);
}

/** Records the body of every response the page receives from now on, as text. */
function recordResponses(page: Page): Array<Promise<{ url: string; type: string; body: string }>> {
  const bodies: Array<Promise<{ url: string; type: string; body: string }>> = [];
  page.on('response', (response: Response) => {
    // A redirect has no body of its own; where it leads is another response.
    if (response.status() >= 300 && response.status() < 400) return;
    bodies.push(response.body().then((body) => ({ url: response.url(), type: response.headers()['content-type'] ?? '', body: body.toString('utf8') })));
  });
  return bodies;
}

/** The yyyy-MM-dd date this many days before another. */
function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** The parent pays the deposit at the test checkout and reads the invitation link on the confirmation page. */
async function invitationLinkFromConfirmation(parent: Page, booking: CreatedBooking): Promise<string> {
  await parent.goto(`/booking-payment/${booking.bookingId}`);
  await parent.getByRole('radio', { name: /Pay Party Deposit/ }).check();
  await parent.getByRole('button', { name: 'Pay Now' }).click();
  await payAtTheCheckout(parent, booking.bookingId, '$100.00');
  const link = await parent.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  expect(link).not.toContain(booking.bookingId);
  return link;
}

async function fillGuest(page: Page, number: number, values: Record<string, string>) {
  const guest = page.getByRole('group', { name: `Guest ${number}` });
  for (const [label, value] of Object.entries(values)) await guest.getByLabel(new RegExp(`^${label}`)).fill(value);
}

test("a guest opens the link from the parent's confirmation page, RSVPs for two, and the parent sees both on the edit page", async ({
  page,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}) => {
  const booking = await createBooking(daysFrom(240, 30));
  // The parent, on their own device.
  const parentContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, reducedMotion: 'reduce' });
  try {
    const parent = await parentContext.newPage();
    const link = await invitationLinkFromConfirmation(parent, booking);

    // The guest opens the link on theirs.
    const bodies = recordResponses(page);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: "You're Invited!" })).toBeVisible();
    await expect(page.getByText('Mia is turning 7!')).toBeVisible();
    const party = page.getByRole('region', { name: 'The Party' });
    await expect(summaryValue(party, 'Date')).toHaveText(dayName(booking.date));
    await expect(summaryValue(party, 'Time')).toHaveText(/^\d{1,2}:00 [AP]M - \d{1,2}:00 [AP]M$/);
    await expect(summaryValue(party, 'Room')).toHaveText(/^(Ocean|Space) Room$/);
    // Answers are wanted 5 days before the party, while the parent can still change the numbers.
    await expect(summaryValue(party, 'RSVP by')).toHaveText(dayName(daysBefore(booking.date, 5)));
    await expect(page.getByRole('link', { name: '(02) 9555 0199' })).toHaveAttribute('href', 'tel:0295550199');
    await expect(page.getByRole('link', { name: /Add to Google Calendar/ })).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\//);

    await fillGuest(page, 1, { 'Guest Name': 'Ava Brown', Phone: '0400 000 001', Email: 'ava.parent@example.com', "Kids' Names": 'Ava', Allergies: 'Peanuts' });
    await page.getByRole('button', { name: 'Add Another Guest' }).click();
    await fillGuest(page, 2, { 'Guest Name': 'Noah Lee', Email: 'noah@example.com' });
    await page.getByRole('button', { name: 'Send RSVP' }).click();
    const sent = page.getByRole('status').filter({ hasText: 'Thank you! Your RSVP has been sent.' });
    await expect(sent).toBeVisible();
    await expectAccessible(page);
    // Four seconds later the form is empty again, for the next guest.
    await expect(sent).toBeHidden({ timeout: 8_000 });
    await expect(page.getByRole('group', { name: 'Guest 1' }).getByLabel(/^Guest Name/)).toHaveValue('');
    await expect(page.getByRole('group', { name: 'Guest 2' })).toHaveCount(0);

    // Nothing of the parent, the booking id, the guest list or a price reached the guest's browser.
    const received = await Promise.all(bodies);
    expect(received.map((response) => new URL(response.url).pathname)).toContain(`/api/invitations/${booking.invitationId}`);
    for (const { url, type, body } of received) {
      for (const secret of parentSecrets(booking)) expect(body, `${url} holds '${secret}'`).not.toContain(secret);
      if (new URL(url).pathname.startsWith('/api/') && type.includes('json')) expect(forbiddenKeys(JSON.parse(body)), `${url} answers with`).toEqual([]);
    }

    // The parent sees both answers, allergies too, beside the guest list.
    await parent.goto(`/booking-edit/${booking.bookingId}`);
    await parent.getByRole('button', { name: 'Continue to Step 2' }).click();
    const rsvps = parent.getByRole('region', { name: 'RSVPs received (2)' });
    await expect(rsvps).toContainText('Ava Brown');
    await expect(rsvps).toContainText('Kids: Ava');
    await expect(rsvps).toContainText('Allergies: Peanuts');
    await expect(rsvps).toContainText('Noah Lee');
    await expect(rsvps).toContainText('noah@example.com');
  } finally {
    await parentContext.close();
  }
});

test('the RSVP form works by keyboard alone, and passes axe with its errors and its confirmation', async ({ page }) => {
  const booking = await createBooking(daysFrom(270, 30));
  await page.goto(`/booking-invitation/${booking.invitationId}`);
  const guest = (number: number) => page.getByRole('group', { name: `Guest ${number}` });
  const send = page.getByRole('button', { name: 'Send RSVP' });

  // Sending an empty form says what is missing and moves to it.
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  const name = guest(1).getByLabel(/^Guest Name/);
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Guest name is required');
  await expectAccessible(page);

  await page.keyboard.type('Ava Brown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0400 000 001');
  await page.keyboard.press('Tab');
  await expect(guest(1).getByLabel(/^Email/)).toBeFocused();
  await page.keyboard.type('ava.parent@example.com');

  // Add Another Guest moves to the new guest's name; a third guest is added and removed again.
  const add = page.getByRole('button', { name: 'Add Another Guest' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(guest(2).getByLabel(/^Guest Name/)).toBeFocused();
  await page.keyboard.type('Noah Lee');
  await tabTo(page, guest(2).getByLabel(/^Email/));
  await page.keyboard.type('noah@example.com');
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(guest(3).getByLabel(/^Guest Name/)).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Remove Guest 3' }));
  await page.keyboard.press('Enter');
  await expect(guest(3)).toHaveCount(0);
  await expect(add).toBeFocused();

  const stored = page.waitForResponse((response) => response.url().endsWith(`/api/invitations/${booking.invitationId}/rsvps`));
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  expect((await stored).status()).toBe(201);
  const sent = page.getByRole('status').filter({ hasText: 'Thank you! Your RSVP has been sent.' });
  await expect(sent).toBeFocused();
  await expectAccessible(page);
  await expect(page.getByRole('heading', { level: 2, name: 'RSVP' })).toBeFocused({ timeout: 8_000 });
});

test("a link that names no party, or the booking's own id, shows that the booking information couldn't be found", async ({ page, allowIssues }) => {
  allowIssues(/^HTTP 404: GET .*\/api\/invitations\//);
  const booking = await createBooking(daysFrom(300, 30));
  for (const id of ['no-such-invitation', booking.bookingId]) {
    await page.goto(`/booking-invitation/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Not Found' })).toBeVisible();
    await expect(page.getByText("We couldn't find your booking information. Please contact us for assistance.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send RSVP' })).toHaveCount(0);
  }
});
