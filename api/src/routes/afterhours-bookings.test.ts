import { BOOKING_NOT_FOUND_MESSAGE, VENUE_CLOSED_MESSAGE } from '@party/domain';
import { afterHoursPayload, bookingPayload, PARTY_DATE, rowCounts } from '../test/fixtures';
import { useTestApi } from '../test/test-api';

const api = useTestApi();

async function save(overrides: Record<string, unknown> = {}) {
  const response = await api.post('/api/bookings-afterhours/save', afterHoursPayload(overrides));
  expect(response.status).toBe(201);
  return response.body.booking;
}

test('a new after-hours booking is priced by the server and starts pending', async () => {
  const booking = await save();
  expect(booking).toMatchObject({
    uniqueBookingId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    reference: 'JJ1002',
    status: 'pending',
    date: PARTY_DATE,
    startTime: '18:00',
    endTime: '21:00',
    duration: 3,
    firstName: 'Alex',
    mobile: '0400 111 222',
    expectedKids: 20,
    expectedAdults: 10,
    paymentOption: 'deposit',
    selectedPackage: { id: 'basic-fun', pricePackage: 300 },
    addons: [
      { id: 'events-room', name: 'Events Room', quantity: 2, price: 100 },
      { id: 'cafe-tab', name: 'Cafe Tab', quantity: 1, price: 150 },
    ],
    // 300 for the first 2 hours + add-ons 2 x 100 + 150 + one extra hour (2 x 75).
    pricing: { basePrice: 300, addonCosts: 350, guestFee: 0, additionalDurationCost: 150, subtotal: 800, gst: 0, total: 800, deposit: 400 },
    totalPaidAmount: 0,
    createdDate: '2031-06-01T23:00:00.000Z',
    updatedDate: '2031-06-01T23:00:00.000Z',
  });
});

test('it reads back by its unique id', async () => {
  const booking = await save();
  const response = await api.get(`/api/bookings-afterhours/${booking.uniqueBookingId}`);
  expect(response).toMatchObject({ status: 200, body: booking });
});

test('main bookings and after-hours bookings never share a reference', async () => {
  const main = await api.post('/api/booking-initiate', bookingPayload());
  const afterHours = await save();
  expect([main.body.reference, afterHours.reference]).toEqual(['JJ1002', 'JJ1003']);
});

test('an update is priced again by the server', async () => {
  const booking = await save();
  api.clock.advanceMinutes(60);
  const response = await api.put(
    `/api/bookings-afterhours/${booking.uniqueBookingId}`,
    afterHoursPayload({ endTime: '20:00', expectedKids: 75, addons: [{ id: 'kitchen-access', quantity: 1 }], pricing: { total: 0 } }),
  );
  expect(response.status).toBe(200);
  // 300 + kitchen 150 + guest fee 150 (85 guests) + no extra time.
  expect(response.body.booking).toMatchObject({
    uniqueBookingId: booking.uniqueBookingId,
    endTime: '20:00',
    duration: 2,
    pricing: { total: 600, deposit: 300, guestFee: 150, additionalDurationCost: 0 },
    updatedDate: '2031-06-02T00:00:00.000Z',
  });
  expect((await api.get(`/api/bookings-afterhours/${booking.uniqueBookingId}`)).body.pricing.total).toBe(600);
});

test.each([
  { name: 'no date', overrides: { date: '' }, message: 'Please select a date.' },
  { name: 'no start time', overrides: { startTime: '' }, message: 'Please select a start time.' },
  { name: 'an end before the start', overrides: { endTime: '17:00' }, message: 'End time must be after start time.' },
  { name: 'no first name', overrides: { firstName: '' }, message: 'First name is required.' },
  { name: 'no last name', overrides: { lastName: '' }, message: 'Last name is required.' },
  { name: 'a bad email', overrides: { email: 'alex@' }, message: 'A valid email is required.' },
  { name: 'no mobile', overrides: { mobile: '' }, message: 'Mobile number is required.' },
  { name: 'no address', overrides: { address: '' }, message: 'Address is required.' },
  { name: 'no kids count', overrides: { expectedKids: undefined }, message: 'Expected kids count is required.' },
  { name: 'no package', overrides: { selectedPackage: null }, message: 'Please select a package.' },
  { name: 'a start off the quarter hour', overrides: { startTime: '18:10' }, message: 'Start time must be between 09:00 and 20:00, on the quarter hour.' },
  { name: 'a start before the hire window opens at 9am', overrides: { startTime: '08:45', endTime: '11:00' }, message: 'Start time must be between 09:00 and 20:00, on the quarter hour.' },
  { name: 'an end after the hire window closes at 10pm', overrides: { startTime: '20:00', endTime: '22:30' }, message: 'End time must be at least 2 hours after the start, on the half hour, and no later than 22:00.' },
  { name: 'an unknown package', overrides: { selectedPackage: { id: 'nope' } }, message: "Unknown package 'nope'" },
  { name: 'an unknown add-on', overrides: { addons: [{ id: 'pony', quantity: 1 }] }, message: "Unknown add-on 'pony'" },
  { name: 'too many Events Rooms', overrides: { addons: [{ id: 'events-room', quantity: 6 }] }, message: 'Events Room: the quantity must be 0 to 5' },
  { name: 'a selectable add-on twice', overrides: { addons: [{ id: 'cafe-tab', quantity: 2 }] }, message: 'Cafe Tab: the quantity must be 0 to 1' },
])('a booking with $name is refused with a clear 400', async ({ overrides, message }) => {
  expect(await api.post('/api/bookings-afterhours/save', afterHoursPayload(overrides))).toMatchObject({ status: 400, body: { message } });
  expect((await rowCounts(api.db)).afterhours_bookings).toBe(0);
});

test.each([
  { name: 'within 48 hours', date: '2031-06-03' },
  { name: 'more than 12 x 30 days ahead', date: '2032-05-29' },
])('a date outside the after-hours window is refused with 422: $name', async ({ date }) => {
  const response = await api.post('/api/bookings-afterhours/save', afterHoursPayload({ date }));
  expect(response.status).toBe(422);
  expect(response.body.message).toMatch(/from 48 hours to 12 months ahead/);
});

test('a closed day (Christmas, seeded) is refused as closed, in the venue\'s words (decision 040)', async () => {
  const response = await api.post('/api/bookings-afterhours/save', afterHoursPayload({ date: '2031-12-25' }));
  expect(response).toMatchObject({ status: 422, body: { code: 'venue-closed', message: VENUE_CLOSED_MESSAGE } });
});

test('changes close 4 days before the event', async () => {
  const booking = await save();
  api.clock.set('2031-06-16T09:00:00+10:00');
  const response = await api.put(`/api/bookings-afterhours/${booking.uniqueBookingId}`, afterHoursPayload({ date: '2031-06-27' }));
  expect(response.status).toBe(409);
  expect(response.body).toMatchObject({ code: 'online-changes-closed', message: expect.stringMatching(/^Your event is 4 days or less away/) });
  expect((await api.get(`/api/bookings-afterhours/${booking.uniqueBookingId}`)).body.date).toBe(PARTY_DATE);
});

test('a canceled booking cannot be changed', async () => {
  const booking = await save();
  await api.db.query(`update afterhours_bookings set status = 'canceled'`);
  expect((await api.put(`/api/bookings-afterhours/${booking.uniqueBookingId}`, afterHoursPayload())).status).toBe(409);
});

test.each(['GET', 'PUT'])('%s on an unknown after-hours booking answers 404', async (method) => {
  const response = await api.request(method, '/api/bookings-afterhours/unknown-id', method === 'PUT' ? { json: afterHoursPayload() } : {});
  expect(response).toMatchObject({ status: 404, body: { message: BOOKING_NOT_FOUND_MESSAGE } });
});
