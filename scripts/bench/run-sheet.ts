/**
 * The run sheet of a busy day (decision 032): `GET /api/staff/day/{date}` for a Saturday of 40
 * parties with 20 RSVPs each (half of them paid a deposit; four canceled by their parents and four
 * others moved in from a week later, decision 052), answered by the real API on its
 * embedded PGlite, at a steady 20 requests a second for 10 seconds, signed in as the front desk.
 * Budget: p95 ≤ 100 ms.
 *
 * The sample venue has four rooms: the day is given ten (six more added to the catalogue before the
 * API starts, with a front-desk member), so forty two-hour parties fit between 9:30 and 6 pm.
 * Everything else goes through the API as the site makes it: bookings, checkouts, RSVPs, sign-in.
 *
 *   npx tsx scripts/bench/run-sheet.ts      # this measurement alone (npm run bench runs it too)
 */
import { addDays, API_PATHS, apiPath, venueDate } from '@party/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPglite } from '../../api/src/db/pglite-database';
import { prepareDatabase } from '../../api/src/db/prepare';
import { hashPassword } from '../../api/src/staff/sign-in/passwords';
import { startApi } from '../../tooling/site/api-server';
import { runSheetSection, SECONDS, type RunSheetLoad } from './run-sheet-report';
import { steadyLoad } from './steady-load';

const PARTIES = 40;
const RSVPS_PER_PARTY = 20;
const RATE = 20;
const STAFF = { email: 'desk@bench.test', password: 'a bench front desk password' };
const STAFF_ORIGIN = 'http://localhost:3100';

/** The Saturdays from 45 days ahead (venue time), within every booking window; the first not a holiday is taken. */
function saturdays(): string[] {
  let date = addDays(venueDate(new Date(), 'Australia/Sydney'), 45);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 6) date = addDays(date, 1);
  return Array.from({ length: 8 }, (_, week) => addDays(date, week * 7));
}

/** A fresh database with six more rooms and a front-desk member, for the API to start on. */
async function prepareData(dataDir: string): Promise<void> {
  const db = await openPglite({ dataDir });
  try {
    await prepareDatabase(db, new Date(), 'Australia/Sydney');
    for (let i = 1; i <= 6; i++) {
      await db.query(`insert into rooms (id, name, description, image_path, max_capacity, sort_order) values ($1, $2, '', 'rooms/ocean-room.svg', 25, $3)`, [`bench-room-${i}`, `Bench Room ${i}`, 10 + i]);
    }
    await db.query(`insert into staff_members (email, name, role, password_hash, created_at) values ($1, 'Bench Desk', 'front-desk', $2, now())`, [STAFF.email, await hashPassword(STAFF.password)]);
  } finally {
    await db.close();
  }
}

async function post(apiUrl: string, route: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${apiUrl}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Runs `work` over the items, `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: width }, async () => {
    while (next < items.length) {
      const index = next++;
      await work(items[index], index);
    }
  }));
}

function partyRequest(date: string, roomId: string, time: string, i: number) {
  return {
    childfName: `Child ${i + 1}`, childlName: 'Bench', childAge: 6, numberOfKids: 15, date,
    timeSlot: { id: `slot-${time.replace(':', '')}`, time }, room: { id: roomId }, selectedPackage: { id: 'basic-fun' },
    kidsFood: [{ id: 'chicken-nuggets' }], adultsFood: [{ id: 'sandwich-platter', quantity: 2 }], addons: [{ id: 'lolly-bags' }],
    contactInfo: { parentName: `Parent ${i + 1}`, email: `parent${i + 1}@bench.test`, phone: `04000${String(i).padStart(5, '0')}`, address: '1 Bench Street' },
    acceptTerms: true, coupon: '', paymentOption: 'deposit', guestNames: [],
  };
}

/** The first of the Saturdays whose 9:30 party can be booked (a public holiday opens at 10). */
async function firstOpenSaturday(apiUrl: string): Promise<string> {
  for (const date of saturdays()) {
    const slots = (await (await fetch(`${apiUrl}${API_PATHS.timeSlots}?date=${date}&duration=2`)).json()) as Array<{ time: string; isAvailable: boolean }>;
    if (slots.some((slot) => slot.time === '09:30' && slot.isAvailable)) return date;
  }
  throw new Error('no Saturday in the next two months opens at 9:30');
}

/** Parties moved onto the day and canceled on it (decision 052): the day a venue really has. */
const CHANGES = 4;

/**
 * Changes of plan on the day: the parents of its last four parties cancel them online, and four
 * parties booked a week later are moved into their times and rooms. The day then holds forty live
 * parties, four of them moved in, and four canceled ones the sheet lists as canceled.
 */
async function changePlans(apiUrl: string, date: string, canceled: string[]): Promise<void> {
  const later = addDays(date, 7);
  const rooms = ['bench-room-6', 'bench-room-5'];
  const starts = ['14:00', '16:00'];
  await inParallel(canceled, 1, async (bookingId, i) => {
    const before = (await (await fetch(`${apiUrl}${apiPath(API_PATHS.booking, { id: bookingId })}`)).json()) as { room: { id: string }; startTime: string };
    const quote = await post(apiUrl, apiPath(API_PATHS.bookingCancelQuote, { id: bookingId }), {});
    const done = await post(apiUrl, apiPath(API_PATHS.bookingCancel, { id: bookingId }), { refund: quote.body.refund });
    if (done.status !== 200) throw new Error(`canceling answered ${done.status}: ${JSON.stringify(done.body)}`);
    const moving = await post(apiUrl, API_PATHS.bookingInitiate, partyRequest(later, rooms[i % 2], starts[Math.floor(i / 2) % 2], 100 + i));
    if (moving.status !== 201) throw new Error(`booking the week after answered ${moving.status}: ${JSON.stringify(moving.body)}`);
    const moved = await post(apiUrl, apiPath(API_PATHS.bookingMove, { id: moving.body.bookingId as string }), { date, startTime: before.startTime, roomId: before.room.id, fee: 0 });
    if (moved.status !== 200) throw new Error(`moving answered ${moved.status}: ${JSON.stringify(moved.body)}`);
  });
}

/** Forty parties in ten rooms, half paid a deposit, each with 20 RSVPs (17 coming with two kids, one in four with an allergy). */
async function bookTheDay(apiUrl: string, date: string): Promise<number> {
  const rooms = ['jungle-room', 'ocean-room', 'space-room', 'castle-room', ...Array.from({ length: 6 }, (_, i) => `bench-room-${i + 1}`)];
  const starts = ['09:30', '12:00', '14:00', '16:00'];
  const slots = rooms.flatMap((room) => starts.map((time) => ({ room, time }))).slice(0, PARTIES);
  const invitations: string[] = [];
  const lastRooms: string[] = [];
  await inParallel(slots, 4, async ({ room, time }, i) => {
    const made = await post(apiUrl, API_PATHS.bookingInitiate, partyRequest(date, room, time, i));
    if (made.status !== 201) throw new Error(`booking ${room} at ${time} answered ${made.status}: ${JSON.stringify(made.body)}`);
    invitations.push(made.body.invitationId as string);
    if (i >= PARTIES - CHANGES) lastRooms.push(made.body.bookingId as string);
    if (i % 2 === 0) {
      const checkout = await post(apiUrl, API_PATHS.depositCheckout, { bookingId: made.body.bookingId });
      const session = new URL(checkout.body.url as string).pathname.split('/').pop();
      await fetch(`${apiUrl}/checkout/${session}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    }
  });
  const answers = invitations.flatMap((invitationId) => Array.from({ length: RSVPS_PER_PARTY }, (_, family) => ({ invitationId, family })));
  await inParallel(answers, 8, async ({ invitationId, family }) => {
    const coming = family < 17;
    const kids = coming ? [{ name: `Kid ${family}a`, allergies: family % 4 === 0 ? 'Peanuts (anaphylaxis)' : '' }, { name: `Kid ${family}b`, allergies: '' }] : [];
    const answer = await post(apiUrl, apiPath(API_PATHS.invitationRsvps, { invitationId }), { coming, name: `Family ${family}`, email: `family${family}@bench.test`, phone: '', kids });
    if (answer.status !== 201) throw new Error(`RSVP answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  });
  await changePlans(apiUrl, date, lastRooms);
  return answers.length;
}

async function signIn(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}${API_PATHS.staffSignIn}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: STAFF_ORIGIN }, body: JSON.stringify(STAFF) });
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (response.status !== 200 || !cookie) throw new Error(`staff sign-in answered ${response.status}`);
  return cookie;
}

export async function measureRunSheet(): Promise<RunSheetLoad> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'party-bench-run-sheet-'));
  await prepareData(dataDir);
  const api = await startApi({ DATA_DIR: dataDir, RATE_LIMIT_BOOKING_MAX: '100000', RATE_LIMIT_RSVP_MAX: '100000', RATE_LIMIT_CHECKOUT_MAX: '100000', STAFF_SITE_URL: STAFF_ORIGIN, LOG_LEVEL: 'silent' });
  try {
    const date = await firstOpenSaturday(api.url);
    const rsvps = await bookTheDay(api.url, date);
    const cookie = await signIn(api.url);
    const url = `${api.url}${apiPath(API_PATHS.staffDay, { date })}`;
    const sheet = (await (await fetch(url, { headers: { cookie } })).json()) as { parties: Array<{ kidsComing: number }>; canceled: unknown[] };
    if (sheet.parties.length !== PARTIES || sheet.canceled.length !== CHANGES || sheet.parties.filter((party) => party.kidsComing !== 34).length !== CHANGES) {
      throw new Error(`the run sheet shows ${sheet.parties.length} parties and ${sheet.canceled.length} canceled, not ${PARTIES} (${CHANGES} moved in without RSVPs) and ${CHANGES} canceled`);
    }
    // Warm: the route's code compiled, its query planned.
    let bytes = 0;
    for (let i = 0; i < 20; i++) bytes = (await (await fetch(url, { headers: { cookie } })).arrayBuffer()).byteLength;
    const { requests, errors, p50Ms, p95Ms } = await steadyLoad(url, RATE, SECONDS, { headers: { cookie } });
    return { date, parties: PARTIES, rsvps, changes: CHANGES, rate: RATE, requests, errors, p50Ms, p95Ms, bytes };
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  measureRunSheet().then(
    (load) => {
      console.log(runSheetSection(load));
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
