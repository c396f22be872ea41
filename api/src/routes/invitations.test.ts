import { BOOKING_NOT_FOUND_MESSAGE } from '@party/domain';
import { bookingPayload, rowCounts } from '../test/fixtures';
import { useTestApi } from '../test/test-api';

const api = useTestApi();

async function createBooking() {
  const response = await api.post('/api/booking-initiate', bookingPayload());
  expect(response.status).toBe(201);
  return response.body as { bookingId: string; invitationId: string };
}

const guest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ava Brown',
  email: 'ava.parent@example.com',
  phone: '0400 000 001',
  kidsNames: 'Ava',
  allergies: 'Peanuts',
  ...overrides,
});

test('the invitation shows only what a guest needs: no parent details, no prices', async () => {
  const { invitationId } = await createBooking();
  const response = await api.get(`/api/invitations/${invitationId}`);
  expect(response.status).toBe(200);
  expect(response.body).toEqual({
    childfName: 'Mia',
    childAge: 7,
    date: '2031-06-20',
    startTime: '10:00',
    endTime: '12:00',
    roomName: 'Ocean Room',
    rsvpDate: '2031-06-15',
  });
  const text = JSON.stringify(response.body);
  for (const secret of ['Nguyen', 'Sam', 'sam@example.com', '0412345678', 'Parramatta', '560']) expect(text).not.toContain(secret);
});

test('an RSVP is stored, answered with its own random id, and the parent reads it with the booking id', async () => {
  const { bookingId, invitationId } = await createBooking();
  const response = await api.post(`/api/invitations/${invitationId}/rsvps`, { guests: [guest(), guest({ name: 'Noah', email: 'noah@example.com', allergies: '' })] });
  // Its own random id, never a serial number.
  expect(response).toMatchObject({ status: 201, body: { id: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
  const list = await api.get(`/api/bookings/${bookingId}/rsvps`);
  expect(list.body).toEqual([
    { rsvpId: response.body.id, name: 'Ava Brown', email: 'ava.parent@example.com', phone: '0400 000 001', kidsNames: 'Ava', allergies: 'Peanuts', respondedAt: '2031-06-01T23:00:00.000Z' },
    { rsvpId: response.body.id, name: 'Noah', email: 'noah@example.com', phone: '0400 000 001', kidsNames: 'Ava', allergies: '', respondedAt: '2031-06-01T23:00:00.000Z' },
  ]);
});

test.each([
  { name: 'no guests', body: { guests: [] }, message: 'Add at least one guest' },
  { name: 'a guest without a name', body: { guests: [guest({ name: ' ' })] }, message: 'Guest name is required' },
  { name: 'a guest without an email', body: { guests: [guest({ email: '' })] }, message: 'Guest email is required' },
  { name: 'a bad email', body: { guests: [guest({ email: 'ava' })] }, message: 'Please enter a valid email address' },
  { name: 'a number for a name', body: { guests: [guest({ name: 42 })] }, message: 'Must be text' },
])('an RSVP with $name is refused with 400 and nothing is stored', async ({ body, message }) => {
  const { invitationId } = await createBooking();
  expect(await api.post(`/api/invitations/${invitationId}/rsvps`, body)).toMatchObject({ status: 400, body: { message } });
  expect((await rowCounts(api.db)).rsvps).toBe(0);
});

test('an unknown invitation answers 404, and so does the booking id used as one', async () => {
  const { bookingId } = await createBooking();
  for (const id of ['unknown-id', bookingId]) {
    expect(await api.get(`/api/invitations/${id}`)).toMatchObject({ status: 404, body: { message: 'Invitation not found' } });
    expect((await api.post(`/api/invitations/${id}/rsvps`, { guests: [guest()] })).status).toBe(404);
  }
  expect((await rowCounts(api.db)).rsvps).toBe(0);
});

test("a canceled party's invitation is gone", async () => {
  const { invitationId } = await createBooking();
  await api.db.query(`update bookings set status = 'canceled'`);
  expect((await api.get(`/api/invitations/${invitationId}`)).status).toBe(404);
});

test('RSVPs of an unknown booking answer 404', async () => {
  expect(await api.get('/api/bookings/unknown-id/rsvps')).toMatchObject({ status: 404, body: { message: BOOKING_NOT_FOUND_MESSAGE } });
});
