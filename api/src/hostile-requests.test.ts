import { API_PATHS, apiPath, DATABASE_INTEGER_MAX } from '@party/domain';
import fc from 'fast-check';
import Stripe from 'stripe';
import { signedEvent } from './test/fake-stripe';
import { afterHoursPayload, bookingPayload, bookingUpdatePayload, PARTY_DATE } from './test/fixtures';
import { openDepositCheckout } from './test/payments';
import { addStaffMember, cookieOf, signInAs, STAFF_ORIGIN, STAFF_PASSWORD, staffCall } from './test/staff';
import { useTestApi, type Loose } from './test/test-api';
import { createStaffRepository } from './staff/repositories/staff-repository';
import { tokenHash } from './staff/sign-in/tokens';

// No request makes the API answer 5xx. Every operation its OpenAPI description lists (so a route
// added later is walked too) is sent a valid request and then that request made hostile, one
// part at a time: each value of its body replaced by huge, negative and fractional numbers,
// numbers past what JSON or the database holds, NUL bytes, lone surrogates, huge and wrong-typed
// values and deep nesting; the whole body broken or sent as another type; each address parameter
// and query value replaced; made-up and malformed headers added. A staff operation is sent with a
// signed-in owner's session, so its body is read. Any 5xx, or a dropped connection, fails.

const VENUE_TOKEN = 'venue-admin-token-of-at-least-32-characters';
const STRIPE_SECRET = 'whsec_hostile_requests';
const api = useTestApi({ venueAdminToken: VENUE_TOKEN });
/** The same API taking Stripe's events (its checkouts would call Stripe: only the webhook is sent there). */
let stripeApp: string;
beforeAll(async () => {
  stripeApp = await api.startAnother({ payments: { provider: 'stripe', stripe: { secretKey: 'sk_test_x', webhookSecret: STRIPE_SECRET, apiBase: 'http://127.0.0.1:9' } } });
});

// ---- The description --------------------------------------------------------------------------

interface JsonSchema {
  type?: string | string[];
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}

interface Description {
  paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string; schema: JsonSchema }>; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface Operation {
  /** 'PUT /api/staff/hours': the method and the address as the description writes it. */
  key: string;
  method: string;
  path: string;
  params: string[];
  query: string[];
  body?: JsonSchema;
}

const description = async () => (await api.get('/api/openapi.json')).body as Description;

function operationsOf(doc: Description): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      params: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: operation.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** Every schema a request schema holds, itself included, following references to components. */
function* schemasIn(schema: JsonSchema | undefined, doc: Description, seen = new Set<JsonSchema>()): Generator<JsonSchema> {
  if (!schema || seen.has(schema)) return;
  seen.add(schema);
  if (schema.$ref) {
    yield* schemasIn(doc.components?.schemas?.[schema.$ref.split('/').pop() as string], doc, seen);
    return;
  }
  yield schema;
  for (const inner of [
    ...Object.values(schema.properties ?? {}),
    schema.items,
    typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined,
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    yield* schemasIn(inner, doc, seen);
  }
}

test('every whole number a request takes (body, address, query) stops at what the database holds', async () => {
  const doc = await description();
  const unbounded: string[] = [];
  let integers = 0;
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const requestSchemas = [...(operation.parameters ?? []).map((p) => p.schema), ...Object.values(operation.requestBody?.content ?? {}).map((c) => c.schema)];
      for (const schema of requestSchemas.flatMap((s) => [...schemasIn(s, doc)])) {
        const types = Array.isArray(schema.type) ? schema.type : [schema.type];
        if (!types.includes('integer')) continue;
        integers += 1;
        if (!(typeof schema.maximum === 'number' && schema.maximum <= DATABASE_INTEGER_MAX)) unbounded.push(`${method.toUpperCase()} ${path}: maximum ${schema.maximum}`);
      }
    }
  }
  expect(integers).toBeGreaterThan(10);
  expect(unbounded).toEqual([]);
});

// ---- A valid request of each operation, to make hostile ---------------------------------------

/** What the requests below name: made before the walk, over the seeded catalogue. */
interface World {
  bookingId: string;
  invitationId: string;
  afterHoursId: string;
  reference: string;
  checkoutSessionId: string;
  catalogue: Loose;
  coupon: Loose;
  hours: Loose;
  closureId: string;
  memberId: string;
  otherSessionId: string;
  invitationToken: string;
  /** A family's attendance form (decision 062). */
  formId: string;
}

interface Sample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as it is, with its own media type. */
  raw?: { text: string; type: string };
  headers?: Record<string, string>;
  /** Whose session a staff request carries: the owner's (the default), or a fresh one of a member's that is ended by it. */
  session?: 'owner' | 'fresh';
  /** Sent to the app that takes Stripe's events, each body signed as Stripe signs it. */
  stripe?: true;
  sign?: (body: string) => Record<string, string>;
}

const newItem = (item: Loose) => {
  const { id: _id, imageUrl, usedCount: _used, uses: _uses, ...fields } = item;
  return imageUrl ? { ...fields, picture: imageUrl.replace('/api/images/', '') } : fields;
};

const ATTENDANCE_FORM_SAMPLE = {
  guardianName: 'Kim Roe',
  guardianMobile: '0412111222',
  emergencyName: 'Pat Roe',
  emergencyPhone: '0498333444',
  children: [{ name: 'Ava', age: 6, allergies: 'Peanuts', medicalNotes: '' }],
  agreedName: 'Kim Roe',
  agree: true,
};

/** A request each operation accepts (or refuses for a reason of its own, never its shape). */
const SAMPLES: Record<string, (w: World) => Sample> = {
  'POST /api/single-food-detail': () => ({ json: { foodId: 'fairy-bread' } }),
  'GET /api/get-time-slots': () => ({ query: { date: PARTY_DATE, duration: '2' } }),
  'GET /api/roomss3': () => ({ query: { timeSlots: '10:00', numberOfKids: '12', date: PARTY_DATE, duration: '2' } }),
  'GET /api/availability': () => ({ query: { date: PARTY_DATE } }),
  'GET /api/afterhours-availability': (w) => ({ query: { from: PARTY_DATE, to: '2031-07-20', except: w.afterHoursId } }),
  'POST /api/coupon/validate': () => ({ json: { code: 'PARTY10', booking: { selectedPackage: { id: 'basic-fun' }, numberOfKids: 12, addons: [{ id: 'lolly-bags' }] } } }),
  'POST /api/booking-initiate': () => ({ json: bookingPayload({ room: { id: 'space-room' } }) }),
  'GET /api/bookings/{id}': (w) => ({ params: { id: w.bookingId } }),
  'PUT /api/bookings/{id}': (w) => ({ params: { id: w.bookingId }, json: bookingUpdatePayload() }),
  'POST /api/bookings/{id}/quote': (w) => ({ params: { id: w.bookingId }, json: bookingUpdatePayload() }),
  'GET /api/total-paid/{id}': (w) => ({ params: { id: w.bookingId } }),
  // Changes of plan (decision 052): a move and a cancellation sent with a figure they were never
  // shown, so the valid request is refused for that alone (409) and the world's booking stays.
  'GET /api/bookings/{id}/move-options': (w) => ({ params: { id: w.bookingId }, query: { date: '2031-06-24' } }),
  'POST /api/bookings/{id}/move/quote': (w) => ({ params: { id: w.bookingId }, json: { date: '2031-06-24', startTime: '14:00', roomId: 'ocean-room' } }),
  'POST /api/bookings/{id}/move': (w) => ({ params: { id: w.bookingId }, json: { date: '2031-06-24', startTime: '14:00', roomId: 'ocean-room', fee: 555 } }),
  'POST /api/bookings/{id}/cancel/quote': (w) => ({ params: { id: w.bookingId }, json: {} }),
  'POST /api/bookings/{id}/cancel': (w) => ({ params: { id: w.bookingId }, json: { refund: 12345 } }),
  'POST /api/bookings-afterhours/{id}/cancel/quote': (w) => ({ params: { id: w.afterHoursId }, json: {} }),
  'POST /api/bookings-afterhours/{id}/cancel': (w) => ({ params: { id: w.afterHoursId }, json: { refund: 12345 } }),
  'POST /api/bookings-afterhours/save': () => ({ json: afterHoursPayload({ date: '2031-06-21' }) }),
  'GET /api/bookings-afterhours/{id}': (w) => ({ params: { id: w.afterHoursId } }),
  'PUT /api/bookings-afterhours/{id}': (w) => ({ params: { id: w.afterHoursId }, json: afterHoursPayload({ expectedAdults: 12 }) }),
  'GET /api/invitations/{invitationId}': (w) => ({ params: { invitationId: w.invitationId } }),
  'GET /api/attendance-forms/{formId}': (w) => ({ params: { formId: w.formId } }),
  // Saved from a version it never had, so the valid request is refused for that alone (409).
  'PUT /api/attendance-forms/{formId}': (w) => ({ params: { formId: w.formId }, json: { ...ATTENDANCE_FORM_SAMPLE, version: 99 } }),
  'GET /api/bookings/{id}/attendance-form': (w) => ({ params: { id: w.bookingId } }),
  'PUT /api/bookings/{id}/attendance-form': (w) => ({ params: { id: w.bookingId }, json: { ...ATTENDANCE_FORM_SAMPLE, version: 99 } }),
  'GET /api/invitations/{invitationId}/calendar.ics': (w) => ({ params: { invitationId: w.invitationId } }),
  'POST /api/invitations/{invitationId}/rsvps': (w) => ({
    params: { invitationId: w.invitationId },
    json: { coming: true, name: 'Ava Brown', email: 'ava@example.com', phone: '', kids: [{ name: 'Ava', allergies: 'nuts' }] },
  }),
  'GET /api/bookings/{id}/rsvps': (w) => ({ params: { id: w.bookingId } }),
  'POST /api/contacts': () => ({ json: { name: 'Jo', email: 'jo@example.com', phone: '0412 345 678', subject: 'Hi', message: 'Hello' } }),
  'POST /api/find-my-booking': () => ({ json: { email: 'sam@example.com' } }),
  'POST /api/create-dynamic-checkout-session': (w) => ({ json: { bookingId: w.bookingId } }),
  'POST /api/create-dynamic-checkout-session-full': (w) => ({ json: { bookingId: w.bookingId } }),
  'POST /api/create-dynamic-checkout-session-full-pending-payment': (w) => ({ json: { bookingId: w.bookingId, paymentType: 'deposit' } }),
  'POST /api/create-dynamic-checkout-session-afterhours': (w) => ({ json: w.afterHoursId }),
  'GET /api/bookings/session/{sessionId}': (w) => ({ params: { sessionId: w.checkoutSessionId } }),
  'POST /api/payments/stripe/webhook': (w) => ({
    json: JSON.parse(signedEvent('checkout.session.completed', { id: 'cs_test_hostile', metadata: { checkoutSessionId: w.checkoutSessionId }, amount_total: 10_000, payment_status: 'paid' }, STRIPE_SECRET).payload),
    stripe: true,
    sign: (payload) => ({ 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_SECRET }) }),
  }),
  'POST /api/venue/bookings/{reference}/refunds': (w) => ({
    params: { reference: w.reference },
    json: { amount: 10, providerReference: 're_hostile', note: 'by hand', beyondOwedBack: true },
    headers: { authorization: `Bearer ${VENUE_TOKEN}` },
  }),
  // A member without a second factor: the owner's code is taken once, and the walk signs the owner in.
  'POST /api/staff/sign-in': () => ({ json: { email: 'door@staff.test', password: STAFF_PASSWORD, code: '123456', link: 'no-such-sign-in-link-0123456789abcdefghijk' } }),
  'POST /api/staff/sign-out': () => ({ json: {}, session: 'fresh' }),
  'POST /api/staff/invitations': () => ({ json: { email: 'new@example.com', name: 'New Person', role: 'kitchen' } }),
  'GET /api/staff/invitations/{token}': (w) => ({ params: { token: w.invitationToken } }),
  'POST /api/staff/invitations/{token}': (w) => ({ params: { token: w.invitationToken }, json: { password: 'another long staff password' } }),
  'GET /api/staff/day/{date}': () => ({ params: { date: PARTY_DATE } }),
  'GET /api/staff/door/{date}': () => ({ params: { date: PARTY_DATE } }),
  'PUT /api/staff/bookings/{reference}/check-ins': (w) => ({ params: { reference: w.reference }, json: { familyKey: 'host', childKey: 'mia', checkedIn: true } }),
  'POST /api/staff/bookings/{reference}/walk-ins': (w) => ({ params: { reference: w.reference }, json: ATTENDANCE_FORM_SAMPLE }),
  'GET /api/staff/kitchen/{date}': () => ({ params: { date: PARTY_DATE } }),
  'GET /api/staff/bookings': () => ({ query: { q: 'Mia' } }),
  'GET /api/staff/bookings/{reference}': (w) => ({ params: { reference: w.reference } }),
  'PUT /api/staff/bookings/{reference}/arrival': (w) => ({ params: { reference: w.reference }, json: { state: 'arrived' } }),
  'POST /api/staff/bookings/{reference}/notes': (w) => ({ params: { reference: w.reference }, json: { text: 'Cake at 9:30' } }),
  'POST /api/staff/bookings/{reference}/payments': (w) => ({ params: { reference: w.reference }, json: { amount: 10, method: 'cash', requestId: 'hostile-request-0001' } }),
  // A phone booking of its own slot (decision 054): the first taken, the rest refused (409).
  'GET /api/staff/availability': () => ({ query: { date: '2031-06-26', packageId: 'basic-fun', kids: '12' } }),
  'POST /api/staff/bookings': () => ({
    json: {
      packageId: 'basic-fun', childfName: 'Zoe', childlName: '', childAge: 12, numberOfKids: 12, date: '2031-06-26', startTime: '14:00', roomId: 'castle-room',
      kidsFood: [], adultsFood: [], addons: [], contactInfo: { parentName: 'Kim Lee', email: 'kim@example.com', phone: '0412 345 678', address: '2 Test Road' }, paymentOption: 'deposit',
    },
  }),
  // Nothing is owed back on the world's booking: refused for that alone (422).
  'POST /api/staff/bookings/{reference}/provider-refunds': (w) => ({ params: { reference: w.reference }, json: { amount: 10, requestId: 'hostile-refund-request-0001', note: '' } }),
  // The party has not started: closing its bill is refused for that alone (409); so is a waive before it is closed.
  'GET /api/staff/bookings/{reference}/bill': (w) => ({ params: { reference: w.reference } }),
  'POST /api/staff/bookings/{reference}/bill': (w) => ({ params: { reference: w.reference }, json: { charged: 30 } }),
  'POST /api/staff/bookings/{reference}/bill/waive': (w) => ({ params: { reference: w.reference }, json: { kind: 'no-show', reason: 'Sick child' } }),
  'POST /api/staff/bookings/{reference}/pay-link': (w) => ({ params: { reference: w.reference }, json: { requestId: 'hostile-pay-link-0001' } }),
  'GET /api/staff/bookings/{reference}/move-options': (w) => ({ params: { reference: w.reference }, query: { date: '2031-06-24' } }),
  'POST /api/staff/bookings/{reference}/move/quote': (w) => ({ params: { reference: w.reference }, json: { date: '2031-06-24', startTime: '14:00', roomId: 'ocean-room' } }),
  'POST /api/staff/bookings/{reference}/move': (w) => ({ params: { reference: w.reference }, json: { date: '2031-06-24', startTime: '14:00', roomId: 'ocean-room', fee: 555 } }),
  'POST /api/staff/bookings/{reference}/cancel/quote': (w) => ({ params: { reference: w.reference }, json: { by: 'customer' } }),
  'POST /api/staff/bookings/{reference}/cancel': (w) => ({ params: { reference: w.reference }, json: { by: 'customer', reason: 'Sick child', refund: 12345 } }),
  'POST /api/staff/bookings/{reference}/refunds': (w) => ({ params: { reference: w.reference }, json: { amount: 10, providerReference: 're_counter', note: '', beyondOwedBack: true } }),
  'GET /api/staff/money/takings': () => ({ query: { from: '2031-06-01', to: '2031-06-30' } }),
  'GET /api/staff/money/bookings.csv': () => ({ query: { from: '2031-06-01', to: '2031-06-30' } }),
  'GET /api/staff/audit': () => ({ query: { before: '1000', limit: '20' } }),
  'GET /api/staff/audit/chain': () => ({ query: { head: `1-${'0'.repeat(64)}` } }),
  'GET /api/staff/closures': () => ({ query: { from: '2031-06-01', to: '2031-06-30' } }),
  'POST /api/staff/closures/preview': () => ({ json: { date: '2031-06-24', reason: 'Maintenance', room: 'ocean-room', start: '10:00', end: '12:00' } }),
  'POST /api/staff/closures': (w) => ({ json: { date: '2031-06-24', reason: 'Maintenance', room: null, start: '10:00', end: '12:00', decisions: [{ reference: w.reference, decision: 'keep' }] } }),
  'POST /api/staff/closures/{id}/remove': (w) => ({ params: { id: w.closureId }, json: {} }),
  'POST /api/staff/catalogue/{kind}': () => ({ params: { kind: 'addons' }, json: { name: 'Magic Show', description: 'Tricks.', picture: 'addons/balloon-bundle.svg', price: 180, priceType: 'per_item' } }),
  'PUT /api/staff/catalogue/after-hours-rates': (w) => ({ json: { ...w.catalogue.afterHoursRates } }),
  'PUT /api/staff/catalogue/{kind}/{id}': (w) => ({ params: { kind: 'packages', id: w.catalogue.packages[0].id }, json: newItem(w.catalogue.packages[0]) }),
  'POST /api/staff/coupons': () => ({ json: { code: 'FETE-2031', type: 'fixed', amount: 25, validFrom: '2031-06-01', validTo: '2031-07-31', maxUsage: 2, minCartValue: 100 } }),
  'PUT /api/staff/coupons/{id}': (w) => ({ params: { id: w.coupon.id }, json: newItem(w.coupon) }),
  'POST /api/staff/hours/preview': (w) => ({ json: { days: w.hours.days, publicHolidays: w.hours.publicHolidays, afterHours: w.hours.afterHours } }),
  'PUT /api/staff/hours': (w) => ({ json: { ...w.hours, decisions: [{ reference: w.reference, decision: 'ask-to-move' }] } }),
  'PUT /api/staff/venue-settings': () => ({ json: { reminders: { 'parent-week': true, 'parent-day': true, 'guest-day': false, 'thank-you': true }, formRetentionDays: 60 } }),
  'PUT /api/staff/members/{id}': (w) => ({ params: { id: w.memberId }, json: { role: 'kitchen' } }),
  'POST /api/staff/members/{id}/second-factor/reset': (w) => ({ params: { id: w.memberId }, json: {} }),
  'POST /api/staff/sessions/{id}/end': (w) => ({ params: { id: w.otherSessionId }, json: {} }),
  'POST /api/staff/sessions/end-others': () => ({ json: {} }),
  // The test provider's refunds: one of no refund of ours is refused (404).
  'POST /checkout/refunds': (w) => ({
    json: { payment: w.checkoutSessionId, amount: 100, metadata: { refundId: 'no-such-refund', bookingReference: w.reference } },
    headers: { 'idempotency-key': 'hostile-refund-key' },
  }),
  'GET /checkout/{sessionId}': (w) => ({ params: { sessionId: w.checkoutSessionId } }),
  'POST /checkout/{sessionId}/pay': (w) => ({ params: { sessionId: w.checkoutSessionId }, raw: { text: '', type: 'application/x-www-form-urlencoded' } }),
  'POST /checkout/{sessionId}/cancel': (w) => ({ params: { sessionId: w.checkoutSessionId }, raw: { text: '', type: 'application/x-www-form-urlencoded' } }),
};

// ---- Hostile parts ----------------------------------------------------------------------------

/** JSON texts that replace a value: numbers JavaScript's JSON cannot write, and every wrong type. */
const NUMBER_TEXTS = [
  String(DATABASE_INTEGER_MAX + 1),
  String(-DATABASE_INTEGER_MAX - 2),
  '9007199254740993',
  '123456789012345678901234567890',
  '1e400',
  '-1e400',
  '1e-400',
  '-0',
  '0.5',
  '-1',
  '1e308',
];
const WRONG_TYPES = ['null', 'true', '"12"', '"NaN"', '"Infinity"', '[]', '{}', '[1,2]', '{"a":1}'];
const STRING_TEXTS = [
  '""',
  '"   "',
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\ud800"',
  '"x\\udfffy"',
  JSON.stringify('x'.repeat(20_000)),
  JSON.stringify('é😀\u202e'.repeat(500)),
  JSON.stringify("' or 1=1 --"),
  JSON.stringify('../../etc/passwd'),
  JSON.stringify(String(DATABASE_INTEGER_MAX + 1)),
  JSON.stringify('9'.repeat(40)),
  JSON.stringify('JJ99999999999999'),
  JSON.stringify('2031-02-30'),
  JSON.stringify('25:61'),
  '12',
  '-1',
];
const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const NESTED_TEXTS = [deep(40), `${'['.repeat(6_000)}${']'.repeat(6_000)}`, `[${'0,'.repeat(10_000)}0]`, '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}'];

/** What may replace a value, by the kind of value the valid request has there. */
function hostileTextsFor(value: unknown): string[] {
  if (typeof value === 'number') return [...NUMBER_TEXTS, ...WRONG_TYPES, '"\\u0000"'];
  if (typeof value === 'string') return [...STRING_TEXTS, ...NUMBER_TEXTS.slice(0, 5), ...WRONG_TYPES.slice(0, 2), ...NESTED_TEXTS.slice(0, 2)];
  if (typeof value === 'boolean') return ['"true"', '1', '0', 'null', '{}', '"\\u0000"'];
  return [...WRONG_TYPES.slice(0, 3), '"x"', '1e400', String(DATABASE_INTEGER_MAX + 1), ...NESTED_TEXTS];
}

/** Keys a body never has, added beside the real ones. */
const EXTRA_KEYS = ['__proto__', 'constructor', '\\u0000', '\\ud800', 'x'.repeat(1_000)];

/** Segments (already percent-encoded) that replace an address parameter. */
const PARAM_SEGMENTS = [
  '0',
  '-1',
  String(DATABASE_INTEGER_MAX + 1),
  '99999999999999999999999',
  'JJ2147484649',
  'JJ99999999999999',
  'JJ0000',
  '1e400',
  'NaN',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%C3%A9%F0%9F%98%80',
  '%FF%FE',
  '%25',
  '%20',
  '%0A',
  '%2e%2e%2f%2e%2e',
  '__proto__',
  'constructor',
  'x'.repeat(3_000),
];

/** Made-up, malformed and oversized headers, each added to the valid request. */
const HEADER_SETS: Array<Record<string, string>> = [
  { 'x-forwarded-for': 'not-an-address' },
  { 'x-forwarded-for': '999.999.999.999, ::ffff:1.2.3.4, unknown' },
  { 'x-forwarded-for': '2001:db8::1' },
  { 'x-forwarded-for': `${'10.0.0.1, '.repeat(700)}10.0.0.2` },
  { forwarded: 'for=unknown;proto=gopher;host=evil.test', 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.test' },
  { 'x-real-ip': '999.1.1.1', 'true-client-ip': '::g', 'cf-connecting-ip': '' },
  { accept: 'application/xml;q=abc, */*;q=-1' },
  { 'accept-encoding': 'br;q=2, gzip;q=-1, identity;q=0' },
  { 'accept-language': 'zz-ZZ-x-1234567890,*;q=0.0001' },
  { 'content-encoding': 'gzip' },
  { 'content-encoding': 'br, deflate' },
  { cookie: `__Host-jj-staff=${'A'.repeat(4_000)}` },
  { cookie: '%ZZ=%ZZ; ;;; =; __Host-jj-staff=../../etc' },
  { authorization: `Bearer ${'x'.repeat(2_000)}` },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { 'stripe-signature': 't=abc,v1=zz,v1=' },
  { 'x-http-method-override': 'DELETE', 'x-requested-with': 'XMLHttpRequest' },
  { 'if-none-match': '*', 'if-modified-since': 'yesterday', range: 'bytes=99999999999999999999-' },
  { 'user-agent': '\u00ff\u0080'.repeat(300) },
  { 'x-request-id': 'x'.repeat(10_000), 'x-made-up': '\u00e9\u00ff' },
];

/** Whole bodies that are not the request: broken, empty, deep, large, or another media type. */
function brokenBodies(valid: string): Array<{ what: string; body: string | Blob; type?: string }> {
  return [
    { what: 'an empty body', body: '' },
    { what: 'null', body: 'null' },
    { what: 'an array', body: '[]' },
    { what: 'a string', body: '"x"' },
    { what: 'half of the body', body: valid.slice(0, Math.floor(valid.length / 2)) },
    { what: 'a byte-order mark first', body: `\ufeff${valid}` },
    { what: 'bytes that are not UTF-8', body: new Blob([Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d])]) },
    { what: '6,000 levels of nesting', body: `${'['.repeat(6_000)}${']'.repeat(6_000)}` },
    { what: 'a body past the size limit', body: JSON.stringify({ x: 'y'.repeat(70 * 1024) }) },
    { what: 'the body as text/plain', body: valid, type: 'text/plain' },
    { what: 'the body as a form', body: 'a=1&b=%FF', type: 'application/x-www-form-urlencoded' },
    { what: 'the body as multipart', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', type: 'multipart/form-data; boundary=x' },
    { what: 'JSON in UTF-16', body: valid, type: 'application/json; charset=utf-16' },
    { what: 'JSON with a made-up media type', body: valid, type: 'application/json-patch+json' },
    { what: 'a malformed media type', body: valid, type: 'application/json;;; charset="' },
  ];
}

/** Query strings (after '?'): each value replaced, given twice, as a nested key, or beside made-up keys. */
function hostileQueries(query: Record<string, string>): Array<{ what: string; search: string }> {
  const base = new URLSearchParams(query).toString();
  const withValue = (name: string, raw: string) =>
    Object.entries(query)
      .map(([key, value]) => (key === name ? `${key}=${raw}` : `${key}=${encodeURIComponent(value)}`))
      .join('&');
  return [
    ...Object.keys(query).flatMap((name) => [
      ...PARAM_SEGMENTS.map((raw) => ({ what: `${name}=${raw.slice(0, 40)}`, search: withValue(name, raw) })),
      { what: `${name} given twice`, search: `${base}&${name}=${encodeURIComponent(query[name])}` },
      { what: `${name} as a nested key`, search: `${base}&${name}[a][b]=1` },
      { what: `${name} left out`, search: new URLSearchParams(Object.entries(query).filter(([key]) => key !== name)).toString() },
    ]),
    { what: 'made-up keys', search: `${base}&__proto__[polluted]=1&constructor[prototype][polluted]=1&x=%00` },
    { what: '2,000 keys', search: `${base}&${'k=1&'.repeat(2_000)}` },
  ];
}

const MARK = '__hostile_value__';

/** Each place of a JSON value (object keys, the first items of arrays), with the value there. */
function placesOf(value: unknown, path: Array<string | number> = []): Array<{ path: Array<string | number>; value: unknown }> {
  const here = path.length > 0 ? [{ path, value }] : [];
  if (Array.isArray(value)) return [...here, ...value.slice(0, 2).flatMap((item, i) => placesOf(item, [...path, i]))];
  if (value !== null && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([key, inner]) => placesOf(inner, [...path, key]))];
  return here;
}

function withAt(body: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]] = value;
  return copy;
}

/** The objects of a JSON value, itself included, by path: where a made-up key can go. */
const objectsOf = (value: unknown) =>
  [{ path: [] as Array<string | number>, value }, ...placesOf(value)].filter((place) => place.value !== null && typeof place.value === 'object' && !Array.isArray(place.value));

interface Hostile {
  what: string;
  /** The address with its query, percent-encoded. */
  address: string;
  headers: Record<string, string>;
  body?: string | Blob;
}

/** The JSON text of `json` with a made-up key (JSON text) added to the object at `path`. */
function withKey(json: unknown, path: Array<string | number>, key: string): string {
  const at = (path.length > 0 ? placesOf(json).find((place) => place.path.join('.') === path.join('.'))?.value : json) as object;
  const marked = path.length > 0 ? withAt(json, path, { ...at, [MARK]: 1 }) : { ...at, [MARK]: 1 };
  return JSON.stringify(marked).replace(`"${MARK}"`, `"${key}"`);
}

/** The valid request and every hostile variation of it, for an operation and its sample. */
function requestsOf(operation: Operation, sample: Sample): Hostile[] {
  const params = sample.params ?? {};
  const addressWith = (segments: Record<string, string>) => operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => segments[name] ?? encodeURIComponent(params[name] ?? 'x'));
  const search = sample.query ? `?${new URLSearchParams(sample.query).toString()}` : '';
  const address = `${addressWith({})}${search}`;
  const validText = sample.raw?.text ?? (sample.json === undefined ? undefined : JSON.stringify(sample.json));
  const type = sample.raw?.type ?? 'application/json';
  /** A request with this body: its media type, and its signature where the operation checks one. */
  const sending = (what: string, body: string | Blob | undefined, mediaType: string | null = type): Hostile => ({
    what,
    address,
    headers: { ...(mediaType !== null && body !== undefined ? { 'content-type': mediaType } : {}), ...sample.headers, ...(typeof body === 'string' ? sample.sign?.(body) : {}) },
    body,
  });
  const valid = sending('the valid request', validText);

  const bodies: Hostile[] = [];
  if (sample.json !== undefined) {
    const json = sample.json;
    for (const place of placesOf(json)) {
      const marked = JSON.stringify(withAt(json, place.path, MARK));
      for (const text of hostileTextsFor(place.value)) bodies.push(sending(`${place.path.join('.')} = ${text.slice(0, 40)}`, marked.replace(`"${MARK}"`, text)));
    }
    for (const text of hostileTextsFor(json)) bodies.push(sending(`the body = ${text.slice(0, 40)}`, text));
    for (const place of objectsOf(json)) {
      for (const key of EXTRA_KEYS) bodies.push(sending(`a made-up key ${key.slice(0, 20)} at ${place.path.join('.') || 'the top'}`, withKey(json, place.path, key)));
    }
  }
  if (validText !== undefined) {
    for (const broken of brokenBodies(validText)) bodies.push(sending(broken.what, broken.body, broken.type));
    bodies.push(sending('no media type', validText, null));
  }

  const segments = operation.params.flatMap((name) => PARAM_SEGMENTS.map((raw) => ({ ...valid, what: `{${name}} = ${raw.slice(0, 40)}`, address: `${addressWith({ [name]: raw })}${search}` })));
  const queries = sample.query ? hostileQueries(sample.query).map(({ what, search: hostileSearch }) => ({ ...valid, what: `?${what}`, address: `${addressWith({})}?${hostileSearch}` })) : [];
  const made = HEADER_SETS.map((set) => ({ ...valid, what: `headers ${Object.keys(set).join(', ')}`, headers: { ...valid.headers, ...set } }));
  return [valid, ...bodies, ...segments, ...queries, ...made];
}

// ---- The walk ---------------------------------------------------------------------------------

/** The things the samples name: a party, a hire, a checkout, staff members and their sessions, a closure, a coupon, an invitation. */
async function makeWorld(ownerCookie: string): Promise<World> {
  const booking = await api.post(API_PATHS.bookingInitiate, bookingPayload());
  const hire = await api.post(API_PATHS.afterHoursSave, afterHoursPayload());
  const checkout = await openDepositCheckout(api, booking.body.bookingId);
  const staff = (method: string, path: string, json?: unknown) => staffCall(api, method, path, { cookie: ownerCookie, json });
  const closure = await staff('POST', API_PATHS.staffClosures, { date: '2031-06-25', reason: 'Painting', room: null });
  const coupon = await staff('POST', API_PATHS.staffCoupons, { code: 'HOSTILE-1', type: 'percentage', amount: 10, validFrom: '2031-06-01', validTo: '2031-07-31', maxUsage: 5, minCartValue: 0 });
  await addStaffMember(api.db, 'front-desk', 'desk@staff.test');
  const [member] = await api.db.query<{ public_id: string }>(`select public_id from staff_members where email = 'desk@staff.test'`);
  // A second session of the owner's, to end from the first.
  api.clock.advanceMinutes(1);
  await signInAs(api, 'owner');
  const sessions = (await staff('GET', API_PATHS.staffOwnSessions)).body.sessions as Loose[];
  const invitationToken = 'hostile-invitation-token-0123456789abcdef';
  await createStaffRepository(api.db).createInvitation(
    { tokenHash: tokenHash(invitationToken), email: 'joining@example.com', name: 'Joining', role: 'kitchen', totpSecret: null, invitedBy: null, expiresAt: new Date(api.clock.now().getTime() + 86_400_000) },
    api.clock.now(),
  );
  const family = await api.post(apiPath(API_PATHS.invitationRsvps, { invitationId: booking.body.invitationId }), {
    coming: true,
    name: 'Kim Roe',
    email: 'kim.roe@example.com',
    kids: [{ name: 'Ava', allergies: '' }],
  });
  const world: World = {
    formId: family.body.formId,
    bookingId: booking.body.bookingId,
    invitationId: booking.body.invitationId,
    afterHoursId: hire.body.booking.uniqueBookingId,
    reference: booking.body.reference,
    checkoutSessionId: checkout.sessionId,
    catalogue: (await staff('GET', API_PATHS.staffCatalogue)).body,
    coupon: coupon.body,
    hours: (await staff('GET', API_PATHS.staffHours)).body,
    closureId: closure.body.id,
    memberId: member.public_id,
    otherSessionId: sessions.find((session) => !session.current).id,
    invitationToken,
  };
  for (const [name, value] of Object.entries(world)) if (value === undefined) throw new Error(`the world has no ${name}`);
  return world;
}

/** Runs `work` over `items`, `width` at a time. */
async function inTurn<T>(items: T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

test('no operation answers 5xx to any hostile request, and each valid request is taken as valid', async () => {
  const doc = await description();
  await addStaffMember(api.db, 'owner');
  await addStaffMember(api.db, 'kitchen', 'door@staff.test');
  const ownerCookie = await signInAs(api, 'owner');
  const world = await makeWorld(ownerCookie);
  // Signing out ends the session it is sent with: each of those requests brings a new one of its own.
  const freshSession = async () => cookieOf(await staffCall(api, 'POST', API_PATHS.staffSignIn, { json: { email: 'door@staff.test', password: STAFF_PASSWORD } }));

  const operations = operationsOf(doc);
  const withoutSample = operations.filter((op) => !SAMPLES[op.key] && (op.params.length > 0 || op.query.length > 0 || op.body));
  expect(withoutSample.map((op) => op.key)).toEqual([]);
  expect(Object.keys(SAMPLES).filter((key) => !operations.some((op) => op.key === key))).toEqual([]);

  const failures: string[] = [];
  const refusedValid: string[] = [];
  let sent = 0;
  for (const operation of operations) {
    const sample = SAMPLES[operation.key]?.(world) ?? {};
    const staff = operation.path.startsWith('/api/staff/');
    await inTurn(requestsOf(operation, sample), 6, async (hostile) => {
      const headers: Record<string, string> = { ...hostile.headers };
      if (staff) {
        headers.origin ??= STAFF_ORIGIN;
        headers.cookie ??= sample.session === 'fresh' ? await freshSession() : ownerCookie;
      }
      sent += 1;
      let status: number;
      let text: string;
      try {
        const response = await fetch(`${sample.stripe ? stripeApp : api.url}${hostile.address}`, { method: operation.method, headers, body: hostile.body, redirect: 'manual' });
        status = response.status;
        text = await response.text();
      } catch (error) {
        failures.push(`${operation.key} ${hostile.what}: no answer (${(error as Error).cause ?? error})`);
        return;
      }
      if (status >= 500) failures.push(`${operation.key} ${hostile.what}: ${status} ${text.slice(0, 200)}`);
      // The valid request passes the door (its form, the session, the role), so what follows it reaches the code behind.
      if (hostile.what === 'the valid request' && [400, 401, 403, 415].includes(status)) refusedValid.push(`${operation.key}: ${status} ${text.slice(0, 300)}`);
    });
  }
  expect(failures).toEqual([]);
  expect(refusedValid).toEqual([]);
  expect(sent).toBeGreaterThan(5_000);
  expect((await api.get('/api/health')).status).toBe(200);
}, 300_000); // some 15,000 requests: 25 s alone, 115 s on CI's two busy cores

test('random JSON in place of each value of every staff change: never 5xx', async () => {
  const doc = await description();
  await addStaffMember(api.db, 'owner');
  const cookie = await signInAs(api, 'owner');
  const world = await makeWorld(cookie);
  const changes = operationsOf(doc).filter((op) => op.path.startsWith('/api/staff/') && op.key !== 'POST /api/staff/sign-out' && placesOf(SAMPLES[op.key]?.(world).json).length > 0);
  const failures: string[] = [];
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...changes), fc.nat(), fc.jsonValue({ maxDepth: 3 }), async (operation, pick, value) => {
      const sample = SAMPLES[operation.key](world);
      const places = placesOf(sample.json);
      const place = places[pick % places.length];
      const address = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(sample.params?.[name] ?? 'x'));
      const response = await staffCall(api, operation.method, address, { cookie, json: withAt(sample.json, place.path, value) }).catch((error: Error) => ({ status: 599, body: error.message }));
      if (response.status >= 500) failures.push(`${operation.key} ${place.path.join('.')} = ${JSON.stringify(value).slice(0, 80)}: ${response.status}`);
    }),
    { numRuns: 300, seed: 43 },
  );
  expect(failures).toEqual([]);
}, 180_000);

test('a version past 32 bits answers 400 with the bound, not 500', async () => {
  await addStaffMember(api.db, 'owner');
  const cookie = await signInAs(api, 'owner');
  const hours = (await staffCall(api, 'GET', API_PATHS.staffHours, { cookie })).body;
  const answer = await staffCall(api, 'PUT', API_PATHS.staffHours, { cookie, json: { ...hours, version: DATABASE_INTEGER_MAX + 1 } });
  expect(answer).toMatchObject({ status: 400, body: { code: 'invalid-request', errors: [`version: Must be ${DATABASE_INTEGER_MAX} or less`] } });
  const rates = (await staffCall(api, 'GET', API_PATHS.staffCatalogue, { cookie })).body.afterHoursRates;
  expect((await staffCall(api, 'PUT', API_PATHS.staffAfterHoursRates, { cookie, json: { ...rates, version: DATABASE_INTEGER_MAX + 1 } })).status).toBe(400);
});
