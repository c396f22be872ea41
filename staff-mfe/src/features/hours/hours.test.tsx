import { screen, waitFor, within } from '@testing-library/react';
import type { StaffHours } from '@party/domain';
import { findToast, freshVisitForEachTest, renderAt } from '../../test/render';
import { recordCalls, serve, serveApiForEachTest, signedInAs } from '../../test/server';

serveApiForEachTest();
freshVisitForEachTest();

const day = (opens: string, closes: string) => ({ opens, closes });
const someHours = (overrides: Partial<StaffHours> = {}): StaffHours => ({
  days: { mon: day('09:30', '17:30'), tue: day('09:30', '17:30'), wed: day('09:30', '17:30'), thu: day('09:30', '17:30'), fri: day('09:30', '19:30'), sat: day('09:30', '18:00'), sun: day('09:30', '18:00') },
  publicHolidays: day('10:00', '17:00'),
  afterHours: day('09:00', '22:00'),
  version: 3,
  ...overrides,
});

beforeEach(() => {
  signedInAs('owner');
  serve('/hours', someHours());
  // The page's other section (features/venue-settings, tested there).
  serve('/venue-settings', { reminders: { 'parent-week': true, 'parent-day': true, 'guest-day': true, 'thank-you': true }, formRetentionDays: 90 });
});

const form = () => screen.getByRole('form', { name: 'Opening hours' });
const dayGroup = (name: string) => within(form()).getByRole('group', { name });

test('each day open or closed with its times, and the after-hours window, saved together at the version read', async () => {
  const saved = recordCalls('put', '/hours', (body) => ({ ...(body as StaffHours), version: 4 }));
  const { user } = await renderAt('/hours');
  await screen.findByRole('form', { name: 'Opening hours' });
  expect(within(dayGroup('Friday')).getByLabelText(/^Friday Opens/)).toHaveValue('09:30');
  expect(within(dayGroup('Friday')).getByLabelText(/^Friday Closes/)).toHaveValue('19:30');

  await user.clear(within(dayGroup('Friday')).getByLabelText(/^Friday Closes/));
  await user.type(within(dayGroup('Friday')).getByLabelText(/^Friday Closes/), '21:00');
  await user.click(within(dayGroup('Sunday')).getByRole('checkbox', { name: 'Open' }));
  expect(within(dayGroup('Sunday')).getByText('Closed')).toBeInTheDocument();
  const window = within(form()).getByRole('region', { name: 'After-hours hire' });
  await user.clear(within(window).getByLabelText(/^First start/));
  await user.type(within(window).getByLabelText(/^First start/), '10:00');
  await user.click(within(form()).getByRole('button', { name: 'Save hours' }));

  expect(await findToast('Opening hours saved')).toBeInTheDocument();
  expect(saved).toEqual([
    {
      version: 3,
      days: { ...someHours().days, fri: day('09:30', '21:00'), sun: null },
      publicHolidays: day('10:00', '17:00'),
      afterHours: day('10:00', '22:00'),
      decisions: [],
    },
  ]);
  // The hours saved are the form's starting point now: nothing to undo (and the form has taken them before it is touched again).
  await waitFor(() => expect(within(form()).getByRole('button', { name: 'Undo changes' })).toBeDisabled());
  // Ticking Open again brings back the times it had.
  await user.click(within(dayGroup('Sunday')).getByRole('checkbox', { name: 'Open' }));
  expect(within(dayGroup('Sunday')).getByLabelText(/^Sunday Opens/)).toHaveValue('09:30');
});

test('a closing before the opening is told beside the day, and nothing is sent', async () => {
  const saved = recordCalls('put', '/hours', someHours());
  const { user } = await renderAt('/hours');
  await screen.findByRole('form', { name: 'Opening hours' });
  await user.clear(within(dayGroup('Monday')).getByLabelText(/^Monday Closes/));
  await user.type(within(dayGroup('Monday')).getByLabelText(/^Monday Closes/), '08:00');
  await user.click(within(form()).getByRole('button', { name: 'Save hours' }));
  expect(await within(dayGroup('Monday')).findByText('Closing must be after opening')).toBeInTheDocument();
  expect(within(dayGroup('Monday')).getByLabelText(/^Monday Closes/)).toHaveAccessibleDescription('Closing must be after opening');
  expect(saved).toEqual([]);
});

test('another manager saved first: their hours are shown, with the API’s words, and nothing is lost silently', async () => {
  recordCalls('put', '/hours', () => {
    serve('/hours', someHours({ publicHolidays: null, version: 4 }));
    return { code: 'changed-meanwhile', message: 'Someone else changed this meanwhile: here it is as it now is. Make your change again on it.' };
  }, 409);
  const { user } = await renderAt('/hours');
  await screen.findByRole('form', { name: 'Opening hours' });
  await user.click(within(dayGroup('Monday')).getByRole('checkbox', { name: 'Open' }));
  await user.click(within(form()).getByRole('button', { name: 'Save hours' }));
  expect(await screen.findByText('Someone else changed this meanwhile: here it is as it now is. Make your change again on it.')).toBeInTheDocument();
  expect(await within(dayGroup('Public holidays')).findByText('Closed')).toBeInTheDocument();
  expect(within(dayGroup('Monday')).getByRole('checkbox', { name: 'Open' })).toBeChecked();
});

test('the hours that cannot be read say so, with Try again', async () => {
  serve('/hours', { code: 'server-error', message: 'Boom' }, 500);
  await renderAt('/hours');
  expect(await screen.findByText('The opening hours could not be loaded')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

test('an after-hours window no 2-hour hire fits in, or off the quarter hour, is told beside it and not sent', async () => {
  const saved = recordCalls('put', '/hours', someHours());
  const { user } = await renderAt('/hours');
  await screen.findByRole('form', { name: 'Opening hours' });
  const window = within(form()).getByRole('region', { name: 'After-hours hire' });
  await user.clear(within(window).getByLabelText(/^First start/));
  await user.type(within(window).getByLabelText(/^First start/), '21:00');
  await user.click(within(form()).getByRole('button', { name: 'Save hours' }));
  expect(await within(window).findByText('The latest end must be at least 2 hours after the first start')).toBeInTheDocument();
  await user.clear(within(window).getByLabelText(/^First start/));
  await user.type(within(window).getByLabelText(/^First start/), '09:10');
  expect(await within(window).findByText('Give a time on the quarter hour')).toBeInTheDocument();
  expect(saved).toEqual([]);
});

const friday = {
  kind: 'party' as const,
  reference: 'JJ1004',
  status: 'confirmed' as const,
  date: '2031-07-18',
  startTime: '18:00',
  endTime: '20:00',
  room: 'Jungle Room',
  what: 'Leo, turning 8',
  customer: { name: 'Jo Brown', mobile: '0400 111 222', email: 'jo@example.com' },
  paid: 100,
  onlineChangesOpen: true,
  started: false,
  askedToMove: false,
};

test('hours that leave a party outside them: the party and its parent are shown before saving, and the hours are saved with the choice made', async () => {
  const previewed = recordCalls('post', '/hours/preview', { bookings: [friday] });
  const saved = recordCalls('put', '/hours', (body) => ({ ...(body as StaffHours), version: 4 }));
  const { user } = await renderAt('/hours');
  await screen.findByRole('form', { name: 'Opening hours' });
  await user.clear(within(dayGroup('Friday')).getByLabelText(/^Friday Closes/));
  await user.type(within(dayGroup('Friday')).getByLabelText(/^Friday Closes/), '17:00');
  await user.click(within(form()).getByRole('button', { name: 'Save hours' }));

  const list = await screen.findByRole('region', { name: '1 booking the new hours leave outside them' });
  expect(list.querySelector('h3')).toHaveFocus();
  expect(previewed).toEqual([{ days: { ...someHours().days, fri: day('09:30', '17:00') }, publicHolidays: day('10:00', '17:00'), afterHours: day('09:00', '22:00') }]);
  expect(saved).toEqual([]);
  const booking = within(list).getByRole('listitem', { name: 'JJ1004, Leo, turning 8' });
  expect(booking).toHaveTextContent('Fri 18 Jul 2031, 6:00 PM - 8:00 PM');
  expect(booking).toHaveTextContent('Jo Brown · 0400 111 222 · jo@example.com');
  expect(within(booking).getByRole('link', { name: '0400 111 222' })).toHaveAttribute('href', 'tel:0400111222');

  // Saving without a choice is stopped here, naming what is left.
  await user.click(within(form()).getByRole('button', { name: 'Save hours' }));
  expect(await within(list).findByText('Choose Cancel, Ask to move or Keep for the booking left.')).toBeInTheDocument();
  expect(saved).toEqual([]);
  await user.click(within(booking).getByRole('radio', { name: /^Keep it/ }));
  await user.click(within(form()).getByRole('button', { name: 'Save hours' }));
  expect(await findToast('Opening hours saved')).toBeInTheDocument();
  expect(saved).toEqual([expect.objectContaining({ version: 3, decisions: [{ reference: 'JJ1004', decision: 'keep' }] })]);
  expect(screen.queryByRole('region', { name: /leave outside them/ })).not.toBeInTheDocument();
});

test('changing the hours again puts the list away: it is checked again on saving', async () => {
  const previewed = recordCalls('post', '/hours/preview', { bookings: [friday] });
  const { user } = await renderAt('/hours');
  await screen.findByRole('form', { name: 'Opening hours' });
  await user.clear(within(dayGroup('Friday')).getByLabelText(/^Friday Closes/));
  await user.type(within(dayGroup('Friday')).getByLabelText(/^Friday Closes/), '17:00');
  await user.click(within(form()).getByRole('button', { name: 'Save hours' }));
  await screen.findByRole('region', { name: /leave outside them/ });
  await user.type(within(dayGroup('Friday')).getByLabelText(/^Friday Closes/), '{backspace}5');
  expect(screen.queryByRole('region', { name: /leave outside them/ })).not.toBeInTheDocument();
  await user.click(within(form()).getByRole('button', { name: 'Save hours' }));
  await screen.findByRole('region', { name: /leave outside them/ });
  expect(previewed).toHaveLength(2);
});
