import { addDays } from '@party/domain';
import { bookingPayload, PARTY_DATE } from '../test/fixtures';
import { useTestApi } from '../test/test-api';

const api = useTestApi();

const roomsQuery = (time: string, kids: number, date = PARTY_DATE, duration = '2') =>
  `/api/roomss3?timeSlots=${time}&numberOfKids=${kids}&date=${date}&duration=${duration}`;

async function book(roomId: string, slotId: string, time: string) {
  const response = await api.post('/api/booking-initiate', bookingPayload({ room: { id: roomId }, timeSlot: { id: slotId, time }, numberOfKids: 10 }));
  expect(response.status).toBe(201);
  return response.body.bookingId as string;
}

const availability = (rooms: Array<{ id: string; isAvailable: boolean; availability: { availableByDefault: boolean } }>) =>
  Object.fromEntries(rooms.map((room) => [room.id, room.availability.availableByDefault]));

test('time slots of a free day are all available, and never cached', async () => {
  const response = await api.get(`/api/get-time-slots?date=${PARTY_DATE}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toContain('no-cache');
  expect(response.body[0]).toEqual({ id: 'slot-0930', time: '09:30', isAvailable: true });
  expect(response.body.every((slot: { isAvailable: boolean }) => slot.isAvailable)).toBe(true);
});

test('a slot is unavailable once every room is taken for it', async () => {
  for (const room of ['jungle-room', 'ocean-room', 'space-room', 'castle-room']) await book(room, 'slot-1000', '10:00');
  const slots = await api.get(`/api/get-time-slots?date=${PARTY_DATE}`);
  const byTime = Object.fromEntries(slots.body.map((s: { time: string; isAvailable: boolean }) => [s.time, s.isAvailable]));
  // The shortest package lasts 90 minutes: 09:30 and 11:00 overlap the 10:00-12:00 parties, 12:00 does not.
  expect(byTime).toMatchObject({ '09:30': false, '10:00': false, '11:00': false, '12:00': true });
});

test.each([
  { name: 'a past date', date: '2031-06-01' },
  { name: 'an unavailable date', date: '2031-12-25' },
  { name: 'a date past the 12 x 30 days ahead parties are booked', date: '2032-05-28' },
  { name: 'a date in the year 9999', date: '9999-12-31' },
])('$name has no time slots', async ({ date }) => {
  expect((await api.get(`/api/get-time-slots?date=${date}`)).body).toEqual([]);
});

// Opening hours (decision 031): Mon-Thu 9:30am-5:30pm, Fri 9:30am-7:30pm, public holidays
// 10:00am-5:00pm. 2031-06-23 is a Monday; 2031-06-09, the King's Birthday, a public holiday.
const slotTimes = async (date: string, duration?: string) =>
  (await api.get(`/api/get-time-slots?date=${date}${duration ? `&duration=${duration}` : ''}`)).body.map((slot: { time: string }) => slot.time);

test.each([
  { name: 'a Monday, a 2.5-hour party: none ends after 5:30pm', date: '2031-06-23', duration: '2.5', times: ['09:30', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'] },
  { name: 'a Monday, a 2-hour party', date: '2031-06-23', duration: '2', times: ['09:30', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00'] },
  { name: 'a Friday, open till 7:30pm: every slot', date: PARTY_DATE, duration: '2.5', times: ['09:30', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'] },
  { name: "the King's Birthday, a public holiday: from 10am, none ends after 5pm", date: '2031-06-09', duration: '2', times: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00'] },
  { name: "the King's Birthday, a 2.5-hour party", date: '2031-06-09', duration: '2.5', times: ['10:00', '11:00', '12:00', '13:00', '14:00'] },
])('only slots within the opening hours are offered: $name', async ({ date, duration, times }) => {
  expect(await slotTimes(date, duration)).toEqual(times);
});

test.each([
  { name: 'an Ultimate Bash (2.5 hours) at 4pm on a Monday, ending after 5:30pm', date: '2031-06-23', slot: { id: 'slot-1600', time: '16:00' }, pkg: 'ultimate-bash' },
  { name: "a party at 9:30am on the King's Birthday, before its 10am opening", date: '2031-06-09', slot: { id: 'slot-0930', time: '09:30' }, pkg: 'basic-fun' },
])('a booking outside the opening hours is refused with a clear 422 and nothing is booked: $name', async ({ date, slot, pkg }) => {
  const response = await api.post('/api/booking-initiate', bookingPayload({ date, timeSlot: slot, selectedPackage: { id: pkg }, numberOfKids: 10 }));
  expect(response).toMatchObject({
    status: 422,
    body: { code: 'date-not-bookable', message: 'That party would run outside our opening hours that day. Please choose an earlier time or another date.' },
  });
  expect(await api.db.query('select count(*)::int as n from bookings')).toEqual([{ n: 0 }]);
});

test('today, slots that have started are unavailable', async () => {
  api.clock.set('2031-06-20T11:30:00+10:00');
  const slots = await api.get(`/api/get-time-slots?date=${PARTY_DATE}`);
  const byTime = Object.fromEntries(slots.body.map((s: { time: string; isAvailable: boolean }) => [s.time, s.isAvailable]));
  expect(byTime).toMatchObject({ '11:00': false, '12:00': true });
});

test.each([
  { name: 'starting before opening (9:30am on a Friday)', time: '09:00', duration: '2' },
  { name: 'ending after closing (7:30pm on a Friday)', time: '18:00', duration: '2' },
])('no room is available for a party $name (decision 031)', async ({ time, duration }) => {
  const response = await api.get(roomsQuery(time, 10, PARTY_DATE, duration));
  expect(Object.values(availability(response.body))).toEqual([false, false, false, false]);
});

test('a room is unavailable when it is too small for the kids', async () => {
  const response = await api.get(roomsQuery('10:00', 20));
  expect(response.headers.get('cache-control')).toContain('no-cache');
  expect(availability(response.body)).toEqual({ 'jungle-room': false, 'ocean-room': true, 'space-room': true, 'castle-room': true });
  expect(response.body[0]).toMatchObject({ name: 'Jungle Room', maxCapacity: 15, imageUrl: '/api/images/rooms/jungle-room.svg', isAvailable: false });
});

test.each([
  { name: 'the same time', time: '10:00', duration: '2', oceanFree: false },
  { name: 'an hour later, overlapping', time: '11:00', duration: '2', oceanFree: false },
  { name: 'half an hour earlier for 2 hours, overlapping', time: '09:30', duration: '2', oceanFree: false },
  { name: 'right after it ends', time: '12:00', duration: '2', oceanFree: true },
  { name: 'ending as it starts', time: '09:30', duration: '0.5', oceanFree: true },
])('a booked room is unavailable for an overlapping time: $name', async ({ time, duration, oceanFree }) => {
  await book('ocean-room', 'slot-1000', '10:00');
  const response = await api.get(roomsQuery(time, 10, PARTY_DATE, duration));
  expect(availability(response.body)).toMatchObject({ 'ocean-room': oceanFree, 'space-room': true });
});

test('an expired hold no longer makes a room unavailable', async () => {
  await book('ocean-room', 'slot-1000', '10:00');
  api.clock.advanceMinutes(31);
  expect(availability((await api.get(roomsQuery('10:00', 10))).body)['ocean-room']).toBe(true);
});

test('GET /api/availability gives the unavailable dates and, for a date, its slots', async () => {
  const bare = await api.get('/api/availability');
  expect(bare.body).toMatchObject({ date: null, timeSlots: [], unavailableDates: expect.arrayContaining(['2031-12-25']) });
  const forDate = await api.get(`/api/availability?date=${PARTY_DATE}`);
  expect(forDate.body.date).toBe(PARTY_DATE);
  expect(forDate.body.timeSlots).toHaveLength(8);
});

test.each([
  { path: '/api/get-time-slots', message: 'Send the date, written yyyy-MM-dd' },
  { path: '/api/get-time-slots?date=tomorrow', message: 'Date must be a real date written yyyy-MM-dd' },
  { path: '/api/get-time-slots?date=2031-02-30', message: 'Date must be a real date written yyyy-MM-dd' },
  { path: roomsQuery('25:00', 10), message: 'Time must be written HH:mm (24-hour)' },
  { path: roomsQuery('10:00', 51), message: 'Maximum 50 Kids' },
  { path: roomsQuery('10:00', 0), message: 'Minimum number of Children is 1' },
  { path: roomsQuery('10:00', 10, PARTY_DATE, '0'), message: 'Duration must be more than 0 and at most 12 hours' },
  { path: '/api/roomss3?timeSlots=10:00&numberOfKids=ten&date=2031-06-20&duration=2', message: 'The number of kids must be written in digits' },
  { path: '/api/availability?date=2031-13-01', message: 'Date must be a real date written yyyy-MM-dd' },
])('a bad query answers 400 with a clear message: $path', async ({ path, message }) => {
  expect(await api.get(path)).toMatchObject({ status: 400, body: { message } });
});

test("the venue's settings are read once for the requests of a second, by the venue's clock and by the real one", async () => {
  const times = async () => ((await api.get(`/api/get-time-slots?date=${PARTY_DATE}&duration=2`)).body as Array<{ time: string }>).map((slot) => slot.time);
  // The real clock is held still here as the venue's is: a loaded machine can take more than a
  // second between two requests, and this test says what happens within one and after it.
  const heldAt = performance.now();
  const realClock = jest.spyOn(performance, 'now').mockReturnValue(heldAt);
  try {
    expect(await times()).toContain('10:00');
    // Another API process (or SQL) hides the 10:00 start: this one's next answers within the second are the shared one.
    await api.db.query(`update time_slots set hidden = true where id = 'slot-1000'`);
    expect(await times()).toContain('10:00');
    realClock.mockReturnValue(heldAt + 1000);
    expect(await times()).not.toContain('10:00');
    // Shown again behind its back: a minute on the venue's clock (the real one still) reads it afresh.
    await api.db.query(`update time_slots set hidden = false where id = 'slot-1000'`);
    expect(await times()).not.toContain('10:00');
    api.clock.advanceMinutes(1);
    expect(await times()).toContain('10:00');
  } finally {
    realClock.mockRestore();
  }
});

describe('full party dates', () => {
  const ROOMS = ['jungle-room', 'ocean-room', 'space-room', 'castle-room'];
  // Two-hour parties at 10:00, 12:00, 14:00 and 16:00 in every room leave no slot a 90-minute party fits.
  const SLOTS = [
    ['slot-1000', '10:00'],
    ['slot-1200', '12:00'],
    ['slot-1400', '14:00'],
    ['slot-1600', '16:00'],
  ];
  const fullDates = async () => {
    const response = await api.get('/api/full-party-dates');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-cache');
    return response.body;
  };

  test('a day is full once every room of every slot is held, and free again when the holds run out', async () => {
    expect(await fullDates()).toEqual([]);
    for (const [slot, time] of SLOTS) for (const room of ROOMS.slice(0, 3)) await book(room, slot, time);
    // A room is free at every slot still: not full.
    expect(await fullDates()).toEqual([]);
    for (const [slot, time] of SLOTS) await book('castle-room', slot, time);
    expect(await fullDates()).toEqual([PARTY_DATE]);
    // Unpaid, their holds run out: the day is free again.
    api.clock.advanceMinutes(24 * 60);
    expect(await fullDates()).toEqual([]);
  });

  test('the same few queries answer it however many days are booked, once for the requests of a second', async () => {
    const queriesFor = async () => {
      const query = jest.spyOn(api.db, 'query');
      await fullDates();
      const count = query.mock.calls.length;
      query.mockRestore();
      return count;
    };
    await book('ocean-room', 'slot-1000', '10:00');
    const oneDay = await queriesFor();
    for (let day = 1; day <= 6; day++) {
      const response = await api.post('/api/booking-initiate', bookingPayload({ date: addDays(PARTY_DATE, day * 7), room: { id: 'ocean-room' }, numberOfKids: 10 }));
      expect(response.status).toBe(201);
    }
    // Blocks of a room on three more days: what closes time is read with what holds it.
    for (let day = 1; day <= 3; day++) {
      await api.db.query(`insert into closures (date, room_id, start_time, end_time, reason, created_at) values ($1, 'ocean-room', '09:00', '12:00', 'Repairs', now())`, [addDays(PARTY_DATE, day)]);
    }
    expect(await queriesFor()).toBe(oneDay);
    // The packages, time slots, rooms, opening hours, closed days, the times held and those closed.
    expect(oneDay).toBeLessThanOrEqual(7);
    // Every visitor gets the same answer: asked again within the second, it is the one worked out.
    expect(await queriesFor()).toBe(0);
  });

  test('ten at once, with a stray query and a made-up header, all answer the same; a NUL in the address is a 400', async () => {
    for (const room of ['jungle-room', 'ocean-room', 'space-room', 'castle-room']) await book(room, 'slot-1000', '10:00');
    const headers = { 'x-made-up': 'ÿ yes', 'x-forwarded-for': '203.0.113.7' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.request('GET', '/api/full-party-dates?x=%F0%9F%8E%88', { headers })));
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(Array.from({ length: 10 }, () => [200, []]));
    expect(await api.get('/api/full-party-dates?from=%00')).toMatchObject({ status: 400, body: { code: 'invalid-request' } });
  });

  test('today is full once its last slot has started, not before', async () => {
    api.clock.set('2031-06-05T15:59:00+10:00');
    expect(await fullDates()).toEqual([]);
    api.clock.set('2031-06-05T16:00:00+10:00');
    expect(await fullDates()).toEqual(['2031-06-05']);
  });
});
