import { screen, within } from '@testing-library/react';
import type { StaffBookingFound } from '@party/domain';
import { currentLocation, freshVisitForEachTest, renderAt } from '../../test/render';
import { recordGets, serve, serveApiForEachTest } from '../../test/server';

serveApiForEachTest();
freshVisitForEachTest();

const found: StaffBookingFound[] = [
  { kind: 'party', reference: 'JJ1004', status: 'confirmed', date: '2031-07-12', startTime: '13:00', what: 'Leo', name: 'Jo Brown', email: 'jo@example.com', mobile: '0400 111 222', createdAt: '2031-07-01T02:00:00Z' },
  { kind: 'hire', reference: 'JJ1001', status: 'canceled', date: '2031-06-01', startTime: '18:00', what: 'After-hours hire', name: 'Jo Brown', email: 'jo@example.com', mobile: '0400 111 222', createdAt: '2031-05-01T02:00:00Z' },
];

test('a search goes into the address (?q=) and lists what it finds, newest first, each leading to its booking', async () => {
  const searches = recordGets('/api/staff/bookings');
  serve('/bookings', { q: 'jo brown', results: found });
  const { user } = await renderAt('/bookings');
  await screen.findByRole('heading', { level: 1, name: 'Bookings' });
  await user.type(screen.getByRole('searchbox', { name: 'Search' }), ' jo brown ');
  await user.click(screen.getByRole('button', { name: 'Search' }));
  expect(await screen.findByRole('heading', { level: 2, name: '2 bookings match “jo brown”' })).toBeInTheDocument();
  expect(currentLocation()).toBe('/bookings?q=jo+brown');
  expect(searches).toEqual(['/api/staff/bookings?q=jo+brown']);
  const results = within(screen.getByRole('region', { name: '2 bookings match “jo brown”' })).getAllByRole('listitem');
  expect(results[0]).toHaveTextContent('JJ1004 · Leo');
  expect(results[0]).toHaveTextContent('Party, Sat 12 Jul 2031 at 1:00 PM');
  expect(within(results[0]!).getByRole('link', { name: 'JJ1004' })).toHaveAttribute('href', '/bookings/JJ1004');
  expect(within(results[0]!).getByRole('link', { name: '0400 111 222' })).toHaveAttribute('href', 'tel:0400111222');
  expect(results[1]).toHaveTextContent('JJ1001 · After-hours hire Canceled');
});

test('opened at /bookings?q=, the search is made and shown in the field', async () => {
  serve('/bookings', { q: 'nobody', results: [] });
  await renderAt('/bookings?q=nobody');
  expect(await screen.findByRole('heading', { level: 2, name: 'No booking matches “nobody”' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('nobody');
});
