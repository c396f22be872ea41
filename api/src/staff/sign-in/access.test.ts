import { API_PATHS, can, STAFF_API_PREFIX, STAFF_ROLES, type StaffAction } from '@party/domain';
import { randomBytes } from 'node:crypto';
import { useTestApi } from '../../test/test-api';
import { staffCall, staffSession, STAFF_ORIGIN } from '../../test/staff';
import type { StaffAccess } from './access';

// The one check, walked over every staff route (decision 032): without a session 401, with a role
// the role-by-action table does not allow 403, from another origin 403, whatever the route. The
// routes are read from the API's own OpenAPI description, so a route added later and left out of
// this table fails the first test.

const api = useTestApi();

interface StaffRoute {
  method: 'GET' | 'POST' | 'PUT';
  pattern: string;
  access: StaffAccess;
}

const ROUTES: StaffRoute[] = [
  { method: 'POST', pattern: API_PATHS.staffSignIn, access: 'anyone' },
  { method: 'POST', pattern: API_PATHS.staffSignOut, access: 'signed-in' },
  { method: 'GET', pattern: API_PATHS.staffSession, access: 'signed-in' },
  { method: 'POST', pattern: API_PATHS.staffInvitations, access: 'staff.manage' },
  { method: 'GET', pattern: API_PATHS.staffInvitation, access: 'anyone' },
  { method: 'POST', pattern: API_PATHS.staffInvitation, access: 'anyone' },
  { method: 'GET', pattern: API_PATHS.staffDay, access: 'day.read' },
  { method: 'GET', pattern: API_PATHS.staffKitchen, access: 'kitchen.read' },
  { method: 'GET', pattern: API_PATHS.staffDoor, access: 'forms.read' },
  { method: 'PUT', pattern: API_PATHS.staffBookingCheckIns, access: 'door.check-in' },
  { method: 'POST', pattern: API_PATHS.staffBookingWalkIns, access: 'door.check-in' },
  { method: 'GET', pattern: API_PATHS.staffBookings, access: 'bookings.read' },
  { method: 'POST', pattern: API_PATHS.staffBookings, access: 'bookings.create' },
  { method: 'GET', pattern: API_PATHS.staffBookingChoices, access: 'bookings.create' },
  { method: 'GET', pattern: API_PATHS.staffAvailability, access: 'bookings.create' },
  { method: 'GET', pattern: API_PATHS.staffBooking, access: 'bookings.read' },
  { method: 'PUT', pattern: API_PATHS.staffBookingArrival, access: 'bookings.arrive' },
  { method: 'POST', pattern: API_PATHS.staffBookingNotes, access: 'bookings.note' },
  { method: 'POST', pattern: API_PATHS.staffBookingPayments, access: 'payments.take' },
  { method: 'POST', pattern: API_PATHS.staffBookingRefunds, access: 'refunds.record' },
  { method: 'GET', pattern: API_PATHS.staffBookingMoveOptions, access: 'bookings.move' },
  { method: 'POST', pattern: API_PATHS.staffBookingMoveQuote, access: 'bookings.move' },
  { method: 'POST', pattern: API_PATHS.staffBookingMove, access: 'bookings.move' },
  { method: 'POST', pattern: API_PATHS.staffBookingCancelQuote, access: 'bookings.cancel' },
  { method: 'POST', pattern: API_PATHS.staffBookingCancel, access: 'bookings.cancel' },
  { method: 'POST', pattern: API_PATHS.staffBookingProviderRefunds, access: 'refunds.send' },
  { method: 'GET', pattern: API_PATHS.staffBookingBill, access: 'money.read' },
  { method: 'POST', pattern: API_PATHS.staffBookingBill, access: 'bookings.bill' },
  { method: 'POST', pattern: API_PATHS.staffBookingBillWaive, access: 'bookings.bill' },
  { method: 'POST', pattern: API_PATHS.staffBookingPayLink, access: 'payments.take' },
  { method: 'GET', pattern: API_PATHS.staffMoney, access: 'money.report' },
  { method: 'GET', pattern: API_PATHS.staffTakings, access: 'money.report' },
  { method: 'GET', pattern: API_PATHS.staffBookingsCsv, access: 'money.report' },
  { method: 'GET', pattern: API_PATHS.staffAudit, access: 'audit.read' },
  { method: 'GET', pattern: API_PATHS.staffAuditChain, access: 'audit.read' },
  { method: 'GET', pattern: API_PATHS.staffClosures, access: 'availability.manage' },
  { method: 'POST', pattern: API_PATHS.staffClosures, access: 'availability.manage' },
  { method: 'POST', pattern: API_PATHS.staffClosureRemove, access: 'availability.manage' },
  { method: 'POST', pattern: API_PATHS.staffClosurePreview, access: 'availability.manage' },
  { method: 'GET', pattern: API_PATHS.staffCatalogue, access: 'catalogue.manage' },
  { method: 'POST', pattern: API_PATHS.staffCatalogueKind, access: 'catalogue.manage' },
  { method: 'PUT', pattern: API_PATHS.staffCatalogueItem, access: 'catalogue.manage' },
  { method: 'PUT', pattern: API_PATHS.staffAfterHoursRates, access: 'catalogue.manage' },
  { method: 'GET', pattern: API_PATHS.staffCoupons, access: 'coupons.manage' },
  { method: 'POST', pattern: API_PATHS.staffCoupons, access: 'coupons.manage' },
  { method: 'PUT', pattern: API_PATHS.staffCoupon, access: 'coupons.manage' },
  { method: 'GET', pattern: API_PATHS.staffHours, access: 'hours.manage' },
  { method: 'PUT', pattern: API_PATHS.staffHours, access: 'hours.manage' },
  { method: 'POST', pattern: API_PATHS.staffHoursPreview, access: 'hours.manage' },
  { method: 'GET', pattern: API_PATHS.staffVenueSettings, access: 'hours.manage' },
  { method: 'PUT', pattern: API_PATHS.staffVenueSettings, access: 'hours.manage' },
  { method: 'GET', pattern: API_PATHS.staffMembers, access: 'staff.manage' },
  { method: 'PUT', pattern: API_PATHS.staffMember, access: 'staff.manage' },
  { method: 'POST', pattern: API_PATHS.staffMemberSecondFactorReset, access: 'staff.manage' },
  { method: 'GET', pattern: API_PATHS.staffOwnSessions, access: 'signed-in' },
  { method: 'POST', pattern: API_PATHS.staffOwnSessionEnd, access: 'signed-in' },
  { method: 'POST', pattern: API_PATHS.staffOwnOtherSessionsEnd, access: 'signed-in' },
];

const name = (route: StaffRoute) => `${route.method} ${route.pattern}`;
/** A pattern with its parameters filled in, each encoded (apiPath, for a pattern known only at run time). */
const fill = (pattern: string, values: Record<string, string>) => pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(values[key]));
/** The route's address with its parameters filled in, and a query where it needs one. */
const RANGED: string[] = [API_PATHS.staffTakings, API_PATHS.staffBookingsCsv, API_PATHS.staffClosures];
const address = (route: StaffRoute) =>
  fill(route.pattern, { date: '2031-06-20', reference: 'JJ1002', token: randomBytes(32).toString('base64url'), id: 'no-such-id', kind: 'packages' }) +
  (RANGED.includes(route.pattern) && route.method === 'GET' ? '?from=2031-06-01&to=2031-06-30' : '') +
  (route.pattern === API_PATHS.staffBookingMoveOptions ? '?date=2031-06-20' : '') +
  (route.pattern === API_PATHS.staffAvailability ? '?date=2031-06-20&packageId=basic-fun&kids=12' : '');
const json = (route: StaffRoute) => (route.method === 'GET' ? undefined : {});
const withSession = ROUTES.filter((route) => route.access !== 'anyone');

test('the table names every staff route the API serves, and every staff address of the contract', async () => {
  const description = (await api.get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  const served = Object.entries(description.paths)
    .filter(([path]) => path.startsWith(STAFF_API_PREFIX))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`));
  expect(served.sort()).toEqual(ROUTES.map(name).sort());
  const contract = Object.values(API_PATHS).filter((path) => path.startsWith(STAFF_API_PREFIX));
  expect([...new Set(ROUTES.map((route) => route.pattern))].sort()).toEqual(contract.sort());
});

test.each(withSession.map((route) => ({ route: name(route), ...route })))('$route without a session: 401, nothing read', async (route) => {
  const answer = await staffCall(api, route.method, address(route), { json: json(route) });
  expect(answer).toMatchObject({ status: 401, body: { code: 'staff-session-required' } });
});

// One test per route, every role in it: a role's call is refused or is a request with an empty
// body, which changes nothing another role's call could meet (each role is a member of its own).
test.each(withSession.map((route) => ({ route: name(route), ...route })))('$route as each role: allowed as the table says, 403 otherwise', async (route) => {
  for (const role of STAFF_ROLES) {
    const allowed = route.access === 'signed-in' || can(role, route.access as StaffAction);
    const cookie = await staffSession(api, role);
    const answer = await staffCall(api, route.method, address(route), { cookie, json: json(route) });
    const seen = { role, allowed: ![401, 403].includes(answer.status), code: (answer.body as { code?: string } | undefined)?.code };
    expect(seen).toMatchObject(allowed ? { role, allowed: true } : { role, allowed: false, code: 'staff-forbidden' });
  }
});

test.each(ROUTES.map((route) => ({ route: name(route), ...route })))('$route from another origin: 403, even with an owner signed in', async (route) => {
  const cookie = await staffSession(api, 'owner');
  for (const origin of ['http://site.test', 'https://staff.test', 'http://staff.test.evil.test', 'null']) {
    const answer = await staffCall(api, route.method, address(route), { cookie, json: json(route), origin });
    expect(answer).toMatchObject({ status: 403, body: { code: 'staff-origin' } });
  }
});

test.each(ROUTES.filter((route) => route.method !== 'GET').map((route) => ({ route: name(route), ...route })))(
  '$route without an Origin, or as a form post: refused before anything is read',
  async (route) => {
    const cookie = await staffSession(api, 'owner');
    expect(await staffCall(api, route.method, address(route), { cookie, json: json(route), origin: null })).toMatchObject({ status: 403, body: { code: 'staff-origin' } });
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const answer = await fetch(`${api.url}${address(route)}`, { method: route.method, headers: { origin: STAFF_ORIGIN, cookie, 'content-type': type }, body: 'a=b' });
      expect(answer.status).toBe(415);
    }
  },
);

test('staff answers are never cached', async () => {
  const cookie = await staffSession(api, 'owner');
  for (const route of ROUTES.filter((r) => r.method === 'GET')) {
    const answer = await staffCall(api, 'GET', address(route), { cookie });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  }
});

test('a reference that names no booking: 4xx on every route that takes one, and nothing changed', async () => {
  const cookie = await staffSession(api, 'owner');
  const counts = async () => api.db.query(`select (select count(*) from payments)::int as payments, (select count(*) from refunds)::int as refunds, (select count(*) from staff_notes)::int as notes, (select count(*) from audit_log)::int as audit, (select count(*) from door_check_ins)::int as check_ins, (select count(*) from attendance_forms)::int as forms`);
  const before = await counts();
  const bodies: Record<string, unknown> = {
    [API_PATHS.staffBookingArrival]: { state: 'arrived' },
    [API_PATHS.staffBookingCheckIns]: { familyKey: 'host', childKey: 'mia', checkedIn: true },
    [API_PATHS.staffBookingWalkIns]: {
      guardianName: 'Max Doe', guardianMobile: '0400555666', emergencyName: 'Ann Doe', emergencyPhone: '0400777888',
      children: [{ name: 'Max', age: 8, allergies: '', medicalNotes: '' }], agreedName: 'Max Doe', agree: true,
    },
    [API_PATHS.staffBookingNotes]: { text: 'hello' },
    [API_PATHS.staffBookingPayments]: { amount: 10, method: 'cash', requestId: randomBytes(12).toString('base64url') },
    [API_PATHS.staffBookingRefunds]: { amount: 10, providerReference: 're_x' },
    [API_PATHS.staffBookingMoveQuote]: { date: '2031-06-20', startTime: '10:00', roomId: 'ocean-room' },
    [API_PATHS.staffBookingMove]: { date: '2031-06-20', startTime: '10:00', roomId: 'ocean-room', fee: 0 },
    [API_PATHS.staffBookingCancelQuote]: { by: 'customer' },
    [API_PATHS.staffBookingCancel]: { by: 'customer', reason: 'Sick child', refund: 0 },
    [API_PATHS.staffBookingProviderRefunds]: { amount: 10, requestId: randomBytes(12).toString('base64url') },
    [API_PATHS.staffBookingBill]: { charged: 0 },
    [API_PATHS.staffBookingBillWaive]: { kind: 'no-show', reason: 'Sick child' },
    [API_PATHS.staffBookingPayLink]: { requestId: randomBytes(12).toString('base64url') },
  };
  for (const reference of ['JJ999999', 'JJ1001', 'JJ99999999999999', 'JJ0000', 'XX1002', 'JJ1002%00', 'jj1002; drop table bookings']) {
    for (const route of ROUTES.filter((r) => r.pattern.includes(':reference'))) {
      const query = route.pattern === API_PATHS.staffBookingMoveOptions ? '?date=2031-06-20' : '';
      const answer = await staffCall(api, route.method, fill(route.pattern, { reference }) + query, { cookie, json: route.method === 'GET' ? undefined : (bodies[route.pattern] ?? {}) });
      expect([400, 404]).toContain(answer.status);
    }
  }
  expect(await counts()).toEqual(before);
});
