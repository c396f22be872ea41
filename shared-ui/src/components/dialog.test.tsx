import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';
import { Dialog } from './dialog';

/** A dialog opened from code (no Dialog.Trigger), as the booking and edit flows open theirs. */
function OpenedFromCode() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Update</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Before You Update" actions={<Button onClick={() => setOpen(false)}>Go back</Button>} />
    </>
  );
}

test.each([
  { how: 'Escape', close: (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}') },
  { how: 'one of its buttons', close: (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Go back' })) },
])('closed with $how, focus goes back to what opened it', async ({ close }) => {
  const user = userEvent.setup();
  render(<OpenedFromCode />);
  await user.click(screen.getByRole('button', { name: 'Update' }));
  expect(await screen.findByRole('dialog', { name: 'Before You Update' })).toBeInTheDocument();
  await close(user);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Update' })).toHaveFocus());
});
