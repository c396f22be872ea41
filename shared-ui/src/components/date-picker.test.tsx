import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker, fromCalendarDay, toCalendarDay } from './date-picker';

function Harness({ isDisabled, marked, today = '2026-12-10' }: { isDisabled: (date: string) => boolean; marked?: { isMarked: (date: string) => boolean; label: string }; today?: string }) {
  const [value, setValue] = useState('');
  return (
    <>
      <DatePicker label="Party date" value={value} onChange={setValue} today={today} isDisabled={isDisabled} marked={marked} />
      <p>Chosen: {value || 'none'}</p>
    </>
  );
}

// First in the file: once fetched, the calendar stays loaded for the tests after it.
test('the calendar is fetched when first shown, with a placeholder of its size meanwhile', async () => {
  render(<Harness isDisabled={() => false} />);
  expect(screen.getByText('Loading the calendar…')).toBeInTheDocument();
  expect(await screen.findByRole('grid')).toBeInTheDocument();
  expect(screen.queryByText('Loading the calendar…')).not.toBeInTheDocument();
});

test('choosing a day gives it as yyyy-MM-dd', async () => {
  const user = userEvent.setup();
  render(<Harness isDisabled={() => false} />);
  await user.click(await screen.findByRole('button', { name: 'Friday 18 December 2026' }));
  expect(screen.getByText('Chosen: 2026-12-18')).toBeInTheDocument();
});

test('disabled days cannot be chosen', async () => {
  const user = userEvent.setup();
  render(<Harness isDisabled={(date) => date < '2026-12-10' || date === '2026-12-25'} />);
  expect(await screen.findByRole('button', { name: 'Wednesday 9 December 2026' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Friday 25 December 2026' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Friday 25 December 2026' }));
  expect(screen.getByText('Chosen: none')).toBeInTheDocument();
});

test("late on a month's last day, with nothing left in it to choose, the calendar opens on the next month", async () => {
  const { unmount } = render(<Harness today="2026-11-30" isDisabled={(date) => date <= '2026-11-30'} />);
  expect(await screen.findByRole('button', { name: 'Tuesday 1 December 2026' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Today, Monday 30 November 2026' })).not.toBeInTheDocument();
  unmount();
  // With a day left to choose, it opens on today's month.
  render(<Harness today="2026-11-30" isDisabled={(date) => date < '2026-11-30'} />);
  expect(await screen.findByRole('button', { name: 'Today, Monday 30 November 2026' })).toBeEnabled();
});

test('each day is named the Australian way, its number a word of its own (WCAG 2.5.3: the number it shows is in its name)', async () => {
  const user = userEvent.setup();
  render(<Harness isDisabled={() => false} />);
  const first = await screen.findByRole('button', { name: 'Tuesday 1 December 2026' });
  expect(first).toHaveTextContent(/^1$/);
  expect(screen.getByRole('button', { name: 'Today, Thursday 10 December 2026' })).toHaveTextContent(/^10$/);
  await user.click(first);
  expect(screen.getByRole('button', { name: 'Tuesday 1 December 2026, selected' })).toBeInTheDocument();
});

test('marked days (fully booked) say so in their names, and are shown apart', async () => {
  const full = (date: string) => date === '2026-12-19';
  render(<Harness isDisabled={full} marked={{ isMarked: full, label: 'fully booked' }} />);
  const day = await screen.findByRole('button', { name: 'Saturday 19 December 2026, fully booked' });
  expect(day).toBeDisabled();
  expect(day.closest('td')).toHaveClass('marked');
  expect(screen.getByRole('button', { name: 'Sunday 20 December 2026' }).closest('td')).not.toHaveClass('marked');
});

test.each(['2026-01-01', '2026-04-05', '2026-10-04', '2026-12-31'])('%s survives the round trip through the calendar', (date) => {
  expect(fromCalendarDay(toCalendarDay(date))).toBe(date);
});
