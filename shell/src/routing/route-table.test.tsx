import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes';
import { remoteRouteAt } from './route-table';

// The entry script picks the page to preload with remoteRouteAt, before the router is there;
// then the router picks the page to show. They must agree, or the preload is wasted.
jest.mock('../federation/remote-registry', () => ({
  ...jest.requireActual('../federation/remote-registry'),
  loadRemotePage: jest.fn(async (remote: string, page: string) => ({
    default: () => <h1>{`${remote}/${page}`}</h1>,
  })),
}));

async function pageShownAt(path: string): Promise<string> {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>,
    );
  });
  return (await screen.findByRole('heading', { level: 1 })).textContent ?? '';
}

test.each([
  '/',
  '/book-your-party',
  '/book-your-party/',
  '/BOOK-NOW',
  '/booking-edit/abc',
  '/booking-edit/abc/',
  '/Booking-Edit/abc',
  '/booking-edit',
  '/booking-edit/abc/def',
  '/book-your-party/after-hours',
  '/book-your-party/after-hours/edit/abc',
  '/book-your-party/after-hours/edit',
  '/booking-payment/abc',
  '/booking-success/abc',
  '/booking-invitation/xyz',
  '/booking-invitation',
  '/find-my-booking',
  '/Find-My-Booking/',
  '/find-my-booking/abc',
  '//booking-success/abc',
  '/booking-success//abc',
  '/booking-edit//',
  '/book-now//',
  '/nope',
])('%s: the preloaded page is the page shown', async (path) => {
  const route = remoteRouteAt(path);
  expect(await pageShownAt(path)).toBe(route ? `${route.remote}/${route.page}` : 'Page Not Found');
});
