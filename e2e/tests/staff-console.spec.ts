import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { apiUrl, createBooking, payDeposit, payInFull, answerInvitation } from './support/party-bookings';
import {
  emailsTo,
  inviteByApi,
  inviteByCommand,
  invitationLink,
  prepareStaffDay,
  signedInAccount,
  STAFF_PASSWORD,
  staffEmail,
  staffScreenshot,
  staffUrl,
  totpCode,
} from './support/staff';

// The staff console through the real API, its emails in MailDev, at desktop, 768x1024 and 360x740
// (docs/decisions/032 and 045). axe checks every page the fixture opens.

/** Each screen size books on days of its own, so the sizes never meet on one day's sheet. */
const FIRST_DAY: Record<string, number> = { desktop: 90, tablet: 100, phone: 110 };

const staffNav = (page: Page) => page.getByRole('navigation', { name: 'Staff pages' });

test('the first owner: invited by npm run staff, sets a password and a code from the emailed link, signs out, and signs in again', async ({ page, allowIssues }, testInfo) => {
  const email = staffEmail('owner', testInfo.project.name);
  // The command at one size (what it does does not depend on the screen; it takes seconds to start).
  if (testInfo.project.name === 'desktop') expect(await inviteByCommand(email, 'owner')).toContain(`Invited ${email} as owner`);
  else await inviteByApi(email, 'owner');
  const link = await invitationLink(email);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set up your staff account' })).toBeVisible();
  await expect(page.getByText(`For ${email}, as Owner.`)).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await staffScreenshot(page, testInfo, 'join');
  const secret = (await page.locator('code').textContent())!.replace(/\s/g, '');
  await page.getByRole('textbox', { name: /^Password/ }).fill(STAFF_PASSWORD);
  await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(secret));
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Run sheet: / })).toBeVisible();
  await expect(page).toHaveURL(`${staffUrl()}/`);
  await expect(staffNav(page).getByRole('link')).toHaveText(['Run sheet', 'Door', 'Kitchen', 'Bookings', 'New booking', 'Money', 'Availability', 'Catalogue', 'Coupons', 'Hours', 'Staff', 'Audit']);

  // The link works once.
  allowIssues(/HTTP 404: GET .*\/api\/staff\/invitations\//);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();

  await page.goto(`${staffUrl()}/money`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You have signed out.')).toBeVisible();
  await staffScreenshot(page, testInfo, 'sign-in');
  // The session is over. Back, to the page signed out from: nothing of it shows, it asks to sign in.
  allowIssues(/HTTP 401: GET .*\/api\/staff\/session/);
  await page.goBack();
  await expect(page).toHaveURL(`${staffUrl()}/sign-in?next=%2Fmoney`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  await expect(page.getByText('Owed back')).toBeHidden();
  // A bookmark of the console too, which comes back to itself once signed in.
  await page.goto(`${staffUrl()}/audit`);
  await expect(page).toHaveURL(`${staffUrl()}/sign-in?next=%2Faudit`);

  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByRole('textbox', { name: /^Password/ }).fill('not the password at all');
  await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(secret, { step: 1 }));
  allowIssues(/HTTP 401: POST .*\/api\/staff\/sign-in/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The email, password or code is not right.')).toBeVisible();

  await page.getByRole('textbox', { name: /^Password/ }).fill(STAFF_PASSWORD);
  // The code the app shows next: the one the join took is not taken twice.
  await page.getByRole('textbox', { name: /^Code/ }).fill(totpCode(secret, { step: 1 }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Newest entries' })).toContainText('Signed in');
  await staffScreenshot(page, testInfo, 'audit');
});

test("the day: the run sheet and kitchen sheet of a paid party, an unpaid one, a deposit, a hire and the RSVPs' allergies, and their printouts", async ({ page }, testInfo) => {
  const day = await prepareStaffDay(FIRST_DAY[testInfo.project.name]!);
  await signedInAccount(page, 'owner', testInfo.project.name);
  // Today's run sheet is the console's front page.
  await page.goto(`${staffUrl()}/`);
  await expect(page.getByRole('heading', { level: 1, name: /^Run sheet: / })).toBeVisible();

  await page.goto(`${staffUrl()}/day/${day.date}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Run sheet: / })).toBeVisible();
  const party = (reference: string) => page.getByRole('article').filter({ has: page.getByRole('link', { name: reference, exact: true }) });

  const paid = party(day.paid.reference);
  await expect(paid).toHaveAccessibleName(/: Mia, turning 7$/);
  await expect(paid.getByText('Paid in full')).toBeVisible();
  await expect(paid.getByRole('region', { name: 'Allergies: 2 kids' })).toContainText('Sam: Peanuts (EpiPen in bag) (Lee family)');
  await expect(paid.getByRole('region', { name: 'Allergies: 2 kids' })).toContainText('Zoe: Dairy (Kim family)');
  await expect(paid).toContainText('10 booked, 3 coming (2 families said yes)');
  await expect(paid.getByRole('link', { name: '0412345678' })).toHaveAttribute('href', 'tel:0412345678');
  await expect(paid).toContainText('Linh Nguyen');
  await expect(paid).toContainText('Basic Fun');
  await expect(paid).toContainText('1 × Sandwich Platter');

  await expect(party(day.deposit.reference).getByText('$315.00 due on the day')).toBeVisible();
  // The hold's day is written out when it ends after the venue's midnight (a run late in the evening).
  await expect(party(day.unpaid.reference).getByText(/^Unpaid, held until ([A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, )?\d{1,2}:\d{2} (AM|PM)$/)).toBeVisible();
  await expect(party(day.unpaid.reference).getByText('No allergies in the RSVPs or forms so far.')).toBeVisible();
  const hire = party(day.hire.reference);
  await expect(hire).toHaveAccessibleName('After-hours hire: the whole centre');
  await expect(hire).toContainText('7:00 PM - 9:00 PM');
  await expect(hire).toContainText('20 kids, 10 adults');

  // Mark arrived, at the door.
  await party(day.deposit.reference).getByRole('button', { name: /^Mark arrived/ }).click();
  await expect(party(day.deposit.reference).getByText(/^Arrived \d{1,2}:\d{2} (AM|PM) by /)).toBeVisible();
  await staffScreenshot(page, testInfo, 'run-sheet');

  await page.emulateMedia({ media: 'print' });
  await expect(staffNav(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByText(/^Printed /)).toBeVisible();
  await staffScreenshot(page, testInfo, 'run-sheet-print');
  if (testInfo.project.name === 'desktop') writeFileSync(path.join(__dirname, '..', 'test-results', 'staff-screens', 'run-sheet.pdf'), await page.pdf({ format: 'A4' }));
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: 'Kitchen sheet for this day' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Kitchen sheet: / })).toBeVisible();
  const startTime = page.getByRole('region').filter({ has: page.getByRole('listitem').filter({ hasText: day.paid.reference }) });
  await expect(startTime.getByRole('table', { name: "Kids' food" })).toContainText('Chicken Nuggets');
  await expect(startTime.getByRole('table', { name: 'Adult platters' })).toContainText('Sandwich Platter');
  const mia = startTime.getByRole('listitem').filter({ hasText: day.paid.reference });
  await expect(mia).toContainText('Mia');
  await expect(mia.getByRole('region', { name: 'Allergies: 2 kids' })).toContainText('Peanuts (EpiPen in bag)');
  await staffScreenshot(page, testInfo, 'kitchen-sheet');
  await page.emulateMedia({ media: 'print' });
  await staffScreenshot(page, testInfo, 'kitchen-sheet-print');
  if (testInfo.project.name === 'desktop') writeFileSync(path.join(__dirname, '..', 'test-results', 'staff-screens', 'kitchen-sheet.pdf'), await page.pdf({ format: 'A4' }));
  await page.emulateMedia({ media: 'screen' });
});

test("the front desk: a search, a booking's page, and the balance taken at the counter, leaving nothing due and the parent's receipt in MailDev", async ({ page }, testInfo) => {
  const booking = await createBooking([FIRST_DAY[testInfo.project.name]! + 12, FIRST_DAY[testInfo.project.name]! + 13]);
  await payDeposit(booking.bookingId);
  await answerInvitation(booking.invitationId, { name: 'Ray family', email: 'ray@example.com', kids: [{ name: 'Ollie', allergies: 'Eggs' }] });
  await signedInAccount(page, 'front-desk', testInfo.project.name);

  await page.goto(`${staffUrl()}/bookings`);
  await page.getByRole('searchbox', { name: 'Search' }).fill(booking.reference);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`${staffUrl()}/bookings?q=${booking.reference}`);
  await expect(page.getByRole('heading', { level: 2, name: `1 booking matches “${booking.reference}”` })).toBeVisible();
  await expectAccessible(page);
  await staffScreenshot(page, testInfo, 'bookings');
  await page.getByRole('link', { name: booking.reference, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1, name: `${booking.reference}: Mia's party` })).toBeVisible();
  const money = page.getByRole('region', { name: 'Money' });
  await expect(money.getByText('$315.00 due on the day')).toBeVisible();
  await expect(page.getByRole('region', { name: 'RSVPs' })).toContainText('Allergies: Eggs');
  await expect(page.getByRole('region', { name: 'Emails' })).toContainText('linh@example.com');
  await staffScreenshot(page, testInfo, 'booking');

  await money.getByRole('button', { name: 'Take payment' }).click();
  const form = page.getByRole('form', { name: 'Take payment' });
  await expect(form.getByRole('textbox', { name: /^Amount/ })).toHaveValue('315.00');
  await form.getByRole('radio', { name: 'Card' }).check();
  await expectAccessible(page);
  await staffScreenshot(page, testInfo, 'take-payment');
  // A double tap records one payment: the form's request id names it.
  await form.getByRole('button', { name: 'Record payment' }).dblclick();
  await expect(page.getByText('Payment recorded', { exact: true })).toBeVisible();
  await expect(money.getByText('Paid in full')).toBeVisible();
  await expect(money.getByRole('table', { name: 'Payments and refunds' }).getByRole('row')).toHaveCount(3);
  await expect(money.getByRole('button', { name: 'Take payment' })).toBeHidden();

  const receipts = await emailsTo('linh@example.com', { subject: new RegExp(`^Payment received: \\$315\\.00 for booking ${booking.reference}$`) });
  expect(receipts).toHaveLength(1);

  const notes = page.getByRole('region', { name: 'Staff notes' });
  await notes.getByRole('textbox', { name: /^New note/ }).fill('Grandma uses a wheelchair: side door 🎂');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByText('Grandma uses a wheelchair: side door 🎂')).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Took a payment at the counter');
});

test('a manager records a refund from /money, and the booking owes nothing back', async ({ page }, testInfo) => {
  const booking = await createBooking([FIRST_DAY[testInfo.project.name]! + 14, FIRST_DAY[testInfo.project.name]! + 15]);
  await payInFull(booking.bookingId);
  // The sandwich platter and lolly bags taken off: $300 of the $415 paid, $115 owed back.
  const edit = { kidsFood: [{ id: 'chicken-nuggets' }], adultsFood: [], addons: [], guestNames: [], paymentOption: 'later', acceptTerms: true };
  expect((await fetch(`${apiUrl()}/api/bookings/${booking.bookingId}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(edit) })).status).toBe(200);
  await signedInAccount(page, 'manager', testInfo.project.name);

  await page.goto(`${staffUrl()}/money`);
  const owed = page.getByRole('region', { name: 'Owed back' });
  const row = owed.getByRole('listitem').filter({ hasText: booking.reference });
  await expect(row).toContainText('$115.00');
  await row.getByRole('button', { name: `Record refund: ${booking.reference}` }).click();
  const form = owed.getByRole('form', { name: `Record refund on ${booking.reference}` });
  await expect(form.getByRole('textbox', { name: /^Amount/ })).toHaveValue('115.00');
  await form.getByRole('textbox', { name: /^Reference/ }).fill(`re_e2e_${booking.reference}`);
  await form.getByRole('textbox', { name: /^Note/ }).fill('Platter and lolly bags taken off');
  await expectAccessible(page);
  await staffScreenshot(page, testInfo, 'money');
  await form.getByRole('button', { name: 'Record refund' }).click();
  await expect(page.getByText('Refund recorded', { exact: true })).toBeVisible();
  await expect(owed.getByRole('listitem').filter({ hasText: booking.reference })).toHaveCount(0);

  // The day's bookings as a spreadsheet: the refunded booking among them.
  const range = page.getByRole('form', { name: 'Date range' });
  await range.getByLabel('From').fill(booking.date);
  await range.getByLabel('To').fill(booking.date);
  await range.getByRole('button', { name: 'Show takings' }).click();
  await expect(page.getByRole('table', { name: /^Taken from / })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download bookings as CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`bookings-${booking.date}-to-${booking.date}.csv`);
  expect(readFileSync(await download.path(), 'utf8')).toContain(booking.reference);

  await page.goto(`${staffUrl()}/bookings/${booking.reference}`);
  const records = page.getByRole('region', { name: 'Money' }).getByRole('table', { name: 'Payments and refunds' });
  await expect(records).toContainText('Refund');
  await expect(records).toContainText(`re_e2e_${booking.reference}`);
  await expect(page.getByRole('region', { name: 'Money' })).not.toContainText('Owed back');
});

test('a kitchen account reads the sheets without contacts or money, and is refused the money pages', async ({ page }, testInfo) => {
  const booking = await createBooking([FIRST_DAY[testInfo.project.name]! + 16, FIRST_DAY[testInfo.project.name]! + 17]);
  await answerInvitation(booking.invitationId, { name: 'Tan family', email: 'tan@example.com', kids: [{ name: 'Kai', allergies: 'Sesame' }] });
  await signedInAccount(page, 'kitchen', testInfo.project.name);

  await page.goto(`${staffUrl()}/day/${booking.date}`);
  await expect(staffNav(page).getByRole('link')).toHaveText(['Run sheet', 'Door', 'Kitchen']);
  const card = page.getByRole('article').filter({ hasText: booking.reference });
  await expect(card.getByRole('region', { name: 'Allergies: 1 kid' })).toContainText('Kai: Sesame');
  await expect(card).not.toContainText('Linh Nguyen');
  await expect(card).not.toContainText('0412');
  await expect(card.getByText(/Unpaid|Paid|due/)).toHaveCount(0);
  await expect(card.getByRole('button')).toHaveCount(0);

  for (const address of ['/money', '/audit', `/bookings/${booking.reference}`]) {
    await page.goto(`${staffUrl()}${address}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Not available to your role' })).toBeVisible();
    await expect(page.getByText('Your role does not allow this. You are signed in as Kitchen')).toBeVisible();
  }
  await staffScreenshot(page, testInfo, 'kitchen-refused');
});
