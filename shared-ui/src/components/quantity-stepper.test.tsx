import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityStepper } from './quantity-stepper';

function Harness({ start, min, max }: { start: number; min?: number; max?: number }) {
  const [value, setValue] = useState(start);
  return <QuantityStepper label="Fruit platter" value={value} min={min} max={max} onChange={setValue} />;
}

test('plus and minus change the quantity by one', async () => {
  const user = userEvent.setup();
  render(<Harness start={2} />);
  await user.click(screen.getByRole('button', { name: 'Increase Fruit platter' }));
  expect(screen.getByLabelText('Fruit platter quantity')).toHaveTextContent('3');
  await user.click(screen.getByRole('button', { name: 'Decrease Fruit platter' }));
  await user.click(screen.getByRole('button', { name: 'Decrease Fruit platter' }));
  expect(screen.getByLabelText('Fruit platter quantity')).toHaveTextContent('1');
});

test.each([
  { name: 'the quantity never goes below the minimum of 1', start: 1, button: 'Decrease Fruit platter', min: 1, max: undefined },
  { name: 'the quantity never goes above the maximum', start: 5, button: 'Increase Fruit platter', min: 0, max: 5 },
])('$name', ({ start, button, min, max }) => {
  render(<Harness start={start} min={min} max={max} />);
  expect(screen.getByRole('button', { name: button })).toBeDisabled();
});
