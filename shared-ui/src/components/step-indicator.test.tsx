import { render, screen } from '@testing-library/react';
import { StepIndicator } from './step-indicator';

const steps = ['Party Details', 'Food & Add-ons', 'Confirmation'];

test.each([
  { current: 1, done: [], future: ['Food & Add-ons', 'Confirmation'] },
  { current: 2, done: ['Party Details'], future: ['Confirmation'] },
  { current: 3, done: ['Party Details', 'Food & Add-ons'], future: [] },
])('on step $current the earlier steps are done and the later ones are still to come', ({ current, done, future }) => {
  render(<StepIndicator steps={steps} current={current} />);
  const items = screen.getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items[current - 1]).toHaveAttribute('aria-current', 'step');
  for (const label of done) expect(screen.getByText(label).closest('li')).toHaveTextContent(`${label} (completed)`);
  for (const label of future) {
    const item = screen.getByText(label).closest('li');
    expect(item).not.toHaveAttribute('aria-current');
    expect(item).not.toHaveTextContent('(completed)');
  }
});
