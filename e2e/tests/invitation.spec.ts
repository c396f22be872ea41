import type { Locator, Page, Response } from '@playwright/test';
import { mailDevEmails, type MailDevEmail } from '../../tooling/site/maildev';
import { expect, expectAccessible, test } from '../support/fixtures';
import { TEST_VENUE } from '../support/venue';
import { dayName, payAtTheCheckout } from './support/booking-page';
import { summaryValue, tabTo } from './support/page-helpers';
import { createBooking, daysFrom, readBooking, type CreatedBooking } from './support/party-bookings';

// The invitation, from the parent's confirmation page to the guests' answers and back to the
// parent, on a phone (360x740) and at desktop size: the message shared, the party and where it
// is, answers that count (a yes with kids and allergies, a can't-come, a second answer from the
// same email), and nothing of the parent's booking reaching a guest.

// Whole journeys, through the checkout and back, with two answers' 4-second confirmations.
test.describe.configure({ timeout: 150_000 });

/** The sample venue's name (the test API sets only its own phone and address). */
const VENUE_NAME = 'Jumping Jellybeans Play Centre';

/** What createBooking's parent gave, and the booking's price ($415): none of it may reach a guest. */
function parentSecrets(booking: CreatedBooking, parentEmail: string): string[] {
  return ['Linh Nguyen', 'Nguyen', parentEmail, '0412345678', '0412 345 678', '1 Test Street', booking.bookingId, booking.reference, '$415', '415.00'];
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

/** '14:00' -> '2:00 PM'. */
function time12(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** An .ics UTC stamp (20310620T000000Z) as the venue's wall clock: ['2031-06-20', '10:00']. */
function sydneyWallClock(stamp: string): [string, string] {
  const instant = new Date(stamp.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return [`${parts.year}-${parts.month}-${parts.day}`, `${parts.hour}:${parts.minute}`];
}

function maildevUrl(): string {
  const url = process.env.E2E_MAILDEV_URL;
  if (!url) throw new Error('E2E_MAILDEV_URL is set by the global setup');
  return url;
}

/** Waits for the email to `to` whose subject is `subject`, and gives it. */
async function emailTo(to: string, subject: string): Promise<MailDevEmail> {
  let found: MailDevEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailDevEmails(maildevUrl())).find((email) => email.to.some((address) => address.address === to) && email.subject === subject);
        return found?.subject;
      },
      { timeout: 15_000, intervals: [250] },
    )
    .toBe(subject);
  return found as MailDevEmail;
}

const kid = (page: Page, n: number) => page.getByRole('group', { name: `Kid ${n}` });

/** A family's answer on the invitation page: "Coming?", who answers, and for a yes each kid with allergies. */
async function answer(page: Page, family: { name: string; email: string; phone?: string; kids?: Array<[name: string, allergies: string]> }) {
  const rsvp = page.getByRole('region', { name: 'RSVP' });
  await rsvp.getByRole('radio', { name: family.kids ? "Yes, we're coming" : "Sorry, we can't come" }).check();
  await rsvp.getByLabel(/^Guest Name/).fill(family.name);
  if (family.phone) await rsvp.getByLabel(/^Phone/).fill(family.phone);
  await rsvp.getByLabel(/^Email/).fill(family.email);
  for (const [index, [name, allergies]] of (family.kids ?? []).entries()) {
    if (index > 0) await rsvp.getByRole('button', { name: 'Add Another Kid' }).click();
    await kid(page, index + 1).getByLabel(/^Kid's Name/).fill(name);
    if (allergies) await kid(page, index + 1).getByLabel(/^Allergies/).fill(allergies);
  }
  await rsvp.getByRole('button', { name: 'Send RSVP' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Thank you! Your RSVP has been sent.' });
  await expect(sent).toBeVisible();
  return sent;
}

/** The parent's guest list on the edit page: the answers, and the totals' three numbers. */
async function openGuestList(parent: Page, bookingId: string, families: number): Promise<{ rsvps: Locator; totals: Record<string, string> }> {
  await parent.goto(`/booking-edit/${bookingId}`);
  await parent.getByRole('button', { name: 'Continue to Step 2' }).click();
  const rsvps = parent.getByRole('region', { name: `RSVPs received (${families})` });
  const totals: Record<string, string> = {};
  for (const label of ['Families coming', 'Kids coming', "Can't come"]) totals[label] = (await summaryValue(rsvps, label).innerText()).trim();
  return { rsvps, totals };
}

test('the parent shares the invitation from the confirmation page; one family comes with two kids, one cannot, one answers again; the parent counts them', async ({
  page,
  browser,
  baseURL,
  viewport,
  isMobile,
  hasTouch,
}, testInfo) => {
  const parentEmail = `linh.invites.${testInfo.project.name}.${Date.now()}@example.com`;
  const booking = await createBooking(daysFrom(240, 30), {
    contactInfo: { parentName: 'Linh Nguyen', email: parentEmail, phone: '0412345678', address: '1 Test Street, Parramatta' },
  });
  const stored = await readBooking(booking.bookingId);
  const [start, end] = [String(stored.startTime), String(stored.endTime)];
  // The parent, on their own device.
  const parentContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, reducedMotion: 'reduce' });
  await parentContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  try {
    const parent = await parentContext.newPage();
    await parent.goto(`/booking-payment/${booking.bookingId}`);
    await parent.getByRole('radio', { name: /Pay Party Deposit/ }).check();
    await parent.getByRole('button', { name: 'Pay Now' }).click();
    await payAtTheCheckout(parent, booking.bookingId, '$100.00');

    // "Invite Your Guests" comes first, before the summaries, within the first screen and a half.
    const invite = parent.getByRole('region', { name: 'Invite Your Guests' });
    const inviteTop = (await invite.boundingBox())?.y ?? Infinity;
    expect(inviteTop).toBeLessThan((viewport?.height ?? 740) * 1.5);
    expect(inviteTop).toBeLessThan((await parent.getByRole('region', { name: 'Booking Summary' }).boundingBox())?.y ?? 0);
    const link = await invite.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    expect(link).toBe(`${baseURL}/booking-invitation/${booking.invitationId}`);

    // The message names the child, the date, the time, the venue and the link; SMS, WhatsApp and
    // email each carry it whole.
    const sms = (await invite.getByRole('link', { name: 'SMS' }).getAttribute('href')) ?? '';
    expect(sms.startsWith('sms:?&body=')).toBe(true);
    const message = decodeURIComponent(sms.slice('sms:?&body='.length));
    expect(message).toMatch(/^You're invited to Mia's 7th birthday party on /);
    expect(message).toMatch(dayName(booking.date));
    expect(message).toContain(`${time12(start)} - ${time12(end)}`);
    expect(message).toContain(VENUE_NAME);
    expect(message.endsWith(link)).toBe(true);
    await expect(invite.getByText(message)).toBeVisible();
    const whatsapp = new URL((await invite.getByRole('link', { name: 'WhatsApp (opens in a new tab)' }).getAttribute('href')) ?? '');
    expect([whatsapp.origin, whatsapp.searchParams.get('text')]).toEqual(['https://wa.me', message]);
    const email = new URL((await invite.getByRole('link', { name: 'Email' }).getAttribute('href')) ?? '');
    expect([email.protocol, email.searchParams.get('subject'), email.searchParams.get('body')]).toEqual(['mailto:', "You're invited to Mia's 7th birthday party!", message]);
    // Every choice is reached by keyboard; Copy message puts the message on the clipboard.
    for (const name of ['SMS', 'WhatsApp (opens in a new tab)', 'Email']) await tabTo(parent, invite.getByRole('link', { name }));
    await tabTo(parent, invite.getByRole('button', { name: 'Copy message' }));
    await parent.keyboard.press('Enter');
    await expect(invite.getByText('✓ Message copied')).toBeVisible();
    expect(await parent.evaluate(() => navigator.clipboard.readText())).toBe(message);

    // A guest opens the link on their phone.
    const bodies = recordResponses(page);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: "You're Invited!" })).toBeVisible();
    await expect(page.getByText('Mia is turning 7!')).toBeVisible();
    await expect(page.getByText('from Linh', { exact: true })).toBeVisible();
    // A link preview's title and description name the party.
    await expect(page).toHaveTitle("You're invited to Mia's 7th birthday party");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', "You're invited to Mia's 7th birthday party");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', dayName(booking.date));
    const party = page.getByRole('region', { name: 'The Party' });
    await expect(summaryValue(party, 'Date')).toHaveText(dayName(booking.date));
    await expect(summaryValue(party, 'Time')).toHaveText(`${time12(start)} - ${time12(end)}`);
    await expect(summaryValue(party, 'Room')).toHaveText(/^(Ocean|Space) Room$/);
    await expect(summaryValue(party, 'Where')).toContainText(TEST_VENUE.address);
    // Answers are wanted 5 days before the party, while the parent can still change the numbers.
    await expect(summaryValue(party, 'RSVP by')).toHaveText(dayName(daysBefore(booking.date, 5)));
    await expect(page.getByRole('link', { name: TEST_VENUE.phone })).toHaveAttribute('href', TEST_VENUE.tel);

    // Directions lead to the venue's address; the calendar file is the party, venue time.
    const directions = new URL((await party.getByRole('link', { name: 'Get Directions (opens in a new tab)' }).getAttribute('href')) ?? '');
    expect([directions.origin, directions.pathname, directions.searchParams.get('destination')]).toEqual(['https://www.google.com', '/maps/dir/', TEST_VENUE.address]);
    const icsHref = (await party.getByRole('link', { name: 'Add to Calendar (.ics)' }).getAttribute('href')) ?? '';
    const icsResponse = await page.request.get(new URL(icsHref, page.url()).toString());
    expect(icsResponse.status()).toBe(200);
    expect(icsResponse.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = (await icsResponse.text()).replace(/\r\n /g, '');
    const property = (name: string) => new RegExp(`\\r\\n${name}:([^\\r]*)\\r\\n`).exec(ics)?.[1] ?? '';
    expect(sydneyWallClock(property('DTSTART'))).toEqual([booking.date, start]);
    expect(sydneyWallClock(property('DTEND'))).toEqual([booking.date, end]);
    expect(property('LOCATION')).toBe(`${VENUE_NAME}\\, ${TEST_VENUE.address.replace(/,/g, '\\,')}`);
    expect(property('DESCRIPTION')).toContain(link);
    for (const secret of parentSecrets(booking, parentEmail)) expect(ics).not.toContain(secret);

    // One family comes with two kids, one with allergies; another cannot come.
    const ava = await answer(page, { name: 'Ava Brown', phone: '0400 000 001', email: 'ava.parent@example.com', kids: [['Ava', 'Peanuts'], ['Leo', '']] });
    await expect(ava).toContainText("Mia's family will see that you're coming with 2 kids.");
    await expect(ava).toBeFocused();
    await expectAccessible(page);
    // Four seconds later the page shows the answer sent, with an empty form one tap away for the
    // next family.
    await expect(ava).toBeHidden({ timeout: 8_000 });
    await expect(page.getByText('You answered yes: coming with 2 kids')).toBeVisible();
    await page.getByRole('button', { name: 'Answer for another family' }).click();
    await expect(page.getByLabel(/^Guest Name/)).toHaveValue('');
    const noah = await answer(page, { name: 'Noah Lee', email: 'noah@example.com' });
    await expect(noah).toContainText("Mia's family will see that you can't come.");

    // Nothing of the parent, the booking id, the guest list or a price reached the guest's browser.
    const received = await Promise.all(bodies);
    // The invitation comes inside the server-rendered page (decision 029), as the data it hydrates with.
    const document = received.find((response) => new URL(response.url).pathname === `/booking-invitation/${booking.invitationId}`);
    const embedded = /<script type="application\/json" id="page-state"[^>]*>([\s\S]*?)<\/script>/.exec(document?.body ?? '')?.[1];
    expect(embedded, 'the page carries the invitation it was rendered with').toBeDefined();
    expect(forbiddenKeys(JSON.parse(embedded!)), 'the page carries').toEqual([]);
    for (const { url, type, body } of received) {
      for (const secret of parentSecrets(booking, parentEmail)) expect(body, `${url} holds '${secret}'`).not.toContain(secret);
      if (new URL(url).pathname.startsWith('/api/') && type.includes('json')) expect(forbiddenKeys(JSON.parse(body)), `${url} answers with`).toEqual([]);
    }

    // The parent sees both answers, the kids with their allergies, and the totals.
    let guestList = await openGuestList(parent, booking.bookingId, 2);
    expect(guestList.totals).toEqual({ 'Families coming': '1', 'Kids coming': '2', "Can't come": '1' });
    await expect(guestList.rsvps.getByRole('list', { name: 'Kids coming with Ava Brown' }).getByRole('listitem')).toHaveText(['Ava · Allergies: Peanuts', 'Leo']);
    await expect(guestList.rsvps.getByRole('listitem').filter({ hasText: 'Noah Lee' })).toContainText("Can't come");
    // And so do the emails.
    const first = await emailTo(parentEmail, "New RSVP for Mia's party: Ava Brown is coming with 2 kids");
    expect(first.text).toContain('Kids coming, with their allergies:\nAva: Peanuts\nLeo: None given');
    const second = await emailTo(parentEmail, "New RSVP for Mia's party: Noah Lee can't come");
    expect(second.text).toContain("Your guest list so far:\nFamilies coming: 1\nKids coming: 2\nCan't come: 1");

    // Ava's family answers again, from the same email in other letters, with a third kid: it
    // replaces their first answer, and says so.
    await expect(noah).toBeHidden({ timeout: 8_000 });
    await page.getByRole('button', { name: 'Answer for another family' }).click();
    const again = await answer(page, { name: 'Ava Brown', email: 'AVA.Parent@example.com', kids: [['Ava', 'Peanuts'], ['Leo', ''], ['Zoë', 'Eggs']] });
    await expect(again).toContainText("coming with 3 kids.It replaces the answer you sent before from this email address.");
    guestList = await openGuestList(parent, booking.bookingId, 2);
    expect(guestList.totals).toEqual({ 'Families coming': '1', 'Kids coming': '3', "Can't come": '1' });
    const changed = await emailTo(parentEmail, "Changed RSVP for Mia's party: Ava Brown is coming with 3 kids");
    expect(changed.text).toContain('This answer replaces the one they gave before.');
    expect(changed.text).toContain("Families coming: 1\nKids coming: 3\nCan't come: 1");
  } finally {
    await parentContext.close();
  }
});

test('a guest who answers sees their answer again on reloading, changes it from there, and gets a copy of each answer by email', async ({ page }, testInfo) => {
  const booking = await createBooking(daysFrom(285, 30));
  const guest = `sam.guest.${testInfo.project.name}.${Date.now()}@example.com`;
  const link = `/booking-invitation/${booking.invitationId}`;
  await page.goto(link);
  const sent = await answer(page, { name: 'Sam Lee', phone: '0400 000 001', email: guest, kids: [['Ava', 'Peanuts'], ['Leo', '']] });
  await expect(sent).toContainText(`A copy of your answer is on its way to ${guest}.`);

  // The copy: what they answered, and the party as the invitation shows it; nothing of the parent's.
  const copy = await emailTo(guest, "Your RSVP to Mia's 7th birthday party: coming with 2 kids");
  expect(copy.text).toContain(`Your answer:\nComing?: Yes, we're coming\nGuest name: Sam Lee\nEmail: ${guest}\nPhone: 0400 000 001`);
  expect(copy.text).toContain('Kids coming, with their allergies:\nAva: Peanuts\nLeo: None given');
  expect(copy.text).toContain('The party:\nBirthday: Mia, turning 7\nDate: ');
  expect(copy.text).toMatch(dayName(booking.date));
  expect(copy.text).toContain(`Open the invitation: ${new URL(link, page.url()).toString()}`);
  for (const body of [copy.text ?? '', copy.html ?? '']) {
    expect(body).toContain(TEST_VENUE.phone);
    expect(body).toContain(TEST_VENUE.address);
    for (const secret of parentSecrets(booking, 'sam@example.com')) expect(body).not.toContain(secret);
  }

  // Opened again on the same phone: the server's page, then the answer once it is live.
  await page.reload();
  await expectAccessible(page);
  const rsvp = page.getByRole('region', { name: 'RSVP' });
  await expect(rsvp.getByText('You answered yes: coming with 2 kids')).toBeVisible();
  await expect(rsvp.getByText('Kids coming: Ava and Leo')).toBeVisible();
  await expect(rsvp.getByText(`Sent to Mia's family from this device as Sam Lee (${guest}).`)).toBeVisible();
  await expect(rsvp.getByText('A copy of your answer was emailed to you.')).toBeVisible();
  await expect(rsvp).not.toContainText('Peanuts');
  await expect(rsvp.getByRole('button', { name: 'Send RSVP' })).toHaveCount(0);

  // Plans change: the form comes back as it was sent, allergies included, and Leo stays home.
  await rsvp.getByRole('button', { name: 'Change your answer' }).click();
  await expect(kid(page, 1).getByLabel(/^Allergies/)).toHaveValue('Peanuts');
  await expect(kid(page, 2).getByLabel(/^Kid's Name/)).toHaveValue('Leo');
  await kid(page, 2).getByRole('button', { name: 'Remove Kid 2' }).click();
  await rsvp.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(page.getByRole('status')).toContainText("coming with 1 kid.It replaces the answer you sent before from this email address.");
  const changed = await emailTo(guest, "Your changed RSVP to Mia's 7th birthday party: coming with 1 kid");
  expect(changed.text).toContain('Kids coming, with their allergies:\nAva: Peanuts\n');
  await page.reload();
  await expect(rsvp.getByText('You answered yes: coming with 1 kid')).toBeVisible();
});

test('the RSVP form works by keyboard alone, and passes axe with its errors and its confirmation', async ({ page }) => {
  const booking = await createBooking(daysFrom(270, 30));
  await page.goto(`/booking-invitation/${booking.invitationId}`);
  const send = page.getByRole('button', { name: 'Send RSVP' });
  const yes = page.getByRole('radio', { name: "Yes, we're coming" });

  // Sending an empty form says what is missing and moves to Coming?.
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  await expect(yes).toBeFocused();
  await expect(page.getByLabel(/^Guest Name/)).toHaveAccessibleDescription(/Guest name is required$/);
  await expectAccessible(page);

  await page.keyboard.press('Space');
  await expect(yes).toBeChecked();
  await tabTo(page, page.getByLabel(/^Guest Name/));
  await page.keyboard.type('Ava Brown');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0400 000 001');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Email/)).toBeFocused();
  await page.keyboard.type('ava.parent@example.com');
  await page.keyboard.press('Tab');
  await expect(kid(page, 1).getByLabel(/^Kid's Name/)).toBeFocused();
  await page.keyboard.type('Ava');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Peanuts');

  // Add Another Kid moves to the new kid's name; a third kid is added and removed again.
  const add = page.getByRole('button', { name: 'Add Another Kid' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(kid(page, 2).getByLabel(/^Kid's Name/)).toBeFocused();
  await page.keyboard.type('Leo');
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(kid(page, 3).getByLabel(/^Kid's Name/)).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Remove Kid 3' }));
  await page.keyboard.press('Enter');
  await expect(kid(page, 3)).toHaveCount(0);
  await expect(add).toBeFocused();

  const stored = page.waitForResponse((response) => response.url().endsWith(`/api/invitations/${booking.invitationId}/rsvps`));
  await tabTo(page, send);
  await page.keyboard.press('Enter');
  expect((await stored).status()).toBe(201);
  const sent = page.getByRole('status').filter({ hasText: 'Thank you! Your RSVP has been sent.' });
  await expect(sent).toBeFocused();
  await expect(sent).toContainText("you're coming with 2 kids");
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
