import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField, RadioGroup, SelectField, TextField } from './fields';

test('a text field is found by its label and announces its error', () => {
  render(<TextField label="Parent/Guardian name" name="parentName" required error="Parent/Guardian name is required" />);
  const input = screen.getByLabelText(/Parent\/Guardian name/);
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Parent/Guardian name is required');
});

test('a select offers its options after the placeholder', () => {
  render(
    <SelectField
      label="Child Turning to"
      name="childAge"
      placeholder="Choose an age"
      options={[1, 2, 3].map((age) => ({ value: String(age), label: String(age) }))}
    />,
  );
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose an age', '1', '2', '3']);
});

test('a checkbox is ticked by clicking its label', async () => {
  const user = userEvent.setup();
  render(<CheckboxField label="I accept the terms and conditions" name="acceptTerms" />);
  await user.click(screen.getByText('I accept the terms and conditions'));
  expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeChecked();
});

test('a radio group reports the chosen value', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(
    <RadioGroup
      legend="Food and add-ons"
      name="plan"
      value="later"
      onChange={onChange}
      options={[
        { value: 'later', label: 'I will do it later' },
        { value: 'now', label: 'I will do it now' },
      ]}
    />,
  );
  expect(screen.getByRole('radio', { name: 'I will do it later' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'I will do it now' }));
  expect(onChange).toHaveBeenCalledWith('now');
});
