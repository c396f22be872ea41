import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { useScrollOnNavigate } from './use-scroll-on-navigate';

// Where an in-site navigation lands: a new page at its top (decision 031), Back where the
// browser keeps it, a page that changes its own query where it is.

function Page() {
  useScrollOnNavigate();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate('/booking-success/bk_1')}>Update Booking</button>
      <button onClick={() => navigate('/booking-edit/bk_1?step=2')}>Same page, another query</button>
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  );
}

test('a new page opens at its top; a first load, Back and a change of query alone scroll nothing', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/booking-edit/bk_1']}>
      <Page />
    </MemoryRouter>,
  );
  expect(scrollTo).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Same page, another query' }));
  expect(scrollTo).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Update Booking' }));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' });

  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(scrollTo).toHaveBeenCalledTimes(1);
  scrollTo.mockRestore();
});
