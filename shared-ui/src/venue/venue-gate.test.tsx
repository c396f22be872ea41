import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PageRoot } from '../components/page-root';
import { testVenue } from '../test/venue-fixtures';
import { useVenue, useVenueStatus } from './venue';

// A test file is one page load, and the venue is read once per page load: this file is a page
// opened while the API is down, which comes back when the visitor tries again.
let apiUp = false;
let requests = 0;
const server = setupServer(
  http.get('http://localhost/api/venue', () => {
    requests += 1;
    return apiUp ? HttpResponse.json(testVenue) : HttpResponse.json({ message: 'Bad gateway' }, { status: 502 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** What the shell's header does: the venue's name once it is there, a neutral label otherwise. */
function Brand() {
  const venue = useVenueStatus();
  return <p>{venue.status === 'loaded' ? venue.venue.name : 'Party bookings'}</p>;
}

function CallUs() {
  const { phone } = useVenue();
  return <p>Call us on {phone}</p>;
}

test('a page whose venue cannot be read says so with Try again, which brings the page once the API is back', async () => {
  render(
    <>
      <Brand />
      <PageRoot page="test/Page" build="b1" loadingLabel="Loading the page…">
        <CallUs />
        <CallUs />
      </PageRoot>
    </>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading the page…');
  expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
  expect(screen.getByText('We could not reach our booking system. Please check your connection and try again.')).toBeVisible();
  expect(screen.queryByText(/Call us on/)).not.toBeInTheDocument();
  // What shows without the venue still shows, without its details.
  expect(screen.getByText('Party bookings')).toBeVisible();
  expect(requests).toBe(1);

  apiUp = true;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findAllByText('Call us on (02) 9555 0199')).toHaveLength(2);
  expect(screen.getByText('Test Play Centre')).toBeVisible();
  expect(screen.queryByRole('heading', { name: 'This page could not be loaded' })).not.toBeInTheDocument();
  // One request per try, however many parts of the page read the venue.
  expect(requests).toBe(2);
});
