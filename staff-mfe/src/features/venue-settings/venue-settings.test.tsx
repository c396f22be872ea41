import { screen, within } from '@testing-library/react';
import { REMINDERS, type StaffVenueSettings } from '@party/domain';
import { findToast, freshVisitForEachTest, renderAt } from '../../test/render';
import { recordCalls, serve, serveApiForEachTest, signedInAs } from '../../test/server';

serveApiForEachTest();
freshVisitForEachTest();

const settings = (overrides: Partial<StaffVenueSettings> = {}): StaffVenueSettings => ({
  reminders: { 'parent-week': true, 'parent-day': true, 'guest-day': false, 'thank-you': true },
  formRetentionDays: 90,
  ...overrides,
});

beforeEach(() => {
  signedInAs('manager');
  serve('/hours', {
    days: { mon: null, tue: null, wed: null, thu: null, fri: null, sat: { opens: '09:30', closes: '18:00' }, sun: null },
    publicHolidays: null,
    afterHours: { opens: '09:00', closes: '22:00' },
    version: 1,
  });
  serve('/venue-settings', settings());
});

const form = () => screen.findByRole('form', { name: 'Reminders and forms settings' });
const days = () => screen.getByRole('textbox', { name: /Keep each form for/ });

test('on the hours page: each reminder on or off with what it says, and the days forms are kept, saved whole and shown as saved', async () => {
  const saved = recordCalls('put', '/venue-settings', (body) => body);
  const { user } = await renderAt('/hours');
  const section = await form();
  const week = within(section).getByRole('checkbox', { name: REMINDERS['parent-week'].name });
  expect(week).toBeChecked();
  expect(week).toHaveAccessibleDescription(REMINDERS['parent-week'].says);
  expect(within(section).getByRole('checkbox', { name: REMINDERS['guest-day'].name })).not.toBeChecked();
  expect(days()).toHaveValue('90');

  await user.click(week);
  await user.click(within(section).getByRole('checkbox', { name: REMINDERS['guest-day'].name }));
  await user.clear(days());
  await user.type(days(), '30');
  await user.click(within(section).getByRole('button', { name: 'Save reminders and forms' }));

  expect(await findToast('Reminders and forms saved')).toBeInTheDocument();
  const sent = settings({ reminders: { 'parent-week': false, 'parent-day': true, 'guest-day': true, 'thank-you': true }, formRetentionDays: 30 });
  expect(saved).toEqual([sent]);
  expect(within(section).getByRole('checkbox', { name: REMINDERS['parent-week'].name })).not.toBeChecked();
  expect(days()).toHaveValue('30');
});

test.each([
  { typed: '0', message: 'Keep the forms at least 1 day after the party' },
  { typed: '4000', message: 'Keep the forms at most 3650 days after the party' },
  { typed: '2.5', message: 'Give a whole number of days' },
  { typed: '', message: 'Give the number of days to keep the forms' },
])('days "$typed" are refused beside the field, in words, and nothing is sent', async ({ typed, message }) => {
  const saved = recordCalls('put', '/venue-settings', settings());
  const { user } = await renderAt('/hours');
  const section = await form();
  await user.clear(days());
  if (typed) await user.type(days(), typed);
  await user.click(within(section).getByRole('button', { name: 'Save reminders and forms' }));
  expect(await within(section).findByText(message)).toBeInTheDocument();
  expect(days()).toHaveAccessibleDescription(expect.stringContaining(message));
  expect(saved).toEqual([]);
});

test("the API's refusal is shown in its words, and the form keeps what was typed", async () => {
  recordCalls('put', '/venue-settings', { code: 'invalid-request', message: 'The settings sent were not complete. Please reload the page.' }, 400);
  const { user } = await renderAt('/hours');
  const section = await form();
  await user.click(within(section).getByRole('checkbox', { name: REMINDERS['thank-you'].name }));
  await user.click(within(section).getByRole('button', { name: 'Save reminders and forms' }));
  expect(await within(section).findByText('The settings sent were not complete. Please reload the page.')).toBeInTheDocument();
  expect(within(section).getByRole('checkbox', { name: REMINDERS['thank-you'].name })).not.toBeChecked();
});
