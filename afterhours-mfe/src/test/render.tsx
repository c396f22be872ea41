import { SITE_ROUTES } from '@party/domain';
import { StrictMode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { baseApi, notify, RedirectContext } from '@party/shared-ui';
import { fixNow, realClockAfterEachTest } from '@tooling/jest/browser-helpers';
import AfterHoursPage from '../pages/after-hours-page';
import { getStore } from '../store';
import { NOW } from './fixtures';

/** Where a page sent the browser (a hosted checkout): jsdom cannot navigate, so the tests' pages record it. */
export const redirectTo = jest.fn<void, [string]>();

/** The exposed page at its two routes, as the shell mounts it (in StrictMode), starting at `path`. */
export async function renderAt(path: string = SITE_ROUTES.afterHours) {
  const user = userEvent.setup();
  const view = await act(async () =>
    render(
      <StrictMode>
        <RedirectContext.Provider value={redirectTo}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={SITE_ROUTES.afterHours} element={<AfterHoursPage />} />
              <Route path={SITE_ROUTES.afterHoursEdit} element={<AfterHoursPage />} />
              <Route path="*" element={<p>Somewhere else</p>} />
            </Routes>
          </MemoryRouter>
        </RedirectContext.Provider>
      </StrictMode>,
    ),
  );
  return { user, unmount: view.unmount };
}

export type User = Awaited<ReturnType<typeof renderAt>>['user'];

/**
 * Each test starts as a new visit: the venue's clock reads NOW (only Date is faked), the page's
 * store has an empty cache, no toasts are left and session storage is empty.
 */
export function freshVisitForEachTest() {
  beforeEach(() => fixNow(NOW));
  realClockAfterEachTest();
  afterEach(() => {
    getStore().dispatch(baseApi.util.resetApiState());
    act(() => notify.dismissAll());
    sessionStorage.clear();
  });
}

export { findToast } from '@tooling/jest/browser-helpers';

/** The summary beside the form. */
export const summary = () => screen.getByRole('region', { name: 'Event Summary' });

/** The summary's figures, label to value, as the visitor reads them. */
export function summaryFigures(): Record<string, string> {
  const figures: Record<string, string> = {};
  for (const row of within(summary()).getAllByRole('term')) figures[row.textContent ?? ''] = row.nextElementSibling?.textContent ?? '';
  return figures;
}

/** The price kept in view with the page's button on a phone. */
export const priceBar = () => screen.getByRole('group', { name: 'Price' });

/** The form waits for the catalogue; this waits for the form. */
export async function formShown() {
  await screen.findByRole('button', { name: /^(Continue|Update Booking)$/ });
}

/** Picks a day in the calendar by its name ('Sunday 20 July 2031'). */
export async function chooseDay(user: User, name: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^(Today, )?${name}(, selected)?$`) }));
}

/** Types into a field as a paste does: one change (typing key by key re-prices the page at every key). */
export async function enter(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Fills every field of a valid event: the 20th, 6 pm to 9 pm, 20 kids and 10 adults. */
export async function fillTheEvent(user: User, { kids = '20', adults = '10' } = {}) {
  await chooseDay(user, 'Sunday 20 July 2031');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Start Time (required)' }), '6:00 PM');
  await user.selectOptions(screen.getByRole('combobox', { name: 'End Time (required)' }), '9:00 PM');
  await enter(user, screen.getByRole('textbox', { name: 'First Name (required)' }), 'Alex');
  await enter(user, screen.getByRole('textbox', { name: 'Last Name (required)' }), 'Taylor');
  await enter(user, screen.getByRole('textbox', { name: 'Email (required)' }), 'alex@example.com');
  await enter(user, screen.getByRole('textbox', { name: 'Mobile (required)' }), '0400111222');
  await enter(user, screen.getByRole('textbox', { name: 'Address (required)' }), '2 Event Road, Parramatta');
  await enter(user, screen.getByRole('spinbutton', { name: 'Expected Kids (required)' }), kids);
  await enter(user, screen.getByRole('spinbutton', { name: 'Expected Adults (required)' }), adults);
}
