import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { serveTestVenue, TEST_VENUE_TEL, testVenue } from '@party/shared-ui/src/test/venue-fixtures';
import { AppRoutes } from './app-routes';

// The route table only: which exposed page each path asks for. Loading real remotes is the
// browser tests' job (e2e/tests/federation.spec.ts).
jest.mock('../federation/remote-registry', () => ({
  ...jest.requireActual('../federation/remote-registry'),
  loadRemotePage: jest.fn(async (remote: string, page: string) => ({
    default: () => <h1>{`${remote}/${page}`}</h1>,
  })),
}));

// The venue's details, read before the first render as bootstrap.tsx reads them.
serveTestVenue();

/** Remote pages suspend while they load, so rendering is awaited. */
async function renderAt(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>,
    );
  });
}

test.each([
  { path: '/', page: 'booking/BookingPage' },
  { path: '/book-your-party', page: 'booking/BookingPage' },
  { path: '/book-now', page: 'booking/BookingPage' },
  { path: '/booking-edit/abc', page: 'edit/EditBookingPage' },
  { path: '/book-your-party/after-hours', page: 'afterhours/AfterHoursPage' },
  { path: '/book-your-party/after-hours/edit/abc', page: 'afterhours/AfterHoursPage' },
  { path: '/booking-payment/abc', page: 'edit/PayNowPage' },
  { path: '/booking-success/abc', page: 'edit/ConfirmationPage' },
  { path: '/find-my-booking', page: 'edit/FindBookingPage' },
])('$path shows $page inside the header and footer', async ({ path, page }) => {
  await renderAt(path);
  const main = screen.getByRole('main');
  expect(await within(main).findByRole('heading', { name: page })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

test('the invitation is shown without header and footer', async () => {
  await renderAt('/booking-invitation/xyz');
  expect(await screen.findByRole('heading', { name: 'invitation/InvitationPage' })).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});

test.each(['/nope', '/booking-edit', '/booking-success/a/b', '/book-your-party/after-hours/edit'])(
  '%s is the 404 page inside the layout',
  async (path) => {
    await renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, the page you were looking for was not found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  },
);

test('the header links to booking, after-hours and contact', async () => {
  await renderAt('/nope');
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'Book a Party' })).toHaveAttribute('href', '/');
  expect(within(nav).getByRole('link', { name: 'After-Hours Hire' })).toHaveAttribute('href', '/book-your-party/after-hours');
  expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact');
});

test("the header names the venue of GET /api/venue, and links home", async () => {
  await renderAt('/nope');
  expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Test Play Centre' })).toHaveAttribute('href', '/');
});

test("the footer gives the venue's name, address, phone, email and opening hours, from GET /api/venue", async () => {
  await renderAt('/nope');
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByRole('heading', { name: 'Test Play Centre' })).toBeInTheDocument();
  expect(within(footer).getByText('7 Test Avenue, Parramatta NSW 2150')).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: '(02) 9555 0199' })).toHaveAttribute('href', TEST_VENUE_TEL);
  expect(within(footer).getByRole('link', { name: testVenue.email })).toHaveAttribute('href', `mailto:${testVenue.email}`);
  for (const text of ['Mon-Fri', '9:00am-5:00pm', 'Sat-Sun', '8:00am-6:00pm']) {
    expect(within(footer).getByText(text)).toBeInTheDocument();
  }
});

test('each page names itself and the venue in the browser tab', async () => {
  await renderAt('/book-your-party/after-hours');
  expect(document.title).toBe('After-hours hire | Test Play Centre');
});
