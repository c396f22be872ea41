import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ATTENDANCE_FORM_ANSWERS, ATTENDANCE_FORM_MESSAGES, CONDITIONS_OF_ENTRY, type AttendanceForm } from '@party/domain';
import { renderAttendanceForm } from '../../test/render';
import { API, server, serveApiForEachTest } from '../../test/server';

// A family's attendance form page (decision 062), against the API faked at the network layer.

serveApiForEachTest();

const FORM_ID = 'form_a1b2c3';

function aForm(overrides: Partial<AttendanceForm> = {}): AttendanceForm {
  return {
    formId: FORM_ID,
    family: 'guest',
    party: { childfName: 'Mia', childAge: 7, date: '2031-06-20', startTime: '10:00', endTime: '12:00', roomName: 'Ocean Room' },
    form: {
      guardianName: '',
      guardianMobile: '',
      emergencyName: '',
      emergencyPhone: '',
      children: [{ name: 'Ava', age: null, allergies: 'Peanuts', medicalNotes: '' }],
      agreedName: '',
    },
    conditions: [...CONDITIONS_OF_ENTRY],
    agreedAt: null,
    open: true,
    closed: null,
    version: 1,
    ...overrides,
  };
}

/** Serves the form, and answers each save with `answer` (the saved form by default); records what was sent. */
function serveForm(form = aForm(), answer?: (body: Record<string, unknown>) => Response | Promise<Response>) {
  const saves: Array<Record<string, unknown>> = [];
  server.use(
    http.get(`${API}/attendance-forms/:formId`, ({ params }) =>
      params.formId === FORM_ID ? HttpResponse.json(form) : HttpResponse.json({ code: 'attendance-form-not-found', message: 'nope' }, { status: 404 }),
    ),
    http.put(`${API}/attendance-forms/:formId`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      saves.push(body);
      if (answer) return answer(body);
      const { version, agree: _agree, ...typed } = body;
      return HttpResponse.json({ ...form, form: typed, agreedAt: '2031-06-02T00:00:00.000Z', version: (version as number) + 1 });
    }),
  );
  return saves;
}

const openForm = (formId = FORM_ID) => renderAttendanceForm(formId);

const child = (n: number) => within(screen.getByRole('group', { name: `Child ${n}` }));

async function fillIn(user: UserEvent) {
  await user.type(screen.getByLabelText(/^Guardian's Name/), 'Kim Roe');
  await user.type(screen.getByLabelText(/^Guardian's Mobile/), '0412 111 222');
  await user.type(screen.getByLabelText(/^Emergency Contact's Name/), 'Pat Roe');
  await user.type(screen.getByLabelText(/^Emergency Contact's Number/), '0498 333 444');
  await user.type(child(1).getByLabelText(/^Age/), '6');
  await user.type(screen.getByLabelText(/^Type your full name to agree/), 'Kim Roe');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the conditions of entry/ }));
}

test('the form shows the party, the RSVP\'s children and the conditions of entry, and saves the whole form with its version', async () => {
  const saves = serveForm();
  const user = await openForm();
  expect(await screen.findByRole('heading', { level: 1, name: 'Attendance Form' })).toBeVisible();
  expect(screen.getByText(/For Mia's 7th Birthday Party/i)).toBeVisible();
  expect(child(1).getByLabelText(/^Child's Name/)).toHaveValue('Ava');
  expect(child(1).getByLabelText(/^Allergies/)).toHaveValue('Peanuts');
  for (const condition of CONDITIONS_OF_ENTRY) expect(screen.getByText(condition)).toBeVisible();

  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Add Another Child' }));
  expect(child(2).getByLabelText(/^Child's Name/)).toHaveFocus();
  await user.type(child(2).getByLabelText(/^Child's Name/), 'Leo');
  await user.type(child(2).getByLabelText(/^Age/), '4');
  await user.type(child(2).getByLabelText(/^Medical Notes/), 'Asthma');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Your form is saved')).toBeVisible();
  expect(saves).toEqual([
    {
      guardianName: 'Kim Roe',
      guardianMobile: '0412 111 222',
      emergencyName: 'Pat Roe',
      emergencyPhone: '0498 333 444',
      children: [
        { name: 'Ava', age: 6, allergies: 'Peanuts', medicalNotes: '' },
        { name: 'Leo', age: 4, allergies: '', medicalNotes: 'Asthma' },
      ],
      agreedName: 'Kim Roe',
      agree: true,
      version: 1,
    },
  ]);
  // A correction is sent with the version the save answered.
  await user.clear(child(2).getByLabelText(/^Medical Notes/));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Your form is saved');
  expect(saves[1]).toMatchObject({ version: 2, children: [{ name: 'Ava' }, { name: 'Leo', medicalNotes: '' }] });
});

test('an incomplete form sends nothing: each error is tied to its field, and the keyboard goes to the first', async () => {
  const saves = serveForm();
  const user = await openForm();
  await screen.findByRole('heading', { level: 1, name: 'Attendance Form' });
  await user.type(screen.getByLabelText(/^Guardian's Name/), 'Kim Roe');
  await user.type(child(1).getByLabelText(/^Age/), '30');
  await user.click(screen.getByRole('button', { name: 'Save' }));

  const mobile = screen.getByLabelText(/^Guardian's Mobile/);
  expect(mobile).toHaveFocus();
  expect(mobile).toHaveAccessibleDescription(expect.stringContaining(ATTENDANCE_FORM_MESSAGES.guardianMobileInvalid));
  expect(child(1).getByLabelText(/^Age/)).toHaveAccessibleDescription(expect.stringContaining(ATTENDANCE_FORM_MESSAGES.childAgeInvalid));
  expect(screen.getByLabelText(/^Type your full name to agree/)).toHaveAccessibleDescription(expect.stringContaining(ATTENDANCE_FORM_MESSAGES.agreedNameRequired));
  expect(screen.getByText(ATTENDANCE_FORM_MESSAGES.agreeRequired)).toBeVisible();
  expect(saves).toEqual([]);
});

test('removing a child keeps the others as typed; the last one cannot be removed', async () => {
  serveForm();
  const user = await openForm();
  await screen.findByRole('heading', { level: 1, name: 'Attendance Form' });
  expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Add Another Child' }));
  await user.type(child(2).getByLabelText(/^Child's Name/), 'Leo');
  await user.click(screen.getByRole('button', { name: 'Remove Child 1' }));
  expect(child(1).getByLabelText(/^Child's Name/)).toHaveValue('Leo');
  expect(screen.getByRole('button', { name: 'Add Another Child' })).toHaveFocus();
});

test('a failed save keeps everything typed; a form saved elsewhere meanwhile offers a reload', async () => {
  serveForm(aForm(), () => HttpResponse.json({ code: 'server-error', message: 'Something went wrong' }, { status: 500 }));
  const user = await openForm();
  await screen.findByRole('heading', { level: 1, name: 'Attendance Form' });
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Your form was not saved')).toBeVisible();
  expect(screen.getByLabelText(/^Guardian's Mobile/)).toHaveValue('0412 111 222');
  expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();

  serveForm(aForm(), () => HttpResponse.json({ code: 'changed-meanwhile', message: ATTENDANCE_FORM_ANSWERS.changedMeanwhile }, { status: 409 }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(/saved from somewhere else meanwhile/)).toBeVisible();
  expect(screen.getByRole('button', { name: 'Reload the form' })).toBeVisible();
});

test('once the party has started the form reads closed, and a save the API refuses as closed says so', async () => {
  serveForm(aForm({ open: false, closed: 'started' }));
  await openForm();
  expect(await screen.findByRole('heading', { name: 'This form is closed' })).toBeVisible();
  expect(screen.getByText(ATTENDANCE_FORM_ANSWERS.closed.started)).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
});

test('a save refused because the party started meanwhile turns the page to closed', async () => {
  serveForm(aForm(), () => HttpResponse.json({ code: 'attendance-form-closed', message: ATTENDANCE_FORM_ANSWERS.closed.started }, { status: 409 }));
  const user = await openForm();
  await screen.findByRole('heading', { level: 1, name: 'Attendance Form' });
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByRole('heading', { name: 'This form is closed' })).toBeVisible();
});

test('an unknown link says the form is not found', async () => {
  serveForm();
  await openForm('form_nope');
  expect(await screen.findByRole('heading', { name: 'Form Not Found' })).toBeVisible();
  expect(screen.getByText(ATTENDANCE_FORM_ANSWERS.notFound)).toBeVisible();
});
