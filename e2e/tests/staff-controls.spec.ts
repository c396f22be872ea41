import type { Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { fillContactDetails, fillPartyDetails, partyDate, startBooking, summaryFigures } from './support/booking-page';
import { apiUrl, venueDateIn } from './support/party-bookings';
import { joinedAndSignedIn, signedInAccount, signIn, staffEmail, staffScreenshot, staffUrl } from './support/staff';

// The venue's controls in the staff console (issue 33, decision 040): coupons, staff and one's own
// sessions, through the real API and MailDev, at desktop and 360x740; axe checks every page the
// fixture opens. The nav's two groups are seen in the screenshots.

/**
 * The party booked with a coupon: days of their own near the booking horizon (360 days), after
 * after-hours-availability.spec's (336 to 351), so no other spec meets them.
 */
const PARTY_DAY: Record<string, number> = { desktop: 353, phone: 356 };

/** A second browser, of its own cookies, at the same screen size: another device of the venue's. */
async function secondBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ viewport: testInfo.project.use.viewport, isMobile: testInfo.project.use.isMobile, hasTouch: testInfo.project.use.hasTouch });
  return context.newPage();
}

/** A code no other test and screen size uses: the codes are one list for the whole venue. */
const couponCode = (project: string) => `E2E-${project}-${Date.now().toString(36)}`.toUpperCase().slice(0, 24);

test('an owner creates a coupon on /coupons, and a parent applies it in step 3 at once', async ({ page, request }, testInfo) => {
  await signedInAccount(page, 'owner', testInfo.project.name);
  await page.goto(`${staffUrl()}/coupons`);
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  await page.getByRole('button', { name: 'New coupon' }).click();
  const form = page.getByRole('form', { name: 'New coupon' });

  // A code with an emoji is refused beside the field, in words.
  const code = form.getByRole('textbox', { name: /^Code/ });
  await code.fill('FETE🎉');
  await form.getByRole('textbox', { name: /^Amount off/ }).fill('$25');
  await form.getByLabel(/^Valid to/).fill(venueDateIn(30));
  await form.getByRole('button', { name: 'Create coupon' }).click();
  await expect(code).toHaveAccessibleDescription(/A code is 3 to 24 letters, digits or dashes/);

  const coupon = couponCode(testInfo.project.name);
  await code.fill(coupon.toLowerCase());
  await form.getByRole('button', { name: 'Create coupon' }).click();
  const card = page.getByRole('listitem', { name: coupon });
  await expect(card).toContainText('$25.00 off');
  await expect(card).toContainText('0 of 100');
  await staffScreenshot(page, testInfo, 'coupons');

  // The parent, on the public site: the coupon works at once.
  const date = await partyDate(request, PARTY_DAY[testInfo.project.name]!);
  await startBooking(page);
  await fillPartyDetails(page, date, { daysAhead: PARTY_DAY[testInfo.project.name]!, time: '11:00 AM', room: 'Ocean Room' });
  await page.getByRole('button', { name: 'Continue to Step 3' }).click();
  await fillContactDetails(page);
  await page.getByRole('textbox', { name: 'Coupon Code (optional)' }).fill(coupon.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Discount: $25.00')).toBeVisible();
  expect(await summaryFigures(page)).toMatchObject({ Total: '$330.00', [`Coupon discount (${coupon})`]: '−$25.00', 'Final price': '$305.00' });

  // Disabled on /coupons: the next check no longer finds it.
  await page.goto(`${staffUrl()}/coupons`);
  await page.getByRole('button', { name: `Disable ${coupon}` }).click();
  await expect(page.getByRole('listitem', { name: coupon }).getByText('Disabled')).toBeVisible();
  const check = await request.post(`${apiUrl()}/api/coupon/validate`, { data: { code: coupon, total: 330 } });
  expect(await check.json()).toMatchObject({ valid: false });
});

test("an owner invites a manager, who signs in on another device; deactivated on /staff, the manager's next request lands on sign-in", async ({ page, browser }, testInfo) => {
  await signedInAccount(page, 'owner', testInfo.project.name);
  await page.goto(`${staffUrl()}/staff`);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  const email = staffEmail('manager', testInfo.project.name);
  const invite = page.getByRole('form', { name: 'Invite a member of staff' });
  await invite.getByRole('textbox', { name: /^Email/ }).fill(email);
  await invite.getByRole('textbox', { name: /^Name/ }).fill('Max Manager');
  await invite.getByRole('combobox', { name: /^Role/ }).selectOption('manager');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`${email} has been emailed a link to join as Manager, valid for 24 hours.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Invitations not yet used' })).toContainText(`Max Manager (${email}) as Manager`);

  const managerPage = await secondBrowser(browser, testInfo);
  await joinedAndSignedIn(managerPage, email);
  await managerPage.goto(`${staffUrl()}/coupons`);
  await expect(managerPage.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();

  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
  await expect(row).toContainText('Manager');
  await expect(row).toContainText('Set');
  await staffScreenshot(page, testInfo, 'staff');
  await row.getByRole('button', { name: 'Deactivate Max Manager' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deactivate Max Manager?' });
  await expect(dialog).toContainText('signed out everywhere at once');
  await staffScreenshot(page, testInfo, 'staff-dialog');
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Deactivated');

  // The manager's next request is refused: the page goes to sign-in, and comes back here after it.
  await managerPage.reload();
  await expect(managerPage.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  await expect(managerPage).toHaveURL(`${staffUrl()}/sign-in?next=%2Fcoupons`);
  await managerPage.context().close();
});

test('a member sees their sessions on /account and ends the one on another device, which is signed out at once', async ({ page, browser }, testInfo) => {
  const account = await signedInAccount(page, 'front-desk', testInfo.project.name);
  const otherPage = await secondBrowser(browser, testInfo);
  await signIn(otherPage, account);

  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
  // This browser, the other one, and the session the invitation's acceptance signed in (by the test's fetch).
  await expect(sessions).toHaveCount(3);
  await expect(sessions.filter({ hasText: 'This browser' })).toHaveCount(1);
  await staffScreenshot(page, testInfo, 'account');
  await page.getByRole('button', { name: /^End session: Chrome/ }).click();
  await expect(sessions).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^End session: Chrome/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'End all other sessions' }).click();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText(/You are signed in here only/)).toBeVisible();

  await otherPage.reload();
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Staff sign in' })).toBeVisible();
  await otherPage.context().close();
});
