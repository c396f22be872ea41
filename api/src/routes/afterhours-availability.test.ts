import { createVenue } from '../venue';
import { afterHoursPayload, bookingPayload, PARTY_DATE } from '../test/fixtures';
import { call, useTestApi } from '../test/test-api';

// GET /api/afterhours-availability: when the centre is taken, day by day, so the after-hours page
// offers only times that fit. A hire takes the whole centre, and so does a party in any room
// (decision 014); unpaid bookings count while their hold lasts.

const api = useTestApi();

const NEXT_DAY = '2031-06-21';
const hire = (startTime: string, endTime: string, extra: Record<string, unknown> = {}) => afterHoursPayload({ startTime, endTime, ...extra });
const party = (time: string, extra: Record<string, unknown> = {}) =>
  bookingPayload({ timeSlot: { id: `slot-${time.replace(':', '')}`, time }, kidsFood: [], ...extra });

async function saveHire(body: unknown, base = api.url): Promise<string> {
  const saved = await call(base, 'POST', '/api/bookings-afterhours/save', { json: body });
  expect(saved.status).toBe(201);
  return saved.body.booking.uniqueBookingId as string;
}

async function saveParty(body: unknown, base = api.url): Promise<string> {
  const saved = await call(base, 'POST', '/api/booking-initiate', { json: body });
  expect(saved.status).toBe(201);
  return saved.body.bookingId as string;
}

const availability = (query: string, base = api.url) => call(base, 'GET', `/api/afterhours-availability?${query}`);

/** The taken times of PARTY_DATE, written '10:00-12:00'. */
async function takenOnTheDay(extra = ''): Promise<string[]> {
  const answer = await availability(`from=${PARTY_DATE}&to=${PARTY_DATE}${extra}`);
  expect(answer.status).toBe(200);
  const day = answer.body.days.find((d: { date: string }) => d.date === PARTY_DATE);
  return (day?.taken ?? []).map((t: { start: string; end: string }) => `${t.start}-${t.end}`);
}

test('nothing booked: no day is listed, and the answer is never cached', async () => {
  const answer = await availability(`from=2031-06-01&to=2031-06-30`);
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ from: '2031-06-01', to: '2031-06-30', days: [] });
  expect(answer.headers.get('cache-control')).toContain('no-store');
});

test('parties take the centre for their whole time, in any room; two that overlap are one taken time', async () => {
  await saveParty(party('10:00', { room: { id: 'ocean-room' } }));
  await saveParty(party('11:00', { room: { id: 'space-room' } }));
  await saveParty(party('15:00', { room: { id: 'castle-room' }, numberOfKids: 12 }));
  expect(await takenOnTheDay()).toEqual(['10:00-13:00', '15:00-17:00']);
});

test('a hire takes the centre from its start to its end, and back to back with a party is joined', async () => {
  await saveParty(party('16:00'));
  await saveHire(hire('18:00', '21:00'));
  const answer = await availability(`from=${PARTY_DATE}&to=${NEXT_DAY}`);
  expect(answer.body.days).toEqual([{ date: PARTY_DATE, taken: [{ start: '16:00', end: '21:00' }], fullyTaken: false }]);
});

test('a day is fully taken when no start time leaves 2 hours free', async () => {
  await saveParty(party('09:30'));
  // 09:30-11:30 taken and 11:30-22:00 hired: nothing fits, not even 09:00 (2 hours would cross 09:30).
  await saveHire(hire('11:30', '22:00'));
  await saveHire(hire('09:00', '22:00', { date: NEXT_DAY }));
  const answer = await availability(`from=${PARTY_DATE}&to=${NEXT_DAY}`);
  expect(answer.body.days).toEqual([
    { date: PARTY_DATE, taken: [{ start: '09:30', end: '22:00' }], fullyTaken: true },
    { date: NEXT_DAY, taken: [{ start: '09:00', end: '22:00' }], fullyTaken: true },
  ]);
});

test('a day with 2 hours left is not fully taken', async () => {
  await saveHire(hire('09:00', '20:00'));
  expect((await availability(`from=${PARTY_DATE}&to=${PARTY_DATE}`)).body.days).toEqual([
    { date: PARTY_DATE, taken: [{ start: '09:00', end: '20:00' }], fullyTaken: false },
  ]);
});

test('an unpaid hire counts while its hold lasts (30 minutes), a paid one however long ago it was made', async () => {
  const unpaid = await saveHire(hire('18:00', '20:00'));
  const paid = await saveHire(hire('20:00', '22:00', { date: NEXT_DAY }));
  await api.db.query(`update afterhours_bookings set status = 'confirmed', hold_expires_at = null where public_id = $1`, [paid]);
  api.clock.advanceMinutes(29);
  expect(await takenOnTheDay()).toEqual(['18:00-20:00']);
  api.clock.advanceMinutes(2);
  expect(await takenOnTheDay()).toEqual([]);
  expect((await availability(`from=${NEXT_DAY}&to=${NEXT_DAY}`)).body.days).toEqual([{ date: NEXT_DAY, taken: [{ start: '20:00', end: '22:00' }], fullyTaken: false }]);
  // The hire whose hold ran out is still pending: it just no longer keeps the centre.
  expect((await api.get(`/api/bookings-afterhours/${unpaid}`)).body.status).toBe('pending');
});

test('an unpaid party counts while its hold lasts; a confirmed one stays', async () => {
  await saveParty(party('10:00'));
  const paid = await saveParty(party('14:00', { room: { id: 'space-room' } }));
  await api.db.query(`update bookings set status = 'confirmed', hold_expires_at = null where public_id = $1`, [paid]);
  expect(await takenOnTheDay()).toEqual(['10:00-12:00', '14:00-16:00']);
  api.clock.advanceMinutes(31);
  expect(await takenOnTheDay()).toEqual(['14:00-16:00']);
});

test('canceled hires and parties take nothing', async () => {
  const hireId = await saveHire(hire('18:00', '21:00'));
  const partyId = await saveParty(party('10:00'));
  await api.db.query(`update afterhours_bookings set status = 'canceled' where public_id = $1`, [hireId]);
  await api.db.query(`update bookings set status = 'canceled', holds_room = false where public_id = $1`, [partyId]);
  expect(await takenOnTheDay()).toEqual([]);
});

test("the hire being changed (except) does not count against itself, but everything else does", async () => {
  await saveParty(party('10:00'));
  const mine = await saveHire(hire('18:00', '20:00'));
  const theirs = await saveHire(hire('20:00', '22:00'));
  expect(await takenOnTheDay()).toEqual(['10:00-12:00', '18:00-22:00']);
  expect(await takenOnTheDay(`&except=${mine}`)).toEqual(['10:00-12:00', '20:00-22:00']);
  expect(await takenOnTheDay(`&except=${theirs}`)).toEqual(['10:00-12:00', '18:00-20:00']);
  // An id that names no hire (or a party's) changes nothing.
  expect(await takenOnTheDay(`&except=nobody`)).toEqual(['10:00-12:00', '18:00-22:00']);
});

test('only the days from `from` to `to` are answered, both included', async () => {
  await saveHire(hire('18:00', '20:00', { date: '2031-06-19' }));
  await saveHire(hire('18:00', '20:00', { date: PARTY_DATE }));
  await saveHire(hire('18:00', '20:00', { date: NEXT_DAY }));
  await saveHire(hire('18:00', '20:00', { date: '2031-06-22' }));
  const answer = await availability(`from=${PARTY_DATE}&to=${NEXT_DAY}`);
  expect(answer.body.days.map((d: { date: string }) => d.date)).toEqual([PARTY_DATE, NEXT_DAY]);
});

test("times are the venue's wall clock, whatever the venue's time zone and the server's", async () => {
  // The same database behind an API whose venue is in Los Angeles: bookings made there keep the
  // times the parent chose, and both APIs answer them as written.
  const losAngeles = await api.startAnother({ venue: createVenue({ timeZone: 'America/Los_Angeles' }) });
  await saveParty(party('09:30'), losAngeles);
  await saveHire(hire('18:15', '20:15'), losAngeles);
  for (const base of [losAngeles, api.url]) {
    const answer = await availability(`from=${PARTY_DATE}&to=${PARTY_DATE}`, base);
    expect(answer.body.days).toEqual([
      { date: PARTY_DATE, taken: [{ start: '09:30', end: '11:30' }, { start: '18:15', end: '20:15' }], fullyTaken: false },
    ]);
  }
});

test.each([
  { name: 'no dates', query: '' },
  { name: 'no `to`', query: `from=${PARTY_DATE}` },
  { name: 'a date that does not exist', query: 'from=2031-02-30&to=2031-03-01' },
  { name: 'a date written another way', query: 'from=20/06/2031&to=21/06/2031' },
  { name: '`to` before `from`', query: `from=${NEXT_DAY}&to=${PARTY_DATE}` },
  { name: 'more than 400 days', query: 'from=2031-01-01&to=2032-02-05' },
  { name: 'a date given twice', query: `from=${PARTY_DATE}&from=${NEXT_DAY}&to=${NEXT_DAY}` },
  { name: 'a huge date', query: `from=${'9'.repeat(5000)}&to=${PARTY_DATE}` },
  { name: 'an id with other characters', query: `from=${PARTY_DATE}&to=${PARTY_DATE}&except=${encodeURIComponent("x' or 1=1 --")}` },
  { name: 'a huge id', query: `from=${PARTY_DATE}&to=${PARTY_DATE}&except=${'a'.repeat(5000)}` },
  { name: 'a NUL in a date', query: `from=2031-06-20%00&to=${PARTY_DATE}` },
])('bad input gets 400 invalid-request, never a 500: $name', async ({ query }) => {
  const answer = await availability(query);
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ code: expect.stringMatching(/^(invalid-request|unreadable-request)$/), message: expect.any(String) });
});

test('400 days at once are answered', async () => {
  await saveHire(hire('18:00', '20:00'));
  const answer = await availability('from=2031-06-02&to=2032-07-05');
  expect(answer.status).toBe(200);
  expect(answer.body.days).toHaveLength(1);
});

test('made-up headers change nothing, and ten calls at once all get the same answer', async () => {
  await saveHire(hire('18:00', '20:00'));
  const headers = { 'x-forwarded-for': '1.2.3.4, 5.6.7.8', 'x-real-ip': '::1', host: 'evil.example', 'x-http-method-override': 'DELETE', cookie: 'a=b' };
  const answers = await Promise.all(Array.from({ length: 10 }, () => call(api.url, 'GET', `/api/afterhours-availability?from=${PARTY_DATE}&to=${PARTY_DATE}`, { headers })));
  expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
  for (const answer of answers) expect(answer.body.days).toEqual([{ date: PARTY_DATE, taken: [{ start: '18:00', end: '20:00' }], fullyTaken: false }]);
});
