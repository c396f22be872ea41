import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CancelQuote } from '@party/domain';
import { CancelBookingDialog } from './cancel-booking-dialog';

// The cancellation's confirmation (decision 052) with its calls stood in for: the flows' own tests
// (edit-mfe, afterhours-mfe) run it against their endpoints.

const quote: CancelQuote = {
  reference: 'JJ1043',
  totalPaidAmount: 455,
  kept: { deposit: 100, fees: 0, platters: 60, total: 160 },
  refund: 295,
  keptWords: 'The venue keeps the $100.00 non-refundable deposit and $60.00 of platters (platter orders are final once confirmed); the rest of what was paid is refunded.',
  canceled: false,
};

/** A network failure as RTK Query's unwrap rejects with it. */
const networkDown = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };

function Harness(props: { quote: () => Promise<CancelQuote>; cancel?: (refund: number) => Promise<CancelQuote>; onRefused?: (code: string) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <CancelBookingDialog
      open={open}
      onClose={() => setOpen(false)}
      kind="party"
      quote={props.quote}
      cancel={props.cancel ?? (() => Promise.resolve({ ...quote, canceled: true }))}
      onCanceled={() => undefined}
      onRefused={props.onRefused ?? (() => undefined)}
    />
  );
}

test('the kept platters are a line of their own; nothing can be confirmed before the figures are shown', async () => {
  let answer: (value: CancelQuote) => void = () => undefined;
  render(<Harness quote={() => new Promise((resolve) => (answer = resolve))} />);
  const dialog = await screen.findByRole('dialog', { name: 'Cancel This Booking' });
  expect(within(dialog).getByRole('status')).toHaveTextContent('Working out your refund…');
  expect(within(dialog).getByRole('button', { name: 'Yes, Cancel the Booking' })).toBeDisabled();
  answer(quote);
  const money = await within(dialog).findByLabelText('What canceling means for your money');
  expect(within(money).getByText('Platters, final once confirmed (kept)').nextElementSibling).toHaveTextContent('$60.00');
  expect(within(money).getByText('Refunded to you').nextElementSibling).toHaveTextContent('$295.00');
  expect(within(dialog).getByRole('button', { name: 'Yes, Cancel the Booking' })).toBeEnabled();
});

test('figures that could not be read say so, with Try again, which asks again', async () => {
  const user = userEvent.setup();
  const ask = jest.fn<Promise<CancelQuote>, []>().mockRejectedValueOnce(networkDown).mockResolvedValue(quote);
  render(<Harness quote={ask} />);
  const dialog = await screen.findByRole('dialog', { name: 'Cancel This Booking' });
  const failed = await within(dialog).findByText('We could not work this out just now. Please try again, or call us.');
  expect(failed.parentElement).toHaveTextContent('Network error: the server could not be reached');
  expect(within(dialog).getByRole('button', { name: 'Yes, Cancel the Booking' })).toBeDisabled();
  await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
  await within(dialog).findByLabelText('What canceling means for your money');
  expect(ask).toHaveBeenCalledTimes(2);
});

test('a cancellation that failed for a reason of its own keeps the dialog open, says why, and cancels nothing', async () => {
  const user = userEvent.setup();
  const cancel = jest.fn<Promise<CancelQuote>, [number]>().mockRejectedValue(networkDown);
  render(<Harness quote={() => Promise.resolve(quote)} cancel={cancel} />);
  const dialog = await screen.findByRole('dialog', { name: 'Cancel This Booking' });
  await within(dialog).findByLabelText('What canceling means for your money');
  await user.click(within(dialog).getByRole('button', { name: 'Yes, Cancel the Booking' }));
  expect(await within(dialog).findByText('Network error: the server could not be reached')).toBeVisible();
  expect(cancel).toHaveBeenCalledWith(295);
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Yes, Cancel the Booking' })).toBeEnabled());
});
