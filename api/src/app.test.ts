import { useTestApi } from './test/test-api';

const api = useTestApi();

test('GET /api/health answers ok', async () => {
  expect(await api.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
});

test('the OpenAPI description lists every endpoint with its responses', async () => {
  const response = await api.get('/api/openapi.json');
  expect(response.status).toBe(200);
  expect(response.body.openapi).toMatch(/^3\./);
  const paths = Object.keys(response.body.paths).sort();
  expect(paths).toEqual(
    [
      '/api/addons',
      '/api/adults-food',
      '/api/afterhours-addons',
      '/api/availability',
      '/api/booking-initiate',
      '/api/bookings-afterhours/save',
      '/api/bookings-afterhours/{id}',
      '/api/bookings/session/{sessionId}',
      '/api/bookings/{id}',
      '/api/bookings/{id}/quote',
      '/api/bookings/{id}/rsvps',
      '/api/contacts',
      '/api/coupon',
      '/api/coupon/validate',
      '/api/create-dynamic-checkout-session',
      '/api/create-dynamic-checkout-session-afterhours',
      '/api/create-dynamic-checkout-session-full',
      '/api/create-dynamic-checkout-session-full-pending-payment',
      '/api/food-items',
      '/api/get-time-slots',
      '/api/health',
      '/api/invitations/{invitationId}',
      '/api/invitations/{invitationId}/rsvps',
      '/api/packages',
      '/api/payments/stripe/webhook',
      '/api/roomss3',
      '/api/single-food-detail',
      '/api/total-paid/{id}',
      '/api/unavailable-dates',
      '/api/venue',
      '/checkout/{sessionId}',
      '/checkout/{sessionId}/cancel',
      '/checkout/{sessionId}/pay',
    ].sort(),
  );
  expect(Object.keys(response.body.paths['/api/booking-initiate'].post.responses).sort()).toEqual(['201', '400', '409', '413', '422', '429']);
  expect(Object.keys(response.body.paths['/api/create-dynamic-checkout-session'].post.responses).sort()).toEqual(['201', '400', '404', '409', '413', '415', '429', '502']);
  expect(Object.keys(response.body.paths['/checkout/{sessionId}'].get.responses['200'].content)).toEqual(['text/html']);
  expect(Object.keys(response.body.components.schemas)).toEqual(expect.arrayContaining(['Error', 'Package', 'BookingRecord', 'AfterHoursBooking']));
});

test('an unknown endpoint answers 404 with a message', async () => {
  expect(await api.get('/api/nothing-here?x=1')).toMatchObject({ status: 404, body: { message: 'No such endpoint: GET /api/nothing-here' } });
});

test.each([
  { name: 'malformed JSON', raw: '{"name": ', status: 400, message: 'The request body is not valid JSON' },
  { name: 'an empty JSON body', raw: '', status: 400, message: 'The request body is empty; JSON was expected' },
  { name: 'JSON that is not an object', raw: '[1, 2]', status: 400, message: 'Invalid request: body must be object' },
  { name: 'null', raw: 'null', status: 400, message: 'Invalid request: body must be object' },
  { name: 'a body over the limit', raw: JSON.stringify({ message: 'x'.repeat(70 * 1024) }), status: 413, message: 'The request body is too large' },
])('$name is refused with a clear message, never a 500', async ({ raw, status, message }) => {
  expect(await api.request('POST', '/api/contacts', { raw })).toMatchObject({ status, body: { message } });
});

test('a body that is not JSON is refused with 415', async () => {
  const response = await api.request('POST', '/api/contacts', { raw: 'name=Jo', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(response).toMatchObject({ status: 415, body: { message: 'Send the request body as application/json' } });
});
