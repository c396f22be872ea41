import type { Page } from '@playwright/test';
import { mailDevEmails } from '../../tooling/site/maildev';
import { expect, expectAccessible, test } from '../support/fixtures';
import { apiUrl, createBooking, daysFrom, payInFull } from './support/party-bookings';

// The attendance form (decision 062), as families on their phones fill it: two families answer yes
// on the invitation page; one opens its form from the thank-you, the other from the link in its
// copy email (read from MailDev); one corrects its form. axe checks the form page.

test.describe.configure({ timeout: 150_000 });

function maildevUrl(): string {
  const url = process.env.E2E_MAILDEV_URL;
  if (!url) throw new Error('E2E_MAILDEV_URL is set by the global setup');
  return url;
}

/** A family's yes on the invitation page, with its kids. */
async function answerYes(page: Page, family: { name: string; email: string; kids: string[] }) {
  const rsvp = page.getByRole('region', { name: 'RSVP' });
  await rsvp.getByRole('radio', { name: "Yes, we're coming" }).check();
  await rsvp.getByLabel(/^Guest Name/).fill(family.name);
  await rsvp.getByLabel(/^Email/).fill(family.email);
  for (const [index, name] of family.kids.entries()) {
    if (index > 0) await rsvp.getByRole('button', { name: 'Add Another Kid' }).click();
    await page.getByRole('group', { name: `Kid ${index + 1}` }).getByLabel(/^Kid's Name/).fill(name);
  }
  await rsvp.getByRole('button', { name: 'Send RSVP' }).click();
  await expect(page.getByText('Thank you! Your RSVP has been sent.')).toBeVisible();
}

const child = (page: Page, n: number) => page.getByRole('group', { name: `Child ${n}` });

/** Fills the form as a guardian would, each child's age in turn, and saves it. */
async function fillAndSave(page: Page, guardian: string, ages: number[]) {
  await page.getByLabel(/^Guardian's Name/).fill(guardian);
  await page.getByLabel(/^Guardian's Mobile/).fill('0412 111 222');
  await page.getByLabel(/^Emergency Contact's Name/).fill('Pat Roe');
  await page.getByLabel(/^Emergency Contact's Number/).fill('0498 333 444');
  for (const [index, age] of ages.entries()) await child(page, index + 1).getByLabel(/^Age/).fill(String(age));
  await page.getByLabel(/^Type your full name to agree/).fill(guardian);
  await page.getByRole('checkbox', { name: /I agree to the conditions of entry/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your form is saved')).toBeVisible();
}

async function formOf(formId: string) {
  const response = await fetch(`${apiUrl()}/api/attendance-forms/${formId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { version: number; form: { guardianName: string; children: Array<{ name: string; age: number; allergies: string }> } };
}

test('two families answer yes and each fills its form, one from the thank-you and one from its email; one corrects it', async ({ page, browser, baseURL, viewport, isMobile, hasTouch }, testInfo) => {
  const booking = await createBooking(daysFrom(300 + (testInfo.project.name === 'phone' ? 40 : 0), 30));
  await payInFull(booking.bookingId);
  const stamp = `${testInfo.project.name}.${Date.now()}`;

  // The first family: the thank-you offers the form at once.
  await page.goto(`/booking-invitation/${booking.invitationId}`);
  await answerYes(page, { name: 'Kim Roe', email: `kim.${stamp}@example.com`, kids: ['Ava', 'Leo'] });
  await page.getByRole('link', { name: 'Fill in the attendance form' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance Form' })).toBeVisible();
  await expect(child(page, 1).getByLabel(/^Child's Name/)).toHaveValue('Ava');
  await expect(child(page, 2).getByLabel(/^Child's Name/)).toHaveValue('Leo');
  await expect(page.getByText('Socks are required in the play area.')).toBeVisible();

  // Saving with a field missing points at it, and axe passes with the errors showing.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel(/^Guardian's Name/)).toBeFocused();
  await expectAccessible(page);
  await fillAndSave(page, 'Kim Roe', [6, 4]);
  await expectAccessible(page);
  const kimFormId = page.url().split('/attendance-form/')[1];

  // A correction: Leo's allergy, saved again; a reload shows it.
  await child(page, 2).getByLabel(/^Allergies/).fill('Sesame');
  await page.getByRole('checkbox', { name: /I agree to the conditions of entry/ }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your form is saved')).toBeVisible();
  await page.reload();
  await expect(child(page, 2).getByLabel(/^Allergies/)).toHaveValue('Sesame');
  await expect(page.getByText(/Saved already/)).toBeVisible();
  expect(await formOf(kimFormId)).toMatchObject({ version: 3, form: { guardianName: 'Kim Roe', children: [{ name: 'Ava', age: 6 }, { name: 'Leo', age: 4, allergies: 'Sesame' }] } });

  // The second family, on its own phone, fills its form later from the link in its copy email.
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch, reducedMotion: 'reduce' });
  try {
    const other = await context.newPage();
    const address = `jo.${stamp}@example.com`;
    await other.goto(`/booking-invitation/${booking.invitationId}`);
    await answerYes(other, { name: 'Jo Bell', email: address, kids: ['Zoë'] });
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const copy = (await mailDevEmails(maildevUrl())).find((email) => email.to.some((to) => to.address === address) && email.subject.startsWith('Your RSVP'));
          link = copy?.text && /\/attendance-form\/[A-Za-z0-9_-]+/.exec(copy.text)?.[0];
          return link;
        },
        { timeout: 15_000, intervals: [250] },
      )
      .toMatch(/^\/attendance-form\//);
    await other.goto(link!);
    await expect(other.getByRole('heading', { level: 1, name: 'Attendance Form' })).toBeVisible();
    await expect(child(other, 1).getByLabel(/^Child's Name/)).toHaveValue('Zoë');
    await fillAndSave(other, 'Jo Bell', [5]);
    const joFormId = link!.split('/attendance-form/')[1];
    expect(joFormId).not.toBe(kimFormId);
    expect(await formOf(joFormId)).toMatchObject({ version: 2, form: { guardianName: 'Jo Bell', children: [{ name: 'Zoë', age: 5 }] } });
    // Each family's form is its own: Kim's is as Kim left it.
    expect((await formOf(kimFormId)).form.guardianName).toBe('Kim Roe');
  } finally {
    await context.close();
  }

  // The page is laid out for the phone: nothing wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('attendance-form.png'), fullPage: true });
});
