import { StrictMode, useLayoutEffect } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { STAFF_ROUTES } from '@party/domain';
import { baseApi, notify } from '@party/shared-ui';
import { fixNow, realClockAfterEachTest } from '@tooling/jest/browser-helpers';
import AccountPage from '../pages/account-page';
import AuditPage from '../pages/audit-page';
import AvailabilityPage from '../pages/availability-page';
import BookingPage from '../pages/booking-page';
import BookingsPage from '../pages/bookings-page';
import CataloguePage from '../pages/catalogue-page';
import CouponsPage from '../pages/coupons-page';
import DoorPage from '../pages/door-page';
import HoursPage from '../pages/hours-page';
import JoinPage from '../pages/join-page';
import KitchenSheetPage from '../pages/kitchen-sheet-page';
import MoneyPage from '../pages/money-page';
import NewBookingPage from '../pages/new-booking-page';
import RunSheetPage from '../pages/run-sheet-page';
import SignInPage from '../pages/sign-in-page';
import StaffMembersPage from '../pages/staff-members-page';
import { getStore } from '../store';
import { NOW } from './fixtures';

let location = '';

/** Keeps where the router is, for currentLocation: nothing on the page shows it. */
function CurrentLocation() {
  const current = useLocation();
  useLayoutEffect(() => {
    location = `${current.pathname}${current.search}`;
  });
  return null;
}

/** Where the router is now. */
export const currentLocation = () => location;

/** The exposed pages at the staff site's addresses, as the shell's staff host mounts them, starting at `path`. */
export async function renderAt(path: string) {
  const user = userEvent.setup();
  const view = await act(async () =>
    render(
      <StrictMode>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={STAFF_ROUTES.today} element={<RunSheetPage />} />
            <Route path={STAFF_ROUTES.day} element={<RunSheetPage />} />
            <Route path={STAFF_ROUTES.door} element={<DoorPage />} />
            <Route path={STAFF_ROUTES.doorDay} element={<DoorPage />} />
            <Route path={STAFF_ROUTES.kitchen} element={<KitchenSheetPage />} />
            <Route path={STAFF_ROUTES.bookings} element={<BookingsPage />} />
            <Route path={STAFF_ROUTES.newBooking} element={<NewBookingPage />} />
            <Route path={STAFF_ROUTES.booking} element={<BookingPage />} />
            <Route path={STAFF_ROUTES.money} element={<MoneyPage />} />
            <Route path={STAFF_ROUTES.availability} element={<AvailabilityPage />} />
            <Route path={STAFF_ROUTES.catalogue} element={<CataloguePage />} />
            <Route path={STAFF_ROUTES.hours} element={<HoursPage />} />
            <Route path={STAFF_ROUTES.audit} element={<AuditPage />} />
            <Route path={STAFF_ROUTES.coupons} element={<CouponsPage />} />
            <Route path={STAFF_ROUTES.staff} element={<StaffMembersPage />} />
            <Route path={STAFF_ROUTES.account} element={<AccountPage />} />
            <Route path={STAFF_ROUTES.signIn} element={<SignInPage />} />
            <Route path={STAFF_ROUTES.join} element={<JoinPage />} />
          </Routes>
          <CurrentLocation />
        </MemoryRouter>
      </StrictMode>,
    ),
  );
  return { user, unmount: view.unmount };
}

export type User = Awaited<ReturnType<typeof renderAt>>['user'];

/** Each test a new visit: the venue's clock at NOW (only Date is faked), an empty cache, no toasts. */
export function freshVisitForEachTest(now: Date = NOW) {
  beforeEach(() => fixNow(now));
  realClockAfterEachTest();
  afterEach(() => {
    getStore().dispatch(baseApi.util.resetApiState());
    act(() => notify.dismissAll());
  });
}

export { findToast } from '@tooling/jest/browser-helpers';
