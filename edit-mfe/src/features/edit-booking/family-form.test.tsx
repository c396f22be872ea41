import { screen, within } from '@testing-library/react';
import { fixNow, realClockAfterEachTest } from '@tooling/jest/browser-helpers';
import { freshPageAfterEachTest, renderAt } from '../../test/render';
import { aFamilyForm, serveApiForEachTest, serveFamilyForm } from '../../test/server';

// The guest of honour's family's attendance form from the edit page (decision 062): its status and
// the link to the form page, whether online changes are open or closed (forms close at the start).

serveApiForEachTest();
freshPageAfterEachTest();
realClockAfterEachTest();

const card = async () => within(await screen.findByRole('region', { name: "Your Family's Attendance Form" }));

test('a form never filled is offered to fill in, by its own link', async () => {
  await renderAt('/booking-edit/bk_1');
  const form = await card();
  expect(await form.findByRole('link', { name: 'Fill in the attendance form' })).toHaveAttribute('href', '/attendance-form/host-form-1');
});

test('a filled form says when and by whom, and can be corrected', async () => {
  serveFamilyForm(aFamilyForm({ agreedAt: '2031-06-02T00:00:00.000Z', form: { ...aFamilyForm().form, agreedName: 'Sam Nguyen' } }));
  await renderAt('/booking-edit/bk_1');
  const form = await card();
  expect(await form.findByText(/Saved on .* by Sam Nguyen\. You can correct it until the party starts\./)).toBeVisible();
  expect(form.getByRole('link', { name: 'Correct the attendance form' })).toHaveAttribute('href', '/attendance-form/host-form-1');
});

test('once online changes are closed the form is still offered', async () => {
  // The party is on Thursday 10 July 2031: two days before.
  fixNow('2031-07-08T09:00:00+10:00');
  await renderAt('/booking-edit/bk_1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Online Changes Are Closed' })).toBeVisible();
  expect(await (await card()).findByRole('link', { name: 'Fill in the attendance form' })).toBeVisible();
});
