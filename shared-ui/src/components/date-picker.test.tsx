import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker, fromCalendarDay, toCalendarDay } from './date-picker';

function Harness({ isDisabled }: { isDisabled: (date: string) => boolean }) {
  const [value, setValue] = useState('');
  return (
    <>
      <DatePicker label="Party date" value={value} onChange={setValue} today="2026-12-10" isDisabled={isDisabled} />
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
  await user.click(await screen.findByRole('button', { name: /December 18th, 2026/ }));
  expect(screen.getByText('Chosen: 2026-12-18')).toBeInTheDocument();
});

test('disabled days cannot be chosen', async () => {
  const user = userEvent.setup();
  render(<Harness isDisabled={(date) => date < '2026-12-10' || date === '2026-12-25'} />);
  expect(await screen.findByRole('button', { name: /December 9th, 2026/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: /December 25th, 2026/ })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: /December 25th, 2026/ }));
  expect(screen.getByText('Chosen: none')).toBeInTheDocument();
});

test.each(['2026-01-01', '2026-04-05', '2026-10-04', '2026-12-31'])('%s survives the round trip through the calendar', (date) => {
  expect(fromCalendarDay(toCalendarDay(date))).toBe(date);
});
