import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { startApi, type RunningApi } from '../../tooling/site/api-server';
import { freePort } from '../../tooling/site/ports';
import { startStaticSite, type StaticSite } from '../support/static-site';
import { expect, expectAccessible, test } from '../support/fixtures';
import { TEST_VENUE_SETTINGS } from '../support/venue';
import { createBooking, payDeposit, postJson, type CreatedBooking } from './support/party-bookings';
import { emailsTo, signedInAccount, staffScreenshot, staffUrl } from './support/staff';

// A party's final bill at the counter (decision 064), at 768x1024 and 360x740: a party of 9
// kids booked, 10 children on its list; at the door, 8 of them are checked in and a family of 2 not
// on the list fills the form on the tablet. The bill shows one child beyond those booked and one
// no-show fee; waiving a line needs a reason; the balance is taken at the counter and the receipt
// lists the lines.
//
// A bill is closed once the party has started, and a party can only be booked for later: this spec
// runs an API of its own, books and pays the party and its RSVPs through it, then (the API stopped)
// moves the party to have started half an hour ago in its database and starts it again on the same
// data. Everything after that goes through the pages: the door, then the booking's bill.

let api: RunningApi | undefined;
let site: StaticSite | undefined;
let dataDir: string | undefined;
let party: CreatedBooking;
/** The party's date once moved to have started. */
let partyDate: string;
let parentEmail: string;
const saved: Record<string, string | undefined> = {};
/** The suite's helpers read where the API and the staff site are from these. */
const POINTED = ['E2E_API_URL', 'E2E_STAFF_URL', 'E2E_STAFF_COMMAND_FILE'] as const;

/** The party's guests: three families of three, each answering yes (with the guest of honour, 10 on the list). */
const FAMILIES = [1, 2, 3].map((family) => ({
  name: `Family ${family}`,
  kids: [1, 2, 3].map((kid) => ({ name: `Kid ${family}-${kid}`, allergies: kid === 1 ? 'Peanuts' : '' })),
}));

/** Moves the party to have started half an hour ago (venue time); answers its date now. */
async function startedHalfAnHourAgo(dir: string, publicId: string): Promise<string> {
  const db = new PGlite(dir, { extensions: { btree_gist } });
  try {
    // The venue's clock (the sample venue's time zone, as venueDateIn reads it).
    const [{ date }] = (
      await db.query<{ date: string }>(
        `update bookings set during = tsrange(s, s + interval '2 hours'), event_date = s::date
           from (select date_trunc('minute', (now() at time zone 'Australia/Sydney') - interval '30 minutes') as s) start
          where public_id = $1 returning event_date::text as date`,
        [publicId],
      )
    ).rows;
    return date;
  } finally {
    await db.close();
  }
}

test.beforeAll(async ({}, testInfo) => {
  // Two APIs started one after the other, and the site built from them.
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'party-e2e-bill-'));
  const [shellPort, staffPort] = [await freePort(), await freePort()];
  const env = {
    SITE_URL: `http://127.0.0.1:${shellPort}`,
    STAFF_SITE_URL: `http://127.0.0.1:${staffPort}`,
    SMTP_URL: process.env.E2E_MAILDEV_SMTP_URL ?? '',
    RATE_LIMIT_STAFF_SIGN_IN_MAX: '100000',
    DATA_DIR: dataDir,
    ...TEST_VENUE_SETTINGS,
  };
  parentEmail = `bill.${testInfo.project.name}.${Date.now().toString(36)}@example.com`;
  const first = await startApi(env);
  try {
    party = await createBooking([3, 4, 5], { numberOfKids: 9, contactInfo: { parentName: 'Linh Nguyen', email: parentEmail, phone: '0412345678', address: '1 Test Street, Parramatta' } }, first.url);
    await payDeposit(party.bookingId, first.url);
    for (const family of FAMILIES) {
      const answered = await postJson(`/api/invitations/${party.invitationId}/rsvps`, { ...family, email: `${family.name.replace(' ', '').toLowerCase()}.${parentEmail}`, phone: '', coming: true }, first.url);
      if (!answered.ok) throw new Error(`the RSVP answered ${answered.status}`);
    }
  } finally {
    await first.stop();
  }
  partyDate = await startedHalfAnHourAgo(dataDir, party.bookingId);
  api = await startApi(env);
  site = await startStaticSite(api.url, shellPort, staffPort);
  for (const name of POINTED) saved[name] = process.env[name];
  process.env.E2E_API_URL = api.url;
  process.env.E2E_STAFF_URL = site.staffURL;
  process.env.E2E_STAFF_COMMAND_FILE = api.staffCommandFile;
});

test.afterAll(async () => {
  for (const name of POINTED) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await site?.close();
  await api?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('8 of the 10 listed checked in at the door and a family of 2 not on the list; the final bill: one child beyond those booked and one no-show fee; a waived line needs a reason; the balance taken at the counter and the receipt lists the lines', async ({ page }, testInfo) => {
  await signedInAccount(page, 'front-desk', testInfo.project.name);

  // The door: 8 of the 10 children on the list checked in, two left at home; a family of 2 not on
  // the list fills the form on the tablet.
  await page.goto(`${staffUrl()}/door/${partyDate}`);
  const door = page.getByRole('article').filter({ has: page.getByRole('link', { name: new RegExp(`^Booking ${party.reference}:`) }) });
  await expect(door.getByText('Checked in 0 of 9 booked, 10 expected')).toBeVisible();
  for (const name of ['Mia', 'Kid 1-1', 'Kid 1-2', 'Kid 1-3', 'Kid 2-1', 'Kid 2-2', 'Kid 2-3', 'Kid 3-1']) {
    const toggle = door.getByRole('button', { name: new RegExp(`^${name}\\b`) });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(door.getByText('Checked in 8 of 9 booked, 10 expected')).toBeVisible();
  await door.getByRole('button', { name: /^A child not on the list/ }).click();
  const walkIn = page.getByRole('dialog', { name: 'A child not on the list' });
  await walkIn.getByRole('textbox', { name: /^Guardian's name/ }).fill('Max Doe');
  await walkIn.getByRole('textbox', { name: /^Guardian's mobile/ }).fill('0412 000 000');
  await walkIn.getByRole('textbox', { name: /^Emergency contact \(?required|^Emergency contact$/ }).fill('Ann Doe');
  await walkIn.getByRole('textbox', { name: /^Emergency contact's number/ }).fill('0400 777 888');
  await walkIn.getByRole('button', { name: 'Add another child' }).click();
  for (const [index, { name, age }] of [{ name: 'Max', age: '7' }, { name: 'Ruby', age: '5' }].entries()) {
    const child = walkIn.getByRole('group', { name: `Child ${index + 1}` });
    await child.getByRole('textbox', { name: /^Child's name/ }).fill(name);
    await child.getByRole('textbox', { name: /^Age/ }).fill(age);
  }
  await walkIn.getByRole('textbox', { name: /^Type your full name to agree/ }).fill('Max Doe');
  await walkIn.getByRole('checkbox', { name: 'I agree to the conditions of entry' }).check();
  await walkIn.getByRole('button', { name: 'Save and check in' }).click();
  await expect(walkIn).toBeHidden();
  await expect(door.getByText('Checked in 10 of 9 booked, 10 expected')).toBeVisible();

  await page.goto(`${staffUrl()}/bookings/${party.reference}`);
  const bill = page.getByRole('region', { name: 'Final bill' });
  await expect(bill.getByText('10 (2 not on the list)')).toBeVisible();
  const lines = bill.getByRole('table', { name: 'The bill if closed now' });
  await expect(lines.getByRole('row', { name: /Children beyond those booked/ })).toContainText('$15.00');
  await expect(lines.getByRole('row', { name: /No-show fee/ })).toContainText('$15.00');
  await bill.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await staffScreenshot(page, testInfo, 'bill-open');

  await bill.getByRole('button', { name: 'Close the party' }).click();
  const close = page.getByRole('dialog', { name: `Close the party ${party.reference}` });
  await expect(close).toContainText('Closing adds $30.00 to the price.');
  await expectAccessible(page);
  await staffScreenshot(page, testInfo, 'bill-close', { fullPage: false });
  await close.getByRole('button', { name: 'Yes, close and add $30.00' }).click();
  await expect(bill.getByRole('table', { name: 'The bill as closed' })).toBeVisible();
  await expect(bill).toContainText('Balance due');

  await bill.getByRole('button', { name: 'Waive No-show fee' }).click();
  const waive = page.getByRole('dialog', { name: 'Waive no-show fee' });
  await waive.getByRole('button', { name: 'Waive $15.00' }).click();
  await expect(waive.getByText('Say why the line is waived')).toBeVisible();
  await expectAccessible(page);
  await staffScreenshot(page, testInfo, 'bill-waive', { fullPage: false });
  await waive.getByRole('textbox', { name: /^Why is it waived/ }).fill('Sick child, the parent called ahead');
  await waive.getByRole('button', { name: 'Waive $15.00' }).click();
  await expect(waive).toBeHidden();
  await expect(bill).toContainText('Sick child, the parent called ahead');
  await expect(bill.getByRole('button', { name: 'Waive No-show fee' })).toHaveCount(0);

  await bill.getByRole('button', { name: 'Take the balance' }).click();
  const form = bill.getByRole('form', { name: 'Take payment' });
  const due = await form.getByRole('textbox', { name: /^Amount/ }).inputValue();
  await form.getByRole('radio', { name: 'Card' }).check();
  await form.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(`$${due} by card on ${party.reference}. Nothing is left to pay.`)).toBeVisible();
  await expect(bill.getByRole('button', { name: 'Take the balance' })).toHaveCount(0);
  await expectAccessible(page);
  await staffScreenshot(page, testInfo, 'bill-paid');

  const [receipt] = await emailsTo(parentEmail, { subject: /^Payment received/ });
  expect(receipt?.subject).toBe(`Payment received: $${due} for booking ${party.reference}`);
  expect(receipt.text).toContain('Children beyond those booked (1 × $15.00): $15.00');
  expect(receipt.text).toContain('No-show fee (1 × $15.00), waived: $0.00');
  expect(receipt.text).not.toContain('Sick child');
});
