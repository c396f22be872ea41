import { StrictMode, useLayoutEffect } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createBookingDraft, type BookingDraft, SITE_ROUTES } from '@party/domain';
import { notify, RedirectContext, RemoteRoot, Toaster } from '@party/shared-ui';
import { BookingPageContent } from '../pages/booking-page';
import { makeStore, type AppStore } from '../store';
import { initialCheckoutState, type CheckoutState } from '../shared/draft/checkout-slice';
import { savedStoreState, writeWizard } from '../shared/draft/persistence';
import type { WizardState } from '../shared/draft/wizard-slice';
import { addons, adultsFood, basicFun, NOW, oceanRoom, PARTY_DATE, timeSlots } from './fixtures';
import { fixNow, realClockAfterEachTest } from '@tooling/jest/browser-helpers';

let location = '';

/** Keeps where the router is, for currentLocation: nothing on the page shows it. */
function CurrentLocation() {
  const current = useLocation();
  useLayoutEffect(() => {
    location = current.pathname;
  });
  return null;
}

/** Where the router is now (the page may send the browser to another route of the site). */
export const currentLocation = () => location;

/** Where a page sent the browser (a hosted checkout): jsdom cannot navigate, so the tests' pages record it. */
export const redirectTo = jest.fn<void, [string]>();


/**
 * The booking page as a visitor's browser has it: its store and form restored from (and saved to) session
 * storage, so a test can start part-way through the wizard, or render again to see a reload (or,
 * with the same `store`, the page left and come back to in the shell). In StrictMode and inside a
 * router, as the standalone page and the shell mount it; another route of the site shows a stand-in.
 */
export async function renderBookingPage({ store = makeStore(savedStoreState(sessionStorage)) }: { store?: AppStore } = {}) {
  const user = userEvent.setup();
  const view = await act(async () =>
    render(
      <StrictMode>
        <RedirectContext.Provider value={redirectTo}>
          <MemoryRouter initialEntries={[SITE_ROUTES.bookYourParty]}>
            <Routes>
              <Route
                path={SITE_ROUTES.bookYourParty}
                element={
                  <RemoteRoot store={store} page="booking/BookingPage" build="test">
                    <BookingPageContent />
                  </RemoteRoot>
                }
              />
              <Route
                path="*"
                element={
                  <>
                    <p>Another page of the site</p>
                    <Toaster />
                  </>
                }
              />
            </Routes>
            <CurrentLocation />
          </MemoryRouter>
        </RedirectContext.Provider>
      </StrictMode>,
    ),
  );
  return { user, store, unmount: view.unmount };
}

/** Step 1 done: Mia turning 6, 12 kids, Basic Fun on the party date at 11 am in the Ocean Room. */
export function aDraft(overrides: Partial<BookingDraft> = {}): BookingDraft {
  return {
    ...createBookingDraft(),
    childfName: 'Mia',
    childlName: 'Nguyen',
    childAge: 6,
    numberOfKids: 12,
    date: PARTY_DATE,
    timeSlot: timeSlots[1] ?? null,
    room: oceanRoom,
    selectedPackage: basicFun,
    ...overrides,
  };
}

export const someContactInfo = { parentName: 'Linh Nguyen', email: 'linh@example.com', phone: '0412345678', address: '1 Test St, Parramatta' };

/** Step 1 done and the contact details in, with a sandwich platter and lolly bags: 300 + 30 + 65 + 60 = $455. */
export function aStep3Draft(overrides: Partial<BookingDraft> = {}): BookingDraft {
  return aDraft({
    contactInfo: someContactInfo,
    adultsFood: [{ ...adultsFood[0]!, quantity: 1 }],
    addons: [{ ...addons[0]!, quantity: 1 }],
    ...overrides,
  });
}

/** The page on step 3, 'Contact Information', with this draft. */
export async function renderStep3(draft = aStep3Draft()) {
  saveWizard(draft, { step: 3, foodPlan: 'now' });
  const page = await renderBookingPage();
  await screen.findByRole('heading', { level: 2, name: 'Contact Information' });
  return page;
}

export type User = Awaited<ReturnType<typeof renderBookingPage>>['user'];

/** Ticks the terms and presses Complete Booking. */
export async function acceptTermsAndComplete(user: User) {
  await user.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await user.click(screen.getByRole('button', { name: 'Complete Booking' }));
}

/** Leaves a saved wizard in session storage, as a previous visit (or step) would have. */
export function saveWizard(draft: BookingDraft, wizard: Partial<WizardState> = {}, checkout: Partial<CheckoutState> = {}) {
  writeWizard(sessionStorage, {
    draft,
    checkout: { ...initialCheckoutState, ...checkout },
    wizard: { step: 1, foodPlan: 'later', ...wizard },
  });
}

/**
 * The venue's clock reads NOW (10 am on 8 July 2031 in Sydney). Only Date is faked: timers stay
 * real, so user-event, MSW and the toasts run as usual.
 */
export function todayIsTheEighthOfJuly() {
  beforeEach(() => fixNow(NOW));
  realClockAfterEachTest();
}

/** Each test starts with an empty session storage and no toasts left from the last one. */
export function freshBrowserForEachTest() {
  afterEach(() => {
    sessionStorage.clear();
    act(() => notify.dismissAll());
  });
}

export { findToast } from '@tooling/jest/browser-helpers';

/** The toasts showing now (none before the page's first toast, which brings the toaster). */
export function shownToasts(): HTMLElement[] {
  const region = screen.queryByRole('region', { name: /Notifications/ });
  return region ? within(region).queryAllByRole('listitem') : [];
}

/** The booking summary beside the wizard. */
export const summary = () => screen.getByRole('region', { name: 'Booking Summary' });

/** A value of the summary, by its label. */
export function summaryValue(label: string | RegExp): string | null | undefined {
  return within(summary()).getByText(label).nextElementSibling?.textContent;
}
