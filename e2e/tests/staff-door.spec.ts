import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../support/fixtures';
import { answerInvitation, createBooking, daysFrom, payInFull } from './support/party-bookings';
import { inviteByApi, joinedAndSignedIn, staffEmail, staffScreenshot, staffUrl } from './support/staff';

// The door (decision 063) on the front desk's tablet and a phone: a party whose two invited
// families said yes, made through the real API; the door checks in three children, one of them not
// on the list, whose guardian fills the attendance form on the tablet. axe checks every page the
// fixture opens, and the door with its dialog open.

/** Each screen size books on days of its own, so the sizes never meet on one day's door. */
const FIRST_DAY: Record<string, number> = { desktop: 320, tablet: 330, phone: 340 };

async function aPartyWithTwoFamilies(project: string) {
  const booking = await createBooking(daysFrom(FIRST_DAY[project] ?? 320, 10));
  await payInFull(booking.bookingId);
  await answerInvitation(booking.invitationId, { name: 'Lee family', email: 'lee@example.com', kids: [{ name: 'Sam', allergies: 'Peanuts (EpiPen in bag)' }, { name: 'Ava' }] });
  await answerInvitation(booking.invitationId, { name: 'Kim family', email: 'kim@example.com', kids: [{ name: 'Zoe', allergies: 'Dairy' }] });
  return booking;
}

const toggle = (party: ReturnType<Page['getByRole']>, name: string) => party.getByRole('button', { name: new RegExp(`^${name}\\b`) });

test('the door checks in three children, one not on the list who fills the form on the tablet; the counts follow, on the door and the run sheet', async ({ page }, testInfo) => {
  const booking = await aPartyWithTwoFamilies(testInfo.project.name);
  const email = staffEmail('door', testInfo.project.name);
  await inviteByApi(email, 'front-desk');
  await joinedAndSignedIn(page, email);

  // The door is in the console's pages, today's by default.
  await page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'Door' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Door: / })).toBeVisible();

  await page.goto(`${staffUrl()}/door/${booking.date}`);
  await expect(page.getByText(/^This is not today: these parties are on /)).toBeVisible();
  const party = page.getByRole('article').filter({ has: page.getByRole('link', { name: new RegExp(`^Booking ${booking.reference}:`) }) });
  await expect(party).toHaveAccessibleName(/: Mia, turning 7$/);
  await expect(party.getByText('Checked in 0 of 10 booked, 4 expected')).toBeVisible();
  await expect(party.getByText(/Allergies in this party/)).toBeVisible();
  await expect(toggle(party, 'Sam')).toHaveAccessibleDescription(/Lee family's family · Form missing.*Allergies: Peanuts \(EpiPen in bag\)/);
  // A thumb's tap: each toggle at least 44 px high.
  const box = await toggle(party, 'Sam').boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  await toggle(party, 'Sam').click();
  await expect(toggle(party, 'Sam')).toHaveAttribute('aria-pressed', 'true');
  await toggle(party, 'Zoe').click();
  await expect(toggle(party, 'Zoe')).toHaveAttribute('aria-pressed', 'true');
  await expect(party.getByText('Checked in 2 of 10 booked, 4 expected')).toBeVisible();
  // A mistaken tap, undone with another.
  await toggle(party, 'Ava').click();
  await expect(party.getByText('Checked in 3 of 10 booked, 4 expected')).toBeVisible();
  await toggle(party, 'Ava').click();
  await expect(toggle(party, 'Ava')).toHaveAttribute('aria-pressed', 'false');
  await expect(party.getByText('Checked in 2 of 10 booked, 4 expected')).toBeVisible();

  // A child not on the list: the form, on the tablet, there and then.
  await party.getByRole('button', { name: /^A child not on the list/ }).click();
  const dialog = page.getByRole('dialog', { name: 'A child not on the list' });
  await expect(dialog.getByText('Socks are required in the play area.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save and check in' }).click();
  await expect(dialog.getByText("Please enter the guardian's name")).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: /^Guardian's name/ }).fill('Max Doe');
  await dialog.getByRole('textbox', { name: /^Guardian's mobile/ }).fill('0400 555 666');
  await dialog.getByRole('textbox', { name: /^Emergency contact \(?required|^Emergency contact$/ }).fill('Ann Doe');
  await dialog.getByRole('textbox', { name: /^Emergency contact's number/ }).fill('0400 777 888');
  await dialog.getByRole('textbox', { name: /^Child's name/ }).fill('Max');
  await dialog.getByRole('textbox', { name: /^Age/ }).fill('8');
  await dialog.getByRole('textbox', { name: /^Allergies/ }).fill('Eggs');
  await dialog.getByRole('textbox', { name: /^Type your full name to agree/ }).fill('Max Doe');
  await dialog.getByRole('checkbox', { name: 'I agree to the conditions of entry' }).check();
  await staffScreenshot(page, testInfo, 'door-walk-in', { fullPage: false });
  await dialog.getByRole('button', { name: 'Save and check in' }).click();
  await expect(dialog).toBeHidden();

  await expect(toggle(party, 'Max')).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle(party, 'Max')).toHaveAccessibleDescription(/Not on the list: Max Doe · Form filled.*Allergies: Eggs/);
  await expect(party.getByText('Checked in 3 of 10 booked, 4 expected')).toBeVisible();
  await staffScreenshot(page, testInfo, 'door');

  // The run sheet counts the same.
  await party.getByRole('link', { name: new RegExp(`^Booking ${booking.reference}:`) }).waitFor();
  await page.goto(`${staffUrl()}/day/${booking.date}`);
  const sheet = page.getByRole('article').filter({ has: page.getByRole('link', { name: booking.reference, exact: true }) });
  await expect(sheet).toContainText('Checked in 3 of 10 booked, 4 expected');
  await expect(sheet.getByRole('region', { name: /^Allergies: 3 kids/ })).toContainText('Max: Eggs (Max Doe)');
});
