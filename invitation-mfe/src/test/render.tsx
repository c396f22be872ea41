import { StrictMode } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { baseApi } from '@party/shared-ui';
import InvitationPage from '../pages/invitation-page';
import { getStore } from '../store';
import { INVITATION_ID } from './fixtures';

/**
 * The exposed page at its route, as the shell mounts it (in StrictMode), opened from the link
 * /booking-invitation/{invitationId}. `advanceTimers` is for tests on Jest's fake clock.
 */
export async function renderInvitation(invitationId = INVITATION_ID, { advanceTimers }: { advanceTimers?: (ms: number) => void } = {}) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const view = await act(async () =>
    render(
      <StrictMode>
        <MemoryRouter initialEntries={[`/booking-invitation/${encodeURIComponent(invitationId)}`]}>
          <Routes>
            <Route path="/booking-invitation/:id" element={<InvitationPage />} />
          </Routes>
        </MemoryRouter>
      </StrictMode>,
    ),
  );
  return { user, unmount: view.unmount };
}

/** The page keeps one store per page load: each test starts with an empty cache. */
export function freshPageAfterEachTest() {
  afterEach(() => {
    getStore().dispatch(baseApi.util.resetApiState());
  });
}
