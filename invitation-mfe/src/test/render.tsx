import { StrictMode } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import AttendanceFormPage from '../pages/attendance-form-page';
import InvitationPage from '../pages/invitation-page';
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

/** The attendance form page at its route, as the shell mounts it, opened from the link /attendance-form/{formId}. */
export async function renderAttendanceForm(formId: string) {
  const user = userEvent.setup();
  await act(async () =>
    render(
      <StrictMode>
        <MemoryRouter initialEntries={[`/attendance-form/${encodeURIComponent(formId)}`]}>
          <Routes>
            <Route path="/attendance-form/:formId" element={<AttendanceFormPage />} />
          </Routes>
        </MemoryRouter>
      </StrictMode>,
    ),
  );
  return user;
}
