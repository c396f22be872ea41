import { API_PATHS, attendanceFormPath, formatDisplayDate, lastOnlineChangeDate, REMINDERS } from '@party/domain';
import { createOutboxRepository } from './repositories/outbox-repository';
import { queueDueReminders } from './reminders/plan-reminders';
import { bookingPayload } from './test/fixtures';
import { createBooking, openDepositCheckout, pressCheckoutButton } from './test/payments';
import { rsvp, signInAs, staffCall, staffSession } from './test/staff';
import { useTestApi } from './test/test-api';

// The reminders (decisions 061 and 065): each due at 10:00 venue time on its day, queued in the
// outbox once under a key naming the booking, the reminder and the party's date; none for a
// canceled party or a date it moved away from; each off while the venue has it off. The planner is
// called here with the test's clock (what each API process's scheduler calls every minute).

const api = useTestApi();

/** Plans the reminders due at `at` in the venue's time zone (Sydney unless another is given); answers how many were queued. */
function plan(at: string, timeZone = api.config.venue.timeZone): Promise<number> {
  api.clock.set(at);
  const { venue, siteUrl, staffSiteUrl } = api.config;
  return queueDueReminders({ db: api.db, now: api.clock.now, venue: { ...venue, timeZone }, siteUrl, staffSiteUrl });
}

interface Reminder {
  kind: string;
  fact_key: string;
  recipient: string;
  status: string;
  subject: string;
  text: string;
}

const reminders = () =>
  api.db.query<Reminder>(
    `select kind, fact_key, recipient, status, message->>'subject' as subject, message->>'text' as text from email_outbox where kind like 'reminder-%' order by id`,
  );
const kinds = async () => (await reminders()).map((reminder) => reminder.kind);

/** A party booked now (the clock) and paid its deposit: confirmed, with $460 still to pay. */
async function paidParty(overrides: Record<string, unknown> = {}) {
  const publicId = await createBooking(api, bookingPayload(overrides));
  const { sessionId } = await openDepositCheckout(api, publicId);
  expect((await pressCheckoutButton(api, sessionId, 'pay')).status).toBe(303);
  const { reference, invitationId } = (await api.get(`/api/bookings/${publicId}`)).body;
  const [{ id }] = await api.db.query<{ id: number }>('select id from bookings where public_id = $1', [publicId]);
  return { publicId, reference: reference as string, invitationId: invitationId as string, id };
}

test("a party's four reminders, each at 10:00 Sydney time on its day, once: the week before's counts, the day before's for the parent and each family coming, the thank-you", async () => {
  const party = await paidParty({ date: '2031-06-20' });
  await rsvp(api, party.invitationId, { name: 'Jo Lee', email: 'jo@example.com', coming: true, kids: [{ name: 'Leo', allergies: 'Peanuts' }] });
  await rsvp(api, party.invitationId, { name: 'Ida Smith', email: 'ida@example.com', coming: true, kids: [{ name: 'Zoe', allergies: '' }, { name: 'Ivo', allergies: '' }] });
  await rsvp(api, party.invitationId, { name: 'Sam Khan', email: 'sam.k@example.com', coming: false });
  // Ida's family has filled in its form; Jo's has not.
  const [ida] = await api.db.query<{ id: number }>(`select id from rsvp_answers where email = 'ida@example.com'`);
  await api.db.query(
    // Her yes made her family's form; she fills it.
    `update attendance_forms set guardian_name = 'Ida Smith', children = '[{"name": "Zoe", "age": 6, "allergies": "Dairy", "medicalNotes": "Inhaler"}]',
            conditions = '["Socks are required in the play area."]', agreed_name = 'Ida Smith', agreed_at = now()
      where booking_id = $1 and rsvp_answer_id = $2`,
    [party.id, ida.id],
  );

  expect(await plan('2031-06-13T09:59:59+10:00')).toBe(0);
  expect(await plan('2031-06-13T10:00:00+10:00')).toBe(1);
  const [week] = await reminders();
  expect(week).toMatchObject({ kind: 'reminder-parent-week', fact_key: `reminder:parent-week:party:${party.id}:2031-06-20`, recipient: 'sam@example.com' });
  expect(week.subject).toBe("One week to go: Mia's party on " + formatDisplayDate('2031-06-20'));
  // Online changes close as the cutoff says (the last open day), not as a rounded "3 days".
  expect(week.text).toContain(`can be changed online until ${formatDisplayDate(lastOnlineChangeDate('2031-06-20'))}`);
  expect(week.text).toContain('Families coming: 2\nKids coming: 3\nCan\'t come: 1\nAttendance forms still missing: 1');
  // Planned again, by this process or another, or after a restart: nothing more.
  expect(await plan('2031-06-13T10:00:00+10:00')).toBe(0);
  expect(await plan('2031-06-13T18:00:00+10:00')).toBe(0);

  expect(await plan('2031-06-19T09:59:00+10:00')).toBe(0);
  expect(await plan('2031-06-19T10:00:00+10:00')).toBe(3);
  const day = (await reminders()).slice(1);
  expect(day.map((r) => [r.kind, r.recipient])).toEqual([
    ['reminder-parent-day', 'sam@example.com'],
    ['reminder-guest-day', 'jo@example.com'],
    ['reminder-guest-day', 'ida@example.com'],
  ]);
  const [parentDay, jo, idaReminder] = day;
  expect(parentDay.text).toContain('Arrive 30 minutes early: at 9:30 AM, for a 10:00 AM start.');
  expect(parentDay.text).toContain('Socks required');
  expect(parentDay.text).toContain('No outside food or drink except a nut-free cake.');
  expect(parentDay.text).toContain('Balance due: $460');
  expect(parentDay.text).toContain(`Pay the balance now: http://site.test/booking-payment/${party.publicId}`);
  expect(parentDay.text).toContain('https://www.google.com/maps/dir/?api=1&destination=');
  // Jo's family gets its own form's link (made now: it answered before it had one); Ida's, whose form is filled, none.
  const [joForm] = await api.db.query<{ public_id: string }>(
    `select f.public_id from attendance_forms f join rsvp_answers a on a.id = f.rsvp_answer_id where a.email = 'jo@example.com'`,
  );
  expect(jo.text).toContain(`Fill in the attendance form: http://site.test${attendanceFormPath(joForm.public_id)}`);
  expect(jo.fact_key).toMatch(new RegExp(`^reminder:guest-day:party:${party.id}:2031-06-20:`));
  expect(idaReminder.text).not.toContain('attendance form');
  // Each family's: the time, the address and socks.
  for (const family of [jo, idaReminder]) {
    expect(family.subject).toBe("Tomorrow: Mia's 7th birthday party at 10:00 AM");
    expect(family.text).toContain('10:00 AM');
    expect(family.text).toContain(api.config.venue.address);
    expect(family.text).toContain('Socks required');
  }
  // What the families typed in their forms is in no email.
  for (const reminder of await reminders()) expect(reminder.text).not.toMatch(/Inhaler|Dairy/);
  expect(await plan('2031-06-20T09:00:00+10:00')).toBe(0);

  expect(await plan('2031-06-21T09:59:00+10:00')).toBe(0);
  expect(await plan('2031-06-21T10:00:00+10:00')).toBe(1);
  expect((await reminders()).at(-1)).toMatchObject({ kind: 'reminder-thank-you', recipient: 'sam@example.com' });

  // The booking's page lists them among its emails, each by its name.
  const cookie = await staffSession(api, 'manager');
  const page = await staffCall(api, 'GET', `/api/staff/bookings/${party.reference}`, { cookie });
  const listed = page.body.emails.filter((email: { name?: string }) => email.name);
  expect(listed.map((email: { name: string; to: string }) => [email.name, email.to])).toEqual([
    [REMINDERS['parent-week'].name, 'sam@example.com'],
    [REMINDERS['parent-day'].name, 'sam@example.com'],
    [REMINDERS['guest-day'].name, 'jo@example.com'],
    [REMINDERS['guest-day'].name, 'ida@example.com'],
    [REMINDERS['thank-you'].name, 'sam@example.com'],
  ]);
});

test('10:00 in a venue ahead of UTC is the day before in UTC: due at that instant, not at the UTC date', async () => {
  await paidParty({ date: '2031-06-20' });
  // Auckland in June is UTC+12: 10:00 on 13 June is 22:00 UTC on 12 June.
  expect(await plan('2031-06-12T21:59:59Z', 'Pacific/Auckland')).toBe(0);
  expect(await plan('2031-06-12T22:00:00Z', 'Pacific/Auckland')).toBe(1);
  expect(await kinds()).toEqual(['reminder-parent-week']);
});

test("across the venue's midnight (14:00 UTC in Sydney's winter): a reminder still due is sent after it, one a day late is not, the next day's waits for its own 10:00", async () => {
  await paidParty({ date: '2031-06-19' });
  const due = await paidParty({ date: '2031-06-20' });
  const next = await paidParty({ date: '2031-06-21' });
  // The planner is down from before 10:00 on 12 June until the venue's midnight ending 13 June: the
  // 19 June party's week reminder (due 12 June 10:00) is a day late by then; the 20 June party's (due
  // 13 June 10:00) is still due until 10:00 on 14 June, though the venue's date has changed and UTC's
  // has not.
  expect(await plan('2031-06-12T09:00:00+10:00')).toBe(0);
  expect(await plan('2031-06-14T00:00:00+10:00')).toBe(1);
  expect(await plan('2031-06-14T09:59:59+10:00')).toBe(0);
  expect(await plan('2031-06-14T10:00:00+10:00')).toBe(1);
  expect((await reminders()).map((r) => r.fact_key)).toEqual([
    `reminder:parent-week:party:${due.id}:2031-06-20`,
    `reminder:parent-week:party:${next.id}:2031-06-21`,
  ]);
});

test.each([
  // Sydney's clocks go back an hour at 03:00 on Sunday 6 April 2031 (UTC+11 to UTC+10): 10:00 that day is 00:00 UTC.
  { name: 'the day clocks go back (April)', booked: '2031-03-01T09:00:00+11:00', date: '2031-04-13', early: '2031-04-05T23:00:00Z', due: '2031-04-06T00:00:00Z' },
  // ...and forward at 02:00 on Sunday 5 October 2031 (UTC+10 to UTC+11): 10:00 that day is 23:00 UTC the day before.
  { name: 'the day clocks go forward (October)', booked: '2031-06-02T09:00:00+10:00', date: '2031-10-12', early: '2031-10-04T22:00:00Z', due: '2031-10-04T23:00:00Z' },
])('across a daylight-saving change, $name: sent at 10:00 on the clocks of that day, not an hour off', async ({ booked, date, early, due }) => {
  api.clock.set(booked);
  await paidParty({ date });
  expect(await plan(early)).toBe(0);
  expect(await plan(new Date(Date.parse(due) - 1000).toISOString())).toBe(0);
  expect(await plan(due)).toBe(1);
  expect(await kinds()).toEqual(['reminder-parent-week']);
});

test('a reminder whose time has passed is not sent late: the week before only within its day, and only to a party booked before it; the day before until the party starts', async () => {
  // Booked 4 days before: the week reminder was due before the party existed.
  api.clock.set('2031-06-16T12:00:00+10:00');
  await paidParty({ date: '2031-06-20' });
  expect(await plan('2031-06-16T12:00:00+10:00')).toBe(0);
  // A planner that was down all of the day before and comes back an hour before the party: the day-before reminders still go.
  expect(await plan('2031-06-20T09:00:00+10:00')).toBe(1);
  expect(await kinds()).toEqual(['reminder-parent-day']);
});

test('a day-before reminder not sent by the time the party starts is not sent at all; a week reminder a day late neither', async () => {
  await paidParty({ date: '2031-06-20' });
  expect(await plan('2031-06-14T10:00:00+10:00')).toBe(0);
  expect(await plan('2031-06-20T10:00:00+10:00')).toBe(0);
  expect(await reminders()).toEqual([]);
});

test('a canceled party gets no reminder, and one queued before it was canceled is dropped, not sent', async () => {
  const party = await paidParty({ date: '2031-06-20' });
  expect(await plan('2031-06-13T10:00:00+10:00')).toBe(1);
  const cookie = await staffSession(api, 'manager');
  const canceled = await staffCall(api, 'POST', `/api/staff/bookings/${party.reference}/cancel`, { cookie, json: { by: 'customer', reason: 'Mia is unwell', refund: 0 } });
  expect(canceled).toMatchObject({ status: 200, body: { canceled: true } });

  // The sender claims what is due: the reminder is dropped as it is claimed, and only the cancellation's emails go.
  const outbox = createOutboxRepository(api.db);
  for (let claimed = await outbox.claimNext(60_000); claimed; claimed = await outbox.claimNext(60_000)) await outbox.markSent(claimed.id);
  expect((await reminders()).map((r) => [r.kind, r.status])).toEqual([['reminder-parent-week', 'dropped']]);
  expect(await plan('2031-06-19T10:00:00+10:00')).toBe(0);
  expect(await plan('2031-06-21T10:00:00+10:00')).toBe(0);
});

test("a move re-plans them: the old date's reminder is dropped, the new date's is sent under a new key", async () => {
  const party = await paidParty({ date: '2031-06-22' });
  expect(await plan('2031-06-15T10:00:00+10:00')).toBe(1);
  const moved = await api.post(`/api/bookings/${party.publicId}/move`, { date: '2031-06-29', startTime: '10:00', roomId: 'ocean-room', fee: 100 });
  expect(moved).toMatchObject({ status: 200, body: { moved: true } });

  const outbox = createOutboxRepository(api.db);
  for (let claimed = await outbox.claimNext(60_000); claimed; claimed = await outbox.claimNext(60_000)) await outbox.markSent(claimed.id);
  // The old date's day-before reminders never come; the new date's week reminder does.
  expect(await plan('2031-06-21T10:00:00+10:00')).toBe(0);
  expect(await plan('2031-06-22T10:00:00+10:00')).toBe(1);
  expect((await reminders()).map((r) => [r.fact_key, r.status])).toEqual([
    [`reminder:parent-week:party:${party.id}:2031-06-22`, 'dropped'],
    [`reminder:parent-week:party:${party.id}:2031-06-29`, 'queued'],
  ]);
});

test('a pending party (not paid) gets no reminder', async () => {
  await createBooking(api, bookingPayload({ date: '2031-06-20' }));
  expect(await plan('2031-06-13T10:00:00+10:00')).toBe(0);
});

test('a reminder the venue turned off is not queued while it is off; turned on again, the next one is', async () => {
  const party = await paidParty({ date: '2031-06-20' });
  await rsvp(api, party.invitationId, { name: 'Jo Lee', email: 'jo@example.com', coming: true, kids: [{ name: 'Leo', allergies: '' }] });
  const cookie = await staffSession(api, 'manager');
  const off = { reminders: { 'parent-week': false, 'parent-day': true, 'guest-day': false, 'thank-you': true }, formRetentionDays: 90 };
  expect(await staffCall(api, 'PUT', API_PATHS.staffVenueSettings, { cookie, json: off })).toMatchObject({ status: 200, body: off });

  expect(await plan('2031-06-13T10:00:00+10:00')).toBe(0);
  expect(await plan('2031-06-19T10:00:00+10:00')).toBe(1);
  expect(await kinds()).toEqual(['reminder-parent-day']);
  // On again while the day-before reminders are still due: the families' goes now (signed in again: the clock moved on weeks).
  const again = await signInAs(api, 'manager');
  const on = { ...off, reminders: { ...off.reminders, 'guest-day': true } };
  expect(await staffCall(api, 'PUT', API_PATHS.staffVenueSettings, { cookie: again, json: on })).toMatchObject({ status: 200, body: on });
  expect(await plan('2031-06-19T11:00:00+10:00')).toBe(1);
  expect(await kinds()).toEqual(['reminder-parent-day', 'reminder-guest-day']);
});

test('the venue settings: read, changed whole and audited once, the same change sent ten times at once changes them once; bad values refused with words', async () => {
  const cookie = await staffSession(api, 'owner');
  const initial = await staffCall(api, 'GET', API_PATHS.staffVenueSettings, { cookie });
  expect(initial).toMatchObject({ status: 200, body: { reminders: { 'parent-week': true, 'parent-day': true, 'guest-day': true, 'thank-you': true }, formRetentionDays: 90 } });

  const changed = { reminders: { 'parent-week': true, 'parent-day': false, 'guest-day': true, 'thank-you': false }, formRetentionDays: 30 };
  const answers = await Promise.all(Array.from({ length: 10 }, () => staffCall(api, 'PUT', API_PATHS.staffVenueSettings, { cookie, json: changed })));
  for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: changed });
  expect((await staffCall(api, 'GET', API_PATHS.staffVenueSettings, { cookie })).body).toEqual(changed);
  const audited = await api.db.query<{ action: string; before: unknown; after: unknown }>(`select action, before, after from audit_log where action = 'settings.change'`);
  expect(audited).toEqual([{ action: 'settings.change', before: initial.body, after: changed }]);

  for (const [formRetentionDays, message] of [
    [0, 'Keep the forms at least 1 day after the party'],
    [3651, 'Keep the forms at most 3650 days after the party'],
    [1.5, 'Give a whole number of days'],
    ['', 'Give the number of days to keep the forms'],
  ] as const) {
    const refused = await staffCall(api, 'PUT', API_PATHS.staffVenueSettings, { cookie, json: { ...changed, formRetentionDays } });
    expect(refused).toMatchObject({ status: 400 });
    expect(JSON.stringify(refused.body)).toContain(message);
  }
  expect((await staffCall(api, 'PUT', API_PATHS.staffVenueSettings, { cookie, json: { formRetentionDays: 30, reminders: { 'parent-week': true } } })).status).toBe(400);
  expect((await staffCall(api, 'GET', API_PATHS.staffVenueSettings, { cookie })).body).toEqual(changed);

  // Front desk sees neither.
  const desk = await staffSession(api, 'front-desk');
  expect(await staffCall(api, 'GET', API_PATHS.staffVenueSettings, { cookie: desk })).toMatchObject({ status: 403 });
});
