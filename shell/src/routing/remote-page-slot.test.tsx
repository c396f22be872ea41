import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import type { RemotePageModule } from '@party/shared-ui';
import { RemoteLoadError } from '../federation/remote-registry';
import { serveTestVenue, TEST_VENUE_TEL } from '@party/shared-ui/src/test/venue-fixtures';
import { RemotePageSlot } from './remote-page-slot';

jest.mock('../federation/remote-registry', () => ({
  ...jest.requireActual('../federation/remote-registry'),
  resetRemote: jest.fn(async () => undefined),
}));

serveTestVenue();

/** Remote pages suspend while they load, so rendering is awaited. */
async function renderAwaited(ui: ReactElement) {
  await act(async () => {
    render(ui);
  });
}

const page = (text: string): RemotePageModule => ({ default: () => <h1>{text}</h1> });

/** React reports errors caught by an error boundary on console.error; these tests expect them. */
function expectCaughtErrors() {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
}

test('shows a loading message, then the remote page', async () => {
  let arrive: (module: RemotePageModule) => void = () => undefined;
  const load = jest.fn(() => new Promise<RemotePageModule>((resolve) => (arrive = resolve)));
  await renderAwaited(<RemotePageSlot remote="booking" page="BookingPage" label="party booking" load={load} />);

  expect(screen.getByRole('status')).toHaveTextContent('Loading the party booking page…');
  await act(async () => arrive(page('Book Your Party Online!')));
  expect(await screen.findByRole('heading', { name: 'Book Your Party Online!' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledWith('booking', 'BookingPage');
});

test('a remote that cannot be loaded shows a message, and Try again loads it once it is back', async () => {
  expectCaughtErrors();
  const user = userEvent.setup();
  const load = jest
    .fn<Promise<RemotePageModule>, []>()
    .mockRejectedValueOnce(new RemoteLoadError('booking', { reason: 'server down' }))
    .mockResolvedValueOnce(page('Book Your Party Online!'));
  await renderAwaited(<RemotePageSlot remote="booking" page="BookingPage" label="party booking" load={load} />);

  expect(await screen.findByRole('heading', { name: 'The party booking page is not available right now' })).toBeInTheDocument();
  expect(screen.getByText(/could not load this part of the site/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '(02) 9555 0199' })).toHaveAttribute('href', TEST_VENUE_TEL);

  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Book Your Party Online!' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a remote page that throws while rendering shows the message, not a blank page', async () => {
  expectCaughtErrors();
  const user = userEvent.setup();
  let broken = true;
  const load = jest.fn(async (): Promise<RemotePageModule> => ({
    default: () => {
      if (broken) throw new Error('bug in the remote');
      return <h1>Edit Your Booking</h1>;
    },
  }));
  await renderAwaited(<RemotePageSlot remote="edit" page="EditBookingPage" label="booking edit" load={load} />);

  expect(await screen.findByRole('heading', { name: 'The booking edit page is not available right now' })).toBeInTheDocument();
  expect(screen.getByText('This part of the site ran into a problem. Please try again.')).toBeInTheDocument();

  broken = false;
  await act(() => user.click(screen.getByRole('button', { name: 'Try again' })));
  expect(await screen.findByRole('heading', { name: 'Edit Your Booking' })).toBeInTheDocument();
});

test('a page module without a component shows the message', async () => {
  expectCaughtErrors();
  const load = jest.fn(async () => ({ default: undefined }) as unknown as RemotePageModule);
  await renderAwaited(<RemotePageSlot remote="afterhours" page="AfterHoursPage" label="after-hours booking" load={load} />);
  expect(await screen.findByRole('heading', { name: 'The after-hours booking page is not available right now' })).toBeInTheDocument();
});
