import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { serveTestVenue } from '@party/shared-ui/src/test/venue-fixtures';
import { TAKEN_TIMES_MESSAGES, type AfterHoursAvailability, type AfterHoursWindow } from '@party/domain';
import { terms } from '../../test/fixtures';
import { takenTimesOf } from '../taken-times';
import { DateTimeFields } from './date-time-fields';
import { newEventValues, timesTakenStatus, type EventFormValues } from './form-values';

// The time lists of SPEC.md §5: start times every 15 minutes from 09:00, leaving 2 hours before
// 22:00 (today only from now + 15 minutes, rounded up to the quarter hour); end times every 30
// minutes from 2 hours after the start up to 22:00. Times already taken (a hire, or parties) are
// not offered, and a day with no 2 hours left is fully booked.

// The venue (in Sydney) as GET /api/venue answers it, read before the first test.
serveTestVenue();

/** 10:01 am on Tuesday 8 July 2031 in Sydney. */
const sydneyAt = (time: string) => Date.parse(`2031-07-08T${time}:00+10:00`);

/** The 20th: parties until 4 pm and a hire from 8 pm. The 27th: hired all day. */
const TAKEN: AfterHoursAvailability = {
  from: '2031-07-10',
  to: '2032-07-02',
  days: [
    { date: '2031-07-20', taken: [{ start: '09:30', end: '16:00' }, { start: '20:00', end: '22:00' }], fullyTaken: false },
    { date: '2031-07-27', taken: [{ start: '09:00', end: '22:00' }], fullyTaken: true },
  ],
};
const NOTHING_TAKEN: AfterHoursAvailability = { from: TAKEN.from, to: TAKEN.to, days: [] };

interface RenderOptions {
  now?: number;
  taken?: AfterHoursAvailability;
  /** The form's status: Continue found the times taken. */
  initialStatus?: unknown;
  /** The venue's after-hours window: the spec's unless the test sets another. */
  hireWindow?: AfterHoursWindow;
}

/** The fields with these values, once the calendar (fetched when first shown) is there. */
async function renderFields(values: Partial<EventFormValues>, { now = sydneyAt('10:01'), taken = NOTHING_TAKEN, initialStatus, hireWindow = terms.window }: RenderOptions = {}) {
  const user = userEvent.setup();
  render(
    <Formik initialValues={{ ...newEventValues(null), ...values }} initialStatus={initialStatus} onSubmit={() => undefined}>
      <DateTimeFields now={now} unavailableDates={['2031-07-25']} taken={takenTimesOf(taken, () => undefined)} hireWindow={hireWindow} />
    </Formik>,
  );
  await screen.findByRole('grid');
  return user;
}

const startTime = () => screen.getByRole('combobox', { name: 'Start Time (required)' });
const endTime = () => screen.getByRole('combobox', { name: 'End Time (required)' });
const offered = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .filter((option) => (option as HTMLOptionElement).value !== '')
    .map((option) => option.textContent);

test.each([
  { name: 'at 10:01 the earliest is 10:30 (now + 15 minutes, rounded up to the quarter hour)', now: '10:01', first: '10:30 AM', count: 39 },
  { name: 'on a quarter hour it is 15 minutes later', now: '10:00', first: '10:15 AM', count: 40 },
  { name: 'before opening every start time is offered', now: '07:30', first: '9:00 AM', count: 45 },
  { name: 'at 19:45 only 8:00 PM is left', now: '19:45', first: '8:00 PM', count: 1 },
])("today's start times: $name", async ({ now, first, count }) => {
  await renderFields({ date: '2031-07-08' }, { now: sydneyAt(now) });
  const times = offered(startTime());
  expect([times[0], times.length]).toEqual([first, count]);
  expect(times.at(-1)).toBe('8:00 PM');
});

test('after 19:45 no start time is left today, and the select says so', async () => {
  await renderFields({ date: '2031-07-08' }, { now: sydneyAt('19:46') });
  expect(offered(startTime())).toEqual([]);
  expect(within(startTime()).getByRole('option', { name: 'No start times left that day' })).toBeInTheDocument();
});

test('a later day offers 9:00 AM to 8:00 PM every 15 minutes: the last start leaves 2 hours before 22:00', async () => {
  await renderFields({ date: '2031-07-20' });
  const times = offered(startTime());
  expect(times).toHaveLength(45);
  expect(times.slice(0, 3)).toEqual(['9:00 AM', '9:15 AM', '9:30 AM']);
  expect(times.at(-1)).toBe('8:00 PM');
  expect(times).not.toContain('8:15 PM');
});

test('the lists follow the window the venue sets: 10:00 to 18:00 starts 10:00 AM to 4:00 PM, and ends by 6:00 PM', async () => {
  const user = await renderFields({ date: '2031-07-20' }, { hireWindow: { opens: '10:00', closes: '18:00' } });
  const times = offered(startTime());
  expect([times[0], times.at(-1), times.length]).toEqual(['10:00 AM', '4:00 PM', 25]);
  await user.selectOptions(startTime(), '15:00');
  expect(offered(endTime())).toEqual(['5:00 PM', '5:30 PM', '6:00 PM']);
});

test.each([
  { start: '18:00', ends: ['8:00 PM', '8:30 PM', '9:00 PM', '9:30 PM', '10:00 PM'] },
  { start: '18:15', ends: ['8:15 PM', '8:45 PM', '9:15 PM', '9:45 PM'] },
  { start: '20:00', ends: ['10:00 PM'] },
  { start: '09:00', first: '11:00 AM', count: 23 },
])('from $start the end times run from 2 hours after the start to 22:00 every 30 minutes', async ({ start, ends, first, count }) => {
  await renderFields({ date: '2031-07-20', startTime: start });
  const times = offered(endTime());
  if (ends) expect(times).toEqual(ends);
  else expect([times[0], times.length, times.at(-1)]).toEqual([first, count, '10:00 PM']);
});

test('the times wait for what they follow: no start before a date, no end before a start', async () => {
  await renderFields({});
  expect(startTime()).toBeDisabled();
  expect(within(startTime()).getByRole('option', { name: 'Choose a date first' })).toBeInTheDocument();
  expect(endTime()).toBeDisabled();
  expect(within(endTime()).getByRole('option', { name: 'Choose a start time first' })).toBeInTheDocument();
});

test('changing the date clears both times, and changing the start clears the end', async () => {
  const user = await renderFields({ date: '2031-07-20', startTime: '18:00', endTime: '21:00' });
  expect(screen.getByRole('textbox', { name: 'Duration' })).toHaveValue('3 hours');

  await user.selectOptions(startTime(), '6:30 PM');
  expect(startTime()).toHaveValue('18:30');
  expect(endTime()).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Duration' })).toHaveValue('');
  await user.selectOptions(endTime(), '9:30 PM');
  expect(screen.getByRole('textbox', { name: 'Duration' })).toHaveValue('3 hours');

  await user.click(await screen.findByRole('button', { name: 'Monday 21 July 2031' }));
  expect(startTime()).toHaveValue('');
  expect(endTime()).toHaveValue('');
  expect(endTime()).toBeDisabled();
});

test('choosing the same date again keeps the times', async () => {
  const user = await renderFields({ date: '2031-07-20', startTime: '18:00', endTime: '21:00' });
  await user.click(await screen.findByRole('button', { name: 'Sunday 20 July 2031, selected' }));
  expect([startTime(), endTime()].map((select) => (select as HTMLSelectElement).value)).toEqual(['18:00', '21:00']);
});

test('the duration is read-only', async () => {
  await renderFields({ date: '2031-07-20', startTime: '09:00', endTime: '22:00' });
  const duration = screen.getByRole('textbox', { name: 'Duration' });
  expect(duration).toHaveAttribute('readonly');
  expect(duration).toHaveValue('13 hours');
});

test.each([
  { day: 'Wednesday 9 July 2031', why: 'less than 48 hours ahead', enabled: false },
  { day: 'Thursday 10 July 2031', why: 'the first day 48 hours ahead', enabled: true },
  { day: 'Friday 25 July 2031', why: 'an unavailable date', enabled: false },
  { day: 'Saturday 26 July 2031', why: 'a day after it', enabled: true },
])('the calendar: $day is $why', async ({ day, enabled }) => {
  await renderFields({});
  const button = await screen.findByRole('button', { name: new RegExp(`^(Today, )?${day}$`) });
  if (enabled) expect(button).toBeEnabled();
  else expect(button).toBeDisabled();
});

// Twelve months paged one click at a time: more than Jest's default 5 seconds on a busy machine
// (seen with the other packages' tests running beside it).
test('the calendar goes no further than 12 x 30 days ahead', async () => {
  const user = await renderFields({});
  for (let month = 0; month < 12; month += 1) await user.click(screen.getByRole('button', { name: 'Go to the Next Month' }));
  expect(screen.getByRole('button', { name: 'Friday 2 July 2032' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Saturday 3 July 2032' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Go to the Next Month' })).toHaveAttribute('aria-disabled', 'true');
}, 20_000);

test('a day partly taken offers only the start times whose 2 hours fit, and says what is booked', async () => {
  await renderFields({ date: '2031-07-20' }, { taken: TAKEN });
  // Free from 4 pm to 8 pm: 4:00 PM to 6:00 PM leave 2 hours before the hire (9:00 AM would cross the parties at 9:30).
  expect(offered(startTime())).toEqual(['4:00 PM', '4:15 PM', '4:30 PM', '4:45 PM', '5:00 PM', '5:15 PM', '5:30 PM', '5:45 PM', '6:00 PM']);
  expect(startTime()).toHaveAccessibleDescription('Already booked that day: 9:30 AM - 4:00 PM, 8:00 PM - 10:00 PM. Only times that fit are offered.');
});

test('the end times stop at the next taken time', async () => {
  await renderFields({ date: '2031-07-20', startTime: '16:30' }, { taken: TAKEN });
  expect(offered(endTime())).toEqual(['6:30 PM', '7:00 PM', '7:30 PM', '8:00 PM']);
});

test('a day with nothing taken says nothing of it', async () => {
  await renderFields({ date: '2031-07-21' }, { taken: TAKEN });
  expect(offered(startTime())).toHaveLength(45);
  expect(startTime()).not.toHaveAccessibleDescription();
});

test('a fully taken day is crossed out, shaded and named fully booked; the calendar says what the shade means', async () => {
  await renderFields({}, { taken: TAKEN });
  expect(await screen.findByRole('button', { name: 'Sunday 27 July 2031, fully booked' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Sunday 20 July 2031' })).toBeEnabled();
  expect(screen.getByRole('group', { name: 'Event Date' })).toHaveAccessibleDescription(TAKEN_TIMES_MESSAGES.calendarHint);
});

test('times chosen before someone else took them are said to be taken, beside the times, without taking the keyboard', async () => {
  await renderFields({ date: '2031-07-20', startTime: '18:00', endTime: '21:00' }, { taken: TAKEN });
  expect(screen.getByRole('alert')).toHaveTextContent(TAKEN_TIMES_MESSAGES.timesTaken);
  expect(screen.getByRole('alert')).not.toHaveFocus();
  // The times chosen stay chosen, so the parent sees what to change.
  expect([startTime(), endTime()].map((select) => (select as HTMLSelectElement).value)).toEqual(['18:00', '21:00']);
});

test('times found taken at Continue are said beside the times, which take the keyboard; choosing another time clears it', async () => {
  const user = await renderFields({ date: '2031-07-21', startTime: '18:00', endTime: '21:00' }, { initialStatus: timesTakenStatus() });
  const message = screen.getByRole('alert');
  expect(message).toHaveTextContent(TAKEN_TIMES_MESSAGES.timesTaken);
  expect(message.closest('[data-field="times"]')).toHaveFocus();
  await user.selectOptions(startTime(), '6:30 PM');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
