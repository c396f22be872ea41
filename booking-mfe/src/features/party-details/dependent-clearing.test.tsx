import { screen } from '@testing-library/react';
import { oceanRoom } from '../../test/fixtures';
import { aDraft, freshBrowserForEachTest, renderBookingPage, saveWizard, summaryValue, todayIsTheEighthOfJuly } from '../../test/render';
import { http, HttpResponse } from 'msw';
import { API, server, serveApiForEachTest, serveGet } from '../../test/server';

// SPEC.md §4: changing the date clears the time slot and the room; changing the time slot or the
// number of kids clears the room; loading rooms (for other details) also clears the room.

serveApiForEachTest();
todayIsTheEighthOfJuly();
freshBrowserForEachTest();
test('changing the date clears the time slot and the room', async () => {
  saveWizard(aDraft());
  const { user } = await renderBookingPage();
  expect(summaryValue('Room')).toBe('Ocean Room');
  await user.click(await screen.findByRole('button', { name: 'Friday 11 July 2031' }));
  expect(summaryValue('Time')).toBe('Not chosen yet');
  expect(summaryValue('Room')).toBe('Not chosen yet');
  expect(summaryValue('Date')).toBe('Fri, July 11th, 2031');
});

test('changing the time slot clears the room', async () => {
  saveWizard(aDraft());
  const { user } = await renderBookingPage();
  expect(await screen.findByRole('radio', { name: 'Ocean Room' })).toBeChecked();
  // The times are a read of their own, which may come after the rooms.
  await user.click(await screen.findByRole('button', { name: '10:00 AM - 12:00 PM' }));
  expect(summaryValue('Time')).toBe('10:00 AM - 12:00 PM');
  expect(summaryValue('Room')).toBe('Not chosen yet');
  expect(await screen.findByRole('radio', { name: 'Ocean Room' })).not.toBeChecked();
});

test('changing the number of kids clears the room', async () => {
  saveWizard(aDraft());
  const { user } = await renderBookingPage();
  const kids = screen.getByRole('spinbutton', { name: 'Number of Kids (required)' });
  await user.clear(kids);
  await user.type(kids, '14');
  expect(summaryValue('Number of kids')).toBe('14');
  expect(summaryValue('Room')).toBe('Not chosen yet');
});

test('rooms loaded for a package of another length clear the room', async () => {
  const queries = serveGet('/roomss3', [oceanRoom]);
  saveWizard(aDraft());
  const { user } = await renderBookingPage();
  expect(await screen.findByRole('radio', { name: 'Ocean Room' })).toBeChecked();
  // The packages are a read of their own, which may come after the rooms.
  await user.click(await screen.findByRole('radio', { name: 'Ultimate Bash' }));
  expect(await screen.findByRole('radio', { name: 'Ocean Room' })).not.toBeChecked();
  expect(summaryValue('Room')).toBe('Not chosen yet');
  expect(queries.map((query) => query.duration)).toEqual(['2', '2.5']);
});

test('coming back to step 1 keeps the room', async () => {
  saveWizard(aDraft(), { step: 2 });
  const { user } = await renderBookingPage();
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByRole('radio', { name: 'Ocean Room' })).toBeChecked();
  expect(summaryValue('Room')).toBe('Ocean Room');
});

test('a chosen slot the new package does not fit before closing is let go, and the parent told why (decision 031)', async () => {
  // For the 2.5-hour Ultimate Bash the day offers 10:00 only: 11:00 would end after closing.
  server.use(
    http.get(`${API}/get-time-slots`, ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get('duration') === '2.5'
          ? [{ id: 'slot-1000', time: '10:00', isAvailable: true }]
          : [
              { id: 'slot-1000', time: '10:00', isAvailable: true },
              { id: 'slot-1100', time: '11:00', isAvailable: true },
            ],
      ),
    ),
  );
  saveWizard(aDraft());
  const { user } = await renderBookingPage();
  await user.click(await screen.findByRole('radio', { name: 'Ultimate Bash' }));
  expect(await screen.findByText('11:00 AM is not free for this package that day. Please choose another time.')).toHaveAttribute('role', 'status');
  expect(summaryValue('Time')).toBe('Not chosen yet');
  expect(summaryValue('Room')).toBe('Not chosen yet');
  await user.click(screen.getByRole('button', { name: '10:00 AM - 12:30 PM' }));
  expect(screen.queryByText(/is not free for this package/)).not.toBeInTheDocument();
});
