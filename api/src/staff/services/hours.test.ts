import { API_PATHS } from '@party/domain';
import { afterHoursPayload, bookingPayload, PARTY_DATE } from '../../test/fixtures';
import { staffCall, staffSession } from '../../test/staff';
import { useTestApi, type Loose } from '../../test/test-api';
import { SAMPLE_WEEKLY_HOURS } from '../../venue';

// The opening hours from the console (decision 040): in the database, seeded with the sample
// venue's; a change counts at once for the party times, the booking refusals and the footer's lines.

const api = useTestApi();

const MONDAY = '2031-06-23';
const WINDOW = { opens: '09:00', closes: '22:00' };
const read = async (cookie: string) => (await staffCall(api, 'GET', API_PATHS.staffHours, { cookie })).body;
const put = (cookie: string, json: unknown) => staffCall(api, 'PUT', API_PATHS.staffHours, { cookie, json });
const mondayFree = async () => (await api.get(`${API_PATHS.timeSlots}?date=${MONDAY}&duration=2`)).body.filter((slot: Loose) => slot.isAvailable).length;

test('the hours are the sample venue\'s until changed; closing Mondays and shortening Fridays counts at once for slots, bookings and the footer', async () => {
  const cookie = await staffSession(api, 'manager');
  const hours = await read(cookie);
  expect(hours).toEqual({ ...SAMPLE_WEEKLY_HOURS, afterHours: WINDOW, version: 1 });
  expect(await mondayFree()).toBeGreaterThan(0);

  const days = { ...hours.days, mon: null, fri: { opens: '09:30', closes: '17:30' } };
  const changed = await put(cookie, { ...hours, days });
  expect(changed).toMatchObject({ status: 200, body: { days, version: 2 } });

  expect(await mondayFree()).toBe(0);
  const monday = await api.post(API_PATHS.bookingInitiate, bookingPayload({ date: MONDAY }));
  expect(monday).toMatchObject({ status: 422, body: { code: 'date-not-bookable' } });
  expect((await api.get(API_PATHS.venue)).body.openingHours).toEqual([
    { days: 'Mon', hours: 'Closed' },
    { days: 'Tue-Fri', hours: '9:30am-5:30pm' },
    { days: 'Sat-Sun', hours: '9:30am-6:00pm' },
    { days: 'Public holidays', hours: '10:00am-5:00pm' },
  ]);
  const [entry] = await api.db.query<{ action: string; before: Loose; after: Loose }>("select action, before, after from audit_log where action = 'hours.change'");
  expect(entry.before.days.mon).toEqual({ opens: '09:30', closes: '17:30' });
  expect(entry.after.days.mon).toBeNull();
});

test('a change from an older version is refused with the hours as they now are', async () => {
  const alice = await staffSession(api, 'manager', 'alice@staff.test');
  const bob = await staffSession(api, 'owner', 'bob@staff.test');
  const hours = await read(alice);
  const answers = await Promise.all([
    put(alice, { ...hours, days: { ...hours.days, sun: null } }),
    put(bob, { ...hours, publicHolidays: null }),
  ]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  const refused = answers.find((a) => a.status === 409) as Loose;
  expect(refused.body).toMatchObject({ code: 'changed-meanwhile', current: await read(alice) });
});

test.each([
  { name: 'a day that closes before it opens', patch: (h: Loose) => ({ days: { ...h.days, tue: { opens: '17:00', closes: '09:00' } } }) },
  { name: 'a time of 25:00', patch: (h: Loose) => ({ days: { ...h.days, tue: { opens: '09:00', closes: '25:00' } } }) },
  { name: 'a day left out', patch: (h: Loose) => ({ days: { mon: h.days.mon } }) },
  { name: 'a NUL in a time', patch: (h: Loose) => ({ days: { ...h.days, tue: { opens: '09:00\u0000', closes: '17:00' } } }) },
  { name: 'an after-hours window off the quarter hour', patch: () => ({ afterHours: { opens: '08:10', closes: '22:00' } }) },
  { name: 'an after-hours window too short for a 2-hour hire', patch: () => ({ afterHours: { opens: '20:30', closes: '22:00' } }) },
  { name: 'an after-hours window that ends before it starts', patch: () => ({ afterHours: { opens: '18:00', closes: '09:00' } }) },
  { name: 'an after-hours window left out', patch: () => ({ afterHours: undefined }) },
  { name: 'no version', patch: () => ({ version: undefined }) },
])('hours with $name are refused with a clear 400, and nothing changes', async ({ patch }) => {
  const cookie = await staffSession(api, 'owner');
  const hours = await read(cookie);
  const answer = await put(cookie, { ...hours, ...patch(hours) });
  expect(answer.status).toBe(400);
  expect(answer.body.message).toEqual(expect.any(String));
  expect(await read(cookie)).toEqual(hours);
});

test("the after-hours window is the venue's too (decision 042): a change counts at once for the terms, the hire's times and its taken times; audited", async () => {
  const cookie = await staffSession(api, 'owner');
  const hire = await api.post(API_PATHS.afterHoursSave, afterHoursPayload({ startTime: '18:00', endTime: '21:00' }));
  expect(hire.status).toBe(201);
  const hours = await read(cookie);
  // The hire made before, 18:00 to 21:00, ends outside the new window: the manager keeps it (decision 059).
  const changed = await put(cookie, { ...hours, afterHours: { opens: '10:00', closes: '19:00' }, decisions: [{ reference: hire.body.booking.reference, decision: 'keep' }] });
  expect(changed).toMatchObject({ status: 200, body: { afterHours: { opens: '10:00', closes: '19:00' }, version: hours.version + 1 } });

  expect((await api.get(API_PATHS.afterHoursTerms)).body.window).toEqual({ opens: '10:00', closes: '19:00' });
  const early = await api.post(API_PATHS.afterHoursSave, afterHoursPayload({ date: '2031-09-02', startTime: '09:00', endTime: '11:00' }));
  expect(early).toMatchObject({ status: 400, body: { message: 'Start time must be between 10:00 and 17:00, on the quarter hour.' } });
  const late = await api.post(API_PATHS.afterHoursSave, afterHoursPayload({ date: '2031-09-02', startTime: '16:00', endTime: '19:30' }));
  expect(late).toMatchObject({ status: 400, body: { message: 'End time must be at least 2 hours after the start, on the half hour, and no later than 19:00.' } });
  expect(await api.post(API_PATHS.afterHoursSave, afterHoursPayload({ date: '2031-09-02', startTime: '10:00', endTime: '12:00' }))).toMatchObject({ status: 201 });

  // The hire made before, 18:00 to 21:00, is kept: its taken time is shown within the new window.
  const taken = await api.get(`${API_PATHS.afterHoursAvailability}?from=${PARTY_DATE}&to=${PARTY_DATE}`);
  expect(taken.body.days).toEqual([{ date: PARTY_DATE, taken: [{ start: '18:00', end: '19:00' }], fullyTaken: false }]);
  const [entry] = await api.db.query<{ before: Loose; after: Loose }>("select before, after from audit_log where action = 'hours.change'");
  expect(entry.before.afterHours).toEqual(WINDOW);
  expect(entry.after.afterHours).toEqual({ opens: '10:00', closes: '19:00' });
});
