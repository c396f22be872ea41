import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { serveTestVenue } from '@party/shared-ui/src/test/venue-fixtures';
import type { RemotePageModule } from '@party/shared-ui';
import { RemoteLoadError } from '../federation/remote-registry';
import { staffRouteAt } from './staff-route-table';
import { StaffRoutes } from './staff-routes';

// The staff site's host: each staff address shows the staff remote's page the entry script
// preloads (staffRouteAt, before the router is there), the staff's own words when the remote is
// down, and a 404 of its own; no public page.

jest.mock('../federation/remote-registry', () => ({
  ...jest.requireActual('../federation/remote-registry'),
  resetRemote: jest.fn(async () => undefined),
}));

serveTestVenue();

const page = (name: string): RemotePageModule => ({ default: () => <h1>{name}</h1> });

async function renderAt(path: string, load: (remote: string, page: string) => Promise<RemotePageModule>) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <StaffRoutes loadPage={load} />
      </MemoryRouter>,
    );
  });
}

test.each([
  '/',
  '/day/2031-07-12',
  '/Day/2031-07-12/',
  '/kitchen/2031-07-12',
  '/bookings',
  '/bookings/JJ1002',
  '/bookings/new',
  '/money',
  '/audit',
  '/availability',
  '/catalogue',
  '/hours',
  '/coupons',
  '/staff',
  '/account',
  '/sign-in',
  '/join/abc',
  '/day',
  '/bookings/JJ1002/notes',
  '/book-your-party',
  '/booking-edit/abc',
  '/booking-invitation/abc',
])('%s: the page the entry script preloads is the page shown', async (path) => {
  const route = staffRouteAt(path);
  await renderAt(path, async (remote, name) => page(`${remote}/${name}`));
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(route ? `staff/${route.page}` : 'Page not found');
});

test('the staff site’s own 404 leads to the run sheet', async () => {
  await renderAt('/book-your-party', async () => page('never'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText('The staff site has no page at this address.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "Go to today's run sheet" })).toHaveAttribute('href', '/');
});

test('the staff remote down: said in the staff’s words (no “call us”), and Try again brings the page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  const load = jest
    .fn<Promise<RemotePageModule>, [string, string]>()
    .mockRejectedValueOnce(new RemoteLoadError('staff', { reason: 'server down' }))
    .mockResolvedValueOnce(page('Run sheet'));
  await renderAt('/', load);
  expect(await screen.findByRole('heading', { level: 1, name: 'The run sheet page is not available right now' })).toBeInTheDocument();
  expect(screen.getByText('The staff console could not be loaded. Please check the connection and try again.')).toBeInTheDocument();
  expect(screen.queryByText(/call us/)).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Run sheet' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
