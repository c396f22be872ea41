import { screen, within } from '@testing-library/react';
import { STAFF_MESSAGES } from '@party/domain';
import { getStore } from '../store';
import { currentLocation, freshVisitForEachTest, renderAt } from '../test/render';
import { recordCalls, serveApiForEachTest, signedInAs, signedOut } from '../test/server';

serveApiForEachTest();
freshVisitForEachTest();

const staffNav = () => screen.getByRole('navigation', { name: 'Staff pages' });

test('a page opened without a session goes to the sign-in, which will come back to it', async () => {
  signedOut();
  await renderAt('/bookings/JJ1002');
  expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' })).toBeInTheDocument();
  expect(currentLocation()).toBe('/sign-in?next=%2Fbookings%2FJJ1002');
});

test.each([
  { role: 'owner', pages: ['Run sheet', 'Door', 'Kitchen', 'Bookings', 'New booking', 'Money', 'Availability', 'Catalogue', 'Coupons', 'Hours', 'Staff', 'Audit'] },
  { role: 'manager', pages: ['Run sheet', 'Door', 'Kitchen', 'Bookings', 'New booking', 'Money', 'Availability', 'Catalogue', 'Coupons', 'Hours', 'Audit'] },
  { role: 'front-desk', pages: ['Run sheet', 'Door', 'Kitchen', 'Bookings', 'New booking'] },
  { role: 'kitchen', pages: ['Run sheet', 'Door', 'Kitchen'] },
] as const)('$role is offered the pages its role may open: $pages', async ({ role, pages }) => {
  signedInAs(role);
  await renderAt('/');
  await screen.findByRole('heading', { level: 1, name: /^Run sheet/ });
  expect(within(staffNav()).getAllByRole('link').map((link) => link.textContent)).toEqual(pages);
  expect(within(staffNav()).getByRole('link', { name: 'Kitchen' })).toHaveAttribute('href', '/kitchen/2031-07-12');
  expect(within(staffNav()).getByRole('link', { name: 'Run sheet' })).toHaveAttribute('aria-current', 'page');
  // Every role has its own account, by the name in the header, outside the pages' list.
  expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
});

test("the day's pages and the venue's controls are two groups of the one navigation", async () => {
  signedInAs('owner');
  // The catalogue, whose answer the test server gives (the coupons page's, asked after its heading shows, it does not).
  await renderAt('/catalogue');
  await screen.findByRole('heading', { level: 1, name: 'Catalogue' });
  const groups = within(staffNav()).getAllByRole('list');
  expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['The day', 'The venue']);
  expect(within(groups[1]).getByRole('link', { name: 'Catalogue' })).toHaveAttribute('aria-current', 'page');
});

test.each(['/money', '/audit', '/bookings', '/bookings/JJ1002', '/bookings/new'])('a kitchen account opening %s is told it is not for its role, with its own pages at hand', async (path) => {
  signedInAs('kitchen');
  await renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeInTheDocument();
  expect(screen.getByText(new RegExp(STAFF_MESSAGES.notAllowed.replace('.', '\\.')))).toHaveTextContent('You are signed in as Kitchen');
  expect(within(staffNav()).getByRole('link', { name: 'Kitchen' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
});

test.each(['/money', '/audit', '/catalogue'])('a front-desk account is refused %s', async (path) => {
  signedInAs('front-desk');
  await renderAt(path);
  expect(await screen.findByRole('heading', { level: 1, name: 'Not available to your role' })).toBeInTheDocument();
});

test('Sign out ends the session on the server, says so, and leaves none of its data in the tab', async () => {
  signedInAs('owner');
  const signOuts = recordCalls('post', '/sign-out', {}, 200);
  const { user } = await renderAt('/money');
  await screen.findByRole('heading', { level: 1, name: 'Money' });
  expect(screen.getByText(/Olivia Owner/)).toHaveTextContent('Olivia Owner (Owner)');

  signedOut();
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(await screen.findByText(STAFF_MESSAGES.signedOut)).toBeInTheDocument();
  expect(signOuts).toEqual([{}]);
  expect(currentLocation()).toBe('/sign-in');
  // A tablet shared at the front desk: the next person sees nothing the last one read.
  expect(getStore().getState().api.queries).toEqual({});
});

test('the session cannot be read (the API down): said, with Try again, which brings the page', async () => {
  const { server, API } = await import('../test/server');
  const { http, HttpResponse } = await import('msw');
  server.use(http.get(`${API}/session`, () => HttpResponse.error(), { once: true }));
  const { user } = await renderAt('/');
  expect(await screen.findByRole('heading', { level: 1, name: 'The staff console could not be loaded' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: /^Run sheet/ })).toBeInTheDocument();
});
