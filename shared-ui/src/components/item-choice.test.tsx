import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ItemChoice, ItemChoiceList } from './item-choice';

function Harness({ disabled = false }: { disabled?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <ItemChoiceList>
      <ItemChoice
        name="Sandwich Platter"
        description="Twenty-four point sandwiches."
        imageUrl="/images/sandwich-platter.svg"
        detail="$65.00 each"
        checked={checked}
        disabled={disabled}
        onToggle={() => setChecked(!checked)}
      >
        <button type="button">Increase Sandwich Platter</button>
      </ItemChoice>
    </ItemChoiceList>
  );
}

test('the checkbox is named after the item and described by its price and description', () => {
  render(<Harness />);
  const checkbox = screen.getByRole('checkbox', { name: 'Sandwich Platter' });
  expect(checkbox).toHaveAccessibleDescription('$65.00 each Twenty-four point sandwiches.');
  expect(within(screen.getByRole('list')).getByRole('listitem')).toContainElement(checkbox);
  // The picture is decorative, with its size fixed so that nothing moves when it loads.
  const image = screen.getByRole('presentation');
  expect(image).toHaveAttribute('alt', '');
  expect(image).toHaveAttribute('width', '64');
  expect(image).toHaveAttribute('height', '48');
});

test('ticking the item shows what comes with it (a quantity) and unticking hides it', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  expect(screen.queryByRole('button', { name: 'Increase Sandwich Platter' })).not.toBeInTheDocument();
  await user.click(screen.getByText('Sandwich Platter'));
  expect(screen.getByRole('checkbox', { name: 'Sandwich Platter' })).toBeChecked();
  expect(screen.getByRole('button', { name: 'Increase Sandwich Platter' })).toBeVisible();
  await user.click(screen.getByRole('checkbox', { name: 'Sandwich Platter' }));
  expect(screen.queryByRole('button', { name: 'Increase Sandwich Platter' })).not.toBeInTheDocument();
});

test('a disabled item cannot be ticked', async () => {
  const user = userEvent.setup();
  render(<Harness disabled />);
  const checkbox = screen.getByRole('checkbox', { name: 'Sandwich Platter' });
  expect(checkbox).toBeDisabled();
  await user.click(screen.getByText('Sandwich Platter'));
  expect(checkbox).not.toBeChecked();
});
