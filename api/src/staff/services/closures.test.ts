import { API_PATHS, apiPath, VENUE_CLOSED_MESSAGE } from '@party/domain';
import { afterHoursPayload, bookingPayload, PARTY_DATE, rowCounts } from '../../test/fixtures';
import { staffCall, staffSession } from '../../test/staff';
import { useTestApi, type TestApi } from '../../test/test-api';

// Closed days and blocked times (decision 040): what a closure closes, the public pages and the
// booking and hire APIs refuse with VENUE_CLOSED_MESSAGE and never the staff's reason; the live
// bookings it falls on are listed for the staff to call, and none of them is changed.

const api = useTestApi();

const REASON = 'Burst pipe in the ceiling: plumber booked';

async function close(cookie: string, closure: Record<string, unknown>) {
  return staffCall(api, 'POST', API_PATHS.staffClosures, { cookie, json: { reason: REASON, ...closure } });
}

async function closures(cookie: string, from = PARTY_DATE, to = PARTY_DATE) {
  return staffCall(api, 'GET', `${API_PATHS.staffClosures}?from=${from}&to=${to}`, { cookie });
}

const slotsOf = async (date = PARTY_DATE, duration = 2) =>
  (await api.get(`${API_PATHS.timeSlots}?date=${date}&duration=${duration}`)).body as Array<{ time: string; isAvailable: boolean }>;
const roomsAt = async (time: string, date = PARTY_DATE) =>
  (await api.get(`${API_PATHS.rooms}?date=${date}&timeSlots=${time}&numberOfKids=12&duration=2`)).body as Array<{ id: string; isAvailable: boolean }>;
const availableRooms = async (time: string) => (await roomsAt(time)).filter((room) => room.isAvailable).map((room) => room.id).sort();

/** The public refusal: the centre is closed, said in the pages' words, never with the reason. */
function expectClosed(answer: { status: number; body: { code: string; message: string } }) {
  expect(answer).toMatchObject({ status: 422, body: { code: 'venue-closed', message: VENUE_CLOSED_MESSAGE } });
  expect(JSON.stringify(answer.body)).not.toContain('pipe');
}

const book = (overrides: Record<string, unknown> = {}) => api.post(API_PATHS.bookingInitiate, bookingPayload(overrides));
const hire = (overrides: Record<string, unknown> = {}) => api.post(API_PATHS.afterHoursSave, afterHoursPayload(overrides));
const slot = (time: string) => ({ id: `slot-${time.replace(':', '')}`, time, isAvailable: true });
const room = (id: string) => ({ id, name: id, maxCapacity: 25, availability: { availableByDefault: true } });

async function auditOf(action: string) {
  return api.db.query<{ actor_name: string; target_kind: string; target_reference: string; before: unknown; after: unknown }>(
    'select actor_name, target_kind, target_reference, before, after from audit_log where action = $1 order by id',
    [action],
  );
}

test('a closed day: gone from the public calendar, no slots, no rooms, and every booking and hire refused without the reason', async () => {
  const cookie = await staffSession(api, 'manager');
  const made = await close(cookie, { date: PARTY_DATE });
  expect(made).toMatchObject({ status: 201, body: { date: PARTY_DATE, room: null, start: null, end: null, reason: REASON, createdBy: 'manager member', bookings: [] } });

  expect((await api.get(API_PATHS.unavailableDates)).body).toContain(PARTY_DATE);
  expect((await api.get(`${API_PATHS.availability}?date=${PARTY_DATE}`)).body).toMatchObject({ unavailableDates: expect.arrayContaining([PARTY_DATE]), timeSlots: [] });
  expect(await slotsOf()).toEqual([]);
  expect(await availableRooms('10:00')).toEqual([]);
  expect((await api.get(API_PATHS.fullPartyDates)).body).not.toContain(PARTY_DATE);

  const before = await rowCounts(api.db);
  expectClosed(await book());
  expectClosed(await hire());
  expect(await rowCounts(api.db)).toEqual(before);
});

test('a blocked room: that room alone is unavailable then, and booking it is refused; other rooms and other times stay open', async () => {
  const cookie = await staffSession(api, 'owner');
  expect((await close(cookie, { date: PARTY_DATE, room: 'ocean-room', start: '10:00', end: '12:00' })).status).toBe(201);

  expect(await availableRooms('10:00')).toEqual(['castle-room', 'jungle-room', 'space-room']);
  // A 2-hour party from 11:00 would meet the block's last hour; from 12:00 it is back to back.
  expect(await availableRooms('11:00')).not.toContain('ocean-room');
  expect(await availableRooms('12:00')).toContain('ocean-room');
  expect((await slotsOf()).find((s) => s.time === '10:00')).toMatchObject({ isAvailable: true });

  expectClosed(await book({ timeSlot: slot('11:00') }));
  expect((await book({ timeSlot: slot('10:00'), room: room('space-room') })).status).toBe(201);
  expect((await book({ timeSlot: slot('12:00') })).status).toBe(201);
  // A hire is not refused by one room's block: a room out of use does not close the centre (decision 040).
  expect((await close(cookie, { date: PARTY_DATE, room: 'jungle-room', start: '18:00', end: '21:00' })).status).toBe(201);
  expect((await hire()).status).toBe(201);
});

test('a block of the whole centre: its slots are unavailable, the after-hours page sees it taken, and a hire over it is refused', async () => {
  const cookie = await staffSession(api, 'owner');
  expect((await close(cookie, { date: PARTY_DATE, start: '17:00', end: '22:00' })).status).toBe(201);

  const slots = await slotsOf();
  expect(slots.filter((s) => s.isAvailable).map((s) => s.time)).toEqual(['09:30', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
  expect(await availableRooms('16:00')).toEqual([]);
  const taken = (await api.get(`${API_PATHS.afterHoursAvailability}?from=${PARTY_DATE}&to=${PARTY_DATE}`)).body;
  expect(taken.days).toEqual([{ date: PARTY_DATE, taken: [{ start: '17:00', end: '22:00' }], fullyTaken: false }]);
  expectClosed(await hire({ startTime: '16:00', endTime: '18:00' }));
  expect((await hire({ startTime: '14:00', endTime: '16:00', duration: 2 })).status).toBe(201);
});

test('a day blocked at every slot is full; a closed day is closed, not full', async () => {
  const cookie = await staffSession(api, 'owner');
  expect((await close(cookie, { date: PARTY_DATE, start: '09:00', end: '23:00' })).status).toBe(201);
  expect((await close(cookie, { date: '2031-06-21' })).status).toBe(201);
  const full = (await api.get(API_PATHS.fullPartyDates)).body;
  expect(full).toContain(PARTY_DATE);
  expect(full).not.toContain('2031-06-21');
});

test('a closure kept over live bookings lists them for the staff, and changes none of them', async () => {
  const party = await book();
  const otherRoom = await book({ room: room('space-room'), contactInfo: { parentName: 'Kim Lee', email: 'kim@example.com', phone: '0498 765 432', address: '3 Street' } });
  const event = await hire();
  const statesBefore = await api.db.query('select public_id, status, version, holds_room from bookings order by id');
  const hireBefore = await api.db.query('select public_id, status, version from afterhours_bookings');

  const cookie = await staffSession(api, 'manager');
  const keep = (...references: string[]) => references.map((reference) => ({ reference, decision: 'keep' }));
  const roomBlock = await close(cookie, { date: PARTY_DATE, room: 'ocean-room', start: '09:30', end: '11:00', decisions: keep(party.body.reference) });
  expect(roomBlock.body.bookings).toEqual([
    { kind: 'party', reference: party.body.reference, startTime: '10:00', endTime: '12:00', what: 'Ocean Room', name: 'Sam Nguyen', mobile: '0412345678' },
  ]);
  const centreBlock = await close(cookie, { date: PARTY_DATE, start: '11:30', end: '19:00', decisions: keep(party.body.reference, otherRoom.body.reference, event.body.booking.reference) });
  expect(centreBlock.body.bookings.map((b: { reference: string }) => b.reference)).toEqual([party.body.reference, otherRoom.body.reference, event.body.booking.reference]);
  expect(centreBlock.body.bookings[2]).toMatchObject({ kind: 'hire', what: 'After-hours hire', name: 'Alex Taylor', startTime: '18:00', endTime: '21:00' });

  expect(await api.db.query('select public_id, status, version, holds_room from bookings order by id')).toEqual(statesBefore);
  expect(await api.db.query('select public_id, status, version from afterhours_bookings')).toEqual(hireBefore);
  // The list says the same later, with both closures of the day.
  const listed = (await closures(cookie)).body.closures;
  expect(listed.map((c: { start: string }) => c.start)).toEqual(['09:30', '11:30']);
  expect(listed[1].bookings).toHaveLength(3);
  // The party on a closed day can still be edited for its food: the closure changed nothing of it.
  const edit = await api.put(apiPath(API_PATHS.booking, { id: party.body.bookingId }), {
    kidsFood: [], adultsFood: [], addons: [], guestNames: [], paymentOption: 'deposit', acceptTerms: true, totalPrice: 0, finalPrice: 0, appliedDiscountAmount: 0,
  });
  expect(edit.status).toBe(200);
});

test('an edit of a hire that keeps its time on a day closed since is saved; one that moves it into a block is refused', async () => {
  const event = await hire();
  const cookie = await staffSession(api, 'owner');
  expect((await close(cookie, { date: PARTY_DATE, decisions: [{ reference: event.body.booking.reference, decision: 'keep' }] })).status).toBe(201);
  const address = apiPath(API_PATHS.afterHoursBooking, { id: event.body.booking.uniqueBookingId });
  expect((await api.put(address, afterHoursPayload({ notes: 'Bring the banner' }))).status).toBe(200);
  expectClosed(await api.put(address, afterHoursPayload({ startTime: '17:00', duration: 4 })));
  expect((await close(cookie, { date: '2031-06-25', start: '20:00', end: '21:00' })).status).toBe(201);
  expectClosed(await api.put(address, afterHoursPayload({ date: '2031-06-25' })));
  expect((await api.get(address)).body).toMatchObject({ date: PARTY_DATE, startTime: '18:00', notes: 'Bring the banner' });
});

test.each([
  { name: 'the same room, meeting', first: { room: 'ocean-room', start: '10:00', end: '12:00' }, second: { room: 'ocean-room', start: '11:59', end: '13:00' } },
  { name: 'the whole centre over one room', first: { room: 'ocean-room', start: '10:00', end: '12:00' }, second: { start: '09:00', end: '10:01' } },
  { name: 'one room inside a block of the whole centre', first: { start: '09:00', end: '18:00' }, second: { room: 'space-room', start: '12:00', end: '13:00' } },
  { name: 'a block on a closed day', first: {}, second: { room: 'space-room', start: '12:00', end: '13:00' } },
  { name: 'a closed day over a block', first: { room: 'space-room', start: '12:00', end: '13:00' }, second: {} },
  { name: 'a day closed twice', first: {}, second: {} },
])('an overlapping closure is refused (409 closure-overlaps): $name', async ({ first, second }) => {
  const cookie = await staffSession(api, 'owner');
  expect((await close(cookie, { date: PARTY_DATE, ...first })).status).toBe(201);
  const entries = (await auditOf('closure.create')).length;
  expect(await close(cookie, { date: PARTY_DATE, ...second })).toMatchObject({ status: 409, body: { code: 'closure-overlaps' } });
  expect((await closures(cookie)).body.closures).toHaveLength(1);
  expect(await auditOf('closure.create')).toHaveLength(entries);
});

test.each([
  { name: 'back to back in one room', second: { room: 'ocean-room', start: '12:00', end: '13:00' } },
  { name: 'another room at the same time', second: { room: 'jungle-room', start: '10:00', end: '12:00' } },
  { name: 'the same room another day', second: { date: '2031-06-21', room: 'ocean-room', start: '10:00', end: '12:00' } },
])('a closure that does not overlap is made: $name', async ({ second }) => {
  const cookie = await staffSession(api, 'owner');
  expect((await close(cookie, { date: PARTY_DATE, room: 'ocean-room', start: '10:00', end: '12:00' })).status).toBe(201);
  expect((await close(cookie, { date: PARTY_DATE, ...second })).status).toBe(201);
});

test.each([
  { name: 'a start at 25:00', closure: { start: '25:00', end: '26:00' }, message: /HH:mm/ },
  { name: 'an end before its start', closure: { start: '12:00', end: '11:00' }, message: /after the start/ },
  { name: 'a start without an end', closure: { start: '12:00' }, message: /both a start and an end/ },
  { name: 'a whole day of one room', closure: { room: 'ocean-room' }, message: /whole centre/ },
  { name: 'no reason', closure: { reason: '   ' }, message: /reason/ },
  { name: 'a reason of 201 characters', closure: { reason: 'x'.repeat(201) }, message: /at most 200/ },
  { name: 'a NUL in the reason', closure: { reason: 'pipes\u0000' }, message: /NUL/ },
  { name: 'a day that does not exist', closure: { date: '2031-02-30' }, message: /real date/ },
  { name: 'a day that has passed', closure: { date: '2031-06-01' }, message: /passed/ },
  { name: 'an unknown room', closure: { room: 'moon-room', start: '10:00', end: '11:00' }, message: /Unknown room/ },
  { name: 'a room id that is not an id', closure: { room: '', start: '10:00', end: '11:00' }, message: /.+/ },
])('a closure is refused with a clear 400: $name', async ({ closure, message }) => {
  const cookie = await staffSession(api, 'owner');
  const answer = await close(cookie, { date: PARTY_DATE, ...closure });
  expect(answer.status).toBe(400);
  expect(answer.body.message).toMatch(message);
  expect(await auditOf('closure.create')).toEqual([]);
});

test('a reason in any script, with emoji, is kept as written', async () => {
  const cookie = await staffSession(api, 'owner');
  const reason = 'Fermé pour travaux 🚧 — 工事中';
  const made = await close(cookie, { date: PARTY_DATE, reason });
  expect(made.body.reason).toBe(reason);
  expect((await closures(cookie)).body.closures[0].reason).toBe(reason);
});

test('removing a closure opens it again, is audited with what it was, and a second removal finds nothing', async () => {
  const cookie = await staffSession(api, 'owner');
  const made = await close(cookie, { date: PARTY_DATE, room: 'ocean-room', start: '10:00', end: '12:00' });
  expectClosed(await book());
  const remove = () => staffCall(api, 'POST', apiPath(API_PATHS.staffClosureRemove, { id: made.body.id }), { cookie, json: {} });
  expect((await remove()).status).toBe(204);
  expect((await book()).status).toBe(201);
  expect(await remove()).toMatchObject({ status: 404, body: { code: 'item-not-found' } });

  const [created] = await auditOf('closure.create');
  const [removed] = await auditOf('closure.remove');
  expect(created).toMatchObject({ actor_name: 'owner member', target_kind: 'closure', target_reference: `${PARTY_DATE}, Ocean Room, 10:00-12:00`, before: null });
  expect(created.after).toEqual({ date: PARTY_DATE, room: 'Ocean Room', start: '10:00', end: '12:00', reason: REASON });
  expect(removed).toMatchObject({ target_reference: created.target_reference, before: created.after, after: null });
});

test('ten removals of one closure at once: one removes it, the others find nothing, one entry in the log', async () => {
  const cookie = await staffSession(api, 'owner');
  const made = await close(cookie, { date: PARTY_DATE });
  const answers = await Promise.all(Array.from({ length: 10 }, () => staffCall(api, 'POST', apiPath(API_PATHS.staffClosureRemove, { id: made.body.id }), { cookie, json: {} })));
  expect(answers.map((a) => a.status).sort()).toEqual([204, ...Array(9).fill(404)]);
  expect(await auditOf('closure.remove')).toHaveLength(1);
});

test('the seeded closed days (25-26 December, 1 January) are closures the staff see, and they are what the public calendar closes', async () => {
  const cookie = await staffSession(api, 'owner');
  const listed = (await closures(cookie, '2031-12-01', '2032-01-31')).body.closures;
  expect(listed.map((c: { date: string; reason: string; createdBy: string }) => [c.date, c.reason, c.createdBy])).toEqual([
    ['2031-12-25', 'Christmas Day', 'The booking system'],
    ['2031-12-26', 'Boxing Day', 'The booking system'],
    ['2032-01-01', "New Year's Day", 'The booking system'],
  ]);
  expect((await api.get(API_PATHS.unavailableDates)).body).toEqual(expect.arrayContaining(['2031-12-25', '2031-12-26', '2032-01-01']));
  // Past closed days are not told to the public calendar (it starts today).
  expect((await api.get(API_PATHS.unavailableDates)).body.every((date: string) => date >= '2031-06-02')).toBe(true);
});

test('the list is by range: at most 366 days, from before to', async () => {
  const cookie = await staffSession(api, 'owner');
  expect((await closures(cookie, '2031-06-02', '2032-06-01')).status).toBe(200);
  expect((await closures(cookie, '2031-06-02', '2032-06-02')).status).toBe(400);
  expect((await closures(cookie, '2031-06-20', '2031-06-19')).status).toBe(400);
  expect((await closures(cookie, 'x', '2031-06-19')).status).toBe(400);
});

/** Ten bookings of the day and a closure of the whole day, all at once. */
async function race(target: TestApi) {
  const cookie = await staffSession(target, 'owner');
  const rooms = ['jungle-room', 'ocean-room', 'space-room', 'castle-room'];
  const bookings = Array.from({ length: 8 }, (_, i) =>
    target.post(API_PATHS.bookingInitiate, bookingPayload({ room: room(rooms[i % 4]), timeSlot: slot(i < 4 ? '10:00' : '13:00') })),
  );
  const [closure, ...answers] = await Promise.all([close(cookie, { date: PARTY_DATE }), ...bookings]);
  return { closure, answers };
}

test('bookings made while the day is being closed: the closure never saves over one nobody decided (it is refused naming them), or every booking is refused', async () => {
  const { closure, answers } = await race(api);
  const made = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.reference).sort();
  for (const answer of answers.filter((a) => a.status !== 201)) expect(answer.body.code).toBe('venue-closed');
  if (closure.status === 201) {
    // Closed first: every booking after it is refused, so none is left undecided.
    expect(made).toEqual([]);
    expect(closure.body.bookings).toEqual([]);
    expectClosed(await book({ timeSlot: slot('15:00') }));
  } else {
    // A booking came first: the closure, which decided none, is refused with those it would touch (decision 059), and nothing is closed.
    expect(closure).toMatchObject({ status: 409, body: { code: 'bookings-undecided' } });
    const listed = closure.body.current.bookings.map((b: { reference: string }) => b.reference);
    expect(listed.length).toBeGreaterThan(0);
    for (const reference of listed) expect(made).toContain(reference);
    expect((await closures(await staffSession(api, 'manager'))).body.closures).toEqual([]);
  }
});
