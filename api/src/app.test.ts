import type { AddressInfo } from 'node:net';
import { API_PATHS, STAFF_API_PREFIX } from '@party/domain';
import { buildApp } from './app';
import { useTestApi } from './test/test-api';

const api = useTestApi();

test('GET /api/health answers ok', async () => {
  expect(await api.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
});

test("closing lets an answer on its way finish, and makes it its connection's last: close does not wait out the keep-alive", async () => {
  const app = await buildApp(api.config, api.db);
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  let asked!: () => void;
  const arrived = new Promise<void>((resolve) => (asked = resolve));
  app.get('/slow', async () => {
    asked();
    await held;
    return { ok: true };
  });
  // The answer goes out once closing has begun (after the app's own hooks before closing).
  app.addHook('preClose', async () => answer());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const response = fetch(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}/slow`);
  await arrived;
  const closed = app.close();
  const answered = await response;
  expect(answered.status).toBe(200);
  expect(await answered.json()).toEqual({ ok: true });
  expect(answered.headers.get('connection')).toBe('close');
  // Without it, this waits for the keep-alive timeout (72 s), past the test's.
  await closed;
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
      '/api/after-hours-terms',
      '/api/afterhours-addons',
      '/api/afterhours-availability',
      '/api/attendance-forms/{formId}',
      '/api/availability',
      '/api/booking-initiate',
      '/api/bookings-afterhours/save',
      '/api/bookings-afterhours/{id}',
      '/api/bookings-afterhours/{id}/cancel',
      '/api/bookings-afterhours/{id}/cancel/quote',
      '/api/bookings/session/{sessionId}',
      '/api/bookings/{id}',
      '/api/bookings/{id}/quote',
      '/api/bookings/{id}/move-options',
      '/api/bookings/{id}/move/quote',
      '/api/bookings/{id}/move',
      '/api/bookings/{id}/cancel/quote',
      '/api/bookings/{id}/cancel',
      '/api/bookings/{id}/rsvps',
      '/api/bookings/{id}/attendance-form',
      '/api/contacts',
      '/api/coupon',
      '/api/coupon/validate',
      '/api/create-dynamic-checkout-session',
      '/api/create-dynamic-checkout-session-afterhours',
      '/api/create-dynamic-checkout-session-full',
      '/api/create-dynamic-checkout-session-full-pending-payment',
      '/api/find-my-booking',
      '/api/food-items',
      '/api/full-party-dates',
      '/api/get-time-slots',
      '/api/health',
      '/api/invitations/{invitationId}',
      '/api/invitations/{invitationId}/rsvps',
      '/api/invitations/{invitationId}/calendar.ics',
      '/api/packages',
      '/api/payments/stripe/webhook',
      '/api/roomss3',
      '/api/single-food-detail',
      // Every staff address of the contract (staff/access.test.ts walks each with every role).
      ...Object.values(API_PATHS)
        .filter((path) => path.startsWith(STAFF_API_PREFIX))
        .map((path) => path.replace(/:(\w+)/g, '{$1}')),
      '/api/total-paid/{id}',
      '/api/unavailable-dates',
      '/api/venue',
      '/api/venue/bookings/{reference}/refunds',
      '/checkout/refunds',
      '/checkout/{sessionId}',
      '/checkout/{sessionId}/cancel',
      '/checkout/{sessionId}/pay',
    ].sort(),
  );
  expect(Object.keys(response.body.paths['/api/booking-initiate'].post.responses).sort()).toEqual(['201', '400', '409', '413', '415', '422', '429', '500']);
  expect(Object.keys(response.body.paths['/api/create-dynamic-checkout-session'].post.responses).sort()).toEqual(['201', '400', '404', '409', '413', '415', '429', '500', '502']);
  expect(Object.keys(response.body.paths['/checkout/{sessionId}'].get.responses['200'].content)).toEqual(['text/html']);
  expect(Object.keys(response.body.components.schemas)).toEqual(expect.arrayContaining(['Package', 'BookingRecord', 'AfterHoursBooking', 'Venue']));
});

type Described = { requestBody?: unknown; parameters?: Array<{ in: string }>; responses: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, { enum?: string[] }> } }> }> };

test('every route describes its answers, and each error status the codes it answers with', async () => {
  const { paths } = (await api.get('/api/openapi.json')).body as { paths: Record<string, Record<string, Described>> };
  for (const [path, methods] of Object.entries(paths)) {
    for (const [method, route] of Object.entries(methods)) {
      const statuses = Object.keys(route.responses);
      expect([path, method, statuses.some((status) => /^[23]/.test(status))]).toEqual([path, method, true]);
      for (const status of statuses.filter((s) => /^[45]/.test(s))) {
        const codes = route.responses[status].content?.['application/json']?.schema?.properties?.code?.enum;
        if (path.startsWith('/checkout/') && status !== '400' && status !== '500') continue; // the test checkout's HTML pages
        expect([path, method, status, codes?.length ? 'codes' : 'none']).toEqual([path, method, status, 'codes']);
      }
      // Every address parameter and body is described.
      if (path.includes('{')) expect([path, method, route.parameters?.some((p) => p.in === 'path')]).toEqual([path, method, true]);
      if (method === 'put' || (method === 'post' && !path.startsWith('/checkout/') && path !== '/api/payments/stripe/webhook')) {
        expect([path, method, route.requestBody !== undefined]).toEqual([path, method, true]);
      }
    }
  }
});

test('the booking record is described field by field, and the edit refusals by code', async () => {
  const { body } = await api.get('/api/openapi.json');
  expect(Object.keys(body.components.schemas.BookingRecord.properties)).toEqual(expect.arrayContaining(['bookingId', 'reference', 'status', 'remainingAmount', 'amountOwedBack']));
  const put = body.paths['/api/bookings/{id}'].put.responses;
  expect(put['409'].content['application/json'].schema.properties.code.enum).toEqual(
    expect.arrayContaining(['booking-canceled', 'online-changes-closed', 'changed-meanwhile']),
  );
  expect(put['422'].content['application/json'].schema.properties.code.enum).toEqual(expect.arrayContaining(['room-too-small', 'coupon-min-cart']));
});

test('an unknown endpoint answers 404 with a message', async () => {
  expect(await api.get('/api/nothing-here?x=1')).toMatchObject({ status: 404, body: { code: 'no-such-endpoint', message: 'No such endpoint: GET /api/nothing-here' } });
});

test.each([
  { name: 'malformed JSON', raw: '{"name": ', status: 400, message: 'The request body is not valid JSON' },
  { name: 'an empty JSON body', raw: '', status: 400, message: 'The request body is empty; JSON was expected' },
  { name: 'JSON that is not an object', raw: '[1, 2]', status: 400, message: 'Invalid input: expected object, received array' },
  { name: 'null', raw: 'null', status: 400, message: 'Invalid input: expected object, received null' },
  { name: 'a body over the limit', raw: JSON.stringify({ message: 'x'.repeat(70 * 1024) }), status: 413, message: 'The request body is too large' },
])('$name is refused with a clear message, never a 500', async ({ raw, status, message }) => {
  expect(await api.request('POST', '/api/contacts', { raw })).toMatchObject({ status, body: { message } });
});

test('a body that is not JSON is refused with 415', async () => {
  const response = await api.request('POST', '/api/contacts', { raw: 'name=Jo', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(response).toMatchObject({ status: 415, body: { message: 'Send the request body as application/json' } });
});
