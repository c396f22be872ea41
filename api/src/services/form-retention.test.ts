import { API_PATHS, CONDITIONS_OF_ENTRY } from '@party/domain';
import { bookingPayload } from '../test/fixtures';
import { createBooking } from '../test/payments';
import { staffCall, staffSession } from '../test/staff';
import { useTestApi } from '../test/test-api';
import { eraseExpiredForms } from './form-retention';

// Forms are kept `form_retention_days` after their party (the venue's date), then erased: what the
// guardian wrote blanked, the fact and time of agreement kept (decisions 061 and 062). Runs on PGlite
// and, with TEST_DATABASE_URL, on PostgreSQL. The party is on Friday 20 June 2031 at 10:00, Sydney.

const api = useTestApi();
const TZ = api.config.venue.timeZone;

async function filledForm(date = '2031-06-20'): Promise<string> {
  const bookingId = await createBooking(api, bookingPayload({ date }));
  const { invitationId } = (await api.get(`/api/bookings/${bookingId}`)).body;
  const answer = await api.post(`/api/invitations/${invitationId}/rsvps`, { coming: true, name: 'Kim Roe', email: 'kim@example.com', kids: [{ name: 'Ava', allergies: 'Peanuts' }] });
  const formId = answer.body.formId as string;
  const saved = await api.put(`/api/attendance-forms/${formId}`, {
    guardianName: 'Kim Roe', guardianMobile: '0412111222', emergencyName: 'Pat Roe', emergencyPhone: '0498333444',
    children: [{ name: 'Ava', age: 6, allergies: 'Peanuts', medicalNotes: 'EpiPen' }], agreedName: 'Kim Roe', agree: true, version: 1,
  });
  expect(saved.status).toBe(200);
  return formId;
}

const stored = async () => (await api.db.query<Record<string, unknown>>('select * from attendance_forms'))[0];
const pass = () => eraseExpiredForms(api.db, api.clock.now(), TZ);
const agreements = () => api.db.query<{ agreed_name: string; agreed_at: Date; conditions: string[] }>('select agreed_name, agreed_at, conditions from attendance_agreements order by form_id, version');

test('a form is kept until 90 days after its party by default, erased on the 90th day (venue time), its agreement\'s time kept', async () => {
  const formId = await filledForm();
  const agreedAt = (await stored()).agreed_at;
  // 17 September 2031 is the 89th day after the party: at 23:59 in Sydney (13:59 UTC) it is kept.
  api.clock.set('2031-09-17T23:59:00+10:00');
  expect(await pass()).toBe(0);
  expect(await stored()).toMatchObject({ guardian_name: 'Kim Roe', erased_at: null });

  api.clock.set('2031-09-18T00:01:00+10:00');
  expect(await pass()).toBe(1);
  expect(await stored()).toMatchObject({
    guardian_name: '', guardian_mobile: '', emergency_name: '', emergency_phone: '', children: [], agreed_name: '',
    agreed_at: agreedAt, erased_at: new Date('2031-09-18T00:01:00+10:00'),
  });
  expect(await pass()).toBe(0);
  const read = await api.get(`/api/attendance-forms/${formId}`);
  expect(read.body).toMatchObject({ open: false, closed: 'erased', form: { guardianName: '', children: [] } });
  expect(JSON.stringify(read.body)).not.toMatch(/Peanuts|EpiPen|0412111222/);
});

test('the agreements a form was saved with are erased with it: each typed name blanked, its time and words kept', async () => {
  const formId = await filledForm();
  const first = (await stored()).agreed_at as Date;
  api.clock.advanceMinutes(30);
  const corrected = await api.put(`/api/attendance-forms/${formId}`, {
    guardianName: 'Kim Roe', guardianMobile: '0412111222', emergencyName: 'Pat Roe', emergencyPhone: '0498333444',
    children: [{ name: 'Ava', age: 6, allergies: 'Peanuts', medicalNotes: '' }], agreedName: 'Kimberly Roe', agree: true, version: 2,
  });
  expect(corrected.status).toBe(200);
  const second = (await stored()).agreed_at as Date;
  expect((await agreements()).map((row) => row.agreed_name)).toEqual(['Kim Roe', 'Kimberly Roe']);

  api.clock.set('2031-09-18T00:01:00+10:00');
  // Three processes at once: the form erased once, its agreements with it.
  expect((await Promise.all([pass(), pass(), pass()])).reduce((a, b) => a + b, 0)).toBe(1);
  expect(await agreements()).toEqual([
    { agreed_name: '', agreed_at: first, conditions: [...CONDITIONS_OF_ENTRY] },
    { agreed_name: '', agreed_at: second, conditions: [...CONDITIONS_OF_ENTRY] },
  ]);
  // Only the erasure changes an agreement: the rest is kept as made.
  await expect(api.db.query(`update attendance_agreements set agreed_at = now()`)).rejects.toThrow(/kept as made/);
  await expect(api.db.query(`update attendance_agreements set agreed_name = 'Someone'`)).rejects.toThrow(/kept as made/);
});

test("every kind of form is erased: a family's, the guest of honour's family's and a walk-in's taken at the door", async () => {
  await filledForm();
  const [{ public_id: bookingId }] = await api.db.query<{ public_id: string }>('select public_id from bookings');
  const { reference } = (await api.get(`/api/bookings/${bookingId}`)).body;
  const host = { guardianName: 'Sam Nguyen', guardianMobile: '0412345678', emergencyName: 'Lou Nguyen', emergencyPhone: '0498000111', children: [{ name: 'Mia', age: 7, allergies: 'Kiwi', medicalNotes: 'Asthma' }], agreedName: 'Sam Nguyen', agree: true };
  expect((await api.put(`/api/bookings/${bookingId}/attendance-form`, { ...host, version: 0 })).status).toBe(200);
  const cookie = await staffSession(api, 'front-desk');
  const walkIn = { ...host, guardianName: 'Max Doe', guardianMobile: '0400555666', children: [{ name: 'Max', age: 8, allergies: 'Eggs', medicalNotes: 'Spacer' }], agreedName: 'Max Doe' };
  expect((await staffCall(api, 'POST', API_PATHS.staffBookingWalkIns.replace(':reference', reference), { cookie, json: walkIn })).status).toBe(201);

  api.clock.set('2031-09-18T00:01:00+10:00');
  expect(await pass()).toBe(3);
  const rows = await api.db.query<{ family: string; erased: boolean; agreed: boolean }>(`select family, erased_at is not null as erased, agreed_at is not null as agreed from attendance_forms order by family`);
  expect(rows).toEqual([
    { family: 'guest', erased: true, agreed: true },
    { family: 'host', erased: true, agreed: true },
    { family: 'walk-in', erased: true, agreed: true },
  ]);
  expect(await api.db.query(`select agreed_name from attendance_agreements`)).toEqual([{ agreed_name: '' }, { agreed_name: '' }, { agreed_name: '' }]);
  const left = JSON.stringify([await api.db.query('select * from attendance_forms'), await api.db.query('select * from attendance_agreements')]);
  for (const secret of ['Kim Roe', 'Sam Nguyen', 'Max Doe', 'Peanuts', 'EpiPen', 'Kiwi', 'Asthma', 'Eggs', 'Spacer', '0400555666']) expect(left).not.toContain(secret);
});

test("the venue's own period is read from its settings", async () => {
  await filledForm();
  // The tests' reset empties venue_settings: the venue's row as migration 026 makes it, with its own period.
  await api.db.query('insert into venue_settings (form_retention_days) values (7) on conflict (id) do update set form_retention_days = 7');
  api.clock.set('2031-06-26T12:00:00+10:00');
  expect(await pass()).toBe(0);
  api.clock.set('2031-06-27T00:00:00+10:00');
  expect(await pass()).toBe(1);
});

test('two processes erasing at once erase each form once', async () => {
  await filledForm();
  await filledForm('2031-06-21');
  api.clock.set('2031-10-01T09:00:00+10:00');
  const counts = await Promise.all([pass(), pass(), pass()]);
  expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
  expect(await api.db.query('select id from attendance_forms where erased_at is null')).toEqual([]);
});

test('the API erases by itself as it runs, on its timer', async () => {
  await filledForm();
  api.clock.set('2031-10-01T09:00:00+10:00');
  await api.startAnother({}, { eraseForms: { everyMs: 50 } });
  for (let i = 0; i < 100 && !(await stored()).erased_at; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect((await stored()).erased_at).not.toBeNull();
});
