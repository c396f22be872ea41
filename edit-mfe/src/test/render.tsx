import { SITE_ROUTES } from '@party/domain';
import { useLayoutEffect } from 'react';
import { act, configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { baseApi, notify, RedirectContext } from '@party/shared-ui';
import ConfirmationPage from '../pages/confirmation-page';
import EditBookingPage from '../pages/edit-booking-page';
import FindBookingPage from '../pages/find-booking-page';
import PayNowPage from '../pages/pay-now-page';
import { getStore } from '../store';

// The edit page asks the server for a quote a moment after each change; on a loaded machine (CI
// runs on two busy cores) the pages' answers can take longer than Testing Library's default second
// to show. A longer wait changes no assertion: find* still fails if the text never comes.
configure({ asyncUtilTimeout: 5000 });

let location = '';

/** Keeps where the router is, for currentLocation: nothing on the page shows it. */
function CurrentLocation() {
  const current = useLocation();
  useLayoutEffect(() => {
    location = `${current.pathname}${current.search}`;
  });
  return null;
}

/** Where a page sent the browser (a hosted checkout): jsdom cannot navigate, so the tests' pages record it. */
export const redirectTo = jest.fn<void, [string]>();

/** The exposed pages at their routes, as the shell mounts them, starting at `path`. */
export async function renderAt(path: string) {
  const user = userEvent.setup();
  let rendered: ReturnType<typeof render> | undefined;
  await act(async () => {
    rendered = render(
      <RedirectContext.Provider value={redirectTo}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={SITE_ROUTES.bookingEdit} element={<EditBookingPage />} />
            <Route path={SITE_ROUTES.bookingPayment} element={<PayNowPage />} />
            <Route path={SITE_ROUTES.bookingSuccess} element={<ConfirmationPage />} />
            <Route path={SITE_ROUTES.findBooking} element={<FindBookingPage />} />
            <Route path="*" element={<p>Somewhere else</p>} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </RedirectContext.Provider>,
    );
  });
  const { unmount } = rendered as ReturnType<typeof render>;
  return { user, unmount };
}

/** Where the router is now. */
export const currentLocation = () => location;

/**
 * The pages share one store per page load, and toasts outlive the page that showed them (a new
 * page's toaster shows those still open): start each test with an empty cache and no toasts.
 */
export function freshPageAfterEachTest() {
  afterEach(() => {
    getStore().dispatch(baseApi.util.resetApiState());
    notify.dismissAll();
  });
}

export { findToast } from '@tooling/jest/browser-helpers';
