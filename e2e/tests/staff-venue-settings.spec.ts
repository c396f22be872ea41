import { expect, test } from '../support/fixtures';
import { signedInAccount, staffScreenshot, staffUrl } from './support/staff';

// The venue's reminders and form retention (decision 065), on /hours through the real API: saved,
// shown again on a page loaded afresh, and put back. One row for the whole venue, so only the
// desktop project runs this (playwright.config.ts; the phone size is looked at on the same page);
// axe is in the fixture.

test('an owner turns a reminder off and keeps forms 30 days; the hours page shows them so after a reload', async ({ page }, testInfo) => {
  await signedInAccount(page, 'owner', testInfo.project.name);
  await page.goto(`${staffUrl()}/hours`);
  const before = await page.evaluate(async () => (await fetch('/api/staff/venue-settings')).json());

  try {
    const section = page.getByRole('form', { name: 'Reminders and forms settings' });
    const thankYou = section.getByRole('checkbox', { name: 'Thank-you to the parent, the day after' });
    await expect(thankYou).toBeChecked();
    await thankYou.uncheck();
    const days = section.getByRole('textbox', { name: /Keep each form for/ });
    await days.fill('0');
    await section.getByRole('button', { name: 'Save reminders and forms' }).click();
    await expect(section.getByText('Keep the forms at least 1 day after the party')).toBeVisible();
    await days.fill('30');
    await section.getByRole('button', { name: 'Save reminders and forms' }).click();
    await expect(page.getByText('Reminders and forms saved')).toBeVisible();

    await page.reload();
    await expect(section.getByRole('checkbox', { name: 'Thank-you to the parent, the day after' })).not.toBeChecked();
    await expect(section.getByRole('checkbox', { name: 'Reminder to the parent, a week before' })).toBeChecked();
    await expect(section.getByRole('textbox', { name: /Keep each form for/ })).toHaveValue('30');
    await staffScreenshot(page, testInfo, 'venue-settings');
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(section.getByRole('button', { name: 'Save reminders and forms' })).toBeVisible();
    await staffScreenshot(page, testInfo, 'venue-settings-360');
  } finally {
    await page.evaluate(
      async (settings) => {
        await fetch('/api/staff/venue-settings', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(settings) });
      },
      before,
    );
  }
});
