import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MissingItemsDialog, missingItems } from './missing-items-dialog';

test.each([
  { adultFood: 0, addons: 1, missing: { adultFood: true, addons: false } },
  { adultFood: 2, addons: 0, missing: { adultFood: false, addons: true } },
  { adultFood: 0, addons: 0, missing: { adultFood: true, addons: true } },
  { adultFood: 1, addons: 3, missing: undefined },
])('with $adultFood adult food and $addons add-ons chosen, the warning names $missing', ({ adultFood, addons, missing }) => {
  expect(missingItems(adultFood, addons)).toEqual(missing);
});

test.each([
  { action: 'Complete' as const, missing: { adultFood: true, addons: false }, says: "You haven't added any adult food to your party." },
  { action: 'Update' as const, missing: { adultFood: false, addons: true }, says: "You haven't added any add-ons to your party." },
  { action: 'Complete' as const, missing: { adultFood: true, addons: true }, says: "You haven't added any adult food or add-ons to your party." },
])("'Before You $action Your Booking' says what is missing, Go Back first and Continue Without Changes last", async ({ action, missing, says }) => {
  const user = userEvent.setup();
  const onGoBack = jest.fn();
  const onContinue = jest.fn();
  render(<MissingItemsDialog missing={missing} action={action} onGoBack={onGoBack} onContinue={onContinue} onDismiss={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: `Before You ${action} Your Booking` });
  expect(dialog).toHaveTextContent(`${says} Would you like to add some now?`);
  const buttons = within(dialog).getAllByRole('button').map((button) => button.textContent);
  expect(buttons.slice(0, 2)).toEqual(['Go Back to Add Items', 'Continue Without Changes']);
  await user.click(within(dialog).getByRole('button', { name: 'Continue Without Changes' }));
  expect(onContinue).toHaveBeenCalledTimes(1);
  expect(onGoBack).not.toHaveBeenCalled();
});

test('closed while nothing is missing', () => {
  render(<MissingItemsDialog missing={undefined} action="Update" onGoBack={jest.fn()} onContinue={jest.fn()} onDismiss={jest.fn()} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
