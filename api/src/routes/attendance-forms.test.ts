import { ATTENDANCE_FORM_ANSWERS, CONDITIONS_OF_ENTRY } from '@party/domain';
import { bookingPayload, PARTY_DATE } from '../test/fixtures';
import { createBooking, openDepositCheckout, pressCheckoutButton } from '../test/payments';
import { useTestApi } from '../test/test-api';

// A family's attendance form (decisions 061 and 062): made with a yes, read and corrected by the
// family's own link until the party starts, the guest of honour's family's by the booking; never
// read by the invitation's id or carried by any other public answer. The test clock starts on
// Monday 2 June 2031, 09:00 in Sydney; the party is on 20 June at 10:00.

const api = useTestApi();

const formPath = (formId: string) => `/api/attendance-forms/${formId}`;
const hostFormPath = (bookingId: string) => `/api/bookings/${bookingId}/attendance-form`;

async function party(overrides: Record<string, unknown> = {}) {
  const bookingId = await createBooking(api, bookingPayload(overrides));
  const { invitationId } = (await api.get(`/api/bookings/${bookingId}`)).body as { invitationId: string };
  return { bookingId, invitationId };
}

const yes = (overrides: Record<string, unknown> = {}) => ({
  coming: true,
  name: 'Kim Roe',
  phone: '',
  email: 'kim.roe@example.com',
  kids: [
    { name: 'Ava', allergies: 'Peanuts' },
    { name: 'Leo', allergies: '' },
  ],
  ...overrides,
});

async function answerYes(invitationId: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const answer = await api.post(`/api/invitations/${invitationId}/rsvps`, yes(overrides));
  expect([200, 201]).toContain(answer.status);
  return answer.body.formId as string;
}

/** Kim's form, filled: what only the family's link may read. */
const filled = (version: number, overrides: Record<string, unknown> = {}) => ({
  guardianName: 'Kim Roe',
  guardianMobile: '0412 111 222',
  emergencyName: 'Pat Roe',
  emergencyPhone: '0498 333 444',
  children: [
    { name: 'Ava', age: 6, allergies: 'Peanuts', medicalNotes: 'EpiPen in her bag' },
    { name: 'Leo', age: 4, allergies: '', medicalNotes: '' },
  ],
  agreedName: 'Kim Roe',
  agree: true,
  version,
  ...overrides,
});

/** What the form holds that nobody but its family (and the venue's run sheet roles) may read. */
const FORM_SECRETS = ['0412111222', 'Pat Roe', '0498333444', 'EpiPen'];

/** Every agreement kept (migration 028), each form's oldest first. */
const agreementRows = () =>
  api.db.query<{ form_id: number; version: number; conditions: string[]; agreed_name: string; agreed_at: Date }>(
    'select form_id, version, conditions, agreed_name, agreed_at from attendance_agreements order by form_id, agreed_at, version',
  );

const formRows = () => api.db.query<{ id: number; family: string; agreed_name: string; agreed_at: Date | null; conditions: string[]; version: number }>('select * from attendance_forms order by id');

test('a yes makes the family one form: a second answer from the same email keeps it, a can\'t-come has none', async () => {
  const { invitationId } = await party();
  const first = await api.post(`/api/invitations/${invitationId}/rsvps`, yes());
  expect(first).toMatchObject({ status: 201, body: { formId: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
  const again = await api.post(`/api/invitations/${invitationId}/rsvps`, yes({ email: 'KIM.ROE@example.com', kids: [{ name: 'Ava', allergies: 'Peanuts' }] }));
  expect(again).toMatchObject({ status: 200, body: { formId: first.body.formId } });
  const no = await api.post(`/api/invitations/${invitationId}/rsvps`, { coming: false, name: 'Noah', email: 'noah@example.com' });
  expect(no).toMatchObject({ status: 201, body: { formId: null } });
  // The same yes sent ten times at once from one email: still one form.
  const burst = await Promise.all(Array.from({ length: 10 }, () => api.post(`/api/invitations/${invitationId}/rsvps`, yes({ email: 'sky@example.com' }))));
  expect(new Set(burst.map((answer) => answer.body.formId)).size).toBe(1);
  expect((await formRows()).map((row) => row.family)).toEqual(['guest', 'guest']);
});

test("the guest's copy email carries the form's link, never a form's details", async () => {
  const { invitationId } = await party();
  const formId = await answerYes(invitationId);
  expect((await api.put(formPath(formId), filled(1))).status).toBe(200);
  const copies = await api.db.query<{ text: string }>(`select message->>'text' as text from email_outbox where kind = 'rsvp-copy'`);
  expect(copies).toHaveLength(1);
  expect(copies[0].text).toContain(`http://site.test/attendance-form/${formId}`);
  const everything = JSON.stringify(await api.db.query('select message from email_outbox'));
  for (const secret of FORM_SECRETS) expect(everything).not.toContain(secret);
});

test('the family reads its form by its link, prefilled from its RSVP, saves it, and corrects it with its version', async () => {
  const { invitationId } = await party();
  const formId = await answerYes(invitationId);

  const blank = await api.get(formPath(formId));
  expect(blank).toMatchObject({
    status: 200,
    body: {
      family: 'guest',
      party: { childfName: 'Mia', childAge: 7, date: PARTY_DATE, startTime: '10:00', endTime: '12:00', roomName: 'Ocean Room' },
      form: {
        guardianName: '',
        children: [
          { name: 'Ava', age: null, allergies: 'Peanuts', medicalNotes: '' },
          { name: 'Leo', age: null, allergies: '', medicalNotes: '' },
        ],
      },
      conditions: CONDITIONS_OF_ENTRY,
      agreedAt: null,
      open: true,
      closed: null,
      version: 1,
    },
  });
  expect(JSON.stringify(blank.body)).not.toMatch(/Nguyen|sam@example\.com|0412 345 678|price/i);

  const saved = await api.put(formPath(formId), filled(1));
  expect(saved).toMatchObject({
    status: 200,
    body: { form: { guardianMobile: '0412111222', emergencyName: 'Pat Roe', agreedName: 'Kim Roe' }, agreedAt: '2031-06-01T23:00:00.000Z', version: 2 },
  });
  const [row] = await formRows();
  expect(row).toMatchObject({ agreed_name: 'Kim Roe', conditions: CONDITIONS_OF_ENTRY, version: 2 });

  api.clock.advanceMinutes(60);
  const corrected = await api.put(formPath(formId), filled(2, { children: [{ name: 'Ava', age: 7, allergies: 'Peanuts, sesame', medicalNotes: '' }] }));
  expect(corrected).toMatchObject({ status: 200, body: { form: { children: [{ name: 'Ava', age: 7, allergies: 'Peanuts, sesame' }] }, agreedAt: '2031-06-02T00:00:00.000Z', version: 3 } });
  // A save made from the form as it was before the correction is refused, in the site's words.
  const stale = await api.put(formPath(formId), filled(2));
  expect(stale).toMatchObject({ status: 409, body: { code: 'changed-meanwhile', message: ATTENDANCE_FORM_ANSWERS.changedMeanwhile } });
  expect((await api.get(formPath(formId))).body.form.children).toHaveLength(1);
});

test('every agreement is kept, not only the last: a form saved and corrected twice has three, each with its words, name and time, oldest first', async () => {
  const { invitationId } = await party();
  const formId = await answerYes(invitationId);
  const first = api.clock.now();
  expect((await api.put(formPath(formId), filled(1))).status).toBe(200);
  api.clock.advanceMinutes(60);
  expect((await api.put(formPath(formId), filled(2, { agreedName: 'Kimberly Roe' }))).status).toBe(200);
  api.clock.advanceMinutes(24 * 60);
  const last = api.clock.now();
  expect((await api.put(formPath(formId), filled(3, { guardianName: 'Pat Roe', agreedName: 'Pat Roe' }))).status).toBe(200);

  const [{ id }] = await formRows();
  const conditions = [...CONDITIONS_OF_ENTRY];
  expect(await agreementRows()).toEqual([
    { form_id: id, version: 2, conditions, agreed_name: 'Kim Roe', agreed_at: first },
    { form_id: id, version: 3, conditions, agreed_name: 'Kimberly Roe', agreed_at: new Date(first.getTime() + 60 * 60_000) },
    { form_id: id, version: 4, conditions, agreed_name: 'Pat Roe', agreed_at: last },
  ]);
  // The form row holds the last; the family's answer and every public one carry none of the history.
  expect((await api.get(formPath(formId))).body).toMatchObject({ agreedAt: last.toISOString(), version: 4, form: { agreedName: 'Pat Roe' } });
  expect(JSON.stringify((await api.get(formPath(formId))).body)).not.toMatch(/Kimberly/);
});

test('a refused save keeps no agreement: a stale version, a closed form, a form never agreed', async () => {
  const { invitationId } = await party();
  const formId = await answerYes(invitationId);
  await answerYes(invitationId, { name: 'Jo Bell', email: 'jo@example.com' });
  expect(await agreementRows()).toEqual([]);
  expect((await api.put(formPath(formId), filled(1))).status).toBe(200);
  expect((await api.put(formPath(formId), filled(1))).body).toMatchObject({ code: 'changed-meanwhile' });
  api.clock.set('2031-06-20T10:00:00+10:00');
  expect((await api.put(formPath(formId), filled(2))).body).toMatchObject({ code: 'attendance-form-closed' });
  expect(await agreementRows()).toEqual([expect.objectContaining({ version: 2, agreed_name: 'Kim Roe' })]);
});

test("the guest of honour's family's agreements are kept too, its first save's included; of two first saves at once, one", async () => {
  const { bookingId } = await party();
  const twice = await Promise.all([api.put(hostFormPath(bookingId), filled(0)), api.put(hostFormPath(bookingId), filled(0, { agreedName: 'Sam Nguyen' }))]);
  const winner = twice.find((save) => save.status === 200)!.body;
  api.clock.advanceMinutes(5);
  expect((await api.put(hostFormPath(bookingId), filled(1, { agreedName: 'Lou Nguyen' }))).status).toBe(200);
  expect((await agreementRows()).map((row) => [row.version, row.agreed_name])).toEqual([
    [1, winner.form.agreedName],
    [2, 'Lou Nguyen'],
  ]);
});

test('ten saves at once from one version: one is stored whole, the nine others are told it changed', async () => {
  const { invitationId } = await party();
  const formId = await answerYes(invitationId);
  const saves = await Promise.all(
    Array.from({ length: 10 }, (_, i) => api.put(formPath(formId), filled(1, { guardianName: `Guardian ${i}`, agreedName: `Guardian ${i}` }))),
  );
  expect(saves.map((save) => save.status).sort()).toEqual([200, ...Array(9).fill(409)]);
  const winner = saves.find((save) => save.status === 200)!.body;
  const [row] = await formRows();
  expect(row).toMatchObject({ version: 2, agreed_name: winner.form.guardianName });
  expect(winner.form.agreedName).toBe(winner.form.guardianName);
  // One agreement kept: the stored save's.
  expect(await agreementRows()).toEqual([expect.objectContaining({ version: 2, agreed_name: winner.form.agreedName })]);
});

test('a form is closed once the party starts (venue time): readable, no longer changed', async () => {
  const { invitationId } = await party();
  const formId = await answerYes(invitationId);
  api.clock.set('2031-06-20T09:59:00+10:00');
  expect((await api.put(formPath(formId), filled(1))).status).toBe(200);
  api.clock.set('2031-06-20T10:00:00+10:00');
  expect(await api.put(formPath(formId), filled(2))).toMatchObject({ status: 409, body: { code: 'attendance-form-closed', message: ATTENDANCE_FORM_ANSWERS.closed.started } });
  expect((await api.get(formPath(formId))).body).toMatchObject({ open: false, closed: 'started', version: 2, form: { guardianName: 'Kim Roe' } });
});

test('a canceled party takes no form', async () => {
  const bookingId = await createBooking(api, bookingPayload());
  const { sessionId } = await openDepositCheckout(api, bookingId);
  await pressCheckoutButton(api, sessionId, 'pay');
  const { invitationId } = (await api.get(`/api/bookings/${bookingId}`)).body;
  const formId = await answerYes(invitationId);
  const quote = await api.post(`/api/bookings/${bookingId}/cancel/quote`, {});
  expect((await api.post(`/api/bookings/${bookingId}/cancel`, { refund: quote.body.refund })).status).toBe(200);
  expect(await api.put(formPath(formId), filled(1))).toMatchObject({ status: 409, body: { code: 'attendance-form-closed', message: ATTENDANCE_FORM_ANSWERS.closed.canceled } });
  expect(await api.put(hostFormPath(bookingId), filled(0))).toMatchObject({ status: 409, body: { code: 'attendance-form-closed' } });
  expect((await api.get(formPath(formId))).body).toMatchObject({ open: false, closed: 'canceled' });
});

test("nobody reads a form but by its own link: not the invitation's id, the answer's, the booking's, nor another family's link", async () => {
  const { bookingId, invitationId } = await party();
  const formId = await answerYes(invitationId);
  const otherFormId = await answerYes(invitationId, { name: 'Jo Bell', email: 'jo@example.com', kids: [{ name: 'Zoë', allergies: '' }] });
  expect((await api.put(formPath(formId), filled(1))).status).toBe(200);

  const rsvps = await api.get(`/api/bookings/${bookingId}/rsvps`);
  const answerId = rsvps.body.answers[0].rsvpId;
  for (const id of [invitationId, answerId, bookingId, 'no-such-form']) {
    expect(await api.get(formPath(id))).toMatchObject({ status: 404, body: { code: 'attendance-form-not-found', message: ATTENDANCE_FORM_ANSWERS.notFound } });
    expect((await api.put(formPath(id), filled(1))).status).toBe(404);
  }
  const other = await api.get(formPath(otherFormId));
  expect(other.body.form.children).toEqual([{ name: 'Zoë', age: null, allergies: '', medicalNotes: '' }]);

  // No public answer carries a form's details: the other family's form, the invitation, the
  // parent's RSVP list and booking, the guest of honour's family's form.
  const answers = [other, await api.get(`/api/invitations/${invitationId}`), rsvps, await api.get(`/api/bookings/${bookingId}`), await api.get(hostFormPath(bookingId))];
  for (const answer of answers) for (const secret of FORM_SECRETS) expect(JSON.stringify(answer.body)).not.toContain(secret);
});

test("the guest of honour's family fills its form from the booking's id, prefilled with the birthday child", async () => {
  const { bookingId } = await party();
  const other = await party({ date: '2031-06-21' });
  // Saved before it was ever read: its first version.
  const twice = await Promise.all([api.put(hostFormPath(other.bookingId), filled(0)), api.put(hostFormPath(other.bookingId), filled(0))]);
  expect(twice.map((save) => save.status).sort()).toEqual([200, 409]);

  const read = await Promise.all([api.get(hostFormPath(bookingId)), api.get(hostFormPath(bookingId))]);
  expect(read[0]).toMatchObject({
    status: 200,
    body: { family: 'host', form: { children: [{ name: 'Mia', age: 7, allergies: '', medicalNotes: '' }] }, version: 1, agreedAt: null, open: true },
  });
  // One form for the party however many ask at once, with a link of its own that reads it too.
  const { formId } = read[0].body;
  expect(read[1].body.formId).toBe(formId);
  expect((await api.get(formPath(formId))).body).toMatchObject({ family: 'host', formId, form: { children: [{ name: 'Mia', age: 7 }] } });
  expect(await api.put(hostFormPath(bookingId), filled(1, { guardianName: 'Sam Nguyen' }))).toMatchObject({ status: 200, body: { form: { guardianName: 'Sam Nguyen' }, version: 2 } });
  expect((await api.put(hostFormPath(bookingId), filled(1))).status).toBe(409);
  expect((await api.put(formPath(formId), filled(2))).body).toMatchObject({ version: 3, form: { guardianName: 'Kim Roe' } });
  // Another booking's form is its own, and an unknown booking has none.
  expect((await api.get(hostFormPath(other.bookingId))).body).toMatchObject({ version: 1, form: { guardianName: 'Kim Roe' } });
  expect((await api.get(hostFormPath(other.bookingId))).body.formId).not.toBe(formId);
  expect((await api.get(hostFormPath('no-such-booking'))).status).toBe(404);
  expect((await formRows()).map((row) => row.family)).toEqual(['host', 'host']);
});

test.each([
  { name: 'a NUL byte in a name', body: filled(1, { guardianName: 'Kim\u0000Roe' }) },
  { name: 'a lone surrogate in a child\'s notes', body: filled(1, { children: [{ name: 'Ava', age: 6, allergies: '', medicalNotes: 'x\ud800' }] }) },
  { name: 'an emoji for a mobile number', body: filled(1, { guardianMobile: '📱📱📱📱📱📱📱📱📱📱' }) },
  { name: 'no child', body: filled(1, { children: [] }) },
  { name: 'eleven children', body: filled(1, { children: Array.from({ length: 11 }, (_, i) => ({ name: `Kid ${i}`, age: 5, allergies: '', medicalNotes: '' })) }) },
  { name: 'an age of 18', body: filled(1, { children: [{ name: 'Ava', age: 18, allergies: '', medicalNotes: '' }] }) },
  { name: 'not agreed', body: filled(1, { agree: false }) },
  { name: 'no version', body: { ...filled(1), version: undefined } },
  { name: 'a huge name', body: filled(1, { guardianName: 'K'.repeat(50_000) }) },
])('$name: a clear 4xx, nothing stored', async ({ body }) => {
  const { invitationId } = await party();
  const formId = await answerYes(invitationId);
  const response = await api.put(formPath(formId), body);
  expect(response.status).toBeGreaterThanOrEqual(400);
  expect(response.status).toBeLessThan(500);
  expect(typeof response.body.message).toBe('string');
  expect((await formRows())[0]).toMatchObject({ version: 1, agreed_at: null });
});

test('a body larger than the server takes is a 413', async () => {
  const { invitationId } = await party();
  const formId = await answerYes(invitationId);
  const response = await api.put(formPath(formId), filled(1, { guardianName: 'K'.repeat(70 * 1024) }));
  expect(response).toMatchObject({ status: 413, body: { code: 'body-too-large' } });
});

test('emoji and other scripts in names and notes are kept as typed', async () => {
  const { invitationId } = await party();
  const formId = await answerYes(invitationId);
  const children = [{ name: 'Zoë 🦄', age: 5, allergies: '花生', medicalNotes: 'Asthma 💨' }];
  expect((await api.put(formPath(formId), filled(1, { children }))).body.form.children).toEqual(children);
});
