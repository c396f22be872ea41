import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serveTestVenue, TEST_VENUE_TEL } from '../test/venue-fixtures';
import { PageRoot } from './page-root';

serveTestVenue();

let broken = true;
function BrokenPage() {
  if (broken) throw new Error('the page broke');
  return <p>The page is back</p>;
}

test('a page that crashes says so inside its own frame, with the venue phone, and Try again shows it again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <PageRoot page="invitation/InvitationPage" build="b1">
      <BrokenPage />
    </PageRoot>,
  );
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(screen.getByRole('link', { name: '(02) 9555 0199' })).toHaveAttribute('href', TEST_VENUE_TEL);
  expect(document.querySelector('[data-remote-page="invitation/InvitationPage"][data-build="b1"]')).toContainElement(
    screen.getByRole('heading', { name: 'Something went wrong' }),
  );
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByText('The page is back')).toBeVisible();
});
