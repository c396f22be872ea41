import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import { buildApp } from './app';
import { API_PATHS } from '@party/domain';
import { bookingPayload } from './test/fixtures';
import { openDepositCheckout } from './test/payments';
import { STAFF_ORIGIN, staffSession } from './test/staff';
import { call, useTestApi } from './test/test-api';

// Booking, invitation and checkout ids are keys: whoever has one can read or pay the booking. The
// API logs every request, so its log must name the route, never the id.

const api = useTestApi();
const lines: string[] = [];
let logged: FastifyInstance;
let url: string;

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  logged = await buildApp({ ...api.config, logLevel: 'info', storage: api.database.storage }, api.db, { logStream: stream });
  await logged.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(logged.server.address() as AddressInfo).port}`;
});

afterAll(() => logged.close());

test('no booking, invitation or checkout id appears in the log, whatever the address it is in', async () => {
  const created = await api.post('/api/booking-initiate', bookingPayload());
  const { bookingId, invitationId } = created.body;
  const { sessionId } = await openDepositCheckout(api, bookingId);
  const secrets = [bookingId, invitationId, sessionId];

  lines.length = 0;
  const paths = [
    `/api/bookings/${bookingId}`,
    `/api/bookings/${bookingId}/rsvps`,
    `/api/total-paid/${bookingId}`,
    `/api/invitations/${invitationId}`,
    `/api/bookings/session/${sessionId}`,
    `/checkout/${sessionId}`,
    `/api/bookings/${bookingId}?again=${bookingId}`,
    `/api/bookings/${bookingId}/no-such-page`,
    `/checkout/${sessionId}/no-such-button`,
    `/api/${invitationId}`,
    `/api/invitations/${invitationId}/calendar.ics`,
  ];
  for (const path of paths) await call(url, 'GET', path);
  await call(url, 'POST', `/api/invitations/${invitationId}/rsvps`, { json: { coming: false, name: 'Ava', email: 'ava@example.com' } });

  const log = lines.join('\n');
  expect(lines.length).toBeGreaterThanOrEqual(2 * (paths.length + 1));
  for (const secret of secrets) expect(log).not.toContain(secret);
  // Each request is still there, by its route.
  expect(log).toContain('"url":"/api/bookings/:id"');
  expect(log).toContain('"url":"/api/invitations/:invitationId/rsvps"');
  expect(log).toContain('"url":"/api/invitations/:invitationId/calendar.ics"');
  expect(log).toContain('"url":"/checkout/:sessionId"');
  expect(log).toContain('"url":"/api/bookings/:redacted/:redacted"');
  expect(log).toContain('"url":"/checkout/:redacted/:redacted"');
});

test("an attendance form's body is never logged: saved, refused or stale (decision 062)", async () => {
  const created = await api.post('/api/booking-initiate', bookingPayload());
  const { invitationId, bookingId } = created.body;
  const answer = await api.post(`/api/invitations/${invitationId}/rsvps`, { coming: true, name: 'Kim Roe', email: 'kim@example.com', kids: [{ name: 'Ava', allergies: 'Peanuts' }] });
  const { formId } = answer.body;
  const form = {
    guardianName: 'Guardian Kestrel',
    guardianMobile: '0412 987 650',
    emergencyName: 'Emergency Osprey',
    emergencyPhone: '0498 123 450',
    children: [{ name: 'Child Wren', age: 6, allergies: 'Allergy Sesame', medicalNotes: 'Notes Inhaler' }],
    agreedName: 'Guardian Kestrel',
    agree: true,
  };
  lines.length = 0;
  await call(url, 'PUT', `/api/attendance-forms/${formId}`, { json: { ...form, version: 1 } });
  await call(url, 'PUT', `/api/attendance-forms/${formId}`, { json: { ...form, version: 1 } });
  await call(url, 'PUT', `/api/attendance-forms/${formId}`, { json: { ...form, guardianMobile: 'Mobile Heron', version: 2 } });
  await call(url, 'PUT', `/api/bookings/${bookingId}/attendance-form`, { json: { ...form, version: 0 } });
  await call(url, 'PUT', `/api/attendance-forms/${formId}`, { raw: `{"guardianName":"Broken Magpie` });
  const log = lines.join('\n');
  expect(log).toContain('"url":"/api/attendance-forms/:formId"');
  for (const secret of ['Kestrel', '0412987650', '0412 987 650', 'Osprey', '0498 123 450', '498123450', 'Wren', 'Sesame', 'Inhaler', 'Heron', 'Magpie', formId]) expect(log).not.toContain(secret);
});

test("a walk-in's form, taken at the door, is never logged: kept, sent again or refused (decision 063)", async () => {
  const { reference } = (await api.post('/api/booking-initiate', bookingPayload())).body;
  const cookie = await staffSession(api, 'front-desk');
  const walkIns = API_PATHS.staffBookingWalkIns.replace(':reference', reference);
  const form = {
    guardianName: 'Guardian Plover',
    guardianMobile: '0412 765 430',
    emergencyName: 'Emergency Curlew',
    emergencyPhone: '0498 765 430',
    children: [{ name: 'Child Dotterel', age: 6, allergies: 'Allergy Lupin', medicalNotes: 'Notes Spacer' }],
    agreedName: 'Guardian Plover',
    agree: true,
  };
  const asTheTablet = { headers: { origin: STAFF_ORIGIN, cookie } };
  lines.length = 0;
  expect((await call(url, 'POST', walkIns, { ...asTheTablet, json: form })).status).toBe(201);
  expect((await call(url, 'POST', walkIns, { ...asTheTablet, json: form })).status).toBe(201);
  expect((await call(url, 'POST', walkIns, { ...asTheTablet, json: { ...form, guardianMobile: 'Mobile Godwit' } })).status).toBe(400);
  expect((await call(url, 'POST', walkIns, { ...asTheTablet, raw: `{"guardianName":"Broken Stilt` })).status).toBe(400);
  const log = lines.join('\n');
  expect(log).toContain('"url":"/api/staff/bookings/:reference/walk-ins"');
  for (const secret of ['Plover', '0412765430', '0412 765 430', 'Curlew', '0498 765 430', '498765430', 'Dotterel', 'Lupin', 'Spacer', 'Godwit', 'Stilt']) expect(log).not.toContain(secret);
});
