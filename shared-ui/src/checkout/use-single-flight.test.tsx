import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSingleFlight, type Outcome } from './use-single-flight';

function Pay({ action }: { action: () => Promise<Outcome> }) {
  const { run, busy } = useSingleFlight(action);
  return (
    <button type="button" onClick={() => void run()}>
      {busy ? 'Processing...' : 'Pay'}
    </button>
  );
}

/** An action that waits until `finish` says how it ended. */
function heldAction() {
  let finish: (outcome: Outcome) => void = () => undefined;
  const action = jest.fn(() => new Promise<Outcome>((resolve) => (finish = resolve)));
  return { action, finish: (outcome: Outcome) => act(async () => finish(outcome)) };
}

test('a double click runs the action once; it is usable again once the action stays on the page', async () => {
  const user = userEvent.setup();
  const { action, finish } = heldAction();
  render(<Pay action={action} />);
  await user.dblClick(screen.getByRole('button', { name: 'Pay' }));
  expect(action).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button')).toHaveTextContent('Processing...');
  await finish('stayed');
  expect(screen.getByRole('button')).toHaveTextContent('Pay');
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  expect(action).toHaveBeenCalledTimes(2);
});

test('leaving the page stays busy, until Back restores the page from the browser cache', async () => {
  const user = userEvent.setup();
  const { action, finish } = heldAction();
  render(<Pay action={action} />);
  await user.click(screen.getByRole('button', { name: 'Pay' }));
  await finish('leaving');
  expect(screen.getByRole('button')).toHaveTextContent('Processing...');
  await user.click(screen.getByRole('button'));
  expect(action).toHaveBeenCalledTimes(1);

  act(() => {
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
  });
  expect(screen.getByRole('button')).toHaveTextContent('Pay');
});
